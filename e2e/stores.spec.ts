/**
 * Stores: the list /stores (cards and their fallbacks, the API search kept
 * in the URL, the vendor call to action) and the detail /stores/{id}
 * (breadcrumb, contact badges, tabs, the store's prices, pagination,
 * unknown ids including the home page's company logo, error and empty
 * states), checked against the API.
 */
import type { Page } from '@playwright/test';
import type { components } from '../tests/server/contract/marketplace-api.d.ts';
import { expect, expectNoSeriousA11yViolations, renderInBrowser, test, type Api } from './fixtures.ts';
import { failApiCalls, searchForNothingThenClear } from './helpers.ts';

/** A store as the API lists it: the API's contract, generated from its OpenAPI document. */
type Store = components['schemas']['Store'];

interface StoreProducts {
  items: { id: string; name: string; price: string; store_price: string }[];
  total_items: number;
}

const STORES = '/api/v1/public/stores/';

function stores(api: Api, query = ''): Promise<{ items: Store[]; total_items: number }> {
  return api.get(`${STORES}?limit=100${query ? `&${query}` : ''}`);
}

function storeProducts(api: Api, id: string, skip = 0): Promise<StoreProducts> {
  return api.get<StoreProducts>(`${STORES}${id}/products?limit=20&skip=${skip}`);
}

function countText(n: number): string {
  return n > 1 ? `${n} boutiques trouvées` : `${n} boutique trouvée`;
}

