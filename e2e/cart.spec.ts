/**
 * /cart: item cards, stepper, removal, discount codes, totals (XOF fr-FR),
 * clearing with a confirmation, empty, loading error and guest states. The
 * cart is filled through the API with the page's own session (the add-to-cart
 * UI belongs to the catalogue screens), then read back from the API to check
 * what the shopper sees.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { asReturningGuest, expect, test, type Api } from './fixtures.ts';
import { axeOnceToastsAreGone, digits, expectXofAmount, guestSessionHeaders, xofDigits } from './helpers.ts';

interface CartItem {
  id: string;
  product_id: string;
  product_name: string;
  store_name: string | null;
  quantity: number;
  unit_price: string;
  total_price: string;
  stock: number;
}

interface Cart {
  items: CartItem[];
  total_items: number;
  subtotal: string;
  discount: string;
  discount_code: string | null;
  total_price: string;
}

async function addItem(request: APIRequestContext, headers: Record<string, string>, product: any, quantity: number, withStore: boolean) {
  const res = await request.post('/api/v1/cart/items', {
    headers,
    data: { product_id: product.id, quantity, store_id: withStore ? product.available_stores[0].store_id : null },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function serverCart(request: APIRequestContext, headers: Record<string, string>): Promise<Cart> {
  const res = await request.get('/api/v1/cart/', { headers });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Cart;
}

/** A guest cart with two lines: one bought from a store (quantity 2), one without store (quantity 1). */
async function guestCartWithTwoLines(page: Page, request: APIRequestContext, api: Api) {
  await page.goto('/');
  const headers = await guestSessionHeaders(page);
  const withStores = await api.productWithStores();
  const withoutStores = await api.productWithoutStores();
  await addItem(request, headers, withStores, 2, true);
  await addItem(request, headers, withoutStores, 1, false);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Panier' })).toBeVisible();
  return { headers, withStores, withoutStores };
}

const summary = (page: Page) => page.getByRole('region', { name: 'Récapitulatif' });

function summaryValue(page: Page, label: string): Locator {
  return summary(page).locator(`xpath=.//dt[starts-with(normalize-space(), "${label}")]/following-sibling::dd[1]`);
}

async function expectAmount(locator: Locator, amount: string | number) {
  await expect(locator).toContainText('F');
  await expectXofAmount(locator, amount);
}

async function expectTotals(page: Page, cart: Cart) {
  await expectAmount(summaryValue(page, 'Sous-total'), cart.subtotal);
  await expectAmount(summaryValue(page, 'Total'), cart.total_price);
  await expect(summaryValue(page, 'Livraison')).toHaveText('Gratuit');
}

const itemCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Articles du panier' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test.describe('cart', () => {
  test('shows each line with image, name, store, prices and the XOF totals; guests are offered to sign in', async ({ page, request, api, consoleErrors }) => {
    const { headers, withStores, withoutStores } = await guestCartWithTwoLines(page, request, api);
    const cart = await serverCart(request, headers);

    const storeLine = cart.items.find((i) => i.product_id === withStores.id)!;
    const card = itemCard(page, storeLine.product_name);
    await expect(card.getByRole('link', { name: storeLine.product_name })).toHaveAttribute('href', `/products/${withStores.id}`);
    await expect(card.getByText(`Vendu par ${storeLine.store_name}`)).toBeVisible();
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.getByRole('group', { name: `Quantité de ${storeLine.product_name}` })).toContainText('2');
    await expectXofAmount(card.getByText(/^Prix unitaire/), storeLine.unit_price);
    expect(digits(await card.locator('data').last().innerText())).toBe(xofDigits(storeLine.total_price));

    const plainLine = cart.items.find((i) => i.product_id === withoutStores.id)!;
    await expect(itemCard(page, plainLine.product_name).getByText(/^Vendu par/)).toHaveCount(0);

    await expect(page.getByText(`${cart.total_items} articles`).first()).toBeVisible();
    await expectTotals(page, cart);
    await expect(summaryValue(page, 'Réduction')).toHaveCount(0);

    const signIn = summary(page).getByRole('link', { name: 'Se connecter' });
    await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fcart');
    await expect(page.getByRole('banner').getByRole('link', { name: `Panier, ${cart.total_items} articles` })).toBeVisible();

    await axeOnceToastsAreGone(page, 'cart with items (1280)');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axeOnceToastsAreGone(page, 'cart with items (360)');

    await summary(page).getByRole('link', { name: 'Procéder au Paiement' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the stepper changes quantities; the decrement stops at 1; Retirer removes the line', async ({ page, request, api }) => {
    const { headers, withStores, withoutStores } = await guestCartWithTwoLines(page, request, api);
    const before = await serverCart(request, headers);
    const single = before.items.find((i) => i.product_id === withoutStores.id)!;
    const double = before.items.find((i) => i.product_id === withStores.id)!;

    const singleCard = itemCard(page, single.product_name);
    await expect(singleCard.getByRole('button', { name: `Diminuer la quantité de ${single.product_name}` })).toBeDisabled();

    await singleCard.getByRole('button', { name: `Augmenter la quantité de ${single.product_name}` }).click();
    await expect(page.getByText('Panier mis à jour')).toBeVisible();
    await expect(singleCard.getByRole('group')).toContainText('2');
    await expect.poll(async () => (await serverCart(request, headers)).items.find((i) => i.id === single.id)?.quantity).toBe(2);
    await expect(singleCard.getByRole('button', { name: `Diminuer la quantité de ${single.product_name}` })).toBeEnabled();

    const doubleCard = itemCard(page, double.product_name);
    await doubleCard.getByRole('button', { name: `Diminuer la quantité de ${double.product_name}` }).click();
    await expect(doubleCard.getByRole('group')).toContainText('1');
    await expect(doubleCard.getByRole('button', { name: `Diminuer la quantité de ${double.product_name}` })).toBeDisabled();
    await expect.poll(async () => (await serverCart(request, headers)).items.find((i) => i.id === double.id)?.quantity).toBe(1);
    await expectTotals(page, await serverCart(request, headers));

    await doubleCard.getByRole('button', { name: /^Retirer/ }).click();
    await expect(page.getByText('Produit retiré du panier')).toBeVisible();
    await expect(itemCard(page, double.product_name)).toHaveCount(0);
    const after = await serverCart(request, headers);
    expect(after.items.map((i) => i.id)).toEqual([single.id]);
    await expectTotals(page, after);
  });

  test('a discount code is applied, shown with its amount, and removed; a refused code says why', async ({ page, request, api, consoleErrors }) => {
    const { headers } = await guestCartWithTwoLines(page, request, api);
    const codeField = summary(page).getByLabel('Code promo');

    await codeField.fill('ETE2024');
    await summary(page).getByRole('button', { name: 'Appliquer' }).click();
    const refusal = (await (await request.post('/api/v1/cart/apply-discount/', { headers, data: { code: 'ETE2024' } })).json()).detail as string;
    await expect(summary(page).getByRole('alert')).toHaveText(refusal);
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(summaryValue(page, 'Réduction')).toHaveCount(0);

    await codeField.fill('bienvenue10');
    await summary(page).getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText('Code promo appliqué')).toBeVisible();
    await expect(summary(page).getByText('Code appliqué : BIENVENUE10')).toBeVisible();
    await expect(summary(page).locator('dt', { hasText: 'Réduction (BIENVENUE10)' })).toBeVisible();
    const discounted = await serverCart(request, headers);
    expect(discounted.discount_code).toBe('BIENVENUE10');
    expect(Number(discounted.discount)).toBeCloseTo(Number(discounted.subtotal) * 0.1, 1);
    await expectAmount(summaryValue(page, 'Réduction'), discounted.discount);
    await expectTotals(page, discounted);
    await axeOnceToastsAreGone(page, 'cart with a discount');

    await summary(page).getByRole('button', { name: 'Retirer le code' }).click();
    await expect(summaryValue(page, 'Réduction')).toHaveCount(0);
    await expect(codeField).toBeVisible();
    await expect(page.getByText('Code promo retiré')).toBeVisible();
    await expect.poll(async () => (await serverCart(request, headers)).discount_code).toBeNull();
    await expectTotals(page, await serverCart(request, headers));
    expect(consoleErrors).toEqual([]);
  });

  test('Vider le panier asks first, then empties the cart; the empty state links to the products', async ({ page, request, api }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const { headers } = await guestCartWithTwoLines(page, request, api);
    await page.getByRole('button', { name: 'Vider le panier' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Vider le panier ?' });
    await expect(dialog).toBeVisible();
    // Radix's alert dialog locks the scroll with a <style> element: it carries the page's nonce, so the policy allows it.
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await axeOnceToastsAreGone(page, 'clear-cart confirmation');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    expect((await serverCart(request, headers)).items).toHaveLength(2);

    await page.getByRole('button', { name: 'Vider le panier' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Vider le panier' }).click();
    await expect(page.getByText('Panier vidé')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect((await serverCart(request, headers)).items).toHaveLength(0);
    const browse = page.getByRole('main').getByRole('link', { name: 'Découvrir nos produits' });
    await expect(browse).toHaveAttribute('href', '/products');
    await axeOnceToastsAreGone(page, 'empty cart');
  });

  test('offline, a change waits with "En attente d\'envoi" and is sent when the connection returns', async ({ page, context, request, api }) => {
    const { headers, withoutStores } = await guestCartWithTwoLines(page, request, api);
    const line = (await serverCart(request, headers)).items.find((i) => i.product_id === withoutStores.id)!;
    const card = itemCard(page, line.product_name);
    await expect(card.getByRole('group')).toContainText('1');

    await context.setOffline(true);
    await card.getByRole('button', { name: `Augmenter la quantité de ${line.product_name}` }).click();
    await expect(card.getByText("En attente d'envoi")).toBeVisible();
    await expect(card.getByRole('group')).toContainText('2');
    await expect(page.getByText('Hors ligne : la modification sera envoyée au retour de la connexion.')).toBeVisible();
    await expect(summary(page).getByText(/^Montants estimés/)).toBeVisible();
    expect((await serverCart(request, headers)).items.find((i) => i.id === line.id)?.quantity).toBe(1);
    await axeOnceToastsAreGone(page, 'cart with a pending change');

    await context.setOffline(false);
    await expect(card.getByText("En attente d'envoi")).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(async () => (await serverCart(request, headers)).items.find((i) => i.id === line.id)?.quantity).toBe(2);
    await expectTotals(page, await serverCart(request, headers));
  });

  test('a cart that cannot be loaded shows the error; Réessayer loads it; a failed refresh keeps the last cart with a notice', async ({ page, request, api }) => {
    const failing = (route: import('@playwright/test').Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service indisponible"}' });
    await page.route('**/api/v1/cart/', failing);
    await asReturningGuest(page);
    await page.goto('/cart');
    // Retries with backoff (1 s, 2 s, 4 s) come first.
    await expect(page.getByRole('heading', { name: 'Erreur lors du chargement du panier' })).toBeVisible({ timeout: 20_000 });
    await axeOnceToastsAreGone(page, 'cart load error');

    const headers = await guestSessionHeaders(page);
    await addItem(request, headers, await api.productWithoutStores(), 1, false);
    const cart = await serverCart(request, headers);
    await page.unroute('**/api/v1/cart/');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(itemCard(page, cart.items[0]!.product_name)).toBeVisible();

    // Leave and come back while the API fails: the last cart stays, with a notice and a retry.
    await page.getByRole('main').getByRole('link', { name: 'Continuer mes achats' }).click();
    await expect(page).toHaveURL(/\/products/);
    await page.route('**/api/v1/cart/', failing);
    await page.getByRole('banner').getByRole('link', { name: /^Panier/ }).click();
    await expect(page.getByText("Le panier n'a pas pu être actualisé : il peut ne pas être à jour.")).toBeVisible({ timeout: 20_000 });
    await expect(itemCard(page, cart.items[0]!.product_name)).toBeVisible();
    await page.unroute('**/api/v1/cart/');
    await page.getByRole('main').getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText("Le panier n'a pas pu être actualisé", { exact: false })).toHaveCount(0);
  });
});
