/**
 * The worker's runtime caches stay bounded (sw/bounded-cache.ts): it records
 * when each cached page was last written or served, a moment after the page has
 * loaded, and drops what has not been used for longer than the cache keeps it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForServiceWorker } from './helpers.ts';

const PAGES_CACHE = 'pages-v1';

/** The worker's last-use time of a URL in a cache (workbox-expiration's IndexedDB), or null. */
function lastUse(page: Page, cacheName: string, url: string): Promise<number | null> {
  return page.evaluate(
    async ({ cacheName, url }) => {
      // Opening a database that does not exist yet would create it empty, without the worker's store.
      if (!(await indexedDB.databases()).some((d) => d.name === 'workbox-expiration')) return null;
      return new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('workbox-expiration');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache-entries')) {
            db.close();
            return resolve(null);
          }
          const req = db.transaction('cache-entries').objectStore('cache-entries').index('cacheName').getAll(cacheName);
          req.onsuccess = () => {
            db.close();
            const entry = (req.result as { url: string; timestamp: number }[]).find((e) => e.url === url);
            resolve(entry ? entry.timestamp : null);
          };
          req.onerror = () => reject(req.error);
        };
      });
    },
    { cacheName, url },
  );
}

/** Moves a URL's last use back in time, as if the shopper had not opened it for that long. */
function ageEntry(page: Page, cacheName: string, url: string, ms: number): Promise<void> {
  return page.evaluate(
    ({ cacheName, url, ms }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('workbox-expiration');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('cache-entries', 'readwrite');
          const store = tx.objectStore('cache-entries');
          const req = store.index('cacheName').getAll(cacheName);
          req.onsuccess = () => {
            for (const entry of req.result as { url: string; timestamp: number }[]) {
              if (entry.url === url) store.put({ ...entry, timestamp: entry.timestamp - ms });
            }
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { cacheName, url, ms },
  );
}

function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), cacheName);
}

/** Opens a public page through the worker (installed first) and waits until its copy is timestamped; returns the page's URL. */
async function visitThroughWorker(page: Page, path: string, baseURL: string | undefined): Promise<string> {
  const url = new URL(path, baseURL).href;
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => lastUse(page, PAGES_CACHE, url), { timeout: 10_000 }).not.toBeNull();
  return url;
}

test('each page kept for offline use is timestamped after it loads, and an offline reload counts as a use', async ({ page, context, baseURL }) => {
  const about = await visitThroughWorker(page, '/about', baseURL);
  const written = (await lastUse(page, PAGES_CACHE, about))!;
  expect(await cachedUrls(page, PAGES_CACHE)).toContain(about);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => lastUse(page, PAGES_CACHE, about), { timeout: 10_000 }).toBeGreaterThan(written);
  await context.setOffline(false);
});

test('a page not opened for more than 7 days is dropped from the offline copies at the next visit', async ({ page, baseURL }) => {
  const shipping = await visitThroughWorker(page, '/shipping', baseURL);

  await ageEntry(page, PAGES_CACHE, shipping, 8 * 24 * 3600 * 1000);
  // Any later visit through the worker runs the next pass.
  await page.goto('/returns');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => cachedUrls(page, PAGES_CACHE), { timeout: 10_000 }).not.toContain(shipping);
  expect(await lastUse(page, PAGES_CACHE, shipping)).toBeNull();
  expect(await cachedUrls(page, PAGES_CACHE)).toContain(new URL('/returns', baseURL).href);
});
