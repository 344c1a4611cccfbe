/**
 * /checkout: the empty cart, the guest and customer forms and their alerts,
 * a guest's confirmation (and 'Connexion requise' after a reload), a
 * customer's order, a refusal by the server, and the rules that keep one
 * confirmation = one order (double click, lost answers) and the form intact
 * offline. Carts are filled through the API (the add-to-cart UI belongs to
 * the catalogue screens); orders are checked through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, test, type Api } from './fixtures.ts';
import { axeOnceToastsAreGone, expectXofAmount, guestSessionHeaders, signInAndReturnTo } from './helpers.ts';

interface Cart {
  items: { id: string; product_id: string; product_name: string; quantity: number }[];
  subtotal: string;
  discount: string;
  total_price: string;
}

interface OrderList {
  items: { id: string; order_number: string; total: string; shipping_address: string; wilaya: number | null; customer_phone: string | null }[];
  total_items: number;
}

type Headers = Record<string, string>;

const bearer = (token: string): Headers => ({ Authorization: `Bearer ${token}` });

async function addItem(request: APIRequestContext, headers: Headers, product: any, quantity = 1) {
  const storeId = product.available_stores?.[0]?.store_id ?? null;
  const res = await request.post('/api/v1/cart/items', { headers, data: { product_id: product.id, quantity, store_id: storeId } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function serverCart(request: APIRequestContext, headers: Headers): Promise<Cart> {
  return (await (await request.get('/api/v1/cart/', { headers })).json()) as Cart;
}

async function ordersOf(request: APIRequestContext, token: string): Promise<OrderList> {
  const res = await request.get('/api/v1/customer-auth/orders', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return (await res.json()) as OrderList;
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/customer-auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Another shopper, a guest of their own session, buys one unit of `product` through the API. */
async function anotherGuestBuysOne(request: APIRequestContext, product: any) {
  const otherSession = { 'X-Session-Id': `session_${Math.random().toString(36).slice(2, 11).padEnd(9, 'x')}_${Date.now().toString(36)}` };
  await addItem(request, otherSession, product, 1);
  const other = await request.post('/api/v1/customer-auth/guest-checkout', {
    headers: otherSession,
    data: { customer_name: 'Autre client', customer_email: 'autre@example.dz', customer_phone: '0555000000', shipping_address: 'Oran' },
  });
  expect(other.status()).toBe(201);
}

/** Types in the wilaya field and taps the option named `option` ("31 – Oran"). */
async function chooseWilaya(page: Page, typed: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: 'Wilaya' }).fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

const confirmButton = (page: Page) => page.getByRole('button', { name: /^(Confirmer la commande|Traitement\.\.\.)$/ });
const checkoutSummary = (page: Page) => page.getByRole('region', { name: 'Récapitulatif de la commande' });
const summaryValue = (page: Page, label: string) =>
  checkoutSummary(page).locator(`xpath=.//dt[starts-with(normalize-space(), "${label}")]/following-sibling::dd[1]`);

/** A product (not the ones other tests use) with a small stock that one cart can take whole. */
async function lowStockProduct(api: Api, rank = 0): Promise<any> {
  const avoid = new Set([(await api.productWithStores()).id, (await api.productWithoutStores()).id]);
  const list = await api.get<any>('/api/v1/public/products/?limit=100');
  const candidates = list.items
    .filter((p: any) => p.stock >= 2 && p.stock <= 999 && p.available_stores.length === 0 && !avoid.has(p.id))
    .sort((a: any, b: any) => a.stock - b.stock);
  expect(candidates.length).toBeGreaterThan(rank);
  return candidates[rank];
}

