/**
 * When a device that has no database yet (a first visit) first writes the
 * persisted query cache. Guarantees:
 * - Dexie (about 30 kB gzip) is not part of a first visit's load: the page's
 *   data came with its HTML, and the persisted cache serves offline starts,
 *   which need the service worker anyway;
 * - the cache is written as soon as it can serve one: when the service
 *   worker controls the page (its precache then holds Dexie's code, so the
 *   write downloads nothing more), when the shopper leaves or hides the
 *   page, when the browser goes offline, or when this tab opens the database
 *   for another reason (a cart or wishlist change);
 * - where no service worker can come (none in this browser, or in
 *   development), the cache is written as before, at once;
 * - a device that already has the database writes at once.
 */
import { whenDatabaseOpens } from '#src/db/load-database.ts';

export function firstCacheWrite(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!worker || import.meta.env.DEV || worker.controller) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const controller = new AbortController();
    const open = () => {
      controller.abort();
      resolve();
    };
    const { signal } = controller;
    void whenDatabaseOpens().then(open, open);
    worker.addEventListener('controllerchange', open, { signal });
    window.addEventListener('pagehide', open, { signal });
    window.addEventListener('offline', open, { signal });
    document.addEventListener(
      'visibilitychange',
      () => {
        if (document.visibilityState === 'hidden') open();
      },
      { signal },
    );
  });
}
