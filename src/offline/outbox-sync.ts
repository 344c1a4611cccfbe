/**
 * Sends the outbox (offline/outbox.ts) to the server: in order, exactly once,
 * one tab at a time. Built from three parts: the requests
 * (outbox-request.ts), the drain pass (outbox-drain.ts) and the cross-tab
 * lock and channel (outbox-cross-tab.ts). Guarantees:
 * - one drainer across all tabs of the origin (navigator.locks); the others
 *   follow through BroadcastChannel (settled changes, fresh server data);
 * - an entry's request is fixed before its first send and its Idempotency-Key
 *   never changes, so a response lost after the server applied the change is
 *   harmless: the replay gets the stored answer;
 * - a refusal (4xx) drops the entry and rolls it back (the server's data is
 *   refetched), with a French message naming the product; a network failure,
 *   timeout or 5xx keeps it and retries with backoff, cut short when the
 *   connection returns or the app starts; nothing is ever dropped silently;
 * - a change that does not fit (the origin's storage is full) first makes
 *   room (the persisted catalogue gives way, `makeRoom`); one that still
 *   cannot be stored is refused at once with a French message, never lost
 *   silently, and what was queued before stays;
 * - nothing is sent while the browser says it is offline;
 * - a change queued offline asks for a background sync: the service worker
 *   sends it under the same lock when the connection returns, even with no
 *   tab open; what it could not send waits for the next tab, and what the
 *   server refused meanwhile is announced by the next tab of its owner.
 */
import type { QueryClient } from '@tanstack/react-query';
import { cartQueries } from '#src/api/cart.ts';
import type { HttpClient } from '#src/api/http.ts';
import { wishlistQueries } from '#src/api/wishlist.ts';
import type { AppDatabase } from '#src/db/db.ts';
import { isQuotaError } from '#src/lib/quota-error.ts';
import { isCartChange, type OutboxChange, type OutboxEntry } from '#src/db/outbox-types.ts';
import { createCrossTab, followOtherTab, type OutboxChannel, type OutboxLocks } from './outbox-cross-tab.ts';
import { backoffDelay, drainOnce } from './outbox-drain.ts';
import type { OutboxJournal } from './outbox-journal.ts';
import { enqueueChange, newIdempotencyKey, takeRefusals } from './outbox.ts';
import { RefusedChange, type RefusalEvent } from './outbox-request.ts';

export const STORAGE_FULL_MESSAGE =
  "L'espace de stockage de l'appareil est plein : cette modification n'a pas pu être enregistrée. Libérez de l'espace puis réessayez.";

export type SubmitResult = { status: 'applied' } | { status: 'queued' };

export interface OutboxSyncDeps {
  db: () => Promise<AppDatabase>;
  /** False when the device has no database yet: nothing can be waiting, and a drain loads nothing. */
  hasDatabase?: () => Promise<boolean>;
  /** Notes a change synchronously until it is in the outbox (offline/outbox-journal.ts). */
  journal?: OutboxJournal;
  http: HttpClient;
  queryClient: QueryClient;
  /** Whose changes new entries belong to (and which entries may be sent now). */
  owner: () => string;
  isOnline: () => boolean;
  now?: () => number;
  locks?: OutboxLocks | null;
  channel?: OutboxChannel | null;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
  /**
   * Frees storage when a change does not fit (the origin's quota is used
   * up): what can be fetched again (the persisted catalogue) gives way to
   * what cannot (the shopper's change). The change is then stored again once.
   */
  makeRoom?: () => Promise<void>;
  /**
   * Asks the browser to send what waits once the connection returns, even
   * if every tab is closed by then (Background Sync: the service worker
   * drains the same outbox, offline/outbox-worker.ts). Called when a change
   * is queued offline (a server that fails keeps the tabs' backoff: a sync
   * fires at once while the browser is online); absent or failing, the tabs
   * send it as before.
   */
  backgroundSync?: () => Promise<void>;
}

export interface OutboxSync {
  /** Records a change (optimistic at once), then sends it when online; resolves when applied or queued, rejects with RefusedChange. */
  submit(change: OutboxChange): Promise<SubmitResult>;
  /**
   * Sends what waits, in order; safe to call any time, from any tab.
   * `skipBackoff`: the shopper is back (the connection returned, the app
   * started), so a change waiting out a backoff is sent now.
   */
  drain(options?: { skipBackoff?: boolean }): Promise<void>;
  /** Wires the triggers (online, other tabs, visibility); returns the unsubscribe. */
  start(): () => void;
  onRefused(listener: (event: RefusalEvent) => void): () => void;
  /** Tells the listeners (other tabs included) that entries changed outside submit (sign-out). */
  notifyChanged(): void;
}

