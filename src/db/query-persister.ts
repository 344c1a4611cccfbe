/**
 * Persists the TanStack Query cache to IndexedDB through Dexie, so catalogue
 * pages, the cart and the wishlist are on screen at once and offline.
 * Guarantees:
 * - writes are coalesced: at most one write per `throttleMs`, always of the
 *   latest state, and flushed when the page is hidden (tab closed, app
 *   switched), so the last change is not lost;
 * - a storage failure (quota, private mode, blocked IndexedDB) never breaks
 *   the app: it only logs, and the app runs from the network;
 * - what is written is decided by the caller's dehydrate options
 *   (lib/query-client.ts keeps personal data other than cart and wishlist out).
 */
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { QueryCacheRow } from './db.ts';
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
}

export interface DexiePersister extends Persister {
  /** Writes a pending state now. */
  flush(): Promise<void>;
}

export const DEFAULT_PERSISTER_KEY = 'react-query';

export function createDexiePersister(options: DexiePersisterOptions): DexiePersister {
  const table = options.table;
  const key = options.key ?? DEFAULT_PERSISTER_KEY;
  const throttleMs = options.throttleMs ?? 1000;
  const now = options.now ?? Date.now;
  const restoreTimeoutMs = options.restoreTimeoutMs ?? 3000;

  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(client: PersistedClient): Promise<void> {
    try {
      await (await table()).put({ key, client, savedAt: now() });
    } catch (error) {
      console.warn('Cache hors ligne : écriture impossible', error);
    }
  }

  function flush(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    const client = pending;
    pending = null;
    if (client) writing = writing.then(() => write(client));
    return writing;
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
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    async restoreClient() {
      await flush();
      let restoreTimer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        restoreTimer = setTimeout(() => {
          console.warn('Cache hors ligne : lecture trop lente, ignorée');
          resolve(undefined);
        }, restoreTimeoutMs);
      });
      try {
        const read = table().then((t) => t.get(key)).then((row) => row?.client);
        return await Promise.race([read, timeout]);
      } catch (error) {
        console.warn('Cache hors ligne : lecture impossible', error);
        return undefined;
      } finally {
        clearTimeout(restoreTimer);
      }
    },
    async removeClient() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
      await writing;
      try {
        await (await table()).delete(key);
      } catch (error) {
        console.warn('Cache hors ligne : suppression impossible', error);
      }
    },
    flush,
  };
}
