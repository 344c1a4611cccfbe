/**
 * The request part of the outbox: what an entry sends, built by the API
 * modules (cartRequests, wishlistRequests), and what its answer changes.
 * Guarantees:
 * - an entry's request is decided once, before its first send, then stored
 *   (drain) and replayed as is: a replay is the same request with the same
 *   Idempotency-Key;
 * - a line is found by product and store in the server's cart at sending
 *   time, and a step (+1, -1) applies to that line's quantity then, so a
 *   change applied but whose answer was lost is never counted twice;
 * - removing a line already gone is done; changing it is refused in French.
 */
import { dehydrate, hashKey, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '#server/schemas/cart.ts';
import type { Wishlist } from '#server/schemas/wishlist.ts';
import { cartQueries, cartRequests } from '#src/api/cart.ts';
import type { WriteRequest } from '#src/api/http.ts';
import { wishlistQueries, wishlistRequests } from '#src/api/wishlist.ts';
import { isCartChange, type OutboxChange, type OutboxEntry, type RefusalEvent } from '#src/db/outbox-types.ts';
import { lineKey } from './cart-overlay.ts';

/** A change the server (or the client, for a line that no longer exists) refused. */
export class RefusedChange extends Error {
  constructor(
    readonly entry: OutboxEntry,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RefusedChange';
  }
}

export type { RefusalEvent };

export function productNameOf(change: OutboxChange): string | null {
  switch (change.kind) {
    case 'cart.add':
    case 'wishlist.add':
      return change.product.name;
    case 'cart.update':
    case 'cart.remove':
    case 'wishlist.remove':
      return change.productName;
    default:
      return null;
  }
}

/**
 * The request of a change; null when there is nothing left to send. `serverCart`
 * gives the server's cart as it is now (read only for a line change).
 */
export async function requestOf(entry: OutboxEntry, serverCart: () => Promise<Cart>): Promise<WriteRequest | null> {
  const { change } = entry;
  switch (change.kind) {
    case 'cart.add':
      return cartRequests.addItem({ product_id: change.productId, quantity: change.quantity, store_id: change.storeId });
    case 'cart.update':
    case 'cart.remove': {
      const cart = await serverCart();
      const line = cart.items.find((i) => lineKey(i.product_id, i.store_id) === lineKey(change.productId, change.storeId));
      if (!line) {
        // Removing what is already gone is done; changing it is not possible.
        if (change.kind === 'cart.remove') return null;
        throw new RefusedChange(entry, "Cet article n'est plus dans le panier", 404);
      }
      if (change.kind === 'cart.remove') return cartRequests.removeItem(line.id);
      // A step applies to the server's line as it is now (every earlier change is applied by then).
      const quantity = change.delta === undefined ? change.quantity : line.quantity + change.delta;
      if (quantity <= 0) return cartRequests.removeItem(line.id);
      return cartRequests.updateItem(line.id, quantity);
    }
    case 'cart.clear':
      return cartRequests.clear();
    case 'cart.apply-discount':
      return cartRequests.applyDiscount(change.code);
    case 'cart.remove-discount':
      return cartRequests.removeDiscount();
    case 'wishlist.add':
      return wishlistRequests.add(change.productId);
    case 'wishlist.remove':
      return wishlistRequests.remove(change.productId);
    case 'wishlist.clear':
      return wishlistRequests.clear();
  }
}

/** The server's cart in an answer (every cart write answers with it). */
export function cartOf(response: unknown): Cart | null {
  return response && typeof response === 'object' && 'items' in response ? (response as Cart) : null;
}

/** What the server answered goes straight into the cache (the screen shows it at once). */
export function applyResponse(queryClient: QueryClient, change: OutboxChange, response: unknown): void {
  if (!response || typeof response !== 'object' || !('items' in response)) return;
  if (isCartChange(change)) queryClient.setQueryData(cartQueries.detail().queryKey, response as Cart);
  else queryClient.setQueryData(wishlistQueries.list().queryKey, response as Wishlist);
}

/** The server's state a change left, as the persisted cache holds it (see removeApplied). */
export function answerOf(queryClient: QueryClient, change: OutboxChange): DehydratedState['queries'] {
  const hash = hashKey(isCartChange(change) ? cartQueries.detail().queryKey : wishlistQueries.list().queryKey);
  return dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.queryHash === hash && q.state.status === 'success' }).queries;
}
