import { Link } from '@tanstack/react-router';
import { Accordion } from 'radix-ui';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import type { FaqEntry } from './faq-content.ts';
import { answer, answerLink, chevron, content, header, item, root, trigger } from './faq-accordion.css.ts';

export interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** Prefix of the items' values, unique per page. */
  idPrefix: string;
}

/**
 * Questions as a Radix accordion: each question is a button inside an h3
 * (arrow keys move between them, Enter or Space opens), its answer a region
 * named by the question. Several answers can stay open.
 */
export function FaqAccordion({ entries, idPrefix }: FaqAccordionProps) {
  return (
    <Accordion.Root type="multiple" className={root}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={`${idPrefix}-${entry.id}`} className={item}>
          <Accordion.Header className={header}>
            <Accordion.Trigger className={trigger}>
              {entry.question}
              <ChevronDownIcon className={chevron} size={20} />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={content}>
            <div className={answer}>
              <p>{entry.answer}</p>
              {entry.link ? (
                <Link to={entry.link.to} className={answerLink}>
                  {entry.link.label}
                </Link>
              ) : null}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
