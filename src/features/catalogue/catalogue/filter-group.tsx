import { useId, type ReactNode } from 'react';
import { filterGroup, filterTitle } from './filter-group.css.ts';

/** One section of the filter panel (categories, price, rating): its heading names it. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={filterGroup} aria-labelledby={headingId}>
      <h3 id={headingId} className={filterTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
