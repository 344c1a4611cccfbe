/**
 * `databaseExists()` (db/load-database.ts), on a fake IndexedDB: the boot's
 * three callers (restore, outbox drain, pending follower) share one listing,
 * a database found is not listed again, and a miss is asked again later (the
 * database may be created in between, by another tab).
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME } from '#src/db/db-name.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

async function freshModule() {
  vi.resetModules();
  return import('#src/db/load-database.ts');
}

describe('databaseExists', () => {
  it('answers the callers of one moment with one listing, and asks again after a miss', async () => {
    const { databaseExists } = await freshModule();
    const listing = vi.spyOn(indexedDB, 'databases');
    expect(await Promise.all([databaseExists(), databaseExists(), databaseExists()])).toEqual([false, false, false]);
    expect(listing).toHaveBeenCalledTimes(1);

    // Another tab creates the database: the next question sees it.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    expect(await databaseExists()).toBe(true);
    expect(listing).toHaveBeenCalledTimes(2);

    // Found once, found for good: no listing more.
    expect(await databaseExists()).toBe(true);
    expect(listing).toHaveBeenCalledTimes(2);

    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(DB_NAME);
      request.onsuccess = request.onerror = () => resolve();
    });
  });

  it('remembers that the device had none at start, once this tab has opened it itself', async () => {
    const { databaseExists, databaseFoundAtStart, loadDatabase } = await freshModule();
    expect(await databaseExists()).toBe(false);
    const opened = await loadDatabase();
    expect(await databaseExists()).toBe(true);
    expect(await databaseFoundAtStart()).toBe(false);
    opened.close();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(DB_NAME);
      request.onsuccess = request.onerror = () => resolve();
    });
    // A tab that opened it before asking cannot tell: it says the device had it.
    const later = await freshModule();
    const again = await later.loadDatabase();
    expect(await later.databaseFoundAtStart()).toBe(true);
    again.close();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(DB_NAME);
      request.onsuccess = request.onerror = () => resolve();
    });
  });

  it('answers true where the browser refuses to list its databases', async () => {
    const { databaseExists } = await freshModule();
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new DOMException('refused', 'SecurityError'));
    expect(await databaseExists()).toBe(true);
  });
});
