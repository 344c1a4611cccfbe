/**
 * Offline from the first visit (issue 44, point 1): the page a shopper lands
 * on (from a search engine or a shared link) came inside the server's HTML,
 * before the service worker or the device's database existed. It is kept
 * for offline all the same: the worker keeps the page it finds open when it
 * installs, and what the page carried reaches the persisted cache once the
 * device has its database.
 */
import { expect, test } from '../fixtures.ts';
import { reloadOfflineAsTheServerRenderedIt, waitForPersist, waitForServiceWorker } from './helpers.ts';

test('the page a shopper landed on reloads offline as the server rendered it, from the worker', async ({ page, context, api }) => {
  const company = await api.get('/config.json');
  const { name: companyName } = await api.get(`/api/v1/public/companies/${company.companyId}`);
  const product = await api.productWithStores();

  // A shared link: the shopper's first page of the store, fetched before any worker existed.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await waitForServiceWorker(page);

  await reloadOfflineAsTheServerRenderedIt(page, product);
  await expect(page).toHaveTitle(`${product.name} | ${companyName}`);
  await context.setOffline(false);
});

for (const landing of ['home', 'product'] as const) {
  test(`what the first page carried (${landing}) is in the persisted cache once the worker is in: it opens offline under another address`, async ({
    page,
    context,
    api,
  }) => {
    const company = await api.get('/config.json');
    const { name: companyName } = await api.get(`/api/v1/public/companies/${company.companyId}`);
    const product = await api.productWithStores();
    const [url, heading, title] =
      landing === 'home' ? ['/', companyName, companyName] : [`/products/${product.id}`, product.name, `${product.name} | ${companyName}`];

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForServiceWorker(page);
    await waitForPersist(page);

    await context.setOffline(true);
    // Not the address the worker kept: the app renders it from the persisted cache.
    await page.goto(`${url}?depuis=partage`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toHaveCount(0);
    await context.setOffline(false);
  });
}
