import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';
import { stockProductsWithoutOffers } from './seed-products.ts';

let api: TestApi;
let productIds: string[];
beforeAll(async () => {
  api = await startTestApi();
  productIds = await stockProductsWithoutOffers(api);
});
afterAll(async () => api?.close());

async function signUp() {
  const res = await api.call('POST', '/api/v1/customer-auth/register', {
    body: { name: 'Meriem', email: `historique.${randomBytes(5).toString('hex')}@exemple.dz`, password: 'secret123' },
  });
  return res.body.access_token as string;
}

async function order(token: string, productId: string, quantity = 1, address = 'Alger') {
  await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: productId, quantity } });
  const res = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: address } });
  expect(res.status).toBe(201);
  return res.body as { order_id: string; order_number: string; total: string };
}

const NOT_YOURS = "La commande n'existe pas ou vous n'avez pas les permissions nécessaires.";

describe('orders', () => {
  it('guests have no order list (401)', async () => {
    const sessionId = newSessionId();
    expect((await api.call('GET', '/api/v1/customer-auth/orders', { sessionId })).status).toBe(401);
    const one = await api.call('GET', '/api/v1/customer-auth/orders/00000000-0000-4000-8000-000000000000', { sessionId });
    expect(one.status).toBe(401);
    expect((await api.call('GET', '/api/v1/customer-auth/orders', { token: 'faux' })).status).toBe(401);
  });

  it('a new customer has none', async () => {
    const token = await signUp();
    const res = await api.call('GET', '/api/v1/customer-auth/orders', { token });
    expect(res).toMatchObject({ status: 200, body: { items: [], total_items: 0 } });
  });

  it('lists full orders, newest first, paged with skip and limit', async () => {
    const token = await signUp();
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await order(token, productIds[i]!, i + 1, `Adresse ${i}`));
    const all = await api.call('GET', `/api/v1/customer-auth/orders?company_id=${api.config.companyId}`, { token });
    expect(all.status).toBe(200);
    expect(all.body.total_items).toBe(3);
    expect(all.body.items.map((o: { id: string }) => o.id)).toEqual(placed.map((p) => p.order_id).reverse());
    const first = all.body.items[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'id', 'order_number', 'created_at', 'status', 'payment_status', 'subtotal', 'shipping', 'tax', 'discount', 'total',
        'shipping_address', 'wilaya', 'customer_name', 'customer_email', 'customer_phone', 'notes', 'items',
      ].sort(),
    );
    expect(first).toMatchObject({ order_number: placed[2]!.order_number, total: placed[2]!.total, shipping_address: 'Adresse 2', status: 'pending', payment_status: 'pending' });
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ product_id: productIds[2], quantity: 3 });
    expect(Object.keys(first.items[0]).sort()).toEqual(
      ['id', 'product_id', 'product_name', 'product_image', 'store_id', 'store_name', 'unit_price', 'quantity', 'total_price'].sort(),
    );

    const page = await api.call('GET', '/api/v1/customer-auth/orders?skip=1&limit=1', { token });
    expect(page.body.total_items).toBe(3);
    expect(page.body.items.map((o: { id: string }) => o.id)).toEqual([placed[1]!.order_id]);
    const past = await api.call('GET', '/api/v1/customer-auth/orders?skip=10', { token });
    expect(past.body).toEqual({ items: [], total_items: 3 });
  });

  it('shows one order to its owner only (404 otherwise)', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const placed = await order(alice, productIds[4]!);
    const mine = await api.call('GET', `/api/v1/customer-auth/orders/${placed.order_id}`, { token: alice });
    expect(mine.status).toBe(200);
    expect(mine.body.order_number).toBe(placed.order_number);
    const theirs = await api.call('GET', `/api/v1/customer-auth/orders/${placed.order_id}`, { token: bob });
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe(NOT_YOURS);
    expect((await api.call('GET', '/api/v1/customer-auth/orders', { token: bob })).body.total_items).toBe(0);
    const unknown = await api.call('GET', '/api/v1/customer-auth/orders/00000000-0000-4000-8000-000000000000', { token: alice });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(NOT_YOURS);
  });

  it('guest orders are not in any customer list', async () => {
    const sessionId = newSessionId();
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: productIds[5]!, quantity: 1 } });
    const res = await api.call('POST', '/api/v1/customer-auth/guest-checkout', {
      sessionId,
      body: { customer_name: 'Invité', customer_email: 'demo@example.dz', customer_phone: '0550', shipping_address: 'Oran' },
    });
    expect(res.status).toBe(201);
    const demo = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz', password: 'demo1234' } });
    const token = demo.body.access_token;
    expect((await api.call('GET', `/api/v1/customer-auth/orders/${res.body.order_id}`, { token })).status).toBe(404);
  });

  it('validates paging and ids in French', async () => {
    const token = await signUp();
    for (const query of ['limit=0', 'limit=1000', 'skip=-1', 'skip=abc', 'limit=2.5', 'company_id=x']) {
      const res = await api.call('GET', `/api/v1/customer-auth/orders?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.detail).toMatch(/paramètre/);
    }
    const bad = await api.call('GET', '/api/v1/customer-auth/orders/pas-un-uuid', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/UUID/);
  });
});
