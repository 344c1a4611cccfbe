/**
 * The cart (spec section 7). Guests have a cart bound to X-Session-Id
 * (decisions.md section 3). Every change goes through the outbox
 * (offline/outbox-sync.ts), which sends the requests built here with the
 * Idempotency-Key made when the shopper acted (convention 6).
 */
import { queryOptions } from '@tanstack/react-query';
import type { AddCartItemRequest, Cart, CartItem } from '#server/schemas/cart.ts';
import { tokenStore } from '#src/lib/auth-token.ts';
import { sessionManager } from '#src/lib/session.ts';
import { http, type HttpClient, type WriteRequest } from './http.ts';
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
  applied_changes: [],
};

/** The server's cart; the outbox passes its own client (tests script the network). */
export function fetchCart(signal?: AbortSignal, client: HttpClient = http): Promise<Cart> {
  return client.get<Cart>(`${BASE}/`, undefined, { signal });
}

/**
 * The cart's writes, as requests the outbox stores and sends with the
 * Idempotency-Key made when the shopper acted; each answers with the cart.
 */
export const cartRequests = {
  addItem: (body: AddCartItemRequest): WriteRequest => ({ method: 'POST', path: `${BASE}/items`, body: { ...body } }),
  updateItem: (itemId: string, quantity: number): WriteRequest => ({
    method: 'PUT',
    path: `${BASE}/items/${encodeURIComponent(itemId)}`,
    body: { quantity },
  }),
  removeItem: (itemId: string): WriteRequest => ({ method: 'DELETE', path: `${BASE}/items/${encodeURIComponent(itemId)}` }),
  clear: (): WriteRequest => ({ method: 'DELETE', path: `${BASE}/` }),
  applyDiscount: (code: string): WriteRequest => ({ method: 'POST', path: `${BASE}/apply-discount/`, body: { code } }),
  removeDiscount: (): WriteRequest => ({ method: 'DELETE', path: `${BASE}/remove-discount/` }),
};

/** Keys of the cart mutations, registered with setMutationDefaults (mutation-defaults.ts). */
export const cartMutationKeys = {
  addItem: ['cart', 'add-item'] as const,
  updateItem: ['cart', 'update-item'] as const,
  removeItem: ['cart', 'remove-item'] as const,
  clear: ['cart', 'clear'] as const,
  applyDiscount: ['cart', 'apply-discount'] as const,
  removeDiscount: ['cart', 'remove-discount'] as const,
};

/**
 * The cart of a guest whose session is new (none stored yet, or made by this
 * page): a guest cart is bound to its session id (decisions.md section 3),
 * so this one is empty and the header need not ask the server for it on a
 * first visit. Only in the browser: the server renders no shopper's data.
 */
const NEW_SESSION_CART: Cart = { ...EMPTY_CART };
function newSessionCart(): Cart | undefined {
  if (!('window' in globalThis)) return undefined;
  return tokenStore.bearer() === null && sessionManager.isNew() ? NEW_SESSION_CART : undefined;
}

export const cartQueries = {
  all: () => ['cart'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => fetchCart(signal),
      staleTime: STALE.cart,
      initialData: newSessionCart,
      // A mount fetches the cart unless it is still that new session's empty
      // one. A write, a sign-in or another tab's change replaces it; so does
      // a refetch (on focus) that finds items (an empty answer keeps this
      // object: structural sharing).
      refetchOnMount: (query) => query.state.data !== NEW_SESSION_CART,
    }),
};
