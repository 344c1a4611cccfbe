/**
 * The test-support route (server/src/routes/testing.ts) that the browser
 * tests' fixtures call to remove what a test created: absent unless
 * TEST_SUPPORT_ROUTES=1, hidden from the OpenAPI document, and when on it
 * deletes exactly the named customers and guest sessions (with everything
 * that hangs on them) and leaves everyone else's data, the demo's included.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, cartItems, carts, customers, idempotencyKeys, mailOutbox, orderItems, orders, products, storeProducts, wishlistItems } from '#server/db/schema.ts';
import { DEMO_CUSTOMER } from '#server/seed/catalogue.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';

const CLEANUP = '/api/test-support/cleanup';

/** Starts an app with TEST_SUPPORT_ROUTES as given (the setting is read from the environment when the app is built). */
async function startWith(setting: string | undefined): Promise<TestApi> {
  const before = process.env.TEST_SUPPORT_ROUTES;
  if (setting === undefined) delete process.env.TEST_SUPPORT_ROUTES;
  else process.env.TEST_SUPPORT_ROUTES = setting;
  try {
    return await startTestApi();
  } finally {
    if (before === undefined) delete process.env.TEST_SUPPORT_ROUTES;
    else process.env.TEST_SUPPORT_ROUTES = before;
  }
}

