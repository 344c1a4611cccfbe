import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { companyQueries } from '#src/api/company.ts';
import { LoadingRegion } from '#src/components/skeleton.tsx';
import { paths } from '#src/lib/paths.ts';
import { container } from '#src/styles/utilities.css.ts';
import { CompanyLoadError, CONTACT_ERROR_DESCRIPTION } from './company-load-error.tsx';
import { ClockIcon, HeadsetIcon, MailIcon } from './company-icons.tsx';
import { body, card, cardIcon, cardTitle, muted, pageHeader, pageHeaderInner, pageLead, pageTitle, sectionHeading } from './company.css.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import {
  closed as closedClass,
  column,
  faqHeader,
  faqSection,
  hours,
  hoursDays,
  hoursRow,
  hoursValue,
  layout,
  support,
  supportItem,
  supportLabel,
  supportValue,
} from './contact-page.css.ts';
import { ContactDetailsSkeleton } from './contact-skeleton.tsx';
import { CONTACT_FAQ } from './faq-content.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { OPENING_HOURS, RESPONSE_TIME, SUPPORT_AVAILABILITY } from './policies.ts';

function CompanyContact({ companyId }: { companyId: string }) {
  const { data: company, isPending, isError, error, refetch } = useQuery(companyQueries.detail(companyId));
  if (isPending) {
    return (
      <LoadingRegion label="Chargement des coordonnées">
        <ContactDetailsSkeleton />
      </LoadingRegion>
    );
  }
  if (isError && !company) {
    return <CompanyLoadError error={error} description={CONTACT_ERROR_DESCRIPTION} onRetry={() => void refetch()} />;
  }
  return <ContactDetails company={company} headingId="contact-details" title="Nos coordonnées" />;
}

function OpeningHoursCard() {
  return (
    <section className={card} aria-labelledby="contact-hours">
      <h2 id="contact-hours" className={cardTitle}>
        <ClockIcon className={cardIcon} />
        Horaires d’ouverture
      </h2>
      <dl className={hours}>
        {OPENING_HOURS.map((slot) => (
          <div key={slot.days} className={hoursRow}>
            <dt className={hoursDays}>{slot.days}</dt>
            <dd className={slot.closed ? `${hoursValue} ${closedClass}` : hoursValue}>{slot.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SupportCard() {
  return (
    <section className={card} aria-labelledby="contact-support">
      <h2 id="contact-support" className={cardTitle}>
        <HeadsetIcon className={cardIcon} />
        Assistance
      </h2>
      <dl className={support}>
        <div className={supportItem}>
          <dt className={supportLabel}>Support en ligne</dt>
          <dd className={supportValue}>{SUPPORT_AVAILABILITY}</dd>
        </div>
        <div className={supportItem}>
          <dt className={supportLabel}>Temps de réponse moyen</dt>
          <dd className={supportValue}>{RESPONSE_TIME}</dd>
        </div>
      </dl>
    </section>
  );
}

/** /contact (spec section 2): coordinates, opening hours, the contact form and a short FAQ. */
export function ContactPage({ companyId }: { companyId: string }) {
  return (
    <>
      <section className={pageHeader} aria-labelledby="contact-title">
        <div className={`${container} ${pageHeaderInner}`}>
          <h1 id="contact-title" className={pageTitle}>
            Contactez-nous
          </h1>
          <p className={pageLead}>Une question sur une commande, une livraison ou un produit ? Notre équipe vous répond.</p>
        </div>
      </section>
      <div className={`${container} ${body}`}>
        <div className={layout}>
          <div className={column}>
            <CompanyContact companyId={companyId} />
            <OpeningHoursCard />
            <SupportCard />
          </div>
          <section className={card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={cardTitle}>
              <MailIcon className={cardIcon} />
              Envoyez-nous un message
            </h2>
            <ContactForm />
          </section>
        </div>
        <section className={faqSection} aria-labelledby="contact-faq">
          <div className={faqHeader}>
            <h2 id="contact-faq" className={sectionHeading}>
              Questions fréquentes
            </h2>
            <Link to={paths.faq}>Voir toutes les questions</Link>
          </div>
          <FaqAccordion entries={CONTACT_FAQ} idPrefix="contact" />
          <p className={muted}>
            Vous ne trouvez pas votre réponse ? Écrivez-nous avec le formulaire ci-dessus : nous répondons en {RESPONSE_TIME}.
          </p>
        </section>
      </div>
    </>
  );
}
