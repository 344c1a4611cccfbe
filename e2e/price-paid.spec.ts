/**
 * Issue 45 point 1 (docs/decisions/018): the price a shopper sees is the
 * price paid. A product sold by stores shows its cheapest offer ("À partir
 * de" when several stores sell it, with their number) on its card and its
 * page, and the cart charges the offer chosen; a product no store sells shows
 * its own price.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectXofAmount } from './helpers.ts';

/** The product's card in the catalogue, found by a search for its name. */
async function cardOf(page: Page, product: { id: string; name: string }) {
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  return page.getByTestId('product-card').filter({ has: page.locator(`a[href="/products/${product.id}"]`) }).first();
}

test("a product several stores sell shows 'À partir de' its cheapest offer on its card and page, and the cart charges the offer chosen", async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  const product = await api.productWithStores();
  const offers: { store_name: string; price: string }[] = product.available_stores;
  const cheapest = offers[0]!;
  expect(offers.length).toBeGreaterThanOrEqual(2);
  expect(product.price_from).toBe(cheapest.price);
  const stores = `${offers.length} boutiques`;

  const card = await cardOf(page, product);
  await expect(card).toBeVisible();
  await expect(card.locator('data')).toHaveAttribute('value', String(Number(cheapest.price)));
  await expect(card).toContainText('À partir de');
  await expect(card).toContainText(stores);
  // One phrase for a screen reader, the price with its stores.
  await expect(card.getByText(new RegExp(`^À partir de .+ dans ${stores}$`))).toHaveCount(1);

  await page.goto(`/products/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(main.locator(`data[value="${Number(cheapest.price)}"]`).first()).toContainText('د.ج.');
  // Once on the page's own price, as shown: the cards of "Vous aimerez aussi" below may say the same of
  // their products, and the phone's buy bar (hidden on a desktop) says it again once the buy box is gone.
  const ownPrice = main
    .getByText(new RegExp(`^À partir de .+ dans ${stores}$`))
    .and(main.locator(':not([data-testid="product-card"] *)'))
    .filter({ visible: true });
  await expect(ownPrice).toHaveCount(1);

  // The cheapest store, chosen in the dialog, is what the cart charges.
  await main.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: cheapest.store_name }).click();
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  const line = page.getByRole('region', { name: 'Articles du panier' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
  await expectXofAmount(line.getByText(/^Prix unitaire/), cheapest.price);
});

test('a product no store sells shows its own price, with no "À partir de" and no store count', async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  const product = await api.productWithoutStores();
  expect(product.price_from).toBe(product.price);
  const card = await cardOf(page, product);
  await expect(card).toBeVisible();
  await expect(card.locator('data')).toHaveAttribute('value', String(Number(product.price)));
  await expect(card).not.toContainText('À partir de');
  await expect(card).not.toContainText('boutique');
});
