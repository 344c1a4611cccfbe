/**
 * "Nouveautés" on the home page (issue 45, point 6: the home page showed no
 * product): the catalogue's newest products, the first of /products' default
 * order, with a link to the whole list. The home route loads this module
 * once the row's placeholder comes near the viewport (ProductRowOnDemand),
 * so a first visit's code, HTML and hydration do not grow.
 */
import type { ReactNode } from 'react';
import type { Product, ProductListFilters } from '#src/api/products.ts';
import { paths } from '#src/lib/paths.ts';
import { ProductRow } from '../kit/product-row.tsx';
import { NEW_ARRIVALS_COUNT, newArrivalsFrame } from './new-arrivals-frame.ts';

export const NEW_ARRIVALS_TITLE = 'Nouveautés';
export const NEW_ARRIVALS_MORE = 'Voir tous les produits';
export const NEW_ARRIVALS_FILTERS: ProductListFilters = { page: 1, limit: NEW_ARRIVALS_COUNT, sort: 'newest' };

export function NewArrivals({ renderActions }: { renderActions?: (product: Product) => ReactNode }) {
  return (
    <ProductRow
      {...newArrivalsFrame}
      title={NEW_ARRIVALS_TITLE}
      filters={NEW_ARRIVALS_FILTERS}
      more={{ to: paths.products, label: NEW_ARRIVALS_MORE }}
      renderActions={renderActions}
    />
  );
}
