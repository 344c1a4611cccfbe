/**
 * The back button restores a page from the back/forward cache (issue 10):
 * nothing in the storefront itself (unload listeners, held Web Locks, open
 * connections) keeps a page out of it.
 *
 * The server answers `no-cache`, never `no-store` (which Chromium refuses to
 * keep), on the shell, /config.json and the API (server/src/lib/cache-control.ts).
 *
 * Playwright launches Chromium with the bf-cache disabled: this file turns it
 * back on. The page is left once the service worker controls it, as for a
 * returning shopper: the worker's first `clients.claim()` evicts pages kept
 * in the cache, which only happens on the very first visit.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { expect, test } from './fixtures.ts';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

async function bfCacheRestored(page: Page, firstPath: string) {
  await page.goto(firstPath);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  // A returning shopper's page: the first visit's cache write (which starts
  // when the worker takes the page) is done, so no IndexedDB transaction is
  // open when the page is left.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queryCache')) return (db.close(), resolve(false));
          const count = db.transaction('queryCache').objectStore('queryCache').count();
          count.onsuccess = () => (db.close(), resolve(count.result > 0));
          count.onerror = () => (db.close(), resolve(false));
        };
      }),
    null,
    { timeout: 30_000, polling: 250 },
  );
  // A marker that survives only if the very same document comes back.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    window.addEventListener('pageshow', (event) => {
      (window as unknown as { __persisted: boolean }).__persisted = event.persisted;
    });
  });
  // A new document (not a client-side route change), then back.
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  const restored = await expect
    .poll(() => page.evaluate(() => (window as unknown as { __persisted?: boolean }).__persisted ?? false))
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!restored) {
    // Chromium's own reasons, for the report: what kept the page out of the cache.
    const reasons = await page.evaluate(() => JSON.stringify((performance.getEntriesByType('navigation')[0] as unknown as { notRestoredReasons?: unknown })?.notRestoredReasons ?? null));
    throw new Error(`the page was not restored from the bf-cache; notRestoredReasons: ${reasons}`);
  }
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test.describe('back/forward cache', () => {
  test('the catalogue comes back from the bf-cache', async ({ page }) => {
    await bfCacheRestored(page, '/products');
  });

  test('the home page comes back from the bf-cache', async ({ page }) => {
    await bfCacheRestored(page, '/');
  });
});
