/**
 * The storefront's single IndexedDB database (Dexie). Every table and schema
 * version is declared here, so upgrades happen in one place and in order.
 * Version 1: `queryCache`, the persisted TanStack Query cache (one row per
 * persister key). The offline outbox (cart and wishlist changes) is added as
 * version 2 by the offline issue; never edit a published version, add one.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

export const DB_NAME = 'storefront';

export interface QueryCacheRow {
  key: string;
  client: PersistedClient;
  savedAt: number;
}

export type AppDatabase = Dexie & {
  queryCache: EntityTable<QueryCacheRow, 'key'>;
};

export function createAppDatabase(name: string = DB_NAME): AppDatabase {
  const database = new Dexie(name) as AppDatabase;
  database.version(1).stores({
    queryCache: 'key',
  });
  return database;
}

export const db: AppDatabase = createAppDatabase();
