/**
 * Before adding, an item whose stores or stock are unknown (a collection
 * item, a wishlist line) is read in full: from the Query cache when fresh,
 * else fetched once, even offline (the service worker may hold it); a failed
 * refresh still uses what the cache holds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { productQueries, type Product } from '#src/api/products.ts';
import { planAdd, type AddableProduct, type AddPlan } from './add-to-cart-rules.ts';

export type DecidedPlan = Exclude<AddPlan, { kind: 'look-up' }>;

/** The product's detail query (a parameter so tests can answer it). */
export type DetailQuery = (id: string) => ReturnType<typeof productQueries.detail>;

export async function lookUpProduct(queryClient: QueryClient, id: string, detail: DetailQuery = productQueries.detail): Promise<Product> {
  const options = detail(id);
  try {
    return await queryClient.fetchQuery({ ...options, retry: false, networkMode: 'offlineFirst' });
  } catch (error) {
    const cached = queryClient.getQueryData(options.queryKey);
    if (cached) return cached;
    throw error;
  }
}

/** What to do with the product, read first when needed; rejects when it cannot be read. */
export async function resolveAdd(
  queryClient: QueryClient,
  product: AddableProduct,
  detail: DetailQuery = productQueries.detail,
): Promise<{ product: AddableProduct; plan: DecidedPlan }> {
  const plan = planAdd(product);
  if (plan.kind !== 'look-up') return { product, plan };
  const full: AddableProduct = await lookUpProduct(queryClient, product.id, detail);
  const next = planAdd({ ...full, available_stores: full.available_stores ?? [], stock: full.stock ?? 1 });
  // planAdd cannot ask to look up again: stores and stock are now set.
  return { product: full, plan: next.kind === 'look-up' ? { kind: 'direct' } : next };
}
