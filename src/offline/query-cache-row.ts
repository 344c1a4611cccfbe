/**
 * The persisted query cache's row on disk (offline/query-persister.ts decides
 * when it is read and written). Guarantees:
 * - a write never replaces a query on disk with an older copy of it (another
 *   tab's outbox drain may have written a newer answer): the row is read and
 *   written in one IndexedDB transaction, so tabs take turns;
 * - a query whose refetch failed is written as the success it was;
 * - a storage failure only logs; on a full device the catalogue gives way to
 *   the shopper's own data (`keepWhenFull`).
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { EntityTable } from 'dexie';
import type { QueryCacheRow } from '#src/db/db.ts';
import { isQuotaError } from '#src/lib/quota-error.ts';

export interface CacheRowOptions {
  table: () => Promise<EntityTable<QueryCacheRow, 'key'>>;
  key: string;
  now: () => number;
  exists?: () => Promise<boolean>;
  onRemoved?: () => Promise<void>;
  keepWhenFull?: (queryKey: readonly unknown[]) => boolean;
}

export interface CacheRow {
  /** What is on disk; nothing when there is no database (its table is then not loaded). */
  read(): Promise<PersistedClient | undefined>;
  /** Writes the client, without the catalogue if the device is full; never rejects. */
  write(client: PersistedClient): Promise<void>;
  /** Deletes the row and what is kept beside it; never rejects. */
  remove(): Promise<void>;
  /** Frees room on a full device: only the `keepWhenFull` queries stay on disk. */
  giveWay(): Promise<void>;
}

export function createCacheRow(options: CacheRowOptions): CacheRow {
  const { table, key } = options;

  const lean = (client: PersistedClient): PersistedClient => {
    const keep = options.keepWhenFull ?? (() => false);
    return { ...client, clientState: { ...client.clientState, queries: client.clientState.queries.filter((q) => keep(q.queryKey)) } };
  };

  async function put(client: PersistedClient): Promise<void> {
    const rows = await table();
    await rows.db.transaction('rw', rows, async () => {
      const onDisk = (await rows.get(key))?.client;
      await rows.put({ key, client: keepLastGoodData(keepNewerOnDisk(client, onDisk)), savedAt: options.now() });
    });
  }

  return {
    async read() {
      if (options.exists && !(await options.exists())) return undefined;
      return (await (await table()).get(key))?.client;
    },
    async write(client) {
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
    },
    async remove() {
      try {
        await (await table()).delete(key);
        await options.onRemoved?.();
      } catch (error) {
        console.warn('Cache hors ligne : suppression impossible', error);
      }
    },
    async giveWay() {
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
