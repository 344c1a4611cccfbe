/**
 * Sends the outbox (offline/outbox.ts) to the server: in order, exactly once, one
 * tab at a time. Guarantees:
 * - one drainer across all tabs of the origin (navigator.locks); the others
 *   follow through BroadcastChannel (settled changes, fresh server data);
 * - an entry's request is fixed before its first send and its Idempotency-Key
 *   never changes, so a response lost after the server applied the change is
 *   harmless: the replay gets the stored answer;
 * - a refusal (4xx) drops the entry and rolls it back (the server's data is
 *   refetched), with a French message naming the product; a network failure,
 *   timeout or 5xx keeps it and retries with backoff; nothing is ever dropped
 *   silently;
 * - nothing is sent while the browser says it is offline.
 */
import { dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '#server/schemas/cart.ts';
import type { Wishlist } from '#server/schemas/wishlist.ts';
import { cartQueries } from '#src/api/cart.ts';
import { isApiError, type HttpClient } from '#src/api/http.ts';
import { wishlistQueries } from '#src/api/wishlist.ts';
import type { AppDatabase } from '#src/db/db.ts';
import { enqueueChange, firstEntry, fixRequest, recordFailure, removeApplied, removeEntry } from '#src/offline/outbox.ts';
import { DEFAULT_PERSISTER_KEY } from '#src/offline/query-persister.ts';
import { isCartChange, type OutboxChange, type OutboxEntry, type OutboxRequest } from '#src/db/outbox-types.ts';
import { lineKey } from '#src/offline/cart-overlay.ts';

export const LOCK_NAME = 'storefront-outbox';
export const CHANNEL_NAME = 'storefront-outbox';
export const MAX_BACKOFF_MS = 60_000;

export const STORAGE_FULL_MESSAGE =
  "L'espace de stockage de l'appareil est plein : cette modification n'a pas pu être enregistrée. Libérez de l'espace puis réessayez.";

function isQuotaError(error: unknown): boolean {
  const names = [(error as { name?: string })?.name, (error as { inner?: { name?: string } })?.inner?.name];
  return names.includes('QuotaExceededError');
}

export type SubmitResult = { status: 'applied' } | { status: 'queued' };

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

export interface RefusalEvent {
  change: OutboxChange;
  message: string;
  status: number;
}

type Message =
  | { type: 'enqueued' }
  | { type: 'settled'; key: string; outcome: 'applied' | 'queued' | 'refused'; message?: string; status?: number }
  | { type: 'server-changed'; what: ('cart' | 'wishlist')[] }
  | { type: 'refused'; event: RefusalEvent };

export interface OutboxSyncDeps {
  db: () => Promise<AppDatabase>;
  http: HttpClient;
  queryClient: QueryClient;
  /** Whose changes new entries belong to (and which entries may be sent now). */
  owner: () => string;
  isOnline: () => boolean;
  now?: () => number;
  locks?: Pick<LockManager, 'request'> | null;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'> | null;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}

export interface OutboxSync {
  /** Records a change (optimistic at once), then sends it when online; resolves when applied or queued, rejects with RefusedChange. */
  submit(change: OutboxChange): Promise<SubmitResult>;
  /** Sends what waits, in order; safe to call any time, from any tab. */
  drain(): Promise<void>;
  /** Wires the triggers (online, other tabs, visibility); returns the unsubscribe. */
  start(): () => void;
  onRefused(listener: (event: RefusalEvent) => void): () => void;
  /** Tells the listeners (other tabs included) that entries changed outside submit (sign-out). */
  notifyChanged(): void;
}

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + random() * 0.4));
}

/** 4xx are refusals, except those that mean "try again later" or "who are you". */
function isRefusal(error: unknown): error is { status: number; message: string } {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 403, 408, 409, 425, 429].includes(error.status);
}

