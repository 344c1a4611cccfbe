/**
 * Persists the TanStack Query cache to IndexedDB through Dexie, so catalogue
 * pages, the cart and the wishlist are on screen at once and offline.
 * Guarantees:
 * - writes are coalesced: at most one write per `throttleMs`, always of the
 *   latest state, and flushed when the page is hidden (tab closed, app
 *   switched), so the last change is not lost;
 * - a storage failure (quota, private mode, blocked IndexedDB) never breaks
 *   the app: it only logs, and the app runs from the network; on a full
 *   device the catalogue gives way to the shopper's own data (`keepWhenFull`)
 *   and, through `giveWay`, to the outbox (offline/outbox-sync.ts);
 * - what is on disk is never replaced by less because it could not be read:
 *   after a restore that timed out or failed, nothing is written until the
 *   row has been read (late, or on a retry) and handed to `onLateRestore`,
 *   which merges it into the cache; only then do writes resume;
 * - a query whose refetch failed keeps its last good data on disk (it is
 *   written as the success it was, never as an error);
 * - a tab never replaces a query on disk with an older copy of it: another
 *   tab (its outbox drain's joint commit, offline/outbox.ts) may have written
 *   a newer answer since this tab last fetched, and a reload must find it.
 *   The row is read and written in one IndexedDB transaction, so tabs take
 *   turns (offline/query-cache-row.ts);
 * - what is written is decided by the caller's dehydrate options
 *   (query-client.ts keeps personal data other than cart and wishlist out);
 * - on a device without the database (a first visit), the restore reads
 *   nothing and loads nothing, and writes wait for `firstWrite`: the state
 *   to write is kept, and written once it resolves.
 */
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { QueryCacheRow } from '#src/db/db.ts';
import { DEFAULT_PERSISTER_KEY } from '#src/db/db-name.ts';
import type { EntityTable } from 'dexie';
import { createCacheRow } from './query-cache-row.ts';

export interface DexiePersisterOptions {
  /** The table, possibly loaded lazily (Dexie stays out of the entry chunk). */
  table: () => Promise<EntityTable<QueryCacheRow, 'key'>>;
  key?: string;
  throttleMs?: number;
  /** A restore slower than this starts with an empty cache (a stuck IndexedDB must not block the app). */
  restoreTimeoutMs?: number;
  /** Clock for savedAt; injectable for tests. */
  now?: () => number;
  /**
   * Receives what is on disk when it could only be read after the restore
   * gave up (too slow, or failed and read again later). It should merge it
   * into the cache; writes resume after it has run.
   */
  onLateRestore?: (client: PersistedClient) => void;
  /**
   * Runs when the persisted cache is deleted (another company, an expired
   * cache): what is kept beside it (the outbox's answers) goes with it.
   */
  onRemoved?: () => Promise<void>;
  /** False when there is no database to read (the table is then not loaded to find nothing). */
  exists?: () => Promise<boolean>;
  /** Writes wait for it (the latest state is kept meanwhile); restores and removals do not. */
  firstWrite?: Promise<void>;
  /**
   * The queries kept when the device's storage is full (the shopper's own:
   * cart, wishlist); the others (the catalogue, which the network gives
   * again) give way: a write that does not fit is retried without them, and
   * `giveWay` takes them off the disk.
   */
  keepWhenFull?: (queryKey: readonly unknown[]) => boolean;
}

export interface DexiePersister extends Persister {
  /** Writes a pending state now. */
  flush(): Promise<void>;
  /** Frees room on a full device: only the `keepWhenFull` queries stay on disk. */
  giveWay(): Promise<void>;
}

export { DEFAULT_PERSISTER_KEY };

export function createDexiePersister(options: DexiePersisterOptions): DexiePersister {
  const row = createCacheRow({
    table: options.table,
    key: options.key ?? DEFAULT_PERSISTER_KEY,
    now: options.now ?? Date.now,
    exists: options.exists,
    onRemoved: options.onRemoved,
    keepWhenFull: options.keepWhenFull,
  });
  // Each needs the other: writes are held while a restore is missed, and a
  // late read of the row lets them go.
  const writes = createWriteQueue({
    write: row.write,
    throttleMs: options.throttleMs ?? 1000,
    firstWrite: options.firstWrite,
    held: () => restore.missed(),
    onHeldDue: () => restore.readLate(),
  });
  const restore = createRestore({
    read: row.read,
    timeoutMs: options.restoreTimeoutMs ?? 3000,
    onLateRestore: options.onLateRestore,
    writes,
  });
  flushWhenLeft(writes.flush);

  return {
    persistClient: writes.persist,
    async restoreClient() {
      await writes.flush();
      return restore.restore();
    },
    async removeClient() {
      writes.drop();
      // Deleting is meant (another company, an expired cache, a sign-out):
      // nothing on disk is left to protect.
      restore.forget();
      await writes.idle();
      await row.remove();
    },
    flush: writes.flush,
    async giveWay() {
      await writes.idle();
      await row.giveWay();
    },
  };
}