export function createOutboxSync(deps: OutboxSyncDeps): OutboxSync {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const crossTab = createCrossTab(deps.channel, deps.locks);
  const waiting = new Map<string, { resolve: (r: SubmitResult) => void; reject: (e: unknown) => void }>();
  const refusalListeners = new Set<(event: RefusalEvent) => void>();
  /** Keys of changes refused while this tab waited on them: their actions told the shopper. */
  const reported = new Set<string>();
  let draining: Promise<void> | null = null;
  let again = false;
  let skipBackoff = false;
  let retryTimer: unknown = null;
  /** Passes that failed in a row (not a change's send: the storage, the lock). */
  let failedPasses = 0;

  function settle(key: string, outcome: 'applied' | 'queued' | 'refused', error?: RefusedChange) {
    const w = waiting.get(key);
    if (!w) return;
    waiting.delete(key);
    if (outcome === 'refused') {
      reported.add(key);
      w.reject(error);
    } else w.resolve({ status: outcome });
  }

  function settleAllQueued() {
    for (const key of [...waiting.keys()]) settle(key, 'queued');
  }

  function emitRefused(event: RefusalEvent) {
    for (const l of refusalListeners) l(event);
  }

  function refetch(what: 'cart' | 'wishlist') {
    void deps.queryClient.invalidateQueries({ queryKey: what === 'cart' ? cartQueries.all() : wishlistQueries.all() });
  }

  function requestBackgroundSync() {
    deps.backgroundSync?.().catch((error: unknown) => console.warn('Background Sync indisponible', error));
  }

  function scheduleRetry(at: number) {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = setTimer(() => {
      retryTimer = null;
      void drain();
    }, Math.max(0, at - now()));
  }

  /** Changes noted but not in the outbox (their page was left before it was there) join it, in order. */
  async function moveJournal(): Promise<void> {
    const noted = deps.journal?.entries() ?? [];
    if (noted.length === 0) return;
    const db = await deps.db();
    for (const entry of noted) await enqueueChange(db, entry.owner, entry.change, entry.createdAt, entry.key);
    deps.journal!.forget(noted.map((entry) => entry.key), { quiet: true });
  }

  /** The changes the service worker's server refused while no tab was open: announced here, once, then refetched. */
  async function announceRefusals(): Promise<void> {
    if (refusalListeners.size === 0) return;
    if (deps.hasDatabase && !(await deps.hasDatabase())) return;
    const taken = await takeRefusals(await deps.db(), deps.owner());
    // A change this tab was waiting on was already reported by its action.
    const events = taken.filter(({ key }) => !reported.delete(key)).map(({ event }) => event);
    for (const event of events) emitRefused(event);
    for (const what of new Set(events.map((event): 'cart' | 'wishlist' => (isCartChange(event.change) ? 'cart' : 'wishlist')))) refetch(what);
  }

  function announceRefusalsSoon() {
    announceRefusals().catch((error: unknown) => console.warn('outbox refusals not read', error));
  }

  async function pass(): Promise<void> {
    const backNow = skipBackoff;
    skipBackoff = false;
    await moveJournal();
    if (deps.hasDatabase && !(await deps.hasDatabase())) return;
    await announceRefusals();
    await drainOnce({
      skipBackoff: backNow,
      db: await deps.db(),
      http: deps.http,
      queryClient: deps.queryClient,
      owner: deps.owner,
      isOnline: deps.isOnline,
      now,
      random: deps.random,
      settle,
      settleAllQueued,
      isWaiting: (key) => waiting.has(key),
      emitRefused,
      scheduleRetry,
      post: crossTab.post,
    });
  }

  function drain(options: { skipBackoff?: boolean } = {}): Promise<void> {
    if (options.skipBackoff) skipBackoff = true;
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await crossTab.withLock(pass);
      } while (again);
      failedPasses = 0;
    })()
      .catch((error: unknown) => {
        // IndexedDB or lock failure (a full device, a blocked database): the
        // entries stay, and a pass is tried again with backoff, as a trigger
        // that came meanwhile (the connection returned) was folded into this one.
        console.error('outbox drain failed', error);
        settleAllQueued();
        failedPasses += 1;
        scheduleRetry(now() + backoffDelay(failedPasses, deps.random));
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  async function submit(change: OutboxChange): Promise<SubmitResult> {
    const noted = { key: newIdempotencyKey(), owner: deps.owner(), change, createdAt: now() };
    deps.journal?.note(noted);
    let db: AppDatabase;
    try {
      db = await deps.db();
    } catch (error) {
      // Dexie's code could not be loaded (offline before the service worker
      // had it): the noted change waits, shown as pending, for the next drain.
      if (deps.journal) return { status: 'queued' };
      throw error;
    }
    let entry: OutboxEntry;
    const store = () => enqueueChange(db, noted.owner, change, noted.createdAt, noted.key);
    try {
      try {
        entry = await store();
      } catch (error) {
        if (!isQuotaError(error) || !deps.makeRoom) throw error;
        await deps.makeRoom().catch((reason: unknown) => console.warn('Stockage plein : rien n’a pu être libéré', reason));
        entry = await store();
      }
      deps.journal?.forget([noted.key], { quiet: true });
    } catch (error) {
      // Never a silent loss: the shopper is told the change could not be kept
      // (and it is not sent later behind their back).
      deps.journal?.forget([noted.key]);
      if (isQuotaError(error)) throw new Error(STORAGE_FULL_MESSAGE, { cause: error });
      throw error;
    }
    crossTab.post({ type: 'enqueued' });
    if (!deps.isOnline()) {
      requestBackgroundSync();
      return { status: 'queued' };
    }
    const outcome = new Promise<SubmitResult>((resolve, reject) => waiting.set(entry.key, { resolve, reject }));
    void drain();
    return outcome;
  }

  function start(): () => void {
    const onOnline = () => void drain({ skipBackoff: true });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void drain();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const unlisten = crossTab.listen((message) =>
      followOtherTab(message, {
        settle,
        invalidate: refetch,
        emitRefused,
        announceRefusals: announceRefusalsSoon,
      }),
    );
    void drain({ skipBackoff: true });
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      unlisten();
      if (retryTimer !== null) clearTimer(retryTimer);
    };
  }

  return {
    submit,
    drain,
    start,
    onRefused(listener) {
      refusalListeners.add(listener);
      // A refusal kept by the service worker waits for someone to tell.
      announceRefusalsSoon();
      return () => refusalListeners.delete(listener);
    },
    notifyChanged() {
      crossTab.post({ type: 'server-changed', what: ['cart', 'wishlist'] });
    },
  };
}