const storeList = (page: Page) => page.getByRole('list', { name: 'Boutiques' });
const storeCount = (page: Page) => page.getByRole('status').filter({ hasText: /boutiques? trouvées?/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher une boutique' });
const storeCard = (page: Page, name: string) =>
  storeList(page).getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const productGrid = (page: Page, name: string) => page.getByRole('list', { name: `Produits de ${name}` });
const productNames = (page: Page, name: string) => productGrid(page, name).getByRole('heading').allInnerTexts();

test.describe('store list', () => {
  test.use({ serviceWorkers: 'block' });

  test('cards with logo, name, address, description and link; the vendor call to action', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const all = await stores(api);
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos Boutiques' })).toBeVisible();
    await expect(storeCount(page)).toHaveText(countText(all.total_items));
    await expect(storeList(page).getByRole('article')).toHaveCount(Math.min(all.total_items, 20));
    expect(await storeList(page).getByRole('heading').allInnerTexts()).toEqual(all.items.slice(0, 20).map((s) => s.name));

    for (const store of all.items.slice(0, 20)) {
      const card = storeCard(page, store.name);
      await expect(card.getByText(store.address || 'Adresse non disponible', { exact: true })).toBeVisible();
      await expect(card.getByText(store.description || 'Aucune description disponible.', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Visiter la Boutique/ })).toHaveAttribute('href', `/stores/${store.id}`);
      await expect(card.locator('img')).toHaveAttribute('src', store.logo ?? '/placeholder.svg');
    }

    const cta = page.getByRole('region', { name: 'Prêt à Commencer à Vendre ?' });
    await expect(cta.getByRole('heading', { name: 'Prêt à Commencer à Vendre ?' })).toBeVisible();
    const vendor = cta.getByRole('link', { name: /^Devenir Vendeur/ });
    await expect(vendor).toHaveAttribute('href', 'https://vendeurs.souk-el-djazair.dz');
    await expect(vendor).toHaveAttribute('target', '_blank');
    await expect(vendor).toHaveAttribute('rel', /noopener/);
    await expect(vendor).toHaveAccessibleName(/nouvel onglet/);
    await expectNoSeriousA11yViolations(page, '/stores desktop');

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, '/stores 360 px');

    // Visiting a store from its card.
    const first = all.items[0]!;
    await storeCard(page, first.name).getByRole('link', { name: /^Visiter la Boutique/ }).click();
    await expect(page).toHaveURL(`/stores/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });

  test('the search asks the API (name, address or description), waits for a pause and is kept in the URL', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const all = (await stores(api)).items;
    // A city from an address, typed without its accents.
    const city = all.map((s) => s.address?.split(',').pop()?.trim()).find((c): c is string => Boolean(c))!;
    const typed = city.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const byCity = await stores(api, `search=${encodeURIComponent(typed)}`);
    expect(byCity.total_items).toBeGreaterThan(0);

    await page.goto('/stores');
    await expect(storeCount(page)).toHaveText(countText(all.length));

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === STORES) searches.push(url.searchParams.get('search') ?? '');
    });
    await searchBox(page).pressSequentially(typed, { delay: 40 });
    await expect(storeCount(page)).toHaveText(countText(byCity.total_items));
    expect(await storeList(page).getByRole('heading').allInnerTexts()).toEqual(byCity.items.map((s) => s.name));
    // Debounced: one request for the whole word, not one per key.
    expect(searches.filter((s) => s !== '')).toEqual([typed]);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(typed)}`));

    // Reloading keeps the search and its results.
    await page.reload();
    await expect(searchBox(page)).toHaveValue(typed);
    await expect(storeCount(page)).toHaveText(countText(byCity.total_items));

    // A word of a description.
    const described = all.find((s) => s.description && s.description.split(/\s+/).some((w) => w.length > 6))!;
    const word = described.description!.split(/\s+/).find((w) => w.length > 6)!.replace(/[.,;:]$/, '');
    const byWord = await stores(api, `search=${encodeURIComponent(word)}`);
    await searchBox(page).fill(word);
    await searchBox(page).press('Enter');
    await expect(storeCount(page)).toHaveText(countText(byWord.total_items));
    await expect(storeCard(page, described.name)).toBeVisible();

    await searchForNothingThenClear(page, { box: searchBox(page), count: storeCount(page), label: '/stores empty search' }, 'zzzz aucune boutique', {
      heading: 'Aucune boutique trouvée',
      noneText: '0 boutique trouvée',
      allText: countText(all.length),
    });
    await expect(page).not.toHaveURL(/search=/);
  });

  test('a list that fails to load says so', async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    test.setTimeout(90_000);
    await failApiCalls(page, (url) => url.pathname === STORES);
    await page.goto('/stores');
    await expect(page.getByRole('heading', { name: 'Erreur lors du chargement des boutiques' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    // The call to action stays.
    await expect(page.getByRole('link', { name: /^Devenir Vendeur/ })).toBeVisible();
  });
});

