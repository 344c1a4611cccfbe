/** The signed-in customer's wishlist (spec section 7). Queries run only when signed in. */
import { queryOptions } from '@tanstack/react-query';
import type { Wishlist, WishlistItem } from '#server/schemas/wishlist.ts';
import { http, isApiError, type RequestOptions } from './http.ts';
import { STALE } from './stale-times.ts';

export type { Wishlist, WishlistItem };

const BASE = '/api/v1/wishlist';

export function fetchWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return http.get<Wishlist>(`${BASE}/`, undefined, { signal });
}

export function addToWishlist(productId: string, options?: RequestOptions): Promise<unknown> {
  return http.post<unknown>(`${BASE}/`, { product_id: productId }, options);
}

export function removeFromWishlist(productId: string, options?: RequestOptions): Promise<unknown> {
  return http.delete<unknown>(`${BASE}/${encodeURIComponent(productId)}`, options);
}

export function clearWishlist(options?: RequestOptions): Promise<unknown> {
  return http.delete<unknown>(`${BASE}/`, options);
}

/** Existence check: a 4xx means "not in the list"; network failures still reject. */
export async function isInWishlist(productId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await http.get<unknown>(`${BASE}/${encodeURIComponent(productId)}`, undefined, { signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return false;
    throw error;
  }
}

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
  contains: (productId: string, enabled = true) =>
    queryOptions({
      queryKey: [...wishlistQueries.all(), 'contains', productId] as const,
      queryFn: ({ signal }) => isInWishlist(productId, signal),
      staleTime: STALE.wishlist,
      enabled,
    }),
};
