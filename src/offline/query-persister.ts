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
 *   turns;
 * - what is written is decided by the caller's dehydrate options
 *   (query-client.ts keeps personal data other than cart and wishlist out);
 * - on a device without the database (a first visit), the restore reads
 *   nothing and loads nothing, and writes wait for `firstWrite`: the state
 *   to write is kept, and written once it resolves.
 */
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { QueryCacheRow } from '#src/db/db.ts';
import { DEFAULT_PERSISTER_KEY } from '#src/db/db-name.ts';
import { isQuotaError } from '#src/lib/quota-error.ts';
import type { EntityTable } from 'dexie';

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
  const table = options.table;
  const key = options.key ?? DEFAULT_PERSISTER_KEY;
  const throttleMs = options.throttleMs ?? 1000;
  const now = options.now ?? Date.now;
  const restoreTimeoutMs = options.restoreTimeoutMs ?? 3000;

  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  /**
   * 'missed': the last restore could not read the row; the cache in memory
   * may hold less than the disk, so writing it would lose what was seen.
   */
  let restore: 'ok' | 'missed' = 'ok';
  let lateRead: Promise<void> | null = null;
  /** Bumped by removeClient: a late read of a deleted row is dropped. */
  let generation = 0;

  /** Until `firstWrite` resolves, a flush keeps the state pending. */
  let writesOpen = !options.firstWrite;
  void options.firstWrite?.then(() => {
    writesOpen = true;
    if (pending) void flush();
  });

  const readRow = async (): Promise<PersistedClient | undefined> => {
    if (options.exists && !(await options.exists())) return undefined;
    return (await (await table()).get(key))?.client;
  };

  const lean = (client: PersistedClient): PersistedClient => {
    const keep = options.keepWhenFull ?? (() => false);
    return { ...client, clientState: { ...client.clientState, queries: client.clientState.queries.filter((q) => keep(q.queryKey)) } };
  };

  async function put(client: PersistedClient): Promise<void> {
    const rows = await table();
    await rows.db.transaction('rw', rows, async () => {
      const onDisk = (await rows.get(key))?.client;
      await rows.put({ key, client: keepLastGoodData(keepNewerOnDisk(client, onDisk)), savedAt: now() });
    });
  }

  async function write(client: PersistedClient): Promise<void> {
    try {
      await put(client);
    } catch (error) {
      if (!isQuotaError(error) || !options.keepWhenFull) {
        console.warn('Cache hors ligne : écriture impossible', error);
        return;
      }
      // The device is full: the catalogue gives way, the shopper's own data stays.
      try {
        await put(lean(client));
      } catch (again) {
        console.warn('Cache hors ligne : écriture impossible, stockage plein', again);
      }
    }
  }

  function schedule(): void {
    timer ??= setTimeout(() => {
      timer = null;
      if (restore === 'missed') readLate();
      else void flush();
    }, throttleMs);
  }

  function flush(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (restore === 'missed' || !writesOpen) return writing;
    const client = pending;
    pending = null;
    if (client) writing = writing.then(() => write(client));
    return writing;
  }

  /** Reads the row after a missed restore; its content reaches the cache before anything is written. */
  function readLate(read: Promise<PersistedClient | undefined> = readRow()): void {
    if (lateRead) return;
    const readGeneration = generation;
    lateRead = read.then(
      (client) => {
        lateRead = null;
        if (readGeneration !== generation || restore !== 'missed') return;
        restore = 'ok';
        if (client) options.onLateRestore?.(client);
        // Merging into the cache makes the cache write again (with the merged
        // state); the pending state is only written if nothing did by then.
        schedule();
      },
      (error: unknown) => {
        lateRead = null;
        console.warn('Cache hors ligne : lecture impossible, nouvel essai plus tard', error);
        if (pending) schedule();
      },
    );
  }

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flush());

  return {
    persistClient(client) {
      pending = client;
      schedule();
    },
    async restoreClient() {
      await flush();
      let restoreTimer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = Symbol('timed out');
      const timeout = new Promise<typeof timedOut>((resolve) => {
        restoreTimer = setTimeout(() => resolve(timedOut), restoreTimeoutMs);
      });
      const read = readRow();
      try {
        const result = await Promise.race([read, timeout]);
        if (result !== timedOut) {
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
      } finally {
        clearTimeout(restoreTimer);
      }
    },
    async removeClient() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
      // Deleting is meant (another company, an expired cache, a sign-out):
      // nothing on disk is left to protect.
      generation += 1;
      restore = 'ok';
      await writing;
      try {
        await (await table()).delete(key);
        await options.onRemoved?.();
      } catch (error) {
        console.warn('Cache hors ligne : suppression impossible', error);
      }
    },
    flush,
    async giveWay() {
      await writing;
      const rows = await table();
      const onDisk = (await rows.get(key))?.client;
      if (!onDisk) return;
      // Deleted first, on its own: a delete always fits, a smaller copy may
      // not until the space is given back.
      await rows.delete(key);
      const kept = lean(onDisk);
      if (kept.clientState.queries.length) await put(kept).catch((error: unknown) => console.warn('Cache hors ligne : écriture impossible, stockage plein', error));
    },
  };
}

/** Each query as the newer of this tab's copy and the one on disk (by when its data arrived). */
function keepNewerOnDisk(client: PersistedClient, onDisk: PersistedClient | undefined): PersistedClient {
  if (!onDisk) return client;
  const disk = new Map(onDisk.clientState.queries.map((query) => [query.queryHash, query]));
  const queries = client.clientState.queries.map((query) => {
    const other = disk.get(query.queryHash);
    return other && other.state.dataUpdatedAt > query.state.dataUpdatedAt ? other : query;
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * A query whose last refetch failed still holds the data it showed: on disk
 * it stays the success it was, so a failed refetch (a timeout on a flaky
 * network) never erases a page seen before.
 */
function keepLastGoodData(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}
