/**
 * Home /: 'Catégories Populaires' (5 random leaves and the tile to all of
 * them), 'Nouveautés' (the newest products, with their buttons) and
 * 'Collections en Vedette' (up to 10, one card shape whether a collection has
 * its own image or not; empty and error states), checked against the API at
 * 360 and 1366 px.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, renderInBrowser, test } from './fixtures.ts';
import { COLLECTIONS, failApiCalls, homeCollections, productCount } from './helpers.ts';

const featured = (page: Page) => page.getByRole('region', { name: 'Collections en Vedette' });
const collectionCards = (page: Page) => featured(page).getByRole('listitem');

/** Each card's art box and whole card, measured. */
function cardBoxes(page: Page) {
  return collectionCards(page).evaluateAll((items) =>
    items.map((li) => {
      const card = li.querySelector('a')!.getBoundingClientRect();
      const art = li.querySelector('a > div')!.getBoundingClientRect();
      return { top: Math.round(card.top), width: card.width, height: card.height, artWidth: art.width, artHeight: art.height };
    }),
  );
}

test.describe('home', () => {
  // Some tests answer for the API with page.route: the service worker's own fetches would bypass it.
  test.use({ serviceWorkers: 'block' });

  test('Collections en Vedette: every collection, one card shape with or without its own image', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const collections = await homeCollections(api);
    expect(collections.length).toBeGreaterThan(0);
    const withoutImage = collections.filter((c) => !c.image && (c.preview_products?.length ?? 0) > 0);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(featured(page).getByRole('heading', { level: 2, name: 'Collections en Vedette' })).toBeVisible();
    await expect(collectionCards(page)).toHaveCount(collections.length);
    for (const collection of collections) {
      const card = collectionCards(page).filter({ has: page.getByRole('heading', { level: 3, name: collection.name, exact: true }) });
      await expect(card.getByRole('link')).toHaveAttribute('href', `/collections/${collection.id}`);
      await expect(card.getByText(productCount(collection.product_count), { exact: true })).toBeVisible();
      if (collection.description) await expect(card.getByText(collection.description, { exact: true })).toBeVisible();
    }

    // A collection without an image shows its products' thumbnails in the same box.
    for (const collection of withoutImage) {
      const card = collectionCards(page).filter({ has: page.getByRole('heading', { level: 3, name: collection.name, exact: true }) });
      await expect(card.locator('img')).toHaveCount(Math.min(3, collection.preview_products!.length));
    }

    // Scroll through so the lazy images load, then measure.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await cardBoxes(page);
      // The same art box for every card (3:2), whatever fills it.
      for (const box of boxes) {
        expect(Math.abs(box.artWidth - boxes[0]!.artWidth)).toBeLessThan(1);
        expect(Math.abs(box.artHeight - boxes[0]!.artHeight)).toBeLessThan(1);
        expect(box.artWidth / box.artHeight).toBeCloseTo(1.5, 1);
      }
      // Cards of a row are of one height: no tall card beside a short one.
      const rows = new Map<number, typeof boxes>();
      for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
      for (const row of rows.values()) expect(Math.max(...row.map((b) => b.height)) - Math.min(...row.map((b) => b.height))).toBeLessThan(1);
      if (width === 1366 && boxes.length >= 3) expect(rows.get(boxes[0]!.top)!.length).toBe(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page, `/ at ${width} px`);
    }

    // A card opens its collection.
    const first = collections[0]!;
    await featured(page).getByRole('link', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(page).toHaveURL(`/collections/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });

  test('a collection without image or products gets the placeholder art in the same box', async ({ page, api, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    const collections = await homeCollections(api);
    const bare = { ...collections[0]!, image: null, preview_products: [] };
    const mosaic = { ...collections[1]!, image: null, preview_products: (collections[1]!.preview_products ?? []).slice(0, 2) };
    // Reached by an in-app link, so the browser (not a server render) asks for the list.
    await page.goto('/faq');
    await page.route(
      (url) => url.pathname === COLLECTIONS,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [bare, mosaic], total_items: 2 }) }),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(collectionCards(page)).toHaveCount(2);
    const bareCard = collectionCards(page).filter({ hasText: bare.name });
    await expect(bareCard.locator('img')).toHaveAttribute('src', /placeholder/);
    const mosaicCard = collectionCards(page).filter({ hasText: mosaic.name });
    await expect(mosaicCard.locator('img')).toHaveCount(Math.min(2, collections[1]!.preview_products?.length ?? 0));
    const boxes = await cardBoxes(page);
    expect(Math.abs(boxes[0]!.artHeight - boxes[1]!.artHeight)).toBeLessThan(1);
    expect(Math.abs(boxes[0]!.height - boxes[1]!.height)).toBeLessThan(1);
  });

  test('no collection: the spec’s empty text', async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    await page.goto('/faq');
    await page.route(
      (url) => url.pathname === COLLECTIONS,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], total_items: 0 }) }),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(featured(page).getByRole('heading', { name: 'Aucune collection disponible pour le moment.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/ without collections');
  });

  test('collections that fail to load: the spec’s error', async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    test.setTimeout(90_000);
    // A fresh page: nothing cached for the home page yet.
    await page.goto('/faq');
    await failApiCalls(page, (url) => url.pathname === COLLECTIONS);
    await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
    // Server errors are retried with backoff before the error shows.
    await expect(featured(page).getByRole('heading', { name: 'Erreur lors du chargement des collections.' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, '/ collections error');
  });

  test('Catégories Populaires: 5 leaf categories and the tile to all of them', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const categories = (await api.get<{ items: { id: string; parent_id: string | null }[] }>('/api/v1/public/categories/')).items;
    const leaves = new Set(categories.filter((c) => !categories.some((o) => o.parent_id === c.id)).map((c) => c.id));
    await page.goto('/');
    const popular = page.getByRole('region', { name: 'Catégories Populaires' });
    const links = popular.getByRole('link');
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const href of hrefs.slice(0, 5)) expect(leaves.has(href.replace('/categories/', ''))).toBe(true);
    await expect(links.last()).toHaveAttribute('href', '/categories');
    await expect(links.last()).toContainText('Toutes les catégories');
  });

  test('Nouveautés: the 8 newest products in order, each with its buttons, and the way to all of them', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const newest = (await api.get<{ items: { name: string }[] }>('/api/v1/public/products/?limit=8&sort=newest')).items;
    expect(newest).toHaveLength(8);
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Nouveautés' });
    // Loaded as it comes near the screen: scrolled to, it fills in.
    await page.getByRole('region', { name: 'Catégories Populaires' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    const cards = row.getByRole('list', { name: 'Nouveautés' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(newest.map((p) => p.name));
    await expect(cards.getByRole('button', { name: /^Ajouter au panier/ })).toHaveCount(8);
    await expect(cards.getByRole('button', { name: 'Ajouter à la liste de souhaits' })).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('link', { name: 'Voir tous les produits' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(newest[0]!.name);
  });

  test('a row whose code cannot be fetched goes away, as a list that cannot be had', async ({ page }) => {
    await page.route(/\/assets\/home-products-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('region', { name: 'Catégories Populaires' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(page.getByTestId('product-row-placeholder')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Nouveautés' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Collections en Vedette' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

    test('the first screen is not all hero: the next section starts on it', async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.goto('/');
      const next = page.getByRole('heading', { name: 'Catégories Populaires' });
      const box = (await next.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      // The logo still links to the company's store, beside the title.
      const logo = page.getByRole('link', { name: /Logo/ });
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const logoBox = (await logo.boundingBox())!;
      expect(logoBox.x).toBeGreaterThan(title.x);
      expect(logoBox.y).toBeLessThan(title.y + title.height);
    });
  });
});
