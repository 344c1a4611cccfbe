/**
 * /orders and /orders/{id}: sign-in required, the empty state, the list with
 * its French labels (table on desktop, cards on phones), pagination beyond
 * 20 orders, the detail screen, and 'Commande introuvable' for an unknown id
 * or another customer's order. Orders are placed through the API and every
 * value shown is checked against what the API answers.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { components } from '../tests/server/contract/marketplace-api.d.ts';
import { expect, test, type Api } from './fixtures.ts';
import { axeOnceToastsAreGone, expectXofAmount, signInAndReturnTo } from './helpers.ts';

/** An order as the API answers it: the API's contract, generated from its OpenAPI document. */
type Order = components['schemas']['Order'];

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ Authorization: `Bearer ${token}` });

/** Places an order for the customer through the API; an optional discount code first. */
async function placeOrder(
  request: APIRequestContext,
  token: string,
  product: any,
  options: { quantity?: number; code?: string; address?: string; wilaya?: number; phone?: string; notes?: string } = {},
): Promise<Order> {
  const headers = bearer(token);
  const storeId = product.available_stores?.[0]?.store_id ?? null;
  const add = await request.post('/api/v1/cart/items', { headers, data: { product_id: product.id, quantity: options.quantity ?? 1, store_id: storeId } });
  expect(add.ok(), await add.text()).toBe(true);
  if (options.code) expect((await request.post('/api/v1/cart/apply-discount/', { headers, data: { code: options.code } })).ok()).toBe(true);
  const res = await request.post('/api/v1/customer-auth/checkout', {
    headers,
    data: { shipping_address: options.address ?? '10 avenue de l’ALN, Alger', wilaya: options.wilaya, customer_phone: options.phone ?? null, notes: options.notes ?? null },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order_id } = (await res.json()) as { order_id: string };
  return (await (await request.get(`/api/v1/customer-auth/orders/${order_id}`, { headers })).json()) as Order;
}

const LONG_FRENCH_DATE = /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

const STATUS_FR: Record<string, string> = { pending: 'En attente', confirmed: 'Confirmé', delivering: 'En livraison', cancelled: 'Annulé' };
const PAYMENT_FR: Record<string, string> = { pending: 'En attente', paid: 'Payé', failed: 'Échoué', refunded: 'Remboursé' };

function valueOf(page: Page, label: string) {
  return page.getByRole('main').locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

async function productWithLargestStock(api: Api): Promise<any> {
  const list = await api.get<any>('/api/v1/public/products/?limit=100');
  return [...list.items].filter((p: any) => p.available_stores.length === 0).sort((a: any, b: any) => b.stock - a.stock)[0];
}

test.describe('orders', () => {
  test('a guest is asked to sign in, comes back to the list, and a new customer sees the empty state', async ({ page, api, consoleErrors }) => {
    await page.goto('/orders');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes Commandes' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
    const signInLink = main.getByRole('link', { name: 'Se connecter' });
    await expect(signInLink).toHaveAttribute('href', '/login?redirect=%2Forders');
    await axeOnceToastsAreGone(page, 'orders, signed out');

    const customer = await api.newCustomer();
    await signInLink.click();
    await main.getByLabel('Adresse e-mail').fill(customer.email);
    await main.getByLabel(/^Mot de passe\s*\*?$/).fill(customer.password);
    await main.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await expect(main.getByRole('heading', { name: "Vous n'avez pas encore de commande" })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Découvrir nos produits' })).toHaveAttribute('href', '/products');
    await axeOnceToastsAreGone(page, 'orders, empty');
    expect(consoleErrors).toEqual([]);
  });

  test('the list shows number, long French date, status and payment labels, XOF total and the details link', async ({ page, request, api, consoleErrors }) => {
    const customer = await api.newCustomer();
    const first = await placeOrder(request, customer.token, await api.productWithoutStores(), { quantity: 2 });
    const second = await placeOrder(request, customer.token, await api.productWithStores(), { code: 'BIENVENUE10' });
    await signInAndReturnTo(page, customer, '/orders');

    const table = page.getByRole('table', { name: 'Vos commandes' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Numéro de Commande', 'Date', 'Statut', 'Paiement', 'Total', 'Actions']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    // Newest first.
    for (const [index, order] of [second, first].entries()) {
      const cells = rows.nth(index).locator('th, td');
      await expect(cells.nth(0)).toHaveText(order.order_number);
      await expect(cells.nth(1)).toHaveText(LONG_FRENCH_DATE);
      await expect(cells.nth(2)).toHaveText(STATUS_FR[order.status] ?? order.status);
      await expect(cells.nth(3)).toHaveText(PAYMENT_FR[order.payment_status] ?? order.payment_status);
      await expectXofAmount(cells.nth(4), order.total);
      const link = cells.nth(5).getByRole('link', { name: /^Voir les Détails/ });
      await expect(link).toHaveAttribute('href', `/orders/${order.id}`);
    }
    await expect(page.getByRole('navigation', { name: 'Pages des commandes' })).toHaveCount(0);
    await axeOnceToastsAreGone(page, 'orders list (1280)');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(table).toBeHidden();
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: first.order_number });
    await expect(card).toBeVisible();
    await expect(card.getByText(STATUS_FR[first.status]!).first()).toBeVisible();
    await expect(card.getByRole('link', { name: /^Voir les Détails/ })).toHaveAttribute('href', `/orders/${first.id}`);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axeOnceToastsAreGone(page, 'orders list (360)');

    await card.getByRole('link', { name: /^Voir les Détails/ }).click();
    await expect(page).toHaveURL(`/orders/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(first.order_number);
    expect(consoleErrors).toEqual([]);
  });

  test('the detail shows the date and time, badges, items, delivery, customer and totals', async ({ page, request, api, consoleErrors }) => {
    const customer = await api.newCustomer();
    const order = await placeOrder(request, customer.token, await api.productWithStores(), {
      quantity: 2,
      code: 'BIENVENUE10',
      address: '22 rue Larbi Tebessi\nAnnaba',
      wilaya: 23,
      phone: '0770 11 22 33',
      notes: 'Livrer le matin',
    });
    expect(Number(order.discount)).toBeGreaterThan(0);
    await signInAndReturnTo(page, customer, `/orders/${order.id}`);
    const main = page.getByRole('main');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande ${order.order_number}`);
    await expect(main.getByText(/^Passée le \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/)).toBeVisible();
    await expect(main.getByText(`Statut : ${STATUS_FR[order.status]}`)).toBeVisible();
    await expect(main.getByText(`Paiement : ${PAYMENT_FR[order.payment_status]}`)).toBeVisible();

    const items = main.getByRole('table', { name: `Articles de la commande ${order.order_number}` });
    await expect(items.getByRole('columnheader')).toHaveText(['Produit', 'Prix', 'Quantité', 'Total']);
    const item = order.items[0]!;
    const cells = items.locator('tbody tr').first().locator('th, td');
    await expect(cells.nth(0)).toContainText(item.product_name);
    await expectXofAmount(cells.nth(1), item.unit_price);
    await expect(cells.nth(2)).toHaveText(String(item.quantity));
    await expectXofAmount(cells.nth(3), item.total_price);

    await expect(valueOf(page, 'Adresse de livraison')).toHaveText(order.shipping_address);
    await expect(valueOf(page, 'Wilaya')).toHaveText('23 – Annaba');
    await expect(valueOf(page, 'Client')).toHaveText(order.customer_name);
    await expect(valueOf(page, 'E-mail')).toHaveText(order.customer_email);
    await expect(valueOf(page, 'Téléphone')).toHaveText('0770 11 22 33');
    await expect(valueOf(page, 'Notes')).toHaveText('Livrer le matin');

    await expectXofAmount(valueOf(page, 'Sous-total'), order.subtotal);
    await expect(valueOf(page, 'Livraison')).toHaveText('Gratuit');
    await expectXofAmount(valueOf(page, 'TVA'), order.tax);
    await expectXofAmount(valueOf(page, 'Réduction'), order.discount);
    await expectXofAmount(valueOf(page, 'Total'), order.total);
    await axeOnceToastsAreGone(page, 'order detail (1280)');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(items).toBeHidden();
    await expect(main.getByRole('listitem').filter({ hasText: item.product_name })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axeOnceToastsAreGone(page, 'order detail (360)');
    expect(consoleErrors).toEqual([]);
  });

  test('an order without discount, phone or notes shows none of them', async ({ page, request, api }) => {
    const customer = await api.newCustomer();
    const order = await placeOrder(request, customer.token, await api.productWithoutStores());
    await signInAndReturnTo(page, customer, `/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande ${order.order_number}`);
    await expect(valueOf(page, 'Réduction')).toHaveCount(0);
    await expect(valueOf(page, 'Téléphone')).toHaveCount(0);
    await expect(valueOf(page, 'Notes')).toHaveCount(0);
  });

  test("another customer's order and an unknown id read 'Commande introuvable'", async ({ page, request, api }) => {
    const owner = await api.newCustomer();
    const theirs = await placeOrder(request, owner.token, await api.productWithoutStores());
    const someoneElse = await api.newCustomer();
    await signInAndReturnTo(page, someoneElse, `/orders/${theirs.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
    await expect(main.getByText(theirs.order_number)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/orders');
    await axeOnceToastsAreGone(page, 'order not found');

    await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    await expect(main.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
    await page.goto('/orders/pas-un-identifiant');
    await expect(main.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
  });

  test('more than 20 orders are paginated', async ({ page, request, api }) => {
    const customer = await api.newCustomer();
    const product = await productWithLargestStock(api);
    expect(product.stock).toBeGreaterThan(21);
    const placed: Order[] = [];
    for (let i = 0; i < 21; i++) placed.push(await placeOrder(request, customer.token, product));
    await signInAndReturnTo(page, customer, '/orders');

    const rows = page.getByRole('table', { name: 'Vos commandes' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByText('21 commandes')).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages des commandes' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/orders\?page=2$/);
    await expect(rows).toHaveCount(1);
    // The oldest order is the last one.
    await expect(rows.first().locator('th')).toHaveText(placed[0]!.order_number);
    await axeOnceToastsAreGone(page, 'orders, page 2');
  });
});
