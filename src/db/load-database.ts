/** Dexie (about 30 kB gzip) loads in its own chunk, in parallel with /config.json (see entry-client.tsx). */
export const loadDatabase = () => import('./db.ts').then((m) => m.db);
