/**
 * Shareable catalogue links (issue 13, point 7): selected categories are a
 * plain comma list in the URL (`?categories=a,b`); old links written as a
 * JSON array still open the same screen and are rewritten in the new form.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface TreeNode {
  id: string;
  name: string;
  product_count: number;
  children: TreeNode[];
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /produits? trouvés?/ });
const label = (n: number) => (n > 1 ? `${n} produits trouvés` : `${n} produit trouvé`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const box = (name: string) => new RegExp(`^${escape(name)}\\s*\\(\\d+\\)$`);

test('categories go into the URL as a comma list; old JSON-array links still open and are rewritten', async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  const tree = (await api.get<{ items: TreeNode[] }>('/api/v1/public/categories/tree/')).items;
  const [first, second] = tree.filter((c) => c.product_count > 0);
  const both = await api.get<{ total_items: number }>(`/api/v1/public/products/?limit=20&category=${first!.id},${second!.id}`);

  await page.goto('/products');
  const sidebar = page.getByRole('complementary', { name: 'Filtres' });
  await sidebar.getByRole('checkbox', { name: box(first!.name) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]categories=${first!.id}(&|$)`));
  await sidebar.getByRole('checkbox', { name: box(second!.name) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]categories=${first!.id},${second!.id}(&|$)`));
  await expect(count(page)).toHaveText(label(both.total_items));

  // The link as shared opens the same screen.
  await page.goto(`/products?categories=${second!.id},${first!.id}&sort=rating`);
  await expect(count(page)).toHaveText(label(both.total_items));
  await expect(sidebar.getByRole('checkbox', { name: box(first!.name) })).toBeChecked();
  await expect(sidebar.getByRole('checkbox', { name: box(second!.name) })).toBeChecked();

  // An old link (JSON array) still opens, and reads anew as a comma list.
  await page.goto(`/products?categories=${encodeURIComponent(JSON.stringify([first!.id, second!.id]))}`);
  await expect(count(page)).toHaveText(label(both.total_items));
  await expect(page).toHaveURL(new RegExp(`[?&]categories=${first!.id},${second!.id}$`));
  await expect(sidebar.getByRole('checkbox', { name: box(second!.name) })).toBeChecked();
});
