import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orderItems, orders, products } from '#server/db/schema.ts';
import { formatCents, toCents } from '#server/lib/money.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';
import { loadSeedProducts, productPicker, type SeedProduct } from './seed-products.ts';

let api: TestApi;
let pick: (pred: (p: SeedProduct) => boolean) => SeedProduct;
beforeAll(async () => {
  api = await startTestApi();
  pick = productPicker(await loadSeedProducts(api));
});
afterAll(async () => api?.close());

const plain = () => pick((p) => p.status === 'active' && p.offers.length === 0 && p.stock >= 10);
const multiStore = () => pick((p) => p.status === 'active' && p.offers.length >= 2 && p.stock >= 10);

async function stockOf(id: string) {
  const [row] = await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}
async function setStock(id: string, stock: number) {
  await api.db.update(products).set({ stock }).where(eq(products.id, id));
}

async function signUp(extra: Record<string, unknown> = {}) {
  const email = `commande.${randomBytes(5).toString('hex')}@exemple.dz`;
  const res = await api.call('POST', '/api/v1/customer-auth/register', {
    body: { name: 'Karim Ziani', email, password: 'secret123', phone: '0555 11 22 33', ...extra },
  });
  expect(res.status).toBe(201);
  return { token: res.body.access_token as string, email, customerId: res.body.customer.id as string };
}

const ORDER_NUMBER = /^CMD-\d{8}-\d{6}$/;

