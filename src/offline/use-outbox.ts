/**
 * React views over the outbox: the pending changes (live across tabs through
 * Dexie's liveQuery) and the cart and wishlist as the shopper sees them:
 * server data plus pending changes (convention 6).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { cartQueries, EMPTY_CART } from '#src/api/cart.ts';
import { wishlistQueries } from '#src/api/wishlist.ts';
import { isCartChange, isWishlistChange, type OutboxEntry } from '#src/db/outbox-types.ts';
import { applyCartChanges, type CartView } from '#src/offline/cart-overlay.ts';
import { applyWishlistChanges, type WishlistView } from '#src/offline/wishlist-overlay.ts';
import { currentOwner } from './outbox-app.ts';
import { followPending, NO_PENDING, pendingOf } from './pending-followers.ts';
import { customerAtom, useAtomValue } from '#src/state/store.ts';
import { useHydrated } from '#src/lib/use-hydrated.ts';

/**
 * The current shopper's pending changes, in order; updates when any tab
 * changes the outbox (a change another tab applied reaches the cart in the
 * same update: offline/pending-watch.ts).
 */
export function usePendingChanges(): OutboxEntry[] {
  const customerId = useAtomValue(customerAtom)?.id;
  const queryClient = useQueryClient();
  // The owner is read in the browser only (the server and the hydration
  // render have no pending changes), once per signed-in customer: reading
  // it touches localStorage (the session's expiry is pushed on every read).
  // A later render (a client-side page change) starts from the tab's shared
  // list at once.
  const owner = useRef<{ customerId: string | undefined; value: string } | null>(null);
  const ownerNow = useCallback(() => {
    if (owner.current === null || owner.current.customerId !== customerId) owner.current = { customerId, value: currentOwner() };
    return owner.current.value;
  }, [customerId]);
  const subscribe = useCallback((onChange: () => void) => followPending(ownerNow(), queryClient, onChange), [ownerNow, queryClient]);
  const snapshot = useCallback(() => pendingOf(ownerNow()), [ownerNow]);
  return useSyncExternalStore(subscribe, snapshot, () => NO_PENDING);
}

export interface CartViewState {
  cart: CartView;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The cart as the shopper sees it. The server never knows it (it is
 * personal): a component is hydrated with the server's view (loading, no
 * items), even when the cart came in before (the header is hydrated after
 * the page, by then /cart has fetched it), and shows it right after.
 */
export function useCartView(): CartViewState {
  const query = useQuery(cartQueries.detail());
  const hydrated = useHydrated();
  const data = hydrated ? query.data : undefined;
  const entries = usePendingChanges();
  const cartEntries = useMemo(() => entries.filter((e) => isCartChange(e.change)), [entries]);
  const cart = useMemo(() => applyCartChanges(data ?? EMPTY_CART, cartEntries), [data, cartEntries]);
  return {
    cart,
    isLoading: (!hydrated || query.isPending) && cartEntries.length === 0,
    error: hydrated ? query.error : null,
    refetch: () => void query.refetch(),
  };
}

export interface WishlistViewState {
  wishlist: WishlistView;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

const EMPTY_WISHLIST = { items: [], total_items: 0, applied_changes: [] };

export function useWishlistView(enabled: boolean): WishlistViewState {
  const query = useQuery(wishlistQueries.list(enabled));
  const entries = usePendingChanges();
  const wishlistEntries = useMemo(() => entries.filter((e) => isWishlistChange(e.change)), [entries]);
  const wishlist = useMemo(() => applyWishlistChanges(query.data ?? EMPTY_WISHLIST, wishlistEntries), [query.data, wishlistEntries]);
  return {
    wishlist,
    isLoading: enabled && query.isPending && wishlistEntries.length === 0,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
