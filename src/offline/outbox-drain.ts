/**
 * The drain part of the outbox: one pass over the entries, oldest first.
 * Guarantees:
 * - entries are sent in the order the shopper made them, and a pass stops at
 *   the first one that cannot be sent now (offline, backoff, failure): nothing
 *   overtakes a waiting change;
 * - an entry's request is fixed (stored) before its first send, so a retry
 *   replays it with the same Idempotency-Key;
 * - a refusal (4xx) drops the entry and rolls it back (the server's data is
 *   refetched), with a French message naming the product; a network failure,
 *   timeout or 5xx keeps it and retries with backoff (cut short when the
 *   connection returns or the app starts); nothing is ever dropped silently;
 * - an applied entry leaves the outbox in the same transaction that writes
 *   the server's answer to the persisted cache (offline/outbox.ts);
 * - an entry of another shopper than the one signed in is never sent.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '#server/schemas/cart.ts';
import { cartQueries, fetchCart } from '#src/api/cart.ts';
import { isApiError, sendRequest, type HttpClient } from '#src/api/http.ts';
import { wishlistQueries } from '#src/api/wishlist.ts';
import type { AppDatabase } from '#src/db/db.ts';
import { isCartChange, type OutboxEntry } from '#src/db/outbox-types.ts';
import type { OutboxMessage } from './outbox-cross-tab.ts';
import { firstEntry, fixRequest, recordFailure, removeApplied, removeEntry } from './outbox.ts';
import { answerOf, applyResponse, cartOf, RefusedChange, requestOf, type RefusalEvent } from './outbox-request.ts';
import { DEFAULT_PERSISTER_KEY } from '#src/db/db-name.ts';

export const MAX_BACKOFF_MS = 60_000;

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + random() * 0.4));
}

/** 4xx are refusals, except those that mean "try again later" or "who are you". */
function isRefusal(error: unknown): error is { status: number; message: string } {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 403, 408, 409, 425, 429].includes(error.status);
}

/** What a pass needs: the outbox's dependencies and how to tell the actions waiting on their changes. */
export interface DrainPass {
  db: AppDatabase;
  http: HttpClient;
  queryClient: QueryClient;
  owner: () => string;
  isOnline: () => boolean;
  now: () => number;
  /** The shopper is back (the connection returned, the app started): a change waiting out a backoff goes now. */
  skipBackoff?: boolean;
  random?: () => number;
  /** Ends the action waiting on a change in this tab, if any. */
  settle(key: string, outcome: 'applied' | 'queued' | 'refused', error?: RefusedChange): void;
  /** Every action waiting in this tab ends as queued (the pass stops). */
  settleAllQueued(): void;
  isWaiting(key: string): boolean;
  /** A replayed change was refused: the listeners tell the shopper. */
  emitRefused(event: RefusalEvent): void;
  /**
   * How a refused entry leaves the outbox (default: deleted). The service
   * worker, with no tab to tell, keeps the refusal for the next one
   * (removeRefused).
   */
  dropRefused?(entry: OutboxEntry, event: RefusalEvent): Promise<void>;
  scheduleRetry(at: number): void;
  post(message: OutboxMessage): void;
}

/** One pass over the outbox; the caller holds the cross-tab lock. */
export async function drainOnce(pass: DrainPass): Promise<void> {
  const { db, queryClient } = pass;
  const touched = new Set<'cart' | 'wishlist'>();
  // The server's cart as the last first-sent cart change of this pass left
  // it: a line change right after it needs no read of its own.
  let knownCart: Cart | null = null;
  const serverCart = async (): Promise<Cart> => {
    if (knownCart) return knownCart;
    const cart = await fetchCart(undefined, pass.http);
    queryClient.setQueryData(cartQueries.detail().queryKey, cart);
    return cart;
  };
  try {
    for (;;) {
      if (!pass.isOnline()) {
        pass.settleAllQueued();
        return;
      }
      const entry = await firstEntry(db);
      if (!entry || entry.seq === undefined) return;
      const seq = entry.seq;
      const what = isCartChange(entry.change) ? 'cart' : 'wishlist';
      if (entry.owner !== pass.owner()) {
        // A change of a shopper who is no longer the one signed in (the guest
        // cart was merged at sign-in, a customer's changes are dropped at
        // sign-out): it cannot be sent as anyone else.
        await removeEntry(db, seq);
        pass.settle(entry.key, 'refused', new RefusedChange(entry, "Modification d'une autre session ignorée", 409));
        continue;
      }
      if (entry.nextAttemptAt > pass.now() && !pass.skipBackoff) {
        pass.settleAllQueued();
        pass.scheduleRetry(entry.nextAttemptAt);
        return;
      }
      try {
        let request = entry.request;
        const replay = request !== undefined;
        if (!request) {
          const resolved = await requestOf(entry, serverCart);
          if (resolved === null) {
            await removeApplied(db, seq, answerOf(queryClient, entry.change), DEFAULT_PERSISTER_KEY, entry.owner);
            pass.settle(entry.key, 'applied');
            touched.add(what);
            continue;
          }
          request = resolved;
          await fixRequest(db, seq, request);
        }
        const response = await sendRequest<unknown>(pass.http, request, { idempotencyKey: entry.key });
        applyResponse(queryClient, entry.change, response);
        // A replay may get the server's stored first answer, older than the cart now.
        if (what === 'cart') knownCart = replay ? null : cartOf(response);
        await removeApplied(db, seq, answerOf(queryClient, entry.change), DEFAULT_PERSISTER_KEY, entry.owner);
        touched.add(what);
        pass.settle(entry.key, 'applied');
        pass.post({ type: 'settled', key: entry.key, outcome: 'applied' });
      } catch (error) {
        knownCart = null;
        if (error instanceof RefusedChange || isRefusal(error)) {
          const refusal = error instanceof RefusedChange ? error : new RefusedChange(entry, error.message, error.status);
          const event: RefusalEvent = { change: entry.change, message: refusal.message, status: refusal.status };
          await (pass.dropRefused ? pass.dropRefused(entry, event) : removeEntry(db, seq));
          touched.add(what);
          // The tab waiting on this change reports it; otherwise (a replay) the listeners do.
          if (pass.isWaiting(entry.key)) pass.settle(entry.key, 'refused', refusal);
          else pass.emitRefused(event);
          pass.post({ type: 'settled', key: entry.key, outcome: 'refused', message: refusal.message, status: refusal.status });
          continue;
        }
        const attempts = entry.attempts + 1;
        const at = pass.now() + backoffDelay(attempts, pass.random);
        await recordFailure(db, seq, attempts, at, error instanceof Error ? error.message : String(error));
        pass.settleAllQueued();
        if (isApiError(error) && error.status === 401) return; // the auth check decides; sign-out clears the entries
        pass.scheduleRetry(at);
        return;
      }
    }
  } finally {
    if (touched.size > 0) {
      // Refetch what changed, so a refused change disappears and other tabs converge.
      for (const what of touched) {
        const queryKey = what === 'cart' ? cartQueries.all() : wishlistQueries.all();
        void queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
      }
      pass.post({ type: 'server-changed', what: [...touched] });
    }
  }
}
