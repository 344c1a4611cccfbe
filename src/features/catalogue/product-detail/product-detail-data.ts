/** Pure rules of the product page (kept free of styles and React for unit tests). */
import { isApiError } from '#src/api/http.ts';
import type { Product } from '#src/api/products.ts';

export const MIN_QUANTITY = 1;
/** Stores shown before '+N autre(s) boutique(s)' (spec section 9). */
export const STORES_SHOWN = 2;

export const IN_STOCK = 'En Stock';
export const OUT_OF_STOCK = 'Rupture de Stock';
export const PRODUCT_LOAD_ERROR = 'Erreur lors du chargement du produit';
export const PRODUCT_NOT_FOUND = 'Produit introuvable';
export const PRODUCT_NOT_FOUND_DESCRIPTION = 'Ce produit n’existe pas ou n’est plus disponible.';

/** Whole numbers, at least 1, no maximum (spec section 5). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.floor(value));
}

export function moreStoresLabel(hidden: number): string {
  return `+${hidden} autre(s) boutique(s)`;
}

/** The images to show: primary first, then the others; else the `image` field; else none (placeholder). */
export function galleryImages(product: Pick<Product, 'image' | 'product_images'>): string[] {
  const urls = [...product.product_images]
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
    .map((img) => img.image_url)
    .filter((url) => url.trim() !== '');
  if (urls.length > 0) return [...new Set(urls)];
  return product.image?.trim() ? [product.image] : [];
}

/**
 * An id the API does not know (404) or cannot read (400/422, not a UUID):
 * a not-found message, not the load error with its retry.
 */
export function isProductNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 422);
}
