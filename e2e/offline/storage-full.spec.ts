/**
 * A full device (issue 44, point 4): when the origin's storage quota is used
 * up, a change made offline is never lost. The persisted catalogue (the
 * query cache's catalogue queries, the worker's copies of catalogue answers
 * and images) gives way to it; a change that still does not fit is refused
 * with a French message, and what was queued before stays and is sent.
 * Chromium lets the test set the quota (`Storage.overrideQuotaForOrigin`).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openProductUnderWorker, outboxEntries, serverCart, sessionIdOf, waitForPersist, waitForServiceWorker } from './helpers.ts';

const STORAGE_FULL = "L'espace de stockage de l'appareil est plein : cette modification n'a pas pu être enregistrée. Libérez de l'espace puis réessayez.";
const syncStatus = (page: Page) => page.getByTestId('sync-status');

/**
 * The origin's quota, set over CDP before the page stores anything (Chromium
 * then reads it at the first write). Chromium's IndexedDB keeps what the
 * quota left for up to 30 s; `fill` lowers the quota and makes it read again
 * at once: a write larger than anything it kept is refused, and the next
 * write asks again.
 */
const ROOMY = 64 * 1024 * 1024;
async function quotaOf(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: ROOMY });
  return {
    /** Leaves `spare` bytes free beyond what the origin uses now; 'nothing': half of what it uses (its own code takes more). */
    async fill(spare: number | 'nothing') {
      const { usage } = (await cdp.send('Storage.getUsageAndQuota', { origin })) as { usage: number };
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: spare === 'nothing' ? Math.round(usage / 2) : usage + spare });
      const refused = await page.evaluate(
        (size) =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('quota-probe', 1);
            open.onupgradeneeded = () => open.result.createObjectStore('s');
            open.onerror = () => resolve(String(open.error?.name));
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction('s', 'readwrite');
              tx.objectStore('s').put(new Uint8Array(size), 1);
              const done = (result: string) => {
                db.close();
                indexedDB.deleteDatabase('quota-probe');
                resolve(result);
              };
              tx.oncomplete = () => done('stored');
              tx.onabort = () => done(String(tx.error?.name));
            };
          }),
        ROOMY + 1,
      );
      expect(refused).toBe('QuotaExceededError');
    },
    reset: () => cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: ROOMY }),
  };
}

/** What of the catalogue the device keeps: the persisted query cache's catalogue queries, the worker's catalogue caches. */
async function keptCatalogue(page: Page) {
  return page.evaluate(async () => {
    const row = await new Promise<{ client?: { clientState: { queries: { queryKey: unknown[] }[] } } } | undefined>((resolve, reject) => {
      const open = indexedDB.open('storefront');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const req = open.result.transaction('queryCache').objectStore('queryCache').get('react-query');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      };
    });
    const roots = (row?.client?.clientState.queries ?? []).map((q) => String(q.queryKey[0]));
    return {
      catalogueQueries: roots.filter((root) => root !== 'cart' && root !== 'wishlist').length,
      cartQueries: roots.filter((root) => root === 'cart').length,
      workerCaches: (await caches.keys()).filter((name) => name.startsWith('catalogue-')),
    };
  });
}

test('a change made offline on a full device is kept: the catalogue gives way, and the change reaches the server once', async ({ page, context, api, request, baseURL }) => {
  const quota = await quotaOf(context, page, baseURL!);
  const product = await api.productWithoutStores();
  await openProductUnderWorker(page, product, '/products');
  const before = await keptCatalogue(page);
  expect(before.catalogueQueries).toBeGreaterThan(0);
  expect(before.workerCaches.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await quota.fill(0);
  await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 modification en attente');
  await expect(page.getByText(STORAGE_FULL)).toHaveCount(0);
  expect((await outboxEntries(page)).map((e) => e.change.kind)).toEqual(['cart.add']);
  // What made the room: the worker's copies of the catalogue are gone.
  expect((await keptCatalogue(page)).workerCaches).toEqual([]);
  // The change survives a reload, still offline.
  await page.reload();
  await expect(syncStatus(page)).toContainText('1 modification en attente');

  // Back online, with room again: the change is sent once.
  await quota.reset();
  await context.setOffline(false);
  await expect(syncStatus(page)).toBeHidden({ timeout: 30_000 });
  const cart = await serverCart(request, { sessionId: await sessionIdOf(page) });
  expect(cart.items.map((i: { product_id: string; quantity: number }) => [i.product_id, i.quantity])).toEqual([[product.id, 1]]);
});

test('a change that cannot be kept even then is refused in French; the one queued before stays and is sent', async ({ page, context, api, request, baseURL }) => {
  const quota = await quotaOf(context, page, baseURL!);
  const list = await api.get('/api/v1/public/products/?limit=100');
  const [first, second] = list.items.filter((p: { stock: number; available_stores: unknown[] }) => p.stock > 5 && p.available_stores.length === 0);
  await page.goto('/products');
  await waitForServiceWorker(page);
  for (const p of [second, first]) {
    await page.goto(`/products/${p.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  }
  await waitForPersist(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 modification en attente');

  await page.goto(`/products/${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  // Full beyond what the catalogue frees.
  await quota.fill('nothing');
  await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  await expect(page.getByText(STORAGE_FULL)).toBeVisible();
  // Not shown as waiting, and nothing queued before is dropped.
  await expect(syncStatus(page)).toContainText('1 modification en attente');
  expect((await outboxEntries(page)).map((e) => e.change.kind)).toEqual(['cart.add']);

  await quota.reset();
  await context.setOffline(false);
  await expect(syncStatus(page)).toBeHidden({ timeout: 30_000 });
  const cart = await serverCart(request, { sessionId: await sessionIdOf(page) });
  expect(cart.items.map((i: { product_id: string; quantity: number }) => [i.product_id, i.quantity])).toEqual([[first.id, 1]]);
});
