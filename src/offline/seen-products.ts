/**
 * The products the shopper has already seen: every full product the query
 * cache holds (catalogue pages, searches, product pages, featured, category
 * and store pages), restored from IndexedDB after a reload. What the
 * catalogue's offline results and the search box's offline suggestions
 * search. Read only; pure over the QueryClient's cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '#src/api/products.ts';

/** Query roots whose data may hold full products. */
const PRODUCT_ROOTS: readonly (readonly string[])[] = [['products'], ['categories', 'products'], ['stores', 'products']];

function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<Product>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    (typeof p.price === 'string' || typeof p.price === 'number') &&
    typeof p.rating === 'string' &&
    Array.isArray(p.product_images) &&
    Array.isArray(p.available_stores)
  );
}

/** The products of one query's data: a product, a list, or a page ({items} or {products}). */
function productsOf(data: unknown): Product[] {
  if (isProduct(data)) return [data];
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? ((data as { items?: unknown }).items ?? (data as { products?: unknown }).products)
      : undefined;
  return Array.isArray(list) ? list.filter(isProduct) : [];
}

/**
 * Every full product in the cache, once each: where several queries hold
 * the same product, the most recently fetched copy wins.
 */
export function cachedProducts(queryClient: QueryClient): Product[] {
  const newest = new Map<string, { product: Product; at: number }>();
  for (const root of PRODUCT_ROOTS) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: root })) {
      const at = query.state.dataUpdatedAt;
      for (const product of productsOf(query.state.data)) {
        const seen = newest.get(product.id);
        if (!seen || at > seen.at) newest.set(product.id, { product, at });
      }
    }
  }
  return [...newest.values()].map((entry) => entry.product);
}