test.describe('store detail', () => {
  test.use({ serviceWorkers: 'block' });

  test('breadcrumb, logo, contact badges, products at the store’s prices, pagination', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const all = (await stores(api)).items;
    const store = all.find((s) => s.address && s.contact_phone && s.contact_email && s.product_count > 20)!;
    const first = await storeProducts(api, store.id);
    const second = await storeProducts(api, store.id, 20);

    await page.goto(`/stores/${store.id}`);
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Boutiques' })).toHaveAttribute('href', '/stores');
    await expect(crumbs.locator('[aria-current]')).toHaveText(store.name);

    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(page.getByRole('img', { name: `Logo ${store.name}` })).toBeVisible();
    if (store.description) await expect(page.locator('header').getByText(store.description)).toBeVisible();
    const contact = page.getByRole('list', { name: 'Coordonnées' });
    await expect(contact.getByText(store.address!)).toBeVisible();
    await expect(contact.getByRole('link', { name: new RegExp(store.contact_phone!.replace(/\+/g, '\\+')) })).toHaveAttribute(
      'href',
      `tel:${store.contact_phone!.replace(/[^\d+]/g, '')}`,
    );
    await expect(contact.getByRole('link', { name: new RegExp(store.contact_email!.replace(/\./g, '\\.')) })).toHaveAttribute(
      'href',
      `mailto:${store.contact_email}`,
    );

    const tabs = page.getByRole('tablist', { name: 'Sections de la boutique' });
    await expect(tabs.getByRole('tab')).toHaveText(['Produits', 'À Propos']);
    await expect(tabs.getByRole('tab', { name: 'Produits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`1–20 sur ${first.total_items} produits`)).toBeVisible();
    await expect.poll(() => productNames(page, store.name)).toEqual(first.items.map((p) => p.name));
    // The prices are this store's.
    const prices = await productGrid(page, store.name).locator('data').evaluateAll((nodes) => nodes.map((n) => (n as HTMLDataElement).value));
    expect(prices).toEqual(first.items.map((p) => String(Number(p.store_price))));
    await expectNoSeriousA11yViolations(page, '/stores/{id} products');

    const pagination = page.getByRole('navigation', { name: `Pages : Produits de ${store.name}` });
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => productNames(page, store.name)).toEqual(second.items.map((p) => p.name));
    await expect(page.getByText(`21–${Math.min(40, second.total_items)} sur ${second.total_items} produits`)).toBeVisible();

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, '/stores/{id} 360 px');
  });

  test('the À Propos tab, by mouse and keyboard, kept in the URL', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const store = (await stores(api)).items.find((s) => !s.contact_email)!;
    await page.goto(`/stores/${store.id}`);
    const tabs = page.getByRole('tablist', { name: 'Sections de la boutique' });
    await expect(productGrid(page, store.name)).toBeVisible();

    await tabs.getByRole('tab', { name: 'À Propos' }).click();
    await expect(tabs.getByRole('tab', { name: 'À Propos' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=a-propos/);
    const panel = page.getByRole('tabpanel', { name: 'À Propos' });
    await expect(panel.getByRole('heading', { level: 2, name: `À propos de ${store.name}` })).toBeVisible();
    await expect(panel.getByText(store.address ?? 'Adresse non disponible', { exact: true })).toBeVisible();
    await expect(panel.getByText(store.product_count > 1 ? `${store.product_count} produits` : `${store.product_count} produit`)).toBeVisible();
    // No e-mail: no mailto link anywhere.
    await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/stores/{id} about');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'À Propos' })).toHaveAttribute('aria-selected', 'true');

    // Arrow keys move between the tabs.
    await page.getByRole('tab', { name: 'À Propos' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Produits' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Produits' })).toHaveAttribute('aria-selected', 'true');
    await expect(productGrid(page, store.name)).toBeVisible();
    await expect(page).not.toHaveURL(/tab=/);
  });

  test('the home page’s logo (the company id) and unknown ids show a not-found with a way to the stores', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    const logo = page.getByRole('link').filter({ has: page.getByRole('img', { name: /^Logo / }) }).first();
    await logo.click();
    await expect(page).toHaveURL(/\/stores\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique introuvable' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/stores/{company id}');
    await page.getByRole('link', { name: 'Voir toutes les boutiques' }).click();
    await expect(page).toHaveURL('/stores');
    await expect(storeList(page)).toBeVisible();

    await page.goto('/stores/pas-une-boutique');
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique introuvable' })).toBeVisible();
  });

  test('a store without products, and a store that fails to load', async ({ page, api, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    test.setTimeout(90_000);
    const [store, other] = (await stores(api)).items;
    await page.route(
      (url) => url.pathname === `${STORES}${store!.id}/products`,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], total_items: 0 }) }),
    );
    await page.goto(`/stores/${store!.id}`);
    await expect(page.getByRole('heading', { name: 'Aucun produit trouvé dans cette boutique' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/stores/{id} empty');

    await failApiCalls(page, (url) => url.pathname === `${STORES}${other!.id}`, 503, 'Service indisponible');
    await page.goto(`/stores/${other!.id}`);
    await expect(page.getByRole('heading', { name: 'Erreur lors du chargement de la boutique' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/stores/{id} error');
  });
});
