/** The storefront's IndexedDB database (db.ts declares it; load-database.ts looks for it without loading Dexie). */
export const DB_NAME = 'storefront';

/** The `queryCache` row of the app's persisted query cache (offline/query-persister.ts); the outbox writes its answers into it. */
export const DEFAULT_PERSISTER_KEY = 'react-query';
