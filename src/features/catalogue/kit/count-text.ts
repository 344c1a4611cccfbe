/**
 * French count texts of the catalogue screens. In French 0 and 1 take the
 * singular: '0 catégorie trouvée', '1 catégorie trouvée', '2 catégories trouvées'.
 */
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';

export function categoryCountText(count: number): string {
  return count > 1 ? `${count} catégories trouvées` : `${count} catégorie trouvée`;
}

/** '1 produit', '63 produits'. */
export function productCountText(count: number): string {
  return count > 1 ? `${count} produits` : `${count} produit`;
}

/** '63 produits' when everything fits on one page, else the page's range: '21–40 sur 63 produits'. */
export function rangeText(page: number, total: number, pageSize: number = PAGE_SIZE): string {
  if (total <= pageSize) return productCountText(total);
  const from = Math.min(skipOf(page, pageSize) + 1, total);
  const to = Math.min(from + pageSize - 1, total);
  return `${from}–${to} sur ${productCountText(total)}`;
}
