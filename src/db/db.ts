/**
 * The storefront's single IndexedDB database (Dexie). Every table and schema
 * version is declared here, so upgrades happen in one place and in order.
 * Version 1: `queryCache`, the persisted TanStack Query cache (one row per
 * persister key).
 * Version 2: `outbox`, the shopper's cart and wishlist changes waiting for the
 * server (offline/outbox.ts), in the order they were made (`++seq`).
 * Version 3: `answers`, the server's last answer to an applied change (the
 * cart, the wishlist: one row per query), written with the entry's removal so
 * every tab reads the change in one of the two places (offline/outbox.ts).
 * Version 4: `workerAuth`, the credentials the service worker sends the
 * outbox with when no tab is open (Background Sync), and `refusals`, the
 * changes the worker's server refused, kept for the next tab to announce
 * (offline/outbox-worker.ts). Both go at sign-out with the outbox's entries.
 * Never edit a published version, add one.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { DehydratedState } from '@tanstack/react-query';
import type { OutboxEntry, RefusalEvent } from './outbox-types.ts';
import { DB_NAME } from './db-name.ts';

export { DB_NAME };

export interface QueryCacheRow {
  key: string;
  client: PersistedClient;
  savedAt: number;
}

/** The server's answer to an applied change, as a dehydrated query, and whose it is. */
export interface AnswerRow {
  queryHash: string;
  owner: string;
  query: DehydratedState['queries'][number];
}

/**
 * Who the outbox's changes are sent as when the service worker sends them
 * (one row, `key: 'current'`): the owner the tab last queued a change for,
 * with the session id, the bearer token and the API it used then.
 */
export interface WorkerAuthRow {
  key: 'current';
  owner: string;
  sessionId: string;
  token: string | null;
  apiUrl: string;
  companyId: string | null;
}

/** A change the server refused while no tab was open: the next tab of its owner announces it. */
export interface RefusalRow {
  id?: number;
  /** The refused change's Idempotency-Key. */
  key: string;
  owner: string;
  event: RefusalEvent;
}

export type AppDatabase = Dexie & {
  queryCache: EntityTable<QueryCacheRow, 'key'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  answers: EntityTable<AnswerRow, 'queryHash'>;
  workerAuth: EntityTable<WorkerAuthRow, 'key'>;
  refusals: EntityTable<RefusalRow, 'id'>;
};

export function createAppDatabase(name: string = DB_NAME): AppDatabase {
  const database = new Dexie(name) as AppDatabase;
  database.version(1).stores({
    queryCache: 'key',
  });
  database.version(2).stores({
    queryCache: 'key',
    outbox: '++seq, owner, &key',
  });
  database.version(3).stores({
    queryCache: 'key',
    outbox: '++seq, owner, &key',
    answers: 'queryHash, owner',
  });
  database.version(4).stores({
    queryCache: 'key',
    outbox: '++seq, owner, &key',
    answers: 'queryHash, owner',
    workerAuth: 'key',
    refusals: '++id, owner',
  });
  return database;
}

let instance: AppDatabase | null = null;

/** The app's database, declared on first use (see load-database.ts). */
export function appDatabase(): AppDatabase {
  return (instance ??= createAppDatabase());
}
