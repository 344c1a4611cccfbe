/** The product sorts' labels, as spec section 2 and decisions.md section 2 write them. */
import type { ProductSort } from '#src/api/products.ts';

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Nouveautés',
  'price-low': 'Prix: Croissant',
  'price-high': 'Prix: Décroissant',
  rating: 'Mieux Notés',
};
