import { paginationItems } from '#src/utils/pagination.ts';
import { ellipsis, list, nav, pageButton } from './pagination.css.ts';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name. */
  label?: string;
}

/** Page links of spec section 9; renders nothing with a single page. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  return (
    <nav aria-label={label} className={nav}>
      <ul className={list}>
        <li>
          <button type="button" className={pageButton} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <span aria-hidden="true">‹</span> Précédent
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} className={ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={pageButton}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => item.page !== page && onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={pageButton} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            Suivant <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
