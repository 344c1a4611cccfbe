/**
 * Changes sent with no tab open (issue 44, point 3): a change queued offline
 * registers a Background Sync; the service worker drains the same outbox
 * when the browser fires it, after every page of the store was closed. The
 * browser's own firing follows its network state, which Playwright's
 * offline emulation does not change: the test fires the sync as the browser
 * would, over CDP (`ServiceWorker.dispatchSyncEvent`). CDP needs a page to
 * speak through: an about:blank page, which runs none of the store's code.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type Api } from '../fixtures.ts';
import { outboxEntries, serverCart, sessionIdOf, waitForPersist, waitForServiceWorker } from './helpers.ts';

const SYNC_TAG = 'storefront-outbox';

async function productsWithoutStores(api: Api, n: number) {
  const list = await api.get('/api/v1/public/products/?limit=100&sort=price-low');
  const found = list.items.filter((p: any) => p.stock > 10 && p.available_stores.length === 0).slice(0, n);
  expect(found.length).toBe(n);
  return found as { id: string; name: string }[];
}

/** The sync tags the store's worker has pending. */
function pendingSyncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
    return registration.sync.getTags();
  });
}

/** Closes every page of the store, then fires the outbox's sync as the browser would once the connection is back. */
async function fireSyncWithNoTabOpen(context: BrowserContext, origin: string): Promise<Page> {
  for (const open of context.pages()) await open.close();
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: SYNC_TAG, lastChance: false });
  return blank;
}

test('changes queued offline reach the server once from the service worker, with every tab closed; the next tab sends nothing again', async ({
  page,
  context,
  api,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const [p1, p2] = await productsWithoutStores(api, 2);
  await page.goto(`/products/${p1!.id}`);
  await waitForServiceWorker(page);
  await waitForPersist(page);
  await page.goto(`/products/${p2!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: p2!.name })).toBeVisible();
  await waitForPersist(page);
  const sessionId = await sessionIdOf(page);

  await context.setOffline(true);
  await page.goto(`/products/${p1!.id}`);
  await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  await page.goto(`/products/${p2!.id}`);
  await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  await expect(page.getByTestId('sync-status')).toContainText('2 modifications en attente');
  expect(await pendingSyncTags(page)).toContain(SYNC_TAG);
  expect((await serverCart(request, { sessionId })).items).toEqual([]);

  const writes: string[] = [];
  context.on('request', (sent) => {
    if (sent.method() !== 'GET' && new URL(sent.url()).pathname.startsWith('/api/v1/cart')) writes.push(`${sent.method()} ${sent.url()}`);
  });
  const blank = await fireSyncWithNoTabOpen(context, origin);

  // Each change exactly once: 2 of the first product (the stepper's quantity), 1 of the second.
  await expect
    .poll(async () => ((await serverCart(request, { sessionId })).items as { product_id: string; quantity: number }[]).map((i) => [i.product_id, i.quantity]).sort())
    .toEqual([[p1!.id, 2], [p2!.id, 1]].sort());

  // A tab opened afterwards finds nothing to send and shows the server's lines.
  const tab = await context.newPage();
  const sentBefore = writes.length;
  await tab.goto('/cart');
  await expect(tab.getByRole('heading', { name: p1!.name })).toBeVisible();
  await expect(tab.getByRole('heading', { name: p2!.name })).toBeVisible();
  await expect(tab.getByTestId('sync-status')).toBeHidden();
  expect(await outboxEntries(tab)).toEqual([]);
  await tab.waitForTimeout(1000);
  expect(writes.slice(sentBefore)).toEqual([]);
  expect((await serverCart(request, { sessionId })).items).toHaveLength(2);
  await blank.close();
});

test('a change the server refuses while every tab is closed is rolled back and announced by the next tab', async ({ page, context, api, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const [p1, p2] = await productsWithoutStores(api, 2);
  await page.goto(`/products/${p1!.id}`);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  const sessionId = await sessionIdOf(page);
  await expect.poll(async () => (await serverCart(request, { sessionId })).items.length).toBe(1);
  await page.goto(`/products/${p2!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: p2!.name })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: p1!.name })).toBeVisible();
  await waitForPersist(page);

  await context.setOffline(true);
  // +1 on a line that someone else removes from the server meanwhile (another device of the shopper).
  await page.getByRole('button', { name: `Augmenter la quantité de ${p1!.name}` }).click();
  await page.goto(`/products/${p2!.id}`);
  await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  await expect(page.getByTestId('sync-status')).toContainText('2 modifications en attente');
  const line = (await serverCart(request, { sessionId })).items[0] as { id: string };
  const removed = await request.delete(`/api/v1/cart/items/${line.id}`, { headers: { 'x-session-id': sessionId } });
  expect(removed.ok()).toBe(true);

  const blank = await fireSyncWithNoTabOpen(context, origin);
  // The refused change does not hold back the one after it.
  await expect
    .poll(async () => ((await serverCart(request, { sessionId })).items as { product_id: string; quantity: number }[]).map((i) => [i.product_id, i.quantity]))
    .toEqual([[p2!.id, 1]]);

  const tab = await context.newPage();
  await tab.goto('/cart');
  await expect(tab.getByText(`« ${p1!.name} » : Cet article n'est plus dans le panier. La modification a été annulée.`)).toBeVisible();
  await expect(tab.getByRole('heading', { name: p2!.name })).toBeVisible();
  await expect(tab.getByRole('heading', { name: p1!.name })).toHaveCount(0);
  // Announced once: another tab does not tell it again.
  const second = await context.newPage();
  await second.goto('/cart');
  await expect(second.getByRole('heading', { name: p2!.name })).toBeVisible();
  await second.waitForTimeout(1000);
  await expect(second.getByText("Cet article n'est plus dans le panier")).toHaveCount(0);
  await blank.close();
});
