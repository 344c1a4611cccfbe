/**
 * Issue 45 point 3, the results page: a search is titled for its words, a
 * word naming a category finds that category's products, and a typo is
 * answered for the corrected words, saying so. Checked against the API.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

interface ProductList {
  items: { id: string; name: string }[];
  total_items: number;
  corrected_search?: string;
}

const results = (page: Page) => page.getByRole('list', { name: 'Produits' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produits? trouvés?/ });
const countLabel = (n: number) => (n > 1 ? `${n} produits trouvés` : `${n} produit trouvé`);

test('a search is titled for its words, and a category named in it brings its products', async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  const expected = await api.get<ProductList>('/api/v1/public/products/?limit=20&search=%C3%A9lectrom%C3%A9nager');
  expect(expected.total_items).toBeGreaterThan(0);
  expect(expected.corrected_search).toBeUndefined();
  await page.goto('/products?search=%C3%A9lectrom%C3%A9nager');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « électroménager »' })).toBeVisible();
  await expect(page).toHaveTitle(/^Résultats pour « électroménager »/);
  await expect(count(page)).toHaveText(countLabel(expected.total_items));
  await expect(results(page).getByRole('heading')).toHaveText(expected.items.map((p) => p.name));
  await expect(page.getByTestId('search-corrected')).toHaveCount(0);

  // Searching again from the page's own form retitles it; clearing the search brings 'Nos Produits' back.
  const form = page.getByRole('search', { name: 'Recherche dans le catalogue' });
  await form.getByRole('combobox', { name: 'Rechercher des produits' }).fill('tapis');
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « tapis »' })).toBeVisible();
  await form.getByRole('combobox', { name: 'Rechercher des produits' }).fill('');
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nos Produits' })).toBeVisible();
});

test('a search with a typo shows the results for the corrected words, and says so', async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  const expected = await api.get<ProductList>('/api/v1/public/products/?limit=20&search=smartfone');
  const corrected = expected.corrected_search!;
  expect(corrected).toMatch(/^smartphone/);
  await page.goto('/products?search=smartfone');
  await expect(page.getByRole('heading', { level: 1, name: `Résultats pour « ${corrected} »` })).toBeVisible();
  await expect(page.getByTestId('search-corrected')).toHaveText(`Aucun produit pour « smartfone » : voici les résultats pour « ${corrected} ».`);
  await expect(count(page)).toHaveText(countLabel(expected.total_items));
  await expect(results(page).getByRole('heading')).toHaveText(expected.items.map((p) => p.name));
  await expectNoSeriousA11yViolations(page);

  // Nothing alike: the empty state, titled for the words as typed.
  await page.goto('/products?search=zzqxwv');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « zzqxwv »' })).toBeVisible();
  await expect(page.getByText('Aucun produit trouvé')).toBeVisible();
});
