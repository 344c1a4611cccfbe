import { yieldToBrowser } from '#src/lib/yield-to-browser.ts';
import type { AppDatabase } from './db.ts';
import { DB_NAME } from './db-name.ts';

let loading: Promise<AppDatabase> | null = null;
let asking: Promise<boolean> | null = null;
const openListeners = new Set<() => void>();

/**
 * The app's database. Dexie (about 30 kB gzip) loads in its own chunk, in
 * parallel with /config.json (see entry-client.tsx); evaluating it and
 * declaring the schema are each a task of their own, as together they made
 * one long task on a phone. A failed download is tried again on the next call.
 */
export function loadDatabase(): Promise<AppDatabase> {
  if (!loading) {
    loading = import('./db.ts').then(
      async ({ appDatabase }) => {
        await yieldToBrowser();
        return appDatabase();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    for (const listener of [...openListeners]) listener();
    openListeners.clear();
  }
  return loading;
}

/**
 * Whether the app's database may hold anything: this tab has opened it, or
 * the device has it. False on a first visit, with nothing to restore and no
 * change waiting: Dexie then stays out of the first load until something is
 * to be written. Where the browser cannot list its databases (or refuses
 * to), true: the database is loaded as always.
 */
export function databaseExists(): Promise<boolean> {
  if (loading) return Promise.resolve(true);
  // One listing for the boot's callers (restore, outbox, pending follower);
  // a database found stays found, a miss is asked again next time.
  asking ??= listDatabase().then((found) => {
    if (!found) asking = null;
    return found || loading !== null;
  });
  foundAtStart ??= asking;
  return asking;
}

/** The first listing's answer (see databaseFoundAtStart). */
let foundAtStart: Promise<boolean> | null = null;

/**
 * Whether the device had the database when this tab first asked (the boot
 * does, before anything opens it): false on a first visit, even once this
 * tab has opened the database itself. True when this tab opened it before
 * asking, or where the browser cannot list its databases.
 */
export function databaseFoundAtStart(): Promise<boolean> {
  return foundAtStart ?? databaseExists();
}

async function listDatabase(): Promise<boolean> {
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (typeof factory?.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}

/**
 * Resolves when the database is there to read: at once if it exists, else
 * once this tab opens it for another reason (a write, a queued change).
 * Nothing is loaded by waiting.
 */
export async function whenDatabaseOpens(): Promise<void> {
  if (await databaseExists()) return;
  if (loading) return;
  await new Promise<void>((resolve) => openListeners.add(resolve));
}

/** The interactions after which a change may come ('pointermove': a mouse on its way to a button). */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * On a device without the database (a first visit), Dexie loads at the
 * shopper's first interaction: a tap on 'Ajouter au Panier' then finds it
 * there (or on its way) instead of starting its download, so the change is
 * stored at once. A download that fails (offline before the worker had it)
 * is tried again at the next interaction.
 */
export function loadDatabaseOnFirstInteraction(): void {
  if (typeof window === 'undefined') return;
  const options = { capture: true, passive: true } as const;
  const load = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, load, options);
    loadDatabase().catch(() => {
      for (const type of INTERACTIONS) window.addEventListener(type, load, options);
    });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, load, options);
}
