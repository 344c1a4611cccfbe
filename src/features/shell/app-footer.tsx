import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { companyQueries } from '#src/api/company.ts';
import { BRAND } from '#src/lib/brand.ts';
import { getConfig } from '#src/lib/config.ts';
import { paths } from '#src/lib/paths.ts';
import { isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container } from '#src/styles/utilities.css.ts';
import { bottom, brandColumn, footer, grid, heading, link, list, text } from './app-footer.css.ts';

/** Set at build time (VITE_APP_VERSION): a deploy is recognisable on screen. */
const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '1.0.0';

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Boutique',
    links: [
      { to: paths.products, label: 'Produits' },
      { to: paths.categories, label: 'Catégories' },
      { to: paths.stores, label: 'Boutiques' },
    ],
  },
  {
    title: 'Mon compte',
    // Replaced for a signed-in customer (ACCOUNT_LINKS).
    links: [
      { to: paths.login, label: 'Connexion' },
      { to: paths.signup, label: "S'inscrire" },
    ],
  },
  {
    title: 'Aide',
    links: [
      { to: paths.faq, label: 'FAQ' },
      { to: paths.shipping, label: 'Livraison' },
      { to: paths.returns, label: 'Retours' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.about, label: 'À propos' },
    ],
  },
];

/** A signed-in customer is not offered to sign in or up (issue 45, point 6): their account and orders instead. */
const ACCOUNT_LINKS = [
  { to: paths.account, label: 'Mon profil' },
  { to: paths.orders, label: 'Mes commandes' },
];

export function AppFooter() {
  const { data: company } = useQuery(companyQueries.detail(getConfig().companyId));
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const name = company?.name || BRAND.fallbackName;
  return (
    <footer className={footer}>
      <div className={container}>
        <div className={grid}>
          <div className={brandColumn}>
            <p className={heading}>{name}</p>
            <p className={text}>{company?.description || BRAND.description}</p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={heading}>{column.title}</h2>
              <ul className={list}>
                {(isAuthenticated && column.title === 'Mon compte' ? ACCOUNT_LINKS : column.links).map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={link}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={bottom}>
          © 2025 {name}. Tous droits réservés. <span data-testid="app-version">Version {APP_VERSION}</span>
        </p>
      </div>
    </footer>
  );
}