interface WriteQueueDeps {
  write(client: PersistedClient): Promise<void>;
  throttleMs: number;
  firstWrite?: Promise<void>;
  /** True while nothing may be written (the disk may hold more than the cache in memory). */
  held(): boolean;
  /** The throttle ran out while writes were held: the disk is read again. */
  onHeldDue(): void;
}

interface WriteQueue {
  /** Keeps the latest state; it is written within the throttle. */
  persist(client: PersistedClient): void;
  schedule(): void;
  /** Writes a pending state now (unless writes are held or not open yet). */
  flush(): Promise<void>;
  hasPending(): boolean;
  /** Forgets the pending state and its timer. */
  drop(): void;
  /** Resolves when the writes already started have ended. */
  idle(): Promise<void>;
}

/** Coalesced writes: at most one per throttle, always of the latest state, one after the other. */
function createWriteQueue(deps: WriteQueueDeps): WriteQueue {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  /** Until `firstWrite` resolves, a flush keeps the state pending. */
  let writesOpen = !deps.firstWrite;
  void deps.firstWrite?.then(() => {
    writesOpen = true;
    if (pending) void flush();
  });

  function schedule(): void {
    timer ??= setTimeout(() => {
      timer = null;
      if (deps.held()) deps.onHeldDue();
      else void flush();
    }, deps.throttleMs);
  }

  function flush(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (deps.held() || !writesOpen) return writing;
    const client = pending;
    pending = null;
    if (client) writing = writing.then(() => deps.write(client));
    return writing;
  }

  return {
    persist(client) {
      pending = client;
      schedule();
    },
    schedule,
    flush,
    hasPending: () => pending !== null,
    drop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
    idle: () => writing,
  };
}

interface RestoreDeps {
  read(): Promise<PersistedClient | undefined>;
  timeoutMs: number;
  onLateRestore?: (client: PersistedClient) => void;
  writes: Pick<WriteQueue, 'schedule' | 'hasPending'>;
}

interface Restore {
  /** Reads the disk for the cache, giving up after the timeout (the row is then read late). */
  restore(): Promise<PersistedClient | undefined>;
  /** The last restore could not read the row: writes are held. */
  missed(): boolean;
  readLate(): void;
  /** The row is deleted: nothing on disk is left to protect, and a late read of it is dropped. */
  forget(): void;
}

/** The restore, and the late read that must reach the cache before anything is written after a missed one. */
function createRestore(deps: RestoreDeps): Restore {
  /**
   * 'missed': the last restore could not read the row; the cache in memory
   * may hold less than the disk, so writing it would lose what was seen.
   */
  let restore: 'ok' | 'missed' = 'ok';
  let lateRead: Promise<void> | null = null;
  /** Bumped by removeClient: a late read of a deleted row is dropped. */
  let generation = 0;

  /** Reads the row after a missed restore; its content reaches the cache before anything is written. */
  function readLate(read: Promise<PersistedClient | undefined> = deps.read()): void {
    if (lateRead) return;
    const readGeneration = generation;
    lateRead = read.then(
      (client) => {
        lateRead = null;
        if (readGeneration !== generation || restore !== 'missed') return;
        restore = 'ok';
        if (client) deps.onLateRestore?.(client);
        // Merging into the cache makes the cache write again (with the merged
        // state); the pending state is only written if nothing did by then.
        deps.writes.schedule();
      },
      (error: unknown) => {
        lateRead = null;
        console.warn('Cache hors ligne : lecture impossible, nouvel essai plus tard', error);
        if (deps.writes.hasPending()) deps.writes.schedule();
      },
    );
  }

  return {
    async restore() {
      const read = deps.read();
      try {
        const result = await within(read, deps.timeoutMs);
        if (result !== TIMED_OUT) {
          restore = 'ok';
          return result;
        }
        console.warn('Cache hors ligne : lecture trop lente, le cache suivra dès sa lecture');
        restore = 'missed';
        readLate(read);
        return undefined;
      } catch (error) {
        console.warn('Cache hors ligne : lecture impossible', error);
        restore = 'missed';
        return undefined;
      }
    },
    missed: () => restore === 'missed',
    readLate: () => readLate(),
    forget() {
      generation += 1;
      restore = 'ok';
    },
  };
}

const TIMED_OUT = Symbol('timed out');

/** The value of `promise`, or TIMED_OUT if it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Writes the pending state when the page is hidden or left (tab closed, app switched), so the last change is not lost. */
function flushWhenLeft(flush: () => Promise<void>): void {
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flush());
}
