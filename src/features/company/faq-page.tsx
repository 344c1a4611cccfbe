import { Link } from '@tanstack/react-router';
import { paths } from '#src/lib/paths.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { FAQ_GROUPS } from './faq-content.ts';
import { ContactCta, InfoPage, InfoSection } from './info-page.tsx';
import { toc, tocLink } from './info-page.css.ts';

/** /faq (decisions.md section 2): the questions of the contact page and more, by topic. */
export function FaqPage() {
  return (
    <InfoPage
      title="Questions fréquentes"
      lead="Commandes, livraison, paiement, retours : retrouvez ici les réponses aux questions que l’on nous pose le plus souvent."
    >
      <nav aria-label="Thèmes de la FAQ">
        <ul className={toc} role="list">
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <Link to={paths.faq} hash={group.id} className={tocLink}>
                {group.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {FAQ_GROUPS.map((group) => (
        <InfoSection key={group.id} id={group.id} title={group.title}>
          <FaqAccordion entries={group.entries} idPrefix={group.id} />
        </InfoSection>
      ))}
      <ContactCta title="Vous n’avez pas trouvé votre réponse ?" />
    </InfoPage>
  );
}
