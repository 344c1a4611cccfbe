import type { ReactNode } from 'react';
import type { Company } from '#src/api/company.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from './company-icons.tsx';
import { displayUrl, telHref, websiteHref } from './company-format.ts';
import { card, cardIcon, cardTitle, contactBadge, contactItem, contactLabel, contactList, contactValue, muted } from './company.css.ts';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={contactItem}>
      <span className={contactBadge}>{icon}</span>
      <div>
        <p className={contactLabel}>{label}</p>
        <p className={contactValue}>{children}</p>
      </div>
    </li>
  );
}

export interface ContactDetailsProps {
  company: Company;
  title: string;
  headingId: string;
}

/** The company's address, phone, e-mail and website, each shown when known. */
export function ContactDetails({ company, title, headingId }: ContactDetailsProps) {
  const website = company.website ? websiteHref(company.website) : null;
  const hasAny = Boolean(company.address || company.phone || company.email || company.website);
  return (
    <section className={card} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardTitle}>
        <MapPinIcon className={cardIcon} />
        {title}
      </h2>
      {hasAny ? (
        <ul className={contactList} role="list">
          {company.address ? (
            <Line icon={<MapPinIcon />} label="Adresse">
              {company.address}
            </Line>
          ) : null}
          {company.phone ? (
            <Line icon={<PhoneIcon />} label="Téléphone">
              <a href={telHref(company.phone)}>{company.phone}</a>
            </Line>
          ) : null}
          {company.email ? (
            <Line icon={<MailIcon />} label="E-mail">
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </Line>
          ) : null}
          {company.website ? (
            <Line icon={<GlobeIcon />} label="Site web">
              {website ? (
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {displayUrl(company.website)}
                  <span className={srOnly}> (nouvel onglet)</span>
                </a>
              ) : (
                company.website
              )}
            </Line>
          ) : null}
        </ul>
      ) : (
        <p className={muted}>Aucune coordonnée disponible pour le moment.</p>
      )}
    </section>
  );
}