describe('without TEST_SUPPORT_ROUTES=1', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startWith(undefined);
  });
  afterAll(async () => api?.close());

  it('the route does not exist, and nothing is deleted', async () => {
    const res = await api.call('POST', CLEANUP, { body: { emails: [DEMO_CUSTOMER.email] } });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(`Ressource introuvable : POST ${CLEANUP}`);
    expect((await api.call('POST', '/api/v1/customer-auth/login', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } })).status).toBe(200);
  });

  it('another value than 1 does not turn it on', async () => {
    const other = await startWith('true');
    try {
      expect((await other.call('POST', CLEANUP, { body: {} })).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('with TEST_SUPPORT_ROUTES=1', () => {
  let api: TestApi;
  let catalogue: { id: string }[];
  beforeAll(async () => {
    api = await startWith('1');
    catalogue = await api.db
      .select({ id: products.id })
      .from(products)
      // Sold by the company itself (no store to choose) and in stock.
      .where(
        and(
          eq(products.companyId, api.config.companyId),
          eq(products.status, 'active'),
          gte(products.stock, 20),
          notExists(api.db.select({ one: sql`1` }).from(storeProducts).where(eq(storeProducts.productId, products.id))),
        ),
      )
      .limit(40);
  });
  afterAll(async () => api?.close());

  let next = 0;
  const product = () => catalogue[next++ % catalogue.length]!.id;
  const key = () => randomUUID();

  async function addToCart(auth: { token?: string; sessionId?: string }, productId = product()) {
    const res = await api.call('POST', '/api/v1/cart/items', { ...auth, idempotencyKey: key(), body: { product_id: productId, quantity: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }

  /** A customer with everything a browser test can leave: a merged guest cart, a cart, a wishlist, an order, a reset mail, tokens. */
  async function busyCustomer(label: string) {
    const email = `${label}.${randomBytes(4).toString('hex')}@example.dz`;
    const password = 'motdepasse1';
    const guestSession = newSessionId();
    await addToCart({ sessionId: guestSession });
    const reg = await api.call('POST', '/api/v1/customer-auth/register', { sessionId: guestSession, body: { name: 'Client Test', email, password } });
    expect(reg.status).toBe(201);
    const token = reg.body.access_token as string;
    const id = reg.body.customer.id as string;
    await addToCart({ token });
    const order = await api.call('POST', '/api/v1/customer-auth/checkout', { token, idempotencyKey: key(), body: { shipping_address: '1 rue de Test, Alger' } });
    expect(order.status).toBe(201);
    await addToCart({ token });
    expect((await api.call('POST', '/api/v1/wishlist/', { token, idempotencyKey: key(), body: { product_id: product() } })).status).toBe(201);
    expect((await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { address: '2 rue de Test, Oran' } })).status).toBe(200);
    expect((await api.call('POST', '/api/v1/customer-auth/password', { body: { email } })).status).toBeLessThan(300);
    // The reset mail is queued after the answer.
    await api.app.background.drain();
    return { email, password, token, id, orderId: order.body.order_id as string };
  }

  async function guestWithOrder() {
    const sessionId = newSessionId();
    await addToCart({ sessionId });
    const order = await api.call('POST', '/api/v1/customer-auth/guest-checkout', {
      sessionId,
      idempotencyKey: key(),
      body: { customer_name: 'Invité Test', customer_email: 'invite@example.dz', customer_phone: '0555000000', shipping_address: 'Alger' },
    });
    expect(order.status).toBe(201);
    await addToCart({ sessionId });
    return { sessionId, orderId: order.body.order_id as string };
  }

  async function rowsOf(c: { id: string; email: string }) {
    const cartIds = (await api.db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, c.id))).map((r) => r.id);
    const orderIds = (await api.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, c.id))).map((r) => r.id);
    return {
      customers: (await api.db.select().from(customers).where(eq(customers.id, c.id))).length,
      carts: cartIds.length,
      cartItems: cartIds.length ? (await api.db.select().from(cartItems).where(inArray(cartItems.cartId, cartIds))).length : 0,
      orders: orderIds.length,
      orderItems: orderIds.length ? (await api.db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds))).length : 0,
      wishlist: (await api.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, c.id))).length,
      tokens: (await api.db.select().from(authTokens).where(eq(authTokens.customerId, c.id))).length,
      idempotencyKeys: (await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `customer:${c.id}`))).length,
      mails: (await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email))).length,
    };
  }

  async function sessionRows(sessionId: string) {
    const cartIds = (await api.db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId))).map((r) => r.id);
    return {
      carts: cartIds.length,
      cartItems: cartIds.length ? (await api.db.select().from(cartItems).where(inArray(cartItems.cartId, cartIds))).length : 0,
      orders: (await api.db.select().from(orders).where(and(isNull(orders.customerId), eq(orders.sessionId, sessionId)))).length,
      idempotencyKeys: (await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `session:${sessionId}`))).length,
    };
  }

  const login = (email: string, password: string) => api.call('POST', '/api/v1/customer-auth/login', { body: { email, password } });

  it('is hidden from the OpenAPI document', async () => {
    const res = await api.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('test-support');
  });

  it('answers another machine as if it did not exist, and deletes nothing', async () => {
    const target = await busyCustomer('distant');
    const before = await rowsOf(target);
    // Servers here listen on loopback only, so the caller's address is set
    // on an injected request: the same app, hooks and route.
    for (const remoteAddress of ['192.0.2.10', '2001:db8::7', '::ffff:192.0.2.10']) {
      const res = await api.app.inject({ method: 'POST', url: CLEANUP, remoteAddress, payload: { emails: [target.email] } });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json().detail).toBe(`Ressource introuvable : POST ${CLEANUP}`);
    }
    expect(await rowsOf(target)).toEqual(before);
    expect((await login(target.email, target.password)).status).toBe(200);
    // The machine itself, as IPv4, IPv6 or mapped IPv4, is served.
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await api.app.inject({ method: 'POST', url: CLEANUP, remoteAddress, payload: { emails: [] } });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('deletes a customer with their carts, wishlist, orders, tokens, mails and addresses; other customers keep theirs', async () => {
    const gone = await busyCustomer('parti');
    const kept = await busyCustomer('reste');
    const before = await rowsOf(gone);
    // Every kind of row is there to be deleted.
    for (const [kind, n] of Object.entries(before)) expect(n, kind).toBeGreaterThan(0);
    const keptBefore = await rowsOf(kept);

    // The address as typed, in capitals: logins are case-insensitive, so is this.
    const res = await api.call('POST', CLEANUP, { body: { emails: [gone.email.toUpperCase()] } });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toMatchObject({ customers: 1, carts: 1, wishlist_items: 1, orders: 1 });
    expect(res.body.deleted.auth_tokens).toBe(before.tokens);
    expect(res.body.deleted.mails).toBe(before.mails);

    expect(await rowsOf(gone)).toEqual({ customers: 0, carts: 0, cartItems: 0, orders: 0, orderItems: 0, wishlist: 0, tokens: 0, idempotencyKeys: 0, mails: 0 });
    expect((await api.db.select().from(orders).where(eq(orders.id, gone.orderId))).length).toBe(0);
    expect((await login(gone.email, gone.password)).status).toBe(401);
    expect((await api.call('GET', '/api/v1/customer-auth/profile', { token: gone.token })).status).toBe(401);

    expect(await rowsOf(kept)).toEqual(keptBefore);
    expect((await login(kept.email, kept.password)).status).toBe(200);
    const keptOrders = await api.call('GET', '/api/v1/customer-auth/orders', { token: kept.token });
    expect(keptOrders.body.items.map((o: { id: string }) => o.id)).toEqual([kept.orderId]);

    // Twice is harmless: nothing left to delete.
    const again = await api.call('POST', CLEANUP, { body: { emails: [gone.email] } });
    expect(again.status).toBe(200);
    expect(Object.values(again.body.deleted).every((n) => n === 0)).toBe(true);
  });

  it('deletes a guest session’s cart and guest orders; other sessions and customers are untouched', async () => {
    const gone = await guestWithOrder();
    const kept = await guestWithOrder();
    const customer = await busyCustomer('client');
    const customerBefore = await rowsOf(customer);
    expect(await sessionRows(gone.sessionId)).toMatchObject({ carts: 1, orders: 1 });
    const keptBefore = await sessionRows(kept.sessionId);

    const res = await api.call('POST', CLEANUP, { body: { session_ids: [gone.sessionId] } });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toMatchObject({ customers: 0, carts: 1, orders: 1 });
    expect(await sessionRows(gone.sessionId)).toEqual({ carts: 0, cartItems: 0, orders: 0, idempotencyKeys: 0 });
    expect(await sessionRows(kept.sessionId)).toEqual(keptBefore);
    expect(await rowsOf(customer)).toEqual(customerBefore);
    const cart = await api.call('GET', '/api/v1/cart/', { sessionId: gone.sessionId });
    expect(cart.body.items).toEqual([]);
  });

  it('never deletes the seeded demo customer; one of their orders can go, their account and cart stay', async () => {
    const [demo] = await api.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    const signIn = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(signIn.status).toBe(200);
    const token = signIn.body.access_token as string;
    await addToCart({ token });
    const order = await api.call('POST', '/api/v1/customer-auth/checkout', { token, idempotencyKey: key(), body: { shipping_address: 'Alger' } });
    expect(order.status).toBe(201);
    await addToCart({ token });
    const cartBefore = (await api.call('GET', '/api/v1/cart/', { token })).body;

    const res = await api.call('POST', CLEANUP, { body: { emails: [DEMO_CUSTOMER.email, DEMO_CUSTOMER.email.toUpperCase()] } });
    expect(res.status).toBe(200);
    expect(Object.values(res.body.deleted).every((n) => n === 0)).toBe(true);
    expect(await api.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email))).toEqual([demo]);
    expect((await api.call('GET', '/api/v1/customer-auth/orders', { token })).body.total_items).toBe(1);

    const byId = await api.call('POST', CLEANUP, { body: { order_ids: [order.body.order_id] } });
    expect(byId.body.deleted).toMatchObject({ customers: 0, carts: 0, orders: 1 });
    expect((await api.call('GET', '/api/v1/customer-auth/orders', { token })).body.total_items).toBe(0);
    expect((await api.call('GET', '/api/v1/cart/', { token })).body).toEqual(cartBefore);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('a guest session id never reaches a customer’s cart or order', async () => {
    const sessionId = newSessionId();
    await addToCart({ sessionId });
    const email = `fusion.${randomBytes(4).toString('hex')}@example.dz`;
    const reg = await api.call('POST', '/api/v1/customer-auth/register', { sessionId, body: { name: 'Client Test', email, password: 'motdepasse1' } });
    expect(reg.status).toBe(201);
    const c = { id: reg.body.customer.id as string, email };
    const before = await rowsOf(c);
    const res = await api.call('POST', CLEANUP, { body: { session_ids: [sessionId] } });
    expect(res.status).toBe(200);
    expect(await rowsOf(c)).toEqual(before);
    await api.call('POST', CLEANUP, { body: { emails: [email] } });
  });

  it('refuses malformed selections', async () => {
    expect((await api.call('POST', CLEANUP, { body: { order_ids: ['pas-un-uuid'] } })).status).toBe(400);
    expect((await api.call('POST', CLEANUP, { body: { emails: [''] } })).status).toBe(400);
  });
});
