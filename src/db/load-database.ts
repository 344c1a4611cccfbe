import { yieldToBrowser } from '#src/lib/yield-to-browser.ts';
import type { AppDatabase } from './db.ts';

let loading: Promise<AppDatabase> | null = null;

/**
 * The app's database. Dexie (about 30 kB gzip) loads in its own chunk, in
 * parallel with /config.json (see entry-client.tsx); evaluating it and
 * declaring the schema are each a task of their own, as together they made
 * one long task on a phone. A failed download is tried again on the next call.
 */
export function loadDatabase(): Promise<AppDatabase> {
  loading ??= import('./db.ts').then(
    async ({ appDatabase }) => {
      await yieldToBrowser();
      return appDatabase();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
