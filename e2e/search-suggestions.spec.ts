/**
 * Suggestions as the shopper types in the header's search and the catalogue's own (issue 45 point 3):
 * categories and products from the API, chosen with the keyboard; the recent
 * searches kept on the device, and their clearing; offline, the products
 * already seen.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { waitForServiceWorker } from './offline/helpers.ts';

interface Named {
  id: string;
  name: string;
}
interface Suggestions {
  query: string;
  corrected_search: string | null;
  categories: Named[];
  products: Named[];
}

const TEXT = 'tablet';

const field = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Rechercher des produits' });
const listbox = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: 'Suggestions de recherche' });
const group = (page: Page, name: string) => listbox(page).getByRole('group', { name });

/** The id of the option the field's aria-activedescendant names, and its text. */
async function activeOption(box: Locator): Promise<string> {
  const id = await box.getAttribute('aria-activedescendant');
  if (!id) return '';
  return box.page().evaluate((optionId) => document.getElementById(optionId)?.textContent ?? '', id);
}

test.describe('search suggestions on desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('typing suggests categories and products from the API; the keyboard opens the chosen product', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const expected = await api.get<Suggestions>(`/api/v1/public/search/suggestions?q=${TEXT}`);
    expect(expected.products.length, 'the seed has products for « tablet »').toBeGreaterThan(0);
    expect(expected.categories.length, 'the seed has a category for « tablet »').toBeGreaterThan(0);

    await page.goto('/');
    const box = field(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await box.click();
    await box.pressSequentially(TEXT, { delay: 30 });

    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page).getByRole('option', { name: `Rechercher « ${TEXT} »` })).toBeVisible();
    const categories = group(page, 'Catégories').getByRole('option');
    const products = group(page, 'Produits').getByRole('option');
    await expect(categories).toHaveCount(expected.categories.length);
    await expect(products).toHaveCount(expected.products.length);
    await expect(categories.first()).toContainText(expected.categories[0]!.name);
    await expect(products.first()).toContainText(expected.products[0]!.name);
    // Each product with its image and its price; 44 px targets at least.
    await expect(products.first().locator('img')).toBeVisible();
    await expect(products.first()).toContainText('د.ج');
    for (const height of await listbox(page).getByRole('option').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(44);
    }
    const count = expected.categories.length + expected.products.length;
    await expect(page.getByRole('status').filter({ hasText: `${count} suggestions` })).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'search suggestions open');

    // Escape closes the popup, a second Escape clears the field.
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(TEXT);
    await box.press('Escape');
    await expect(box).toHaveValue('');

    // Down the options to the first product, then Enter opens it.
    await box.pressSequentially(TEXT, { delay: 30 });
    await expect(products).toHaveCount(expected.products.length);
    const target = expected.products[0]!;
    await box.press('ArrowDown');
    await expect.poll(() => activeOption(box)).toContain(`Rechercher « ${TEXT} »`);
    for (let i = 0; i < 12 && !(await activeOption(box)).includes(target.name); i += 1) await box.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('a category suggestion opens its category; a click outside closes the popup', async ({ page, api }) => {
    const expected = await api.get<Suggestions>(`/api/v1/public/search/suggestions?q=${TEXT}`);
    const category = expected.categories[0]!;
    await page.goto('/');
    const box = field(page);
    await box.fill(TEXT);
    await expect(group(page, 'Catégories').getByRole('option').first()).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await group(page, 'Catégories').getByRole('option', { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${category.id}$`));
  });

  test("the catalogue's own box suggests too: a search from it keeps the filters in use, a product suggested opens", async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const expected = await api.get<Suggestions>(`/api/v1/public/search/suggestions?q=${TEXT}`);
    await page.goto('/products?min_rating=2');
    const hero = page.getByRole('search', { name: 'Recherche dans le catalogue' });
    const box = hero.getByRole('combobox', { name: 'Rechercher des produits' });
    const heroOptions = hero.getByRole('listbox', { name: 'Suggestions de recherche' });
    await box.click();
    await box.pressSequentially(TEXT, { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(heroOptions.getByRole('group', { name: 'Produits' }).getByRole('option')).toHaveCount(expected.products.length);
    await expect(heroOptions.getByRole('group', { name: 'Catégories' }).getByRole('option')).toHaveCount(expected.categories.length);
    await expectNoSeriousA11yViolations(page, "the catalogue's search suggestions open");

    // Enter with no option chosen searches, here, with the rating filter kept.
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Résultats pour « ${TEXT} »` })).toBeVisible();
    await expect(page).toHaveURL(/min_rating=2/);
    await expect(page).toHaveURL(new RegExp(`search=(%22)?${TEXT}`));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(TEXT);

    // A product suggested opens its page.
    await box.fill('');
    await box.pressSequentially(TEXT, { delay: 30 });
    const target = expected.products[0]!;
    await heroOptions.getByRole('group', { name: 'Produits' }).getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`/products/${target.id}$`));
  });

  test('a typo: the suggestions are for the corrected words, which « Essayez « … » » searches', async ({ page, api }) => {
    const expected = await api.get<Suggestions>('/api/v1/public/search/suggestions?q=smartfone');
    const corrected = expected.corrected_search!;
    expect(corrected, 'the seed corrects « smartfone »').toMatch(/^smartphone/);
    await page.goto('/');
    const box = field(page);
    await box.fill('smartfone');
    await expect(group(page, 'Produits').getByRole('option').first()).toContainText(expected.products[0]!.name);
    await listbox(page).getByRole('option', { name: `Essayez « ${corrected} »` }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?search=${corrected}$`));
  });

  test('a submitted search shows under « Recherches récentes » on the next focus; « Effacer l’historique » clears them', async ({ page }) => {
    await page.goto('/');
    const box = field(page);
    // Nothing to show before any search.
    await box.focus();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.fill('Théière');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Th/);
    // The « Rechercher « … » » option searches too, and is remembered.
    await box.fill('tapis');
    await listbox(page).getByRole('option', { name: 'Rechercher « tapis »' }).click();
    await expect(page).toHaveURL(/\/products\?search=tapis$/);
    // The same search again, spelled otherwise: one entry, on top.
    await box.fill('THEIERE');
    await box.press('Enter');
    await expect(page).toHaveURL(/search=THEIERE$/);

    await page.goto('/stores');
    await field(page).focus();
    const recent = group(page, 'Recherches récentes').getByRole('option');
    await expect(recent).toHaveText(['THEIERE', 'tapis']);
    // Choosing one searches it.
    await field(page).press('ArrowDown');
    await field(page).press('ArrowDown');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/products\?search=tapis$/);

    await field(page).fill('');
    await field(page).blur();
    await field(page).focus();
    await expect(recent).toHaveText(['tapis', 'THEIERE']);
    await page.getByRole('button', { name: 'Effacer l’historique' }).click();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(page)).toBeFocused();
    await page.reload();
    await field(page).focus();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => localStorage.getItem('recent_searches'))).toBeNull();
  });

  test('offline, the suggestions come from the products already seen', async ({ page, context, api }) => {
    const seen = (await api.get<{ items: Named[] }>('/api/v1/public/products/?limit=20&sort=newest')).items;
    // A word of 5+ letters of a product on the first page, typed without its last letter.
    const target = seen.find((p) => p.name.split(/\s+/).some((w) => w.length >= 5))!;
    const word = target.name.split(/\s+/).find((w) => w.length >= 5)!;
    const typed = word.slice(0, -1);

    await page.goto('/products');
    // The installed app, as a shopper offline has it: the product screen's code comes from the worker.
    await waitForServiceWorker(page);
    await expect(page.getByRole('list', { name: 'Produits' }).getByRole('heading').first()).toHaveText(seen[0]!.name);

    await context.setOffline(true);
    const suggestionsAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/search/suggestions')) suggestionsAsked.push(r.url());
    });
    const box = field(page);
    await box.fill(typed);
    await expect(group(page, 'Produits').getByRole('option', { name: target.name }).first()).toBeVisible();
    // Nothing but what was seen.
    const names = await group(page, 'Produits').getByRole('option').allInnerTexts();
    for (const text of names) expect(seen.some((p) => text.includes(p.name)), text).toBe(true);
    expect(suggestionsAsked).toEqual([]);

    await group(page, 'Produits').getByRole('option', { name: target.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/products/${target.id}$`));
    await context.setOffline(false);
  });
});

test.describe('search suggestions on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the popup fits the screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Rechercher un produit' }).click();
    const box = field(page);
    await box.fill(TEXT);
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    const popup = await listbox(page).evaluate((el) => {
      const r = el.parentElement!.getBoundingClientRect();
      return { left: r.left, right: r.right, page: document.documentElement.scrollWidth };
    });
    expect(popup.left).toBeGreaterThanOrEqual(0);
    expect(popup.right).toBeLessThanOrEqual(360);
    expect(popup.page).toBeLessThanOrEqual(360);
  });
});
