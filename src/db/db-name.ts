/** The storefront's IndexedDB database (db.ts declares it; load-database.ts looks for it without loading Dexie). */
export const DB_NAME = 'storefront';
