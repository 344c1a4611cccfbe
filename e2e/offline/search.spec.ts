/**
 * Searching the catalogue offline (issue 13, point 8): the products already
 * seen answer, accents and case folded, with the notice that they come from
 * them; once online, the server's results again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForPersist, waitForServiceWorker } from './helpers.ts';

interface Product {
  id: string;
  name: string;
}

const NOTICE = 'Résultats parmi les produits déjà consultés';
const results = (page: Page) => page.getByRole('list', { name: 'Produits' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produits? trouvés?/ });
const heroSearch = (page: Page) => page.getByRole('search', { name: 'Recherche dans le catalogue' });

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

async function searchInHero(page: Page, text: string) {
  await heroSearch(page).getByPlaceholder('Rechercher des produits...').fill(text);
  await heroSearch(page).getByRole('button', { name: 'Rechercher' }).click();
}

test('offline, a search finds the products seen before; online again, the server answers', async ({ page, context, api, consoleErrors }) => {
  void consoleErrors;
  const newest = (await api.get<{ items: Product[] }>('/api/v1/public/products/?limit=20&sort=newest')).items;
  // A product of the first page whose name has a word of 5+ letters, searched without accents, upper case and cut short.
  const target = newest.find((p) => p.name.split(/\s+/).some((w) => w.length >= 5))!;
  const word = target.name.split(/\s+/).find((w) => w.length >= 5)!;
  const query = fold(word).slice(0, -1).toUpperCase();
  const seen = newest.filter((p) => fold(p.name).toLowerCase().split(/[^\p{L}\p{Nd}]+/u).some((w) => w.startsWith(query.toLowerCase())));

  await page.goto('/products');
  await waitForServiceWorker(page);
  await expect(results(page).getByRole('heading').first()).toHaveText(newest[0]!.name);
  await waitForPersist(page);

  await context.setOffline(true);
  await searchInHero(page, query);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(query)}`));
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(results(page).getByRole('heading', { name: target.name }).first()).toBeVisible();
  // Each product once, even when several cached lists hold it.
  const names = await results(page).getByRole('heading').allInnerTexts();
  expect(new Set(names).size).toBe(names.length);
  expect(names.length).toBeGreaterThanOrEqual(seen.length);
  await expect(count(page)).toHaveText(names.length > 1 ? `${names.length} produits trouvés` : `${names.length} produit trouvé`);

  // A word no product seen has: the empty state says why.
  await searchInHero(page, 'zzqxw');
  await expect(page.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();

  // After a reload offline too (the persisted cache).
  await searchInHero(page, query);
  await expect(results(page).getByRole('heading', { name: target.name }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(results(page).getByRole('heading', { name: target.name }).first()).toBeVisible();

  // Online again: the server's answer, without the notice.
  await context.setOffline(false);
  const server = await api.get<{ items: Product[]; total_items: number }>(
    `/api/v1/public/products/?limit=20&sort=newest&search=${encodeURIComponent(query)}`,
  );
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(count(page)).toHaveText(server.total_items > 1 ? `${server.total_items} produits trouvés` : `${server.total_items} produit trouvé`);
  await expect(results(page).getByRole('heading').first()).toHaveText(server.items[0]!.name);
});

test('offline with nothing seen, the catalogue says it is offline', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/about');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/products?search=tapis');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await context.setOffline(false);
});
