/** The signed-in customer's wishlist (spec section 7). Queries run only when signed in. */
import { queryOptions } from '@tanstack/react-query';
import type { Wishlist, WishlistItem } from '#server/schemas/wishlist.ts';
import { http, type WriteRequest } from './http.ts';
import { STALE } from './stale-times.ts';

export type { Wishlist, WishlistItem };

const BASE = '/api/v1/wishlist';

export function fetchWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return http.get<Wishlist>(`${BASE}/`, undefined, { signal });
}

/** The wishlist's writes, as requests the outbox stores and sends (see cartRequests). */
export const wishlistRequests = {
  add: (productId: string): WriteRequest => ({ method: 'POST', path: `${BASE}/`, body: { product_id: productId } }),
  remove: (productId: string): WriteRequest => ({ method: 'DELETE', path: `${BASE}/${encodeURIComponent(productId)}` }),
  clear: (): WriteRequest => ({ method: 'DELETE', path: `${BASE}/` }),
};

export const wishlistMutationKeys = {
  add: ['wishlist', 'add'] as const,
  remove: ['wishlist', 'remove'] as const,
  clear: ['wishlist', 'clear'] as const,
};

export const wishlistQueries = {
  all: () => ['wishlist'] as const,
  list: (enabled = true) =>
    queryOptions({
      queryKey: [...wishlistQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchWishlist(signal),
      staleTime: STALE.wishlist,
      enabled,
    }),
};
