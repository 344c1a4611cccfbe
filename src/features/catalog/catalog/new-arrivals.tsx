/**
 * "Nouveautés" on the home page (issue 45, point 6: the home page showed no
 * product): the catalogue's newest products, the first of /products' default
 * order, with a link to the whole list. A row that loads near the viewport
 * (kit/product-row.tsx): the home page's HTML and hydration do not grow.
 */
import type { ReactNode } from 'react';
import type { Product, ProductListFilters } from '#src/api/products.ts';
import { paths } from '#src/lib/paths.ts';
import { container, pageSection } from '#src/styles/utilities.css.ts';
import { ProductRow } from '../kit/product-row.tsx';

export const NEW_ARRIVALS_TITLE = 'Nouveautés';
export const NEW_ARRIVALS_MORE = 'Voir tous les produits';
/** Two rows of four on a desktop. */
export const NEW_ARRIVALS_COUNT = 8;
export const NEW_ARRIVALS_FILTERS: ProductListFilters = { page: 1, limit: NEW_ARRIVALS_COUNT, sort: 'newest' };

export function NewArrivals({ renderActions }: { renderActions?: (product: Product) => ReactNode }) {
  return (
    <ProductRow
      title={NEW_ARRIVALS_TITLE}
      filters={NEW_ARRIVALS_FILTERS}
      count={NEW_ARRIVALS_COUNT}
      more={{ to: paths.products, label: NEW_ARRIVALS_MORE }}
      renderActions={renderActions}
      className={`${container} ${pageSection}`}
    />
  );
}