function productNameOf(change: OutboxChange): string | null {
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

export { productNameOf };

export function createOutboxSync(deps: OutboxSyncDeps): OutboxSync {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const waiting = new Map<string, { resolve: (r: SubmitResult) => void; reject: (e: unknown) => void }>();
  const refusalListeners = new Set<(event: RefusalEvent) => void>();
  let draining: Promise<void> | null = null;
  let again = false;
  let retryTimer: unknown = null;

  const post = (message: Message) => {
    try {
      deps.channel?.postMessage(message);
    } catch {
      // A closed channel: other tabs will catch up on their next read.
    }
  };

  function settle(key: string, outcome: 'applied' | 'queued' | 'refused', error?: RefusedChange) {
    const w = waiting.get(key);
    if (!w) return;
    waiting.delete(key);
    if (outcome === 'refused') w.reject(error);
    else w.resolve({ status: outcome });
  }

  function settleAllQueued() {
    for (const key of [...waiting.keys()]) settle(key, 'queued');
  }

  function emitRefused(event: RefusalEvent) {
    for (const l of refusalListeners) l(event);
  }

  function scheduleRetry(at: number) {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = setTimer(() => {
      retryTimer = null;
      void drain();
    }, Math.max(0, at - now()));
  }

  async function currentServerCart(): Promise<Cart> {
    const cart = await deps.http.get<Cart>('/api/v1/cart/');
    deps.queryClient.setQueryData(cartQueries.detail().queryKey, cart);
    return cart;
  }

  /** The request of a change; lines are found by product and store at the time of sending. */
  async function resolveRequest(entry: OutboxEntry): Promise<OutboxRequest | null> {
    const { change } = entry;
    switch (change.kind) {
      case 'cart.add':
        return { method: 'POST', path: '/api/v1/cart/items', body: { product_id: change.productId, quantity: change.quantity, store_id: change.storeId } };
      case 'cart.update':
      case 'cart.remove': {
        const cart = await currentServerCart();
        const line = cart.items.find((i) => lineKey(i.product_id, i.store_id) === lineKey(change.productId, change.storeId));
        if (!line) {
          // Removing what is already gone is done; changing it is not possible.
          if (change.kind === 'cart.remove') return null;
          throw new RefusedChange(entry, "Cet article n'est plus dans le panier", 404);
        }
        const path = `/api/v1/cart/items/${encodeURIComponent(line.id)}`;
        if (change.kind === 'cart.remove') return { method: 'DELETE', path };
        // A step applies to the server's line as it is now (every earlier change is applied by then).
        const quantity = change.delta === undefined ? change.quantity : line.quantity + change.delta;
        if (quantity <= 0) return { method: 'DELETE', path };
        return { method: 'PUT', path, body: { quantity } };
      }
      case 'cart.clear':
        return { method: 'DELETE', path: '/api/v1/cart/' };
      case 'cart.apply-discount':
        return { method: 'POST', path: '/api/v1/cart/apply-discount/', body: { code: change.code } };
      case 'cart.remove-discount':
        return { method: 'DELETE', path: '/api/v1/cart/remove-discount/' };
      case 'wishlist.add':
        return { method: 'POST', path: '/api/v1/wishlist/', body: { product_id: change.productId } };
      case 'wishlist.remove':
        return { method: 'DELETE', path: `/api/v1/wishlist/${encodeURIComponent(change.productId)}` };
      case 'wishlist.clear':
        return { method: 'DELETE', path: '/api/v1/wishlist/' };
    }
  }

  function send(request: OutboxRequest, key: string): Promise<unknown> {
    const options = { idempotencyKey: key };
    switch (request.method) {
      case 'POST':
        return deps.http.post(request.path, request.body, options);
      case 'PUT':
        return deps.http.put(request.path, request.body, options);
      case 'DELETE':
        return deps.http.delete(request.path, options);
    }
  }

  function applyResponse(change: OutboxChange, response: unknown) {
    if (isCartChange(change)) {
      if (response && typeof response === 'object' && 'items' in response) {
        deps.queryClient.setQueryData(cartQueries.detail().queryKey, response as Cart);
      }
    } else if (response && typeof response === 'object' && 'items' in response) {
      deps.queryClient.setQueryData(wishlistQueries.list().queryKey, response as Wishlist);
    }
  }

  /** The server's state a change left, as the persisted cache holds it (see removeApplied). */
  function answerOf(change: OutboxChange) {
    const hash = hashKey(isCartChange(change) ? cartQueries.detail().queryKey : wishlistQueries.list().queryKey);
    return dehydrate(deps.queryClient, { shouldDehydrateQuery: (q) => q.queryHash === hash && q.state.status === 'success' }).queries;
  }

  /** One pass over the outbox, under the cross-tab lock. */
  async function drainOnce(): Promise<void> {
    const db = await deps.db();
    const touched = new Set<'cart' | 'wishlist'>();
    try {
      for (;;) {
        if (!deps.isOnline()) {
          settleAllQueued();
          return;
        }
        const entry = await firstEntry(db);
        if (!entry || entry.seq === undefined) return;
        const seq = entry.seq;
        const what = isCartChange(entry.change) ? 'cart' : 'wishlist';
        if (entry.owner !== deps.owner()) {
          // A change of a shopper who is no longer the one signed in (the guest
          // cart was merged at sign-in, a customer's changes are dropped at
          // sign-out): it cannot be sent as anyone else.
          await removeEntry(db, seq);
          settle(entry.key, 'refused', new RefusedChange(entry, "Modification d'une autre session ignorée", 409));
          continue;
        }
        if (entry.nextAttemptAt > now()) {
          settleAllQueued();
          scheduleRetry(entry.nextAttemptAt);
          return;
        }
        try {
          let request = entry.request;
          if (!request) {
            const resolved = await resolveRequest(entry);
            if (resolved === null) {
              await removeApplied(db, seq, answerOf(entry.change), DEFAULT_PERSISTER_KEY);
              settle(entry.key, 'applied');
              touched.add(what);
              continue;
            }
            request = resolved;
            await fixRequest(db, seq, request);
          }
          const response = await send(request, entry.key);
          applyResponse(entry.change, response);
          await removeApplied(db, seq, answerOf(entry.change), DEFAULT_PERSISTER_KEY);
          touched.add(what);
          settle(entry.key, 'applied');
          post({ type: 'settled', key: entry.key, outcome: 'applied' });
        } catch (error) {
          if (error instanceof RefusedChange || isRefusal(error)) {
            const refusal =
              error instanceof RefusedChange ? error : new RefusedChange(entry, error.message, error.status);
            await removeEntry(db, seq);
            touched.add(what);
            const event: RefusalEvent = { change: entry.change, message: refusal.message, status: refusal.status };
            // The tab waiting on this change reports it; otherwise (a replay) the listeners do.
            if (waiting.has(entry.key)) settle(entry.key, 'refused', refusal);
            else emitRefused(event);
            post({ type: 'settled', key: entry.key, outcome: 'refused', message: refusal.message, status: refusal.status });
            continue;
          }
          const attempts = entry.attempts + 1;
          const at = now() + backoffDelay(attempts, deps.random);
          await recordFailure(db, seq, attempts, at, error instanceof Error ? error.message : String(error));
          settleAllQueued();
          if (isApiError(error) && error.status === 401) return; // the auth check decides; sign-out clears the entries
          scheduleRetry(at);
          return;
        }
      }
    } finally {
      if (touched.size > 0) {
        // Refetch what changed, so a refused change disappears and other tabs converge.
        for (const what of touched) {
          const queryKey = what === 'cart' ? cartQueries.all() : wishlistQueries.all();
          void deps.queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
        }
        post({ type: 'server-changed', what: [...touched] });
      }
    }
  }

  async function withLock(fn: () => Promise<void>) {
    if (deps.locks) await deps.locks.request(LOCK_NAME, { mode: 'exclusive' }, fn);
    else await fn();
  }

  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await withLock(drainOnce);
      } while (again);
    })()
      .catch((error: unknown) => {
        // IndexedDB or lock failure: the entries stay, the next trigger retries.
        console.error('outbox drain failed', error);
        settleAllQueued();
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  async function submit(change: OutboxChange): Promise<SubmitResult> {
    const db = await deps.db();
    let entry: OutboxEntry;
    try {
      entry = await enqueueChange(db, deps.owner(), change, now());
    } catch (error) {
      // Never a silent loss: the shopper is told the change could not be kept.
      if (isQuotaError(error)) throw new Error(STORAGE_FULL_MESSAGE, { cause: error });
      throw error;
    }
    post({ type: 'enqueued' });
    if (!deps.isOnline()) return { status: 'queued' };
    const outcome = new Promise<SubmitResult>((resolve, reject) => waiting.set(entry.key, { resolve, reject }));
    void drain();
    return outcome;
  }

  function onMessage(event: MessageEvent<Message>) {
    const message = event.data;
    switch (message.type) {
      case 'enqueued':
        break;
      case 'settled':
        if (message.outcome === 'refused') {
          const w = waiting.get(message.key);
          if (w) {
            waiting.delete(message.key);
            w.reject(new RefusedChange({ key: message.key } as OutboxEntry, message.message ?? 'Refusé', message.status ?? 400));
          }
        } else settle(message.key, message.outcome);
        break;
      case 'server-changed':
        for (const what of message.what) {
          void deps.queryClient.invalidateQueries({ queryKey: what === 'cart' ? cartQueries.all() : wishlistQueries.all() });
        }
        break;
      case 'refused':
        emitRefused(message.event);
        break;
    }
  }

  function start(): () => void {
    const onOnline = () => void drain();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void drain();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    deps.channel?.addEventListener('message', onMessage as EventListener);
    void drain();
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      deps.channel?.removeEventListener('message', onMessage as EventListener);
      if (retryTimer !== null) clearTimer(retryTimer);
    };
  }

  return {
    submit,
    drain,
    start,
    onRefused(listener) {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
    notifyChanged() {
      post({ type: 'server-changed', what: ['cart', 'wishlist'] });
    },
  };
}
