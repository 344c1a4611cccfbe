/**
 * The fixtures remove what a test created (fixtures.ts, `created`): the first
 * tests create customers (through the API and by signing up in the browser),
 * guest carts, a guest order and a customer's order, one of them failing on
 * purpose; the last one, run after their teardown, finds none of it. Serial:
 * the last test reads what the others left in this file's variables.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, storedSessionId, test } from './fixtures.ts';

const session = () => `session_${Math.random().toString(36).slice(2, 11).padEnd(9, 'x')}_${Date.now().toString(36)}`;

/** What the earlier tests created, for the last one to look for. */
const left = { customers: [] as { email: string; password: string }[], sessions: [] as string[] };

async function addItem(request: APIRequestContext, headers: Record<string, string>, productId: string) {
  const res = await request.post('/api/v1/cart/items', { headers, data: { product_id: productId, quantity: 1, store_id: null } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function cartItems(request: APIRequestContext, sessionId: string) {
  const res = await request.get('/api/v1/cart/', { headers: { 'X-Session-Id': sessionId } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: unknown[] }).items;
}

async function signUpThroughUi(page: Page, email: string, password: string) {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Nom complet').fill('Client Nettoyé');
  await main.getByLabel('Adresse e-mail').fill(email);
  await main.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await main.getByLabel('Confirmer le mot de passe').fill(password);
  await main.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
}

test.describe.serial('the fixtures clean up after each test', () => {
  test('a test creates customers, guest carts and orders: all recorded', async ({ page, request, api, created }) => {
    const product = await api.productWithoutStores();

    // A customer through the API, with a cart line and an order.
    const customer = await api.newCustomer();
    const bearer = { Authorization: `Bearer ${customer.token}` };
    await addItem(request, bearer, product.id);
    const order = await request.post('/api/v1/customer-auth/checkout', { headers: bearer, data: { shipping_address: '3 rue du Test, Alger' } });
    expect(order.status()).toBe(201);
    await addItem(request, bearer, product.id);

    // A guest who orders, and one who keeps a cart.
    const guest = { 'X-Session-Id': session() };
    await addItem(request, guest, product.id);
    const guestOrder = await request.post('/api/v1/customer-auth/guest-checkout', {
      headers: guest,
      data: { customer_name: 'Invité Test', customer_email: 'invite@example.dz', customer_phone: '0555000000', shipping_address: 'Oran' },
    });
    expect(guestOrder.status()).toBe(201);
    const cartKeeper = { 'X-Session-Id': session() };
    await addItem(request, cartKeeper, product.id);

    // A customer who signs up in the browser, and the browser's own guest cart afterwards.
    const signedUp = { email: `e2e-nettoyage-${Date.now().toString(36)}@example.dz`, password: 'motdepasse1' };
    await signUpThroughUi(page, signedUp.email, signedUp.password);
    await expect.poll(() => storedSessionId(page)).toBeTruthy();
    const browserSession = (await storedSessionId(page))!;
    await addItem(page.request, { 'X-Session-Id': browserSession }, product.id);

    expect((await request.post('/api/v1/customer-auth/login', { data: signedUp })).status()).toBe(200);
    expect(await cartItems(request, cartKeeper['X-Session-Id'])).toHaveLength(1);
    expect(await cartItems(request, browserSession)).toHaveLength(1);

    const { recorded } = created;
    expect(recorded.emails).toEqual(expect.arrayContaining([customer.email, signedUp.email]));
    expect(recorded.session_ids).toEqual(expect.arrayContaining([guest['X-Session-Id'], cartKeeper['X-Session-Id'], browserSession]));
    expect(recorded.order_ids).toEqual(expect.arrayContaining([(await order.json()).order_id, (await guestOrder.json()).order_id]));
    expect(recorded.emails).not.toContain(DEMO.email);

    left.customers.push(customer, signedUp);
    left.sessions.push(guest['X-Session-Id'], cartKeeper['X-Session-Id'], browserSession);
  });

  test('a failing test is cleaned up too', async ({ api, request }) => {
    test.fail(true, 'fails on purpose: its fixtures still remove its customer and cart');
    const customer = await api.newCustomer();
    const guest = { 'X-Session-Id': session() };
    await addItem(request, guest, (await api.productWithoutStores()).id);
    left.customers.push(customer);
    left.sessions.push(guest['X-Session-Id']);
    expect(customer.email, 'the failure this test expects').toBe('');
  });

  test('after their teardown, their customers cannot sign in and their carts are empty; the demo account is intact', async ({ request }) => {
    expect(left.customers).toHaveLength(3);
    for (const customer of left.customers) {
      const res = await request.post('/api/v1/customer-auth/login', { data: { email: customer.email, password: customer.password } });
      expect(res.status(), customer.email).toBe(401);
    }
    for (const sessionId of left.sessions) expect(await cartItems(request, sessionId), sessionId).toEqual([]);
    expect((await request.post('/api/v1/customer-auth/login', { data: { email: DEMO.email, password: DEMO.password } })).status()).toBe(200);
  });
});
