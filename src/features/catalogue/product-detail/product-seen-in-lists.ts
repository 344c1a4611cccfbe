/**
 * A product the shopper saw only as a card (in a list, a category, a
 * collection, a store, the related products), never opened: the card's data,
 * taken from the lists in the query cache. The API gives a list's items whole
 * (a list item and a product are the same object), so the product page can
 * open from it at once, and offline, where it would otherwise only say the
 * page was never seen (issue 44, point 2). What the card did not show (the
 * product's other photos) may be missing offline: its images fall back to
 * the placeholder.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '#src/api/products.ts';

export interface SeenProduct {
  product: Product;
  /** When the list that showed it came from the server (its query's dataUpdatedAt). */
  seenAt: number;
}

/** The products a cached answer holds: a list, a page of one (`items`), or pages of them. */
function productsIn(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (!data || typeof data !== 'object') return [];
  const answer = data as { items?: unknown; products?: unknown; pages?: unknown };
  if (Array.isArray(answer.items)) return answer.items;
  if (Array.isArray(answer.products)) return answer.products;
  if (Array.isArray(answer.pages)) return answer.pages.flatMap(productsIn);
  return [];
}

function isProduct(value: unknown, id: string): value is Product {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<Product>;
  return p.id === id && typeof p.name === 'string' && typeof p.price === 'string' && Array.isArray(p.available_stores);
}

/** The latest card of product `id` in the cache, if any list showed it. */
export function productSeenInLists(queryClient: QueryClient, id: string): SeenProduct | undefined {
  let seen: SeenProduct | undefined;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || (seen && dataUpdatedAt <= seen.seenAt)) continue;
    const product = productsIn(data).find((item) => isProduct(item, id));
    if (product) seen = { product: product as Product, seenAt: dataUpdatedAt };
  }
  return seen;
}
