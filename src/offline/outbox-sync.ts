/**
 * Sends the outbox (offline/outbox.ts) to the server: in order, exactly once,
 * one tab at a time. Built from its parts: the requests (outbox-request.ts),
 * the drain pass (outbox-drain.ts), when passes run (outbox-drain-loop.ts),
 * who waits on them in this tab (outbox-waiters.ts) and the cross-tab lock
 * and channel (outbox-cross-tab.ts). Guarantees:
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
import type { OutboxChange, OutboxEntry } from '#src/db/outbox-types.ts';
import { createCrossTab, followOtherTab, type CrossTab, type OtherTabFollower, type OutboxChannel, type OutboxLocks } from './outbox-cross-tab.ts';
import { createDrainLoop } from './outbox-drain-loop.ts';
import { drainOnce } from './outbox-drain.ts';
import type { OutboxJournal } from './outbox-journal.ts';
import { enqueueChange, newIdempotencyKey } from './outbox.ts';
import type { RefusalEvent } from './outbox-request.ts';
import { createRefusalAnnouncer, createWaitingActions, type SubmitResult } from './outbox-waiters.ts';

export type { SubmitResult };

export const STORAGE_FULL_MESSAGE =
  "L'espace de stockage de l'appareil est plein : cette modification n'a pas pu être enregistrée. Libérez de l'espace puis réessayez.";

export interface OutboxSyncDeps {
  db: () => Promise<AppDatabase>;
  /** False when the device has no database yet: nothing can be waiting, and a drain loads nothing. */
  hasDatabase?: () => Promise<boolean>;
  /**
   * False when the device had no database as this tab started (a first
   * visit): nothing can wait then but what was queued since, in this tab or
   * in one that said so on the channel. A pass with nothing queued since
   * reads nothing, though this tab may have opened the database meanwhile:
   * a sign-in, which drains the guest's changes first, does not wait for it.
   */
  hadDatabaseAtStart?: () => Promise<boolean>;
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
  const crossTab = createCrossTab(deps.channel, deps.locks);
  const waiting = createWaitingActions();
  const refetch = (what: 'cart' | 'wishlist') => {
    void deps.queryClient.invalidateQueries({ queryKey: what === 'cart' ? cartQueries.all() : wishlistQueries.all() });
  };
  const refusals = createRefusalAnnouncer({ db: deps.db, hasDatabase: deps.hasDatabase, owner: deps.owner, waiting, refetch });
  // Without the channel, another tab's changes would go unheard: every pass looks.
  let queuedSinceStart = !deps.channel;
  crossTab.listen((message) => {
    if (message.type === 'enqueued') queuedSinceStart = true;
  });
  const loop = createDrainLoop({
    now,
    setTimer: deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms)),
    clearTimer: deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)),
    random: deps.random,
    withLock: crossTab.withLock,
    pass,
    settleAllQueued: waiting.settleAllQueued,
  });

  async function pass(skipBackoff: boolean): Promise<void> {
    if (await moveJournal(deps)) queuedSinceStart = true;
    if (!queuedSinceStart && deps.hadDatabaseAtStart && !(await deps.hadDatabaseAtStart())) return;
    if (deps.hasDatabase && !(await deps.hasDatabase())) return;
    await refusals.announce();
    await drainOnce({
      skipBackoff,
      db: await deps.db(),
      http: deps.http,
      queryClient: deps.queryClient,
      owner: deps.owner,
      isOnline: deps.isOnline,
      now,
      random: deps.random,
      settle: waiting.settle,
      settleAllQueued: waiting.settleAllQueued,
      isWaiting: waiting.has,
      emitRefused: refusals.emit,
      scheduleRetry: loop.scheduleRetry,
      post: crossTab.post,
    });
  }

  async function submit(change: OutboxChange): Promise<SubmitResult> {
    queuedSinceStart = true;
    const noted = { key: newIdempotencyKey(), owner: deps.owner(), change, createdAt: now() };
    deps.journal?.note(noted);
    const entry = await storeNoted(deps, noted);
    if (!entry) return { status: 'queued' };
    crossTab.post({ type: 'enqueued' });
    if (!deps.isOnline()) {
      requestBackgroundSync(deps);
      return { status: 'queued' };
    }
    const outcome = waiting.wait(entry.key);
    void loop.drain();
    return outcome;
  }

  return {
    submit,
    drain: loop.drain,
    start: () =>
      listenForTriggers(loop.drain, crossTab, loop.stop, {
        settle: waiting.settle,
        invalidate: refetch,
        emitRefused: refusals.emit,
        announceRefusals: refusals.announceSoon,
      }),
    onRefused: refusals.listen,
    notifyChanged() {
      crossTab.post({ type: 'server-changed', what: ['cart', 'wishlist'] });
    },
  };
}

/** Changes noted but not in the outbox (their page was left before it was there) join it, in order; true if there were any. */
async function moveJournal(deps: OutboxSyncDeps): Promise<boolean> {
  const noted = deps.journal?.entries() ?? [];
  if (noted.length === 0) return false;
  const db = await deps.db();
  for (const entry of noted) await enqueueChange(db, entry.owner, entry.change, entry.createdAt, entry.key);
  deps.journal!.forget(noted.map((entry) => entry.key), { quiet: true });
  return true;
}

interface NotedChange {
  key: string;
  owner: string;
  change: OutboxChange;
  createdAt: number;
}

/**
 * Puts a noted change in the outbox, making room once when the device is
 * full. Null: the database could not be opened and the journal keeps the change.
 */
async function storeNoted(deps: OutboxSyncDeps, noted: NotedChange): Promise<OutboxEntry | null> {
  let db: AppDatabase;
  try {
    db = await deps.db();
  } catch (error) {
    // Dexie's code could not be loaded (offline before the service worker
    // had it): the noted change waits, shown as pending, for the next drain.
    if (deps.journal) return null;
    throw error;
  }
  let entry: OutboxEntry;
  const store = () => enqueueChange(db, noted.owner, noted.change, noted.createdAt, noted.key);
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
  return entry;
}

function requestBackgroundSync(deps: OutboxSyncDeps) {
  deps.backgroundSync?.().catch((error: unknown) => console.warn('Background Sync indisponible', error));
}

/** Drains when the connection returns, the tab is shown again or the app starts, and follows the other tabs; returns the unsubscribe. */
function listenForTriggers(
  drain: OutboxSync['drain'],
  crossTab: CrossTab,
  stopRetry: () => void,
  follower: OtherTabFollower,
): () => void {
  const onOnline = () => void drain({ skipBackoff: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void drain();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const unlisten = crossTab.listen((message) => followOtherTab(message, follower));
  void drain({ skipBackoff: true });
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unlisten();
    stopRetry();
  };
}