describe('customer checkout', () => {
  it('needs sign-in', async () => {
    const res = await api.call('POST', '/api/v1/customer-auth/checkout', { sessionId: newSessionId(), body: { shipping_address: 'Alger' } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Veuillez vous connecter pour effectuer une commande');
    expect((await api.call('POST', '/api/v1/customer-auth/checkout', { token: 'faux', body: { shipping_address: 'Alger' } })).status).toBe(401);
  });

  it('refuses an empty cart (never created, or emptied)', async () => {
    const { token } = await signUp();
    const none = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'Alger' } });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('Votre panier est vide');
    const add = await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: plain().id, quantity: 1 } });
    await api.call('DELETE', `/api/v1/cart/items/${add.body.items[0].id}`, { token });
    const emptied = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'Alger' } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.detail).toBe('Votre panier est vide');
  });

  it('requires a non-blank shipping address, with the spec message', async () => {
    const { token } = await signUp();
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: plain().id, quantity: 1 } });
    const blank = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: '  \n ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Veuillez saisir une adresse de livraison');
    const missing = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { notes: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/shipping_address/);
    const wrongType = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: { rue: 1 } } });
    expect(wrongType.status).toBe(400);
    const malformed = await api.call('POST', '/api/v1/customer-auth/checkout', { token, rawBody: '{"shipping_address":"Alger"' });
    expect(malformed.status).toBe(400);
    const huge = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'a'.repeat(70_000) } });
    expect(huge.status).toBe(413);
    const long = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'a'.repeat(5000) } });
    expect(long.status).toBe(400);
    // Nothing was ordered.
    expect((await api.call('GET', '/api/v1/cart/', { token })).body.total_items).toBe(1);
  });

  it('creates the order: snapshot prices, stock decremented, discount applied, cart emptied', async () => {
    const { token, email, customerId } = await signUp();
    const a = multiStore();
    const offer = a.offers[1]!;
    const b = plain();
    const stockA = await stockOf(a.id);
    const stockB = await stockOf(b.id);
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: a.id, quantity: 2, store_id: offer.storeId } });
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: b.id, quantity: 1 } });
    const cart = await api.call('POST', '/api/v1/cart/apply-discount/', { token, body: { code: 'BIENVENUE10' } });
    const subtotal = toCents(offer.price) * 2n + toCents(b.price);
    const discount = (subtotal * 1000n + 5000n) / 10000n;
    expect(cart.body.total_price).toBe(formatCents(subtotal - discount));

    const res = await api.call('POST', '/api/v1/customer-auth/checkout', {
      token,
      body: { shipping_address: ' 5 rue Larbi Ben Mhidi, Oran ', notes: 'Sonner deux fois', company_id: api.config.companyId },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      order_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      order_number: expect.stringMatching(ORDER_NUMBER),
      message: 'Commande créée avec succès',
      total: formatCents(subtotal - discount),
    });
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(res.body.order_number.slice(4, 12)).toBe(today);

    expect(await stockOf(a.id)).toBe(stockA - 2);
    expect(await stockOf(b.id)).toBe(stockB - 1);
    const after = await api.call('GET', '/api/v1/cart/', { token });
    expect(after.body).toMatchObject({ items: [], total_items: 0, discount_code: null, total_price: '0.00' });

    const order = await api.call('GET', `/api/v1/customer-auth/orders/${res.body.order_id}`, { token });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      id: res.body.order_id,
      order_number: res.body.order_number,
      status: 'pending',
      payment_status: 'pending',
      subtotal: formatCents(subtotal),
      shipping: '0.00',
      tax: '0.00',
      discount: formatCents(discount),
      total: formatCents(subtotal - discount),
      shipping_address: '5 rue Larbi Ben Mhidi, Oran',
      customer_name: 'Karim Ziani',
      customer_email: email,
      customer_phone: '0555 11 22 33',
      notes: 'Sonner deux fois',
    });
    expect(order.body.items).toHaveLength(2);
    const lineA = order.body.items.find((i: { product_id: string }) => i.product_id === a.id);
    expect(lineA).toMatchObject({
      product_name: a.name,
      store_id: offer.storeId,
      store_name: offer.storeName,
      unit_price: formatCents(toCents(offer.price)),
      quantity: 2,
      total_price: formatCents(toCents(offer.price) * 2n),
    });
    expect(lineA.product_image).toMatch(/^\/media\//);
    const lineB = order.body.items.find((i: { product_id: string }) => i.product_id === b.id);
    expect(lineB).toMatchObject({ store_id: null, store_name: null, unit_price: formatCents(toCents(b.price)), quantity: 1 });
    const [row] = await api.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(row?.customerId).toBe(customerId);

    // Later price changes do not touch the order.
    await api.db.update(products).set({ price: '1.00', name: 'Renommé' }).where(eq(products.id, b.id));
    const again = await api.call('GET', `/api/v1/customer-auth/orders/${res.body.order_id}`, { token });
    expect(again.body).toEqual(order.body);
  });

  it('keeps the wilaya delivered to with the order, and refuses one that does not exist', async () => {
    const { token } = await signUp();
    const p = plain();
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: p.id, quantity: 1 } });
    for (const wilaya of [0, 59, 16.5, 'Alger', null]) {
      const refused = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: '5 rue Didouche Mourad', wilaya } });
      expect(refused.status, String(wilaya)).toBe(400);
      expect(refused.body.detail).toMatch(/wilaya/);
    }
    // Nothing was ordered meanwhile.
    expect((await api.call('GET', '/api/v1/cart/', { token })).body.total_items).toBe(1);
    const res = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: '5 rue Didouche Mourad', wilaya: 16 } });
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(row!.wilaya).toBe(16);
    const detail = await api.call('GET', `/api/v1/customer-auth/orders/${res.body.order_id}`, { token });
    expect(detail.body).toMatchObject({ shipping_address: '5 rue Didouche Mourad', wilaya: 16 });
    const list = await api.call('GET', '/api/v1/customer-auth/orders', { token });
    expect(list.body.items[0]).toMatchObject({ id: res.body.order_id, wilaya: 16 });
  });

  it('places an order without a wilaya (an older client) and says it has none', async () => {
    const { token } = await signUp();
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: plain().id, quantity: 1 } });
    const res = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'Oran' } });
    expect(res.status).toBe(201);
    expect((await api.call('GET', `/api/v1/customer-auth/orders/${res.body.order_id}`, { token })).body.wilaya).toBeNull();
  });

  it('uses the phone of the body when given', async () => {
    const { token } = await signUp();
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: plain().id, quantity: 1 } });
    const res = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'Annaba', customer_phone: '0770 00 00 00', notes: '  ' } });
    expect(res.status).toBe(201);
    const order = await api.call('GET', `/api/v1/customer-auth/orders/${res.body.order_id}`, { token });
    expect(order.body).toMatchObject({ customer_phone: '0770 00 00 00', notes: null });
  });

  it('refuses a cart over the stock (409 naming the product) and changes nothing', async () => {
    const { token, customerId } = await signUp();
    const p = plain();
    const other = plain();
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: other.id, quantity: 1 } });
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: p.id, quantity: 3 } });
    await setStock(p.id, 2);
    const otherStock = await stockOf(other.id);
    const res = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'Blida' } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(`Stock insuffisant pour « ${p.name} » (2 disponible(s))`);
    expect(await stockOf(p.id)).toBe(2);
    expect(await stockOf(other.id)).toBe(otherStock);
    expect((await api.call('GET', '/api/v1/cart/', { token })).body.total_items).toBe(4);
    expect(await api.db.select().from(orders).where(eq(orders.customerId, customerId))).toEqual([]);
  });

  it('counts every line of one product against its stock', async () => {
    const { token } = await signUp();
    const p = multiStore();
    await setStock(p.id, 5);
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: p.id, quantity: 3, store_id: p.offers[0]!.storeId } });
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: p.id, quantity: 2, store_id: p.offers[1]!.storeId } });
    await setStock(p.id, 4);
    const res = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'Sétif' } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(p.name);
  });

  it('refuses a product that went off sale (409)', async () => {
    const { token } = await signUp();
    const p = plain();
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: p.id, quantity: 1 } });
    await api.db.update(products).set({ status: 'inactive' }).where(eq(products.id, p.id));
    const res = await api.call('POST', '/api/v1/customer-auth/checkout', { token, body: { shipping_address: 'Tlemcen' } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(p.name);
  });

  it('sells the last unit once when two shoppers check out together', async () => {
    const p = plain();
    await setStock(p.id, 1);
    const shoppers = await Promise.all([signUp(), signUp()]);
    for (const s of shoppers) {
      expect((await api.call('POST', '/api/v1/cart/items', { token: s.token, body: { product_id: p.id, quantity: 1 } })).status).toBe(201);
    }
    const results = await Promise.all(
      shoppers.map((s) => api.call('POST', '/api/v1/customer-auth/checkout', { token: s.token, body: { shipping_address: 'Béjaïa' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await stockOf(p.id)).toBe(0);
  });
});

describe('guest checkout', () => {
  const guestBody = {
    customer_name: 'Nadia Cherif',
    customer_email: 'Nadia.Cherif@Exemple.dz',
    customer_phone: '0661 22 33 44',
    shipping_address: '3 boulevard Zighoud Youcef, Constantine',
    notes: 'Après 17 h',
  };

  it('orders the session cart', async () => {
    const sessionId = newSessionId();
    const p = plain();
    const stock = await stockOf(p.id);
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 2 } });
    const res = await api.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId, body: { ...guestBody, wilaya: 25, company_id: api.config.companyId } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ order_number: expect.stringMatching(ORDER_NUMBER), message: 'Commande créée avec succès', total: formatCents(toCents(p.price) * 2n) });
    expect(await stockOf(p.id)).toBe(stock - 2);
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.items).toEqual([]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(row).toMatchObject({
      customerId: null,
      sessionId,
      customerName: 'Nadia Cherif',
      customerEmail: 'nadia.cherif@exemple.dz',
      customerPhone: '0661 22 33 44',
      notes: 'Après 17 h',
      wilaya: 25,
      shipping: '0.00',
      tax: '0.00',
    });
    const items = await api.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.order_id));
    expect(items).toMatchObject([{ productId: p.id, productName: p.name, quantity: 2 }]);
  });

  it('requires every field to be filled, with the spec message', async () => {
    const sessionId = newSessionId();
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: plain().id, quantity: 1 } });
    for (const field of ['customer_name', 'customer_email', 'customer_phone', 'shipping_address']) {
      const blank = await api.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId, body: { ...guestBody, [field]: '   ' } });
      expect(blank.status, field).toBe(400);
      expect(blank.body.detail).toBe('Veuillez remplir tous les champs obligatoires');
      const { [field]: _omitted, ...rest } = guestBody as Record<string, string>;
      const missing = await api.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId, body: rest });
      expect(missing.status, field).toBe(400);
      expect(missing.body.detail).toMatch(new RegExp(field));
    }
    const badEmail = await api.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId, body: { ...guestBody, customer_email: 'nadia' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.detail).toBe('Adresse e-mail invalide');
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.total_items).toBe(1);
  });

  it('needs a session and a non-empty cart', async () => {
    const noSession = await api.call('POST', '/api/v1/customer-auth/guest-checkout', { body: guestBody });
    expect(noSession.status).toBe(400);
    expect(noSession.body.detail).toMatch(/X-Session-Id/);
    const empty = await api.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId: newSessionId(), body: guestBody });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('Votre panier est vide');
  });

  it('numbers concurrent orders uniquely', async () => {
    const sessions = Array.from({ length: 6 }, () => newSessionId());
    const p = plain();
    await setStock(p.id, 100);
    for (const sessionId of sessions) await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1 } });
    const results = await Promise.all(
      sessions.map((sessionId) => api.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId, body: guestBody })),
    );
    expect(results.map((r) => r.status)).toEqual(sessions.map(() => 201));
    const numbers = results.map((r) => r.body.order_number as string);
    expect(new Set(numbers).size).toBe(6);
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER);
    expect(await stockOf(p.id)).toBe(94);
    const rows = await api.db.select().from(orders).where(inArray(orders.orderNumber, numbers));
    expect(rows).toHaveLength(6);
    // The carts are emptied, not left half-way.
    const left = await api.db.select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(inArray(carts.sessionId, sessions));
    expect(left).toEqual([]);
  });
});
