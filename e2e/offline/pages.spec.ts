/**
 * Issue 10, part 3: the service worker asks the server for a public page
 * first and keeps its HTML; offline, a reload is answered with that page as
 * the server rendered it (content in the document before any script runs),
 * and a public page never fetched as a document falls back to the shell.
 */
import { expect, test } from '../fixtures.ts';
import { openProductUnderWorker, reloadOfflineAsTheServerRenderedIt, waitForServiceWorker } from './helpers.ts';

test('offline, a reload shows the last HTML the server rendered for that page; personal screens get the shell', async ({ page, context, api }) => {
  const product = await api.productWithStores();
  // A document navigation under the worker: its HTML is kept.
  await openProductUnderWorker(page, product, '/');

  await reloadOfflineAsTheServerRenderedIt(page, product);
  await page.waitForFunction(() => performance.getEntriesByName('boot:hydrated').length > 0);

  // The cart is personal: never kept as HTML, the shell renders it from the persisted data.
  const cart = await page.goto('/cart');
  expect(await cart!.text()).toContain('Chargement…');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Panier' })).toBeVisible();
  await context.setOffline(false);
});

test('with the worker in control, the address bar still reaches robots.txt and the sitemaps, not the app', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const robots = await page.goto('/robots.txt');
  expect(robots!.headers()['content-type']).toContain('text/plain');
  expect(await robots!.text()).toMatch(/\nSitemap: http:\/\/[^/]+\/sitemap\.xml\n$/);
  for (const address of ['/sitemap.xml', '/sitemaps/pages.xml']) {
    const answer = await page.goto(address);
    expect(answer!.headers()['content-type'], address).toContain('application/xml');
    expect(await answer!.text(), address).toContain('http://www.sitemaps.org/schemas/sitemap/0.9');
  }
});
