import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from '#src/components/icons.tsx';
import { current, item, link, list, nav, separator } from './breadcrumb.css.ts';

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  to?: string;
}

/**
 * A breadcrumb trail (WAI-ARIA breadcrumb pattern): a named navigation
 * landmark, an ordered list, the current page marked with aria-current.
 * Shared by the category and store detail screens.
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Fil d’Ariane" className={nav}>
      <ol className={list} role="list">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={item}>
              {crumb.to && !last ? (
                // exact: only the last crumb is the current page (the router would mark ancestors too).
                <Link to={crumb.to} className={link} activeOptions={{ exact: true }}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={current} aria-current="page" title={crumb.label}>
                  {crumb.label}
                </span>
              )}
              {last ? null : <ChevronRightIcon size={14} className={separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
