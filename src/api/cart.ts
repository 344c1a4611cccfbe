/**
 * The cart (spec section 7). Guests have a cart bound to X-Session-Id
 * (decisions.md section 3). Mutations take the Idempotency-Key made when the
 * shopper acted (convention 6); the offline outbox replays them later.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AddCartItemRequest, Cart, CartItem } from '#server/schemas/cart.ts';
import { http, type RequestOptions } from './http.ts';
import { STALE } from './stale-times.ts';

export type { AddCartItemRequest, Cart, CartItem };

const BASE = '/api/v1/cart';

export const EMPTY_CART: Cart = {
  id: null,
  items: [],
  total_items: 0,
  subtotal: '0',
  discount: '0',
  discount_code: null,
  total_price: '0',
};

export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return http.get<Cart>(`${BASE}/`, undefined, { signal });
}

export function addCartItem(body: AddCartItemRequest, options?: RequestOptions): Promise<Cart> {
  return http.post<Cart>(`${BASE}/items`, { ...body }, options);
}

export function updateCartItem(itemId: string, quantity: number, options?: RequestOptions): Promise<Cart> {
  return http.put<Cart>(`${BASE}/items/${encodeURIComponent(itemId)}`, { quantity }, options);
}

export function removeCartItem(itemId: string, options?: RequestOptions): Promise<Cart> {
  return http.delete<Cart>(`${BASE}/items/${encodeURIComponent(itemId)}`, options);
}

export function clearCart(options?: RequestOptions): Promise<Cart> {
  return http.delete<Cart>(`${BASE}/`, options);
}

export function applyCartDiscount(code: string, options?: RequestOptions): Promise<Cart> {
  return http.post<Cart>(`${BASE}/apply-discount/`, { code }, options);
}

export function removeCartDiscount(options?: RequestOptions): Promise<Cart> {
  return http.delete<Cart>(`${BASE}/remove-discount/`, options);
}

/** Sum of quantities: the header badge. */
export function cartItemCount(cart: Pick<Cart, 'items'> | undefined | null): number {
  return (cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

/** Keys of the cart mutations, registered with setMutationDefaults (mutation-defaults.ts). */
export const cartMutationKeys = {
  addItem: ['cart', 'add-item'] as const,
  updateItem: ['cart', 'update-item'] as const,
  removeItem: ['cart', 'remove-item'] as const,
  clear: ['cart', 'clear'] as const,
  applyDiscount: ['cart', 'apply-discount'] as const,
  removeDiscount: ['cart', 'remove-discount'] as const,
};

export const cartQueries = {
  all: () => ['cart'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => fetchCart(signal),
      staleTime: STALE.cart,
    }),
};
