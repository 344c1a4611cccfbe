import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { companyQueries } from '#src/api/company.ts';
import { buttonClass } from '#src/components/button.tsx';
import { HeartIcon, UserIcon } from '#src/components/icons.tsx';
import { BRAND } from '#src/lib/brand.ts';
import { getConfig } from '#src/lib/config.ts';
import { paths } from '#src/lib/paths.ts';
import { isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { SearchForm } from '#src/components/search-form.tsx';
import { AccountMenu } from './account-menu.tsx';
import {
  account,
  actions,
  authLinks,
  bar,
  brand,
  brandName,
  desktopOnly,
  desktopSearch,
  header,
  headerSearchForm,
  iconLink,
  mobileOnly,
  nav,
  navLink,
  navList,
  spacer,
  statusStrip,
} from './app-header.css.ts';
import { CartLink } from './cart-link.tsx';
import { CategoriesMenu } from './categories-menu.tsx';
import { HeaderSearchRow, HeaderSearchToggle } from './header-search.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SyncStatus } from './sync-status.tsx';

export interface AppHeaderProps {
  onLogout: () => void;
}

export function AppHeader({ onLogout }: AppHeaderProps) {
  const { data: company } = useQuery(companyQueries.detail(getConfig().companyId));
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  // 'Connexion' brings the shopper back here afterwards (not from the sign-in screens themselves).
  const href = useRouterState({ select: (s) => s.location.href });
  const here = /^\/(login|signup)\b/.test(href) ? undefined : href;
  const name = company?.name || BRAND.fallbackName;
  // Phones and tablets: the search opens in a row under the bar.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  // Closing (Escape, or after a search) gives focus back to the search button rather than losing it.
  const closeSearch = () => {
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  };

  return (
    <header className={header}>
      <div className={`${container} ${bar}`}>
        <MobileNav isAuthenticated={isAuthenticated} onLogout={onLogout} className={mobileOnly} />
        <Link to="/" className={brand}>
          <span className={brandName}>{name}</span>
        </Link>

        <nav aria-label="Navigation principale" className={nav}>
          <ul className={navList}>
            <li>
              <Link to="/" className={navLink} activeOptions={{ exact: true }}>
                Accueil
              </Link>
            </li>
            <li>
              <Link to={paths.products} className={navLink}>
                Produits
              </Link>
            </li>
            <li>
              <CategoriesMenu />
            </li>
            <li>
              <Link to={paths.stores} className={navLink}>
                Boutiques
              </Link>
            </li>
          </ul>
        </nav>

        <span className={spacer} />
        <div className={desktopSearch}>
          <SearchForm className={headerSearchForm} />
        </div>

        <div className={actions}>
          <HeaderSearchToggle open={searchOpen} onToggle={() => setSearchOpen((open) => !open)} buttonRef={searchToggleRef} />
          <Link to={paths.wishlist} className={iconLink}>
            <HeartIcon />
            <span className={srOnly}>Wishlist</span>
          </Link>
          <CartLink />
          {isAuthenticated ? (
            <div className={account}>
              <Link to={paths.account} className={iconLink}>
                <UserIcon />
                <span className={srOnly}>Mon compte</span>
              </Link>
              {/* Small screens: 'Déconnexion' is in the drawer. */}
              <AccountMenu onLogout={onLogout} className={desktopOnly} />
            </div>
          ) : (
            // Small screens: 'Connexion' and 'S'inscrire' are in the drawer.
            <div className={authLinks}>
              <Link to={paths.login} search={{ redirect: here }} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
                Connexion
              </Link>
              <Link to={paths.signup} className={buttonClass({ variant: 'primary', size: 'sm' })}>
                S&apos;inscrire
              </Link>
            </div>
          )}
        </div>
      </div>
      <div className={container}>
        <HeaderSearchRow open={searchOpen} onClose={closeSearch} />
        {/* Under the bar, so the company name, the search and the icons keep their room. */}
        <SyncStatus className={statusStrip} />
      </div>
    </header>
  );
}
