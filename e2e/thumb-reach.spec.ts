/**
 * Issue 45 point 4: on a phone, buying stays in thumb's reach. The product
 * page's buy bar appears once the buy box has scrolled away, the cart keeps
 * 'Procéder au Paiement' at the bottom while the summary's is off the
 * screen, and the controls a thumb taps are at least 44 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

/** The element is inside the screen, its bottom edge within the last 120 px (where a thumb rests). */
async function expectAtTheBottom(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  expect(box!.y + box!.height).toBeGreaterThan(height - 120);
}

async function expectThumbSized(locator: Locator, label: string) {
  const box = await locator.boundingBox();
  expect(box, label).not.toBeNull();
  expect(box!.height, `${label}: height`).toBeGreaterThanOrEqual(44);
  expect(box!.width, `${label}: width`).toBeGreaterThanOrEqual(44);
}

test("the product page's buy bar shows once the buy box has scrolled away, and buys like it", async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  const product = await api.productWithStores();
  await page.goto(`/products/${product.id}`);
  const bar = page.getByRole('region', { name: 'Achat rapide' });
  // The buy box is on the first screen: no bar yet.
  await expect(page.getByRole('button', { name: 'Ajouter au Panier', exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // Down the page, past the buy box.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(600);
  await expect(bar).toBeVisible();
  await expectAtTheBottom(page, bar);
  await expect(bar).toContainText('À partir de');
  const add = bar.getByRole('button', { name: 'Ajouter au Panier', exact: true });
  await expectThumbSized(add, 'the bar’s add button');
  await add.tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio').first().click();
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Back at the buy box, the bar goes.
  await page.evaluate(() => scrollTo(0, 0));
  await expect(bar).toHaveCount(0);
});

test("the cart keeps 'Procéder au Paiement' at the bottom while the summary's is off the screen", async ({ page, api, request, consoleErrors }) => {
  void consoleErrors;
  const customer = await api.newCustomer();
  const headers = { Authorization: `Bearer ${customer.token}` };
  const list = await api.get<{ items: { id: string; stock: number; available_stores: { store_id: string }[] }[] }>('/api/v1/public/products/?limit=50&sort=rating');
  for (const product of list.items.filter((p) => p.stock > 5).slice(0, 3)) {
    const res = await request.post('/api/v1/cart/items', { headers, data: { product_id: product.id, quantity: 1, store_id: product.available_stores[0]?.store_id ?? null } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.addInitScript((token) => localStorage.setItem('customer_token', token), customer.token);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Panier' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Paiement rapide' });
  await expect(bar).toBeVisible();
  await expectAtTheBottom(page, bar);
  await expect(bar).toContainText('Total');
  // The total keeps one line, inside the screen, however long the XOF amount.
  const amount = bar.getByText(/CFA/);
  const amountBox = (await amount.boundingBox())!;
  expect(amountBox.x + amountBox.width).toBeLessThanOrEqual(360);
  const lineHeight = await amount.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(amountBox.height).toBeLessThan(lineHeight * 1.5);
  const go = bar.getByRole('link', { name: 'Procéder au Paiement' });
  await expectThumbSized(go, 'the bar’s checkout link');

  // Once the summary's own button is on the screen, the bar goes.
  const summaryLink = page.getByRole('region', { name: 'Récapitulatif' }).getByRole('link', { name: 'Procéder au Paiement' });
  await summaryLink.scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => scrollTo(0, 0));
  await expect(bar).toBeVisible();
  await go.tap();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the buttons a thumb taps on cards, the product page and the filters are at least 44 px', async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/products?min_rating=1');
  const card = page.getByTestId('product-card').first();
  await expectThumbSized(card.getByRole('button', { name: /^Ajouter au panier/ }), 'card: add');
  await expectThumbSized(card.getByRole('button', { name: /liste de souhaits/ }), 'card: heart');
  await expectThumbSized(page.getByRole('button', { name: /^Filtres/ }), 'Filtres');
  await expectThumbSized(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('button').first(), 'a filter chip');

  const product = await api.productWithStores();
  await page.goto(`/products/${product.id}`);
  for (const name of ['Diminuer la quantité', 'Augmenter la quantité', 'Ajouter à la Wishlist']) {
    await expectThumbSized(page.getByRole('button', { name }), `product page: ${name}`);
  }
});
