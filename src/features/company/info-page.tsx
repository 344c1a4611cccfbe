import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '#src/components/button.tsx';
import { paths } from '#src/lib/paths.ts';
import { container } from '#src/styles/utilities.css.ts';
import { body, cardIcon, muted, pageHeader, pageHeaderInner, pageLead, pageTitle, sectionHeading } from './company.css.ts';
import { RESPONSE_TIME } from './policies.ts';
import { cta, highlight, highlights, highlightText, highlightTitle, section } from './info-page.css.ts';

export interface InfoPageProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of /faq, /shipping and /returns: a page header, then the content column. */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  return (
    <>
      <section className={pageHeader} aria-labelledby="info-title">
        <div className={`${container} ${pageHeaderInner}`}>
          <h1 id="info-title" className={pageTitle}>
            {title}
          </h1>
          <p className={pageLead}>{lead}</p>
        </div>
      </section>
      <div className={`${container} ${body}`}>{children}</div>
    </>
  );
}

export interface Highlight {
  icon: (props: { className?: string; size?: number }) => ReactNode;
  title: string;
  text: string;
}

export function Highlights({ items, label }: { items: readonly Highlight[]; label: string }) {
  return (
    <ul className={highlights} role="list" aria-label={label}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={highlight}>
          <Icon className={cardIcon} size={28} />
          <div>
            <p className={highlightTitle}>{title}</p>
            <p className={highlightText}>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The pages' closing invitation to write to us. */
export function ContactCta({ title = 'Une autre question ?' }: { title?: string }) {
  return (
    <section className={cta} aria-labelledby="info-cta">
      <h2 id="info-cta" className={sectionHeading}>
        {title}
      </h2>
      <p className={muted}>Notre équipe vous répond en {RESPONSE_TIME} en moyenne.</p>
      <Link to={paths.contact} className={buttonClass()}>
        Nous contacter
      </Link>
    </section>
  );
}
