import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { companyQueries, type Company } from '#src/api/company.ts';
import { buttonClass } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import { BRAND } from '#src/lib/brand.ts';
import { getConfig } from '#src/lib/config.ts';
import { useOnlineStatus } from '#src/offline/online.ts';
import { paths } from '#src/lib/paths.ts';
import { formatShortDate } from '#src/utils/format-date.ts';
import { container } from '#src/styles/utilities.css.ts';
import { aboutHero, aboutHeroInner, logo, logoFrame, stat, statLabel, stats, statValue } from './about-page.css.ts';
import { AboutSkeleton } from './about-skeleton.tsx';
import { ABOUT_ERROR_DESCRIPTION, CompanyLoadError } from './company-load-error.tsx';
import { ContactDetails } from './contact-details.tsx';
import { InfoIcon, PulseIcon } from './company-icons.tsx';
import {
  actions,
  body,
  card,
  cardIcon,
  cardMuted,
  cardTitle,
  code,
  detailLabel,
  detailRow,
  details,
  detailValue,
  grid2,
  muted,
  pageLead,
  pageTitle,
  sectionHeading,
} from './company.css.ts';
import { shortId } from './company-format.ts';

/** Static figures of spec section 2. */
const STATS = [
  { value: '100%', label: 'Satisfaction client' },
  { value: '24/7', label: 'Support client' },
] as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={detailRow}>
      <dt className={detailLabel}>{label}</dt>
      <dd className={detailValue}>{children}</dd>
    </div>
  );
}

function CompanyInfo({ company }: { company: Company }) {
  return (
    <section className={card} aria-labelledby="about-info">
      <h2 id="about-info" className={cardTitle}>
        <InfoIcon className={cardIcon} />
        Informations sur l’entreprise
      </h2>
      <dl className={details}>
        <Detail label="Nom">{company.name}</Detail>
        <Detail label="Identifiant">
          <code className={code} title={company.id}>
            {shortId(company.id)}
          </code>
        </Detail>
        <Detail label="Créée le">{formatShortDate(company.created_at)}</Detail>
        <Detail label="Dernière mise à jour">{formatShortDate(company.updated_at)}</Detail>
      </dl>
    </section>
  );
}

/** Demo and diagnostic cards: which company this build is bound to, and whether the API agrees. */
function ConfigurationCards({ company }: { company: Company }) {
  const { companyId, apiUrl } = getConfig();
  const online = useOnlineStatus();
  return (
    <div className={grid2}>
      <section className={cardMuted} aria-labelledby="about-demo">
        <h2 id="about-demo" className={cardTitle}>
          <InfoIcon className={cardIcon} />
          Mode démonstration
        </h2>
        <p className={muted}>
          Cette boutique affiche l’entreprise configurée dans <code className={code}>/config.json</code>. Pour présenter une autre
          entreprise, il suffit d’y changer l’identifiant : aucune nouvelle version de l’application n’est nécessaire.
        </p>
        <p>
          Identifiant configuré : <code className={code}>{companyId}</code>
        </p>
      </section>
      <section className={cardMuted} aria-labelledby="about-diagnostic">
        <h2 id="about-diagnostic" className={cardTitle}>
          <PulseIcon className={cardIcon} />
          Diagnostic
        </h2>
        <dl className={details}>
          <Detail label="Identifiant configuré">
            <code className={code}>{companyId}</code>
          </Detail>
          <Detail label="Identifiant reçu">
            <code className={code}>{company.id}</code>
          </Detail>
          <Detail label="Correspondance">{company.id === companyId ? 'Oui' : 'Non'}</Detail>
          <Detail label="Serveur API">{apiUrl || 'Même origine'}</Detail>
          <Detail label="Connexion">{online ? 'En ligne' : 'Hors ligne'}</Detail>
        </dl>
      </section>
    </div>
  );
}

/** /about (spec section 2). */
export function AboutPage({ companyId }: { companyId: string }) {
  const { data: company, isPending, isError, error, refetch } = useQuery(companyQueries.detail(companyId));

  if (isPending) return <AboutSkeleton />;
  if (isError && !company) {
    return (
      <div className={`${container} ${body}`}>
        <h1 className={sectionHeading}>À propos</h1>
        <CompanyLoadError error={error} description={ABOUT_ERROR_DESCRIPTION} onRetry={() => void refetch()} />
      </div>
    );
  }

  const name = company.name || BRAND.fallbackName;
  return (
    <>
      <section className={aboutHero} aria-labelledby="about-title">
        <div className={`${container} ${aboutHeroInner}`}>
          <div className={logoFrame}>
            <AppImage path={company.logo} kind="generic" alt={`Logo ${name}`} className={logo} width={160} height={160} loading="eager" />
          </div>
          <div>
            <h1 id="about-title" className={pageTitle}>
              {name}
            </h1>
            <p className={pageLead}>{company.description || BRAND.fallbackDescription}</p>
          </div>
        </div>
      </section>
      <div className={`${container} ${body}`}>
        <ul className={stats} role="list" aria-label="Nos engagements">
          {STATS.map((s) => (
            <li key={s.label} className={stat}>
              <span className={statValue}>{s.value}</span>
              <span className={statLabel}>{s.label}</span>
            </li>
          ))}
        </ul>
        <div className={grid2}>
          <ContactDetails company={company} headingId="about-contact" title="Nous contacter" />
          <CompanyInfo company={company} />
        </div>
        <div className={actions}>
          <Link to={paths.products} className={buttonClass({ size: 'lg' })}>
            Découvrir nos produits
          </Link>
          <Link to={paths.contact} className={buttonClass({ variant: 'outline', size: 'lg' })}>
            Nous écrire
          </Link>
        </div>
        <ConfigurationCards company={company} />
      </div>
    </>
  );
}
