/**
 * Collection detail /collections/{id}, reached from the home page: back
 * link, optional image, name, description, count, 4-column grid, pagination
 * (20 per page), unknown ids, empty and error states, checked against the API.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, renderInBrowser, test, type Api } from './fixtures.ts';
import { type Collection, COLLECTIONS, failApiCalls, homeCollections, openUnknownAndMalformedIds, productCount } from './helpers.ts';

interface CollectionDetail extends Collection {
  items: { id: string; name: string; price: string }[];
  total_items: number;
}

function detail(api: Api, id: string, skip = 0): Promise<CollectionDetail> {
  return api.get<CollectionDetail>(`${COLLECTIONS}${id}?include_products=true&skip=${skip}&limit=20`);
}

const grid = (page: Page, name: string) => page.getByRole('list', { name: `Produits de la collection ${name}` });
const productNames = (page: Page, name: string) => grid(page, name).getByRole('heading').allInnerTexts();

test.describe('collection detail', () => {
  // Some tests answer for the API with page.route: the service worker's own fetches would bypass it.
  test.use({ serviceWorkers: 'block' });

  test('from the home page to a collection: back link, header, products in 4 columns', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const collections = await homeCollections(api);
    const collection = collections.find((c) => c.image && c.description) ?? collections[0]!;
    const expected = await detail(api, collection.id);

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Collections en Vedette' });
    await featured.getByRole('link', { name: new RegExp(collection.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(page).toHaveURL(`/collections/${collection.id}`);

    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1, name: collection.name })).toBeVisible();
    if (collection.description) await expect(page.getByText(collection.description, { exact: true })).toBeVisible();
    await expect(page.locator('header').getByText(productCount(expected.total_items), { exact: true })).toBeVisible();
    await expect(page.locator('header img')).toHaveCount(collection.image ? 1 : 0);
    await expect.poll(() => productNames(page, collection.name)).toEqual(expected.items.map((p) => p.name));

    // Four cards side by side on a desktop screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    const cards = grid(page, collection.name).getByRole('listitem');
    if ((await cards.count()) >= 4) {
      const tops = await cards.evaluateAll((items) => items.slice(0, 5).map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops.slice(0, 4)).size).toBe(1);
      if (tops.length > 4) expect(tops[4]).toBeGreaterThan(tops[0]!);
    }
    // One page: no pagination.
    if (expected.total_items <= 20) await expect(page.getByRole('navigation', { name: /^Pages/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/collections/{id} desktop');

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, '/collections/{id} 360 px');

    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL('/');
  });

  test('a collection without image shows its text header only', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const collection = (await homeCollections(api)).find((c) => !c.image);
    test.skip(!collection, 'every seeded collection has an image');
    await page.goto(`/collections/${collection!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: collection!.name })).toBeVisible();
    await expect(page.locator('header img')).toHaveCount(0);
  });

  test('pagination asks for 20 products per page and keeps the page in the URL', async ({ page, api, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    const collection = (await homeCollections(api))[0]!;
    const real = await detail(api, collection.id);
    // The seeded collections fit on one page: the server's answer is kept, with a larger total.
    const total = 45;
    const skips: string[] = [];
    await page.route(
      (url) => url.pathname === `${COLLECTIONS}${collection.id}`,
      async (route) => {
        const url = new URL(route.request().url());
        skips.push(`${url.searchParams.get('skip')}/${url.searchParams.get('limit')}`);
        const response = await route.fetch();
        const body = (await response.json()) as CollectionDetail;
        await route.fulfill({ response, json: { ...body, items: real.items, total_items: total } });
      },
    );
    await page.goto(`/collections/${collection.id}`);
    await expect(page.getByText(`1–20 sur ${total} produits`)).toBeVisible();
    const pagination = page.getByRole('navigation', { name: `Pages : Produits de la collection ${collection.name}` });
    await expect(pagination.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
    await pagination.getByRole('button', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(pagination.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`41–45 sur ${total} produits`)).toBeVisible();
    expect(skips).toContain('0/20');
    expect(skips).toContain('40/20');
    await expect(pagination.getByRole('button', { name: /Suivant/ })).toBeDisabled();
  });

  test('an unknown id shows a French not-found with the way home', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await openUnknownAndMalformedIds(page, 'collections', 'pas-une-collection', 'Collection introuvable');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL('/');
  });

  test('an empty collection and a collection that fails to load', async ({ page, api, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    test.setTimeout(90_000);
    const [empty, failing] = await homeCollections(api);
    await page.route(
      (url) => url.pathname === `${COLLECTIONS}${empty!.id}`,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as CollectionDetail;
        await route.fulfill({ response, json: { ...body, items: [], total_items: 0 } });
      },
    );
    await page.goto(`/collections/${empty!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: empty!.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aucun produit dans cette collection pour le moment.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/collections/{id} empty');

    await failApiCalls(page, (url) => url.pathname === `${COLLECTIONS}${failing!.id}`);
    await page.goto(`/collections/${failing!.id}`);
    await expect(page.getByRole('heading', { name: 'Erreur lors du chargement de la collection' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/collections/{id} error');
  });
});