test.describe('checkout', () => {
  test('an empty cart cannot be ordered: the page says so and leads to the products', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Découvrir nos produits' })).toHaveAttribute('href', '/products');
    await expect(confirmButton(page)).toHaveCount(0);
    await axeOnceToastsAreGone(page, 'checkout, empty cart');
  });

  test('a guest fills the required fields, orders, sees the confirmation; a reload asks to sign in', async ({ page, request, api, consoleErrors }) => {
    await page.goto('/');
    const headers = await guestSessionHeaders(page);
    await addItem(request, headers, await api.productWithStores(), 2);
    await addItem(request, headers, await api.productWithoutStores(), 1);
    expect((await request.post('/api/v1/cart/apply-discount/', { headers, data: { code: 'BIENVENUE10' } })).ok()).toBe(true);
    const cart = await serverCart(request, headers);

    await page.goto('/checkout');
    const main = page.getByRole('main');
    for (const item of cart.items) await expect(checkoutSummary(page).getByText(item.product_name)).toBeVisible();
    await expectXofAmount(summaryValue(page, 'Sous-total'), cart.subtotal);
    await expect(summaryValue(page, 'Livraison')).toHaveText('Gratuit');
    await expectXofAmount(summaryValue(page, 'Réduction'), cart.discount);
    await expectXofAmount(summaryValue(page, 'Total'), cart.total_price);
    await expect(main.getByRole('link', { name: 'Retour au panier' }).first()).toHaveAttribute('href', '/cart');

    const name = main.getByLabel('Nom complet');
    const phone = main.getByLabel('Téléphone');
    const email = main.getByLabel('Adresse e-mail');
    const wilaya = main.getByRole('combobox', { name: 'Wilaya' });
    const address = main.getByLabel('Adresse de livraison');
    for (const field of [name, phone, email, wilaya, address]) await expect(field).toHaveAttribute('required', '');
    await expect(page.getByTestId('delivery-estimate')).toHaveText('Délai de livraisonChoisissez votre wilaya pour connaître le délai.');
    await expect(checkoutSummary(page).getByText('Paiement à la livraison')).toBeVisible();
    // A guest has no saved address to choose from (and nothing of an account is asked for).
    await expect(main.getByRole('group', { name: 'Vos adresses enregistrées' })).toHaveCount(0);
    await expect(address).toHaveValue('');

    await confirmButton(page).click();
    const alert = main.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs obligatoires' });
    await expect(alert).toBeVisible();
    for (const field of [name, phone, email, wilaya, address]) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await axeOnceToastsAreGone(page, 'guest checkout with the alert');

    await name.fill('Yacine Khelifi');
    await phone.fill('0550 12 34 56');
    await email.fill('yacine.khelifi@example.dz');
    await confirmButton(page).click();
    await expect(alert).toBeVisible();
    await expect(wilaya).toBeFocused();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    // The wilaya by keyboard: its number, then Enter on the one option left (Enter chooses, it does not order).
    await wilaya.pressSequentially('16');
    await expect(page.getByRole('option')).toHaveText(['16 – Alger24 à 48 heures']);
    await wilaya.press('Enter');
    await expect(wilaya).toHaveValue('16 – Alger');
    await expect(wilaya).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('delivery-estimate')).toHaveText('Délai de livraison24 à 48 heures après confirmation, vers Alger (16).');
    await confirmButton(page).click();
    await expect(address).toBeFocused();

    await address.fill('12 rue Didouche Mourad\n16000 Alger');
    await main.getByLabel('Notes de commande (facultatif)').fill('Sonner deux fois');
    await confirmButton(page).click();

    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    const toast = page.getByText(/^Commande n° CMD-\d{8}-\d+$/);
    await expect(page.getByText('Commande créée avec succès')).toBeVisible();
    await expect(toast).toBeVisible();
    const orderNumber = (await toast.innerText()).replace('Commande n° ', '');
    await expect(main.getByText(orderNumber)).toBeVisible();
    for (const item of cart.items) await expect(main.getByText(item.product_name)).toBeVisible();
    await expect(main.getByText('16000 Alger')).toBeVisible();
    await expect(main.getByText('Wilaya : 16 – Alger. Livraison estimée : 24 à 48 heures.')).toBeVisible();
    const total = main.locator('xpath=.//dt[normalize-space()="Total"]/following-sibling::dd[1]');
    await expectXofAmount(total, cart.total_price);
    await expect(main.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup');

    // The server emptied the cart; so does the header.
    expect((await serverCart(request, headers)).items).toHaveLength(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Panier, vide' })).toBeVisible();
    await axeOnceToastsAreGone(page, 'guest order confirmation');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
    await expect(main.getByText(orderNumber)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/orders/${orderId}`)}`);
    await axeOnceToastsAreGone(page, 'order page after a reload, as a guest');

    // The device remembers the wilaya: a product page names its delay.
    await page.goto(`/products/${cart.items[0]!.product_id}`);
    await expect(page.getByTestId('delivery-promise')).toHaveText('Livraison vers Alger (16) : 24 à 48 heures');
    expect(consoleErrors).toEqual([]);
  });

  test('the demo customer orders with the prefilled phone and a saved address, and lands on the order', async ({ page, request, api }) => {
    const token = await apiLogin(request, DEMO.email, DEMO.password);
    const before = await ordersOf(request, token);
    const product = await api.productWithoutStores();
    await addItem(request, bearer(token), product, 1);
    const profile = (await (await request.get('/api/v1/customer-auth/profile', { headers: bearer(token) })).json()) as { phone: string };

    await signInAndReturnTo(page, DEMO, '/checkout');
    const main = page.getByRole('main');
    await expect(main.getByText(`Commande au nom de ${DEMO.name}`)).toBeVisible();
    await expect(main.getByLabel('Nom complet')).toHaveCount(0);
    const phone = main.getByLabel('Téléphone (facultatif)');
    await expect(phone).toHaveValue(profile.phone);

    // The demo profile's address (and those of earlier orders) are offered, the first one prefilled.
    const saved = main.getByRole('group', { name: 'Vos adresses enregistrées' });
    const address = main.getByLabel('Adresse de livraison');
    await expect(saved.getByRole('radio', { name: /8 rue Hassiba Ben Bouali, Alger/ })).toBeVisible();
    await expect(saved.getByRole('radio').first()).toBeChecked();
    await expect(address).not.toHaveValue('');

    // Another address, left blank: the spec's alert.
    await saved.getByRole('radio', { name: /Une autre adresse/ }).check();
    await expect(address).toHaveValue('');
    await confirmButton(page).click();
    await expect(main.getByRole('alert')).toHaveText('Veuillez saisir une adresse de livraison');
    await expect(address).toBeFocused();
    await axeOnceToastsAreGone(page, 'customer checkout with the alert');

    await saved.getByRole('radio', { name: /8 rue Hassiba Ben Bouali, Alger/ }).check();
    await expect(address).toHaveValue('8 rue Hassiba Ben Bouali, Alger');
    await expect(main.getByText('Veuillez saisir une adresse de livraison')).toHaveCount(0);
    // The address alone is not enough: the wilaya is asked for by name.
    await confirmButton(page).click();
    await expect(main.getByRole('alert')).toHaveText('Veuillez choisir la wilaya de livraison');
    await expect(main.getByRole('combobox', { name: 'Wilaya' })).toBeFocused();
    await chooseWilaya(page, 'alg', '16 – Alger');
    await confirmButton(page).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;

    const after = await ordersOf(request, token);
    expect(after.total_items).toBe(before.total_items + 1);
    const order = after.items.find((o) => o.id === orderId)!;
    expect(order.customer_phone).toBe(profile.phone);
    expect(order.wilaya).toBe(16);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.order_number);
    await expect(main.getByText('8 rue Hassiba Ben Bouali, Alger')).toBeVisible();
    await expect(main.getByText(profile.phone)).toBeVisible();
  });

  test('a refusal by the server shows its message and keeps the form; the corrected order goes through', async ({ page, request, api }) => {
    const customer = await api.newCustomer();
    const product = await lowStockProduct(api);
    await addItem(request, bearer(customer.token), product, product.stock);
    // Someone else buys one first: the customer's cart now asks for more than the stock.
    await anotherGuestBuysOne(request, product);

    await signInAndReturnTo(page, customer, '/checkout');
    const keys: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/customer-auth/checkout')) keys.push(req.headers()['idempotency-key'] ?? '');
    });
    const main = page.getByRole('main');
    await chooseWilaya(page, 'oran', '31 – Oran');
    await main.getByLabel('Adresse de livraison').fill('3 boulevard de la Soummam, Oran');
    await main.getByLabel('Notes de commande (facultatif)').fill('Après 17 h');
    await confirmButton(page).click();

    await expect(page.getByText('Erreur lors de la création de la commande')).toBeVisible();
    await expect(page.getByText(`Stock insuffisant pour « ${product.name} » (${product.stock - 1} disponible(s))`)).toBeVisible();
    await expect(main.getByLabel('Adresse de livraison')).toHaveValue('3 boulevard de la Soummam, Oran');
    await expect(main.getByLabel('Notes de commande (facultatif)')).toHaveValue('Après 17 h');
    await expect(confirmButton(page)).toHaveText('Confirmer la commande');
    await expect(confirmButton(page)).toBeEnabled();
    expect((await ordersOf(request, customer.token)).total_items).toBe(0);

    // The quantity is lowered (here through the API, as another tab would): the server stored its
    // refusal with the first key, so confirming the same form again must be a new request.
    const line = (await serverCart(request, bearer(customer.token))).items[0]!;
    expect((await request.put(`/api/v1/cart/items/${line.id}`, { headers: bearer(customer.token), data: { quantity: 1 } })).ok()).toBe(true);
    await confirmButton(page).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    expect((await ordersOf(request, customer.token)).total_items).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('a double click on Confirmer la commande makes one order', async ({ page, request, api }) => {
    const customer = await api.newCustomer();
    await addItem(request, bearer(customer.token), await api.productWithoutStores(), 1);
    await signInAndReturnTo(page, customer, '/checkout');
    const keys: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/customer-auth/checkout')) keys.push(req.headers()['idempotency-key'] ?? '');
    });
    await chooseWilaya(page, 'const', '25 – Constantine');
    await page.getByRole('main').getByLabel('Adresse de livraison').fill('5 rue Larbi Ben M’hidi, Constantine');
    await confirmButton(page).dblclick();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orders = await ordersOf(request, customer.token);
    expect(orders.total_items).toBe(1);
    expect(page.url()).toContain(orders.items[0]!.id);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    await expect(page.getByText('Commande créée avec succès')).toBeVisible();
    await expect(page.getByText('Erreur lors de la création de la commande')).toHaveCount(0);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('answers lost on the way back: retrying the same form reuses the key and makes one order', async ({ page, request, api }) => {
    const customer = await api.newCustomer();
    await addItem(request, bearer(customer.token), await api.productWithoutStores(), 1);
    await signInAndReturnTo(page, customer, '/checkout');
    const keys: string[] = [];
    let lose = true;
    // The server receives and applies the request, but the answer never reaches the page.
    await page.route('**/api/v1/customer-auth/checkout', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await chooseWilaya(page, '05', '05 – Batna');
    await page.getByRole('main').getByLabel('Adresse de livraison').fill('7 rue Ben Boulaïd, Batna');
    await confirmButton(page).click();
    // The automatic retries (same key) are lost too: the shopper is told, the form stays.
    await expect(page.getByText('Erreur lors de la création de la commande')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Une erreur s'est produite")).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Adresse de livraison')).toHaveValue('7 rue Ben Boulaïd, Batna');
    expect(keys.length).toBeGreaterThan(1);
    expect((await ordersOf(request, customer.token)).total_items).toBe(1);

    lose = false;
    await confirmButton(page).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orders = await ordersOf(request, customer.token);
    expect(orders.total_items).toBe(1);
    expect(page.url()).toContain(orders.items[0]!.id);
    expect(new Set(keys).size).toBe(1);
  });

  test('offline, Confirmer la commande is disabled with the explanation and nothing typed is lost', async ({ page, context, request, api }) => {
    await page.goto('/');
    const headers = await guestSessionHeaders(page);
    await addItem(request, headers, await api.productWithoutStores(), 1);
    await page.goto('/checkout');
    const main = page.getByRole('main');
    const values: [string, string][] = [
      ['Nom complet', 'Lina Haddad'],
      ['Téléphone', '0661 00 11 22'],
      ['Adresse e-mail', 'lina.haddad@example.dz'],
      ['Adresse de livraison', '1 place des Martyrs, Alger'],
      ['Notes de commande (facultatif)', 'Interphone 4'],
    ];
    for (const [label, value] of values) await main.getByRole('textbox', { name: label, exact: true }).fill(value);
    await chooseWilaya(page, 'alger', '16 – Alger');

    await context.setOffline(true);
    const explanation = 'Vous êtes hors ligne : la commande sera possible dès le retour de la connexion.';
    await expect(main.getByText(explanation)).toBeVisible();
    await expect(confirmButton(page)).toBeDisabled();
    await expect(confirmButton(page)).toHaveAccessibleDescription(explanation);
    // Enter in a field submits nothing either.
    await main.getByRole('textbox', { name: 'Nom complet', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    for (const [label, value] of values) await expect(main.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    await axeOnceToastsAreGone(page, 'checkout offline');

    await context.setOffline(false);
    await expect(main.getByText(explanation)).toHaveCount(0);
    await expect(confirmButton(page)).toBeEnabled();
    for (const [label, value] of values) await expect(main.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    await expect(main.getByRole('combobox', { name: 'Wilaya' })).toHaveValue('16 – Alger');
  });

  test('stock that changed since the cart was seen is shown before the order is placed', async ({ page, request, api }) => {
    const customer = await api.newCustomer();
    const product = await lowStockProduct(api, 1);
    await addItem(request, bearer(customer.token), product, product.stock);
    await signInAndReturnTo(page, customer, '/checkout');
    const main = page.getByRole('main');
    await chooseWilaya(page, '16', '16 – Alger');
    await main.getByLabel('Adresse de livraison').fill('12 rue Didouche Mourad, Alger');

    // While the shopper fills the form, someone else buys one unit.
    await anotherGuestBuysOne(request, product);

    await confirmButton(page).click();
    const changes = page.getByTestId('cart-changes');
    await expect(changes).toContainText(`Stock insuffisant pour « ${product.name} » : ${product.stock - 1} disponible(s)`);
    expect((await ordersOf(request, customer.token)).total_items).toBe(0);
    await expect(main.getByLabel('Adresse de livraison')).toHaveValue('12 rue Didouche Mourad, Alger');
  });
});
