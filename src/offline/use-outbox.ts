/**
 * React views over the outbox: the pending changes (live across tabs through
 * Dexie's liveQuery) and the cart and wishlist as the shopper sees them:
 * server data plus pending changes (convention 6).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { cartQueries, EMPTY_CART } from '#src/api/cart.ts';
import { wishlistQueries } from '#src/api/wishlist.ts';
import { isCartChange, isWishlistChange, type OutboxEntry } from '#src/db/outbox-types.ts';
import { applyCartChanges, type CartView } from '#src/offline/cart-overlay.ts';
import { applyWishlistChanges, type WishlistView } from '#src/offline/wishlist-overlay.ts';
import { currentOwner } from './outbox-app.ts';
import { customerAtom, useAtomValue } from '#src/state/store.ts';

const NONE: OutboxEntry[] = [];

/**
 * The current shopper's pending changes, in order; updates when any tab
 * changes the outbox (a change another tab applied reaches the cart in the
 * same update: offline/pending-watch.ts).
 */
export function usePendingChanges(): OutboxEntry[] {
  const customer = useAtomValue(customerAtom);
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>(NONE);
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    // Dexie stays out of the entry chunk: the header's badge needs it only once the page is up.
    void Promise.all([import('#src/db/db.ts'), import('./pending-watch.ts')]).then(([{ db }, { watchPending }]) => {
      if (cancelled) return;
      unsubscribe = watchPending(db, currentOwner(), queryClient, (value) => setEntries(value.length ? value : NONE));
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
    // The owner changes with the signed-in customer.
  }, [customer?.id, queryClient]);
  return entries;
}

export interface CartViewState {
  cart: CartView;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

export function useCartView(): CartViewState {
  const query = useQuery(cartQueries.detail());
  const entries = usePendingChanges();
  const cartEntries = useMemo(() => entries.filter((e) => isCartChange(e.change)), [entries]);
  const cart = useMemo(() => applyCartChanges(query.data ?? EMPTY_CART, cartEntries), [query.data, cartEntries]);
  return { cart, isLoading: query.isPending && cartEntries.length === 0, error: query.error, refetch: () => void query.refetch() };
}

export interface WishlistViewState {
  wishlist: WishlistView;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

const EMPTY_WISHLIST = { items: [], total_items: 0 };

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
