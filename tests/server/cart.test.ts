import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storeProducts, stores } from '#server/db/schema.ts';
import { discountFor, formatCents, toCents } from '#server/lib/money.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';
import { loadSeedProducts, productPicker, type SeedProduct } from './seed-products.ts';

let api: TestApi;
let catalogue: SeedProduct[];
/** A product not used by another test yet (tests may change stock). */
let pick: (pred: (p: SeedProduct) => boolean) => SeedProduct;
beforeAll(async () => {
  api = await startTestApi();
  catalogue = await loadSeedProducts(api);
  pick = productPicker(catalogue);
});
afterAll(async () => api?.close());

const plain = (minStock = 10) => pick((p) => p.status === 'active' && p.offers.length === 0 && p.stock >= minStock);
const multiStore = (minStock = 10) => pick((p) => p.status === 'active' && p.offers.length >= 2 && p.stock >= minStock);

async function setStock(id: string, stock: number) {
  await api.db.update(products).set({ stock }).where(eq(products.id, id));
}

async function customerToken(): Promise<string> {
  const res = await api.call('POST', '/api/v1/customer-auth/register', {
    body: { name: 'Sofiane', email: `panier.${randomBytes(5).toString('hex')}@exemple.dz`, password: 'secret123' },
  });
  expect(res.status).toBe(201);
  return res.body.access_token;
}

const money = (n: bigint) => formatCents(n);

describe('money helpers', () => {
  it('parses and formats decimals exactly', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('12')).toBe(1200n);
    expect(formatCents(123450n)).toBe('1234.50');
    expect(formatCents(7n)).toBe('0.07');
  });
  it('computes discounts: percent rounded, fixed, never above the subtotal, none below the minimum', () => {
    const percent = { kind: 'percent', value: '10.00', minSubtotal: '0.00', active: true };
    const fixed = { kind: 'fixed', value: '500.00', minSubtotal: '0.00', active: true };
    expect(discountFor(toCents('1999.95'), percent)).toBe(20000n); // 199.995 → 200.00
    expect(discountFor(toCents('300.00'), fixed)).toBe(30000n);
    expect(discountFor(toCents('3000.00'), fixed)).toBe(50000n);
    expect(discountFor(toCents('3000.00'), { ...fixed, minSubtotal: '5000.00' })).toBe(0n);
    expect(discountFor(toCents('3000.00'), { ...percent, active: false })).toBe(0n);
    expect(discountFor(0n, percent)).toBe(0n);
  });
});

describe('owner of the cart', () => {
  it('needs a session or a token (400 in French)', async () => {
    const none = await api.call('GET', '/api/v1/cart/');
    expect(none.status).toBe(400);
    expect(none.body.detail).toMatch(/X-Session-Id/);
    const bad = await api.call('GET', '/api/v1/cart/', { headers: { 'x-session-id': 'session_BAD' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('En-tête X-Session-Id invalide');
    const post = await api.call('POST', '/api/v1/cart/items', { body: { product_id: plain().id, quantity: 1 } });
    expect(post.status).toBe(400);
  });

  it('answers 401 for an invalid token rather than falling back to the guest cart', async () => {
    const res = await api.call('GET', '/api/v1/cart/', { token: 'faux', sessionId: newSessionId() });
    expect(res.status).toBe(401);
  });

  it('reads a cart that does not exist yet as empty, without creating it', async () => {
    const res = await api.call('GET', `/api/v1/cart/?company_id=${api.config.companyId}`, { sessionId: newSessionId() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: null, items: [], total_items: 0, subtotal: '0.00', discount: '0.00', discount_code: null, total_price: '0.00', applied_changes: [] });
    expect((await api.call('GET', '/api/v1/cart', { sessionId: newSessionId() })).status).toBe(200);
  });
});

describe('adding', () => {
  it('adds a product without offers at its price, store null (201, full cart)', async () => {
    const sessionId = newSessionId();
    const p = plain();
    const res = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 2, store_id: null } });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.items).toHaveLength(1);
    const item = res.body.items[0];
    expect(item).toMatchObject({
      product_id: p.id,
      product_name: p.name,
      store_id: null,
      store_name: null,
      quantity: 2,
      unit_price: money(toCents(p.price)),
      total_price: money(toCents(p.price) * 2n),
      stock: p.stock,
    });
    expect(item.product_slug).toBeTruthy();
    expect(item.product_image).toMatch(/^\/media\/.+\.svg$/);
    expect(res.body).toMatchObject({ total_items: 2, subtotal: item.total_price, discount: '0.00', discount_code: null, total_price: item.total_price });
    // The same cart on the next read.
    const again = await api.call('GET', '/api/v1/cart/', { sessionId });
    expect(again.body).toEqual(res.body);
  });

  it('quantity defaults to 1 and store_id may be omitted for a product without offers', async () => {
    const res = await api.call('POST', '/api/v1/cart/items', { sessionId: newSessionId(), body: { product_id: plain().id } });
    expect(res.status).toBe(201);
    expect(res.body.items[0].quantity).toBe(1);
  });

  it('uses the chosen store offer price and sums quantities per (product, store)', async () => {
    const sessionId = newSessionId();
    const p = multiStore(20);
    const [s1, s2] = p.offers;
    const first = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1, store_id: s1!.storeId } });
    expect(first.status).toBe(201);
    expect(first.body.items[0]).toMatchObject({ store_id: s1!.storeId, store_name: s1!.storeName, unit_price: money(toCents(s1!.price)) });
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 2, store_id: s1!.storeId } });
    const third = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1, store_id: s2!.storeId } });
    expect(third.body.items).toHaveLength(2);
    const line1 = third.body.items.find((i: { store_id: string }) => i.store_id === s1!.storeId);
    const line2 = third.body.items.find((i: { store_id: string }) => i.store_id === s2!.storeId);
    expect(line1.quantity).toBe(3);
    expect(line1.total_price).toBe(money(toCents(s1!.price) * 3n));
    expect(line2).toMatchObject({ quantity: 1, unit_price: money(toCents(s2!.price)) });
    expect(third.body.total_items).toBe(4);
    expect(third.body.subtotal).toBe(money(toCents(s1!.price) * 3n + toCents(s2!.price)));
    expect(third.body.total_price).toBe(third.body.subtotal);
  });

  it('requires a store offering the product when it has offers (422)', async () => {
    const sessionId = newSessionId();
    const p = multiStore();
    const missing = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1 } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe('Veuillez choisir une boutique pour ce produit');
    const nullStore = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1, store_id: null } });
    expect(nullStore.status).toBe(422);
    const allStores = await api.db.select({ id: stores.id }).from(stores);
    const other = allStores.find((s) => !p.offers.some((o) => o.storeId === s.id))!;
    const wrong = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1, store_id: other.id } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('Cette boutique ne propose pas ce produit');
    const unknown = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1, store_id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(422);
    const noOffers = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: plain().id, quantity: 1, store_id: other.id } });
    expect(noOffers.status).toBe(422);
    expect(noOffers.body.detail).toBe('Cette boutique ne propose pas ce produit');
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.items).toEqual([]);
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const sessionId = newSessionId();
    const unknown = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Produit introuvable');
    const inactive = pick((p) => p.status === 'inactive');
    const res = await api.call('POST', '/api/v1/cart/items', {
      sessionId,
      body: { product_id: inactive.id, quantity: 1, store_id: inactive.offers[0]?.storeId ?? null },
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Produit introuvable');
  });

  it('refuses more than the stock (409 naming the product), counting what the cart holds', async () => {
    const sessionId = newSessionId();
    const empty = pick((p) => p.status === 'active' && p.stock === 0);
    const none = await api.call('POST', '/api/v1/cart/items', {
      sessionId,
      body: { product_id: empty.id, quantity: 1, store_id: empty.offers[0]?.storeId ?? null },
    });
    expect(none.status).toBe(409);
    expect(none.body.detail).toBe(`Stock insuffisant pour « ${empty.name} » (0 disponible(s))`);

    const p = multiStore();
    await setStock(p.id, 3);
    const [s1, s2] = p.offers;
    expect((await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 2, store_id: s1!.storeId } })).status).toBe(201);
    const over = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 2, store_id: s2!.storeId } });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(`Stock insuffisant pour « ${p.name} » (3 disponible(s))`);
    expect((await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1, store_id: s2!.storeId } })).status).toBe(201);
  });

  it('caps a line at 999', async () => {
    const sessionId = newSessionId();
    const p = plain();
    await setStock(p.id, 5000);
    expect((await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 999 } })).status).toBe(201);
    const over = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1 } });
    expect(over.status).toBe(422);
    expect(over.body.detail).toMatch(/999/);
  });

  it('caps one product at 999 across its stores, adding or changing a line', async () => {
    const sessionId = newSessionId();
    const p = multiStore();
    await setStock(p.id, 5000);
    const [s1, s2] = p.offers;
    expect((await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 600, store_id: s1!.storeId } })).status).toBe(201);
    const over = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 400, store_id: s2!.storeId } });
    expect(over.status).toBe(422);
    expect(over.body.detail).toBe('Quantité maximale par article : 999');
    const added = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 399, store_id: s2!.storeId } });
    expect(added.status).toBe(201);
    const second = added.body.items.find((i: { store_id: string }) => i.store_id === s2!.storeId);
    const raised = await api.call('PUT', `/api/v1/cart/items/${second.id}`, { sessionId, body: { quantity: 400 } });
    expect(raised.status).toBe(422);
    expect(raised.body.detail).toBe('Quantité maximale par article : 999');
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.total_items).toBe(999);
  });

  it('holds at most 100 lines: the 101st is refused in French, more of a line already there is not', async () => {
    const sessionId = newSessionId();
    // Adding to a cart takes no stock: these products stay free for the other tests.
    const products = catalogue.filter((p) => p.status === 'active' && p.stock >= 2).slice(0, 101);
    expect(products).toHaveLength(101);
    const add = (p: SeedProduct) =>
      api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 1, store_id: p.offers[0]?.storeId ?? null } });
    for (const p of products.slice(0, 100)) expect((await add(p)).status).toBe(201);
    const refused = await add(products[100]!);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe('Votre panier contient déjà 100 articles différents, le maximum : retirez-en un pour en ajouter un autre');
    expect((await add(products[0]!)).status).toBe(201);
    const cart = (await api.call('GET', '/api/v1/cart/', { sessionId })).body;
    expect(cart.items).toHaveLength(100);
    expect(cart.total_items).toBe(101);
  });

  it('validates the body in French and never answers 500', async () => {
    const sessionId = newSessionId();
    const id = plain().id;
    const cases: [unknown, RegExp][] = [
      [{ product_id: id, quantity: 0 }, /quantity.*minimum 1/],
      [{ product_id: id, quantity: -3 }, /quantity/],
      [{ product_id: id, quantity: 1.5 }, /quantity.*entier/],
      [{ product_id: id, quantity: 1000 }, /quantity.*maximum 999/],
      [{ product_id: id, quantity: 1e12 }, /quantity/],
      [{ product_id: id, quantity: 'beaucoup' }, /quantity/],
      [{ product_id: id, quantity: null }, /quantity/],
      [{ quantity: 1 }, /Champ obligatoire manquant.*product_id/],
      [{ product_id: 'abc', quantity: 1 }, /product_id.*UUID/],
      [{ product_id: id, quantity: 1, store_id: 'boutique' }, /store_id/],
      [{ product_id: id, quantity: 1, company_id: 'x' }, /company_id/],
      [[1, 2], /objet/],
      ['texte', /objet/],
    ];
    for (const [body, detail] of cases) {
      const res = await api.call('POST', '/api/v1/cart/items', { sessionId, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail, JSON.stringify(body)).toMatch(detail);
    }
    const malformed = await api.call('POST', '/api/v1/cart/items', { sessionId, rawBody: '{"product_id":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Corps de requête JSON invalide');
    const emptyBody = await api.call('POST', '/api/v1/cart/items', { sessionId, rawBody: '' });
    expect(emptyBody.status).toBe(400);
    const huge = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: id, quantity: 1, pad: 'x'.repeat(65 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('Corps de requête trop volumineux');
    const form = await api.call('POST', '/api/v1/cart/items', {
      sessionId,
      rawBody: `product_id=${id}&quantity=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const text = await api.call('POST', '/api/v1/cart/items', { sessionId, rawBody: 'bonjour', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(text.body.detail).toBeTruthy();
    const proto = await api.call('POST', '/api/v1/cart/items', { sessionId, rawBody: `{"product_id":"${id}","quantity":1,"__proto__":{"x":1}}` });
    expect(proto.status).toBe(400);
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.items).toEqual([]);
  });

  it('accepts and ignores company_id and unknown fields', async () => {
    const res = await api.call('POST', '/api/v1/cart/items', {
      sessionId: newSessionId(),
      body: { product_id: plain().id, quantity: 1, company_id: api.config.companyId, extra: true },
    });
    expect(res.status).toBe(201);
  });
});

describe('changing lines', () => {
  async function cartWithLine(owner: { sessionId?: string; token?: string }, quantity = 2) {
    const p = plain();
    const res = await api.call('POST', '/api/v1/cart/items', { ...owner, body: { product_id: p.id, quantity } });
    return { p, itemId: res.body.items[0].id as string };
  }

  it('PUT sets the quantity, checks the stock on increase, and 0 removes the line', async () => {
    const sessionId = newSessionId();
    const { p, itemId } = await cartWithLine({ sessionId });
    const up = await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, body: { quantity: 5, company_id: api.config.companyId } });
    expect(up.status).toBe(200);
    expect(up.body.items[0]).toMatchObject({ id: itemId, quantity: 5, total_price: money(toCents(p.price) * 5n) });
    expect(up.body.total_items).toBe(5);
    await setStock(p.id, 6);
    const over = await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, body: { quantity: 7 } });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(`Stock insuffisant pour « ${p.name} » (6 disponible(s))`);
    await setStock(p.id, 1);
    const down = await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, body: { quantity: 4 } });
    expect(down.status).toBe(200);
    expect(down.body.items[0].stock).toBe(1);
    const zero = await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, body: { quantity: 0 } });
    expect(zero.status).toBe(200);
    expect(zero.body.items).toEqual([]);
    expect(zero.body.total_price).toBe('0.00');
  });

  it('PUT validates the quantity', async () => {
    const sessionId = newSessionId();
    const { itemId } = await cartWithLine({ sessionId });
    for (const quantity of [-1, 1.5, 1000, 'deux']) {
      const res = await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, body: { quantity } });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/quantity/);
    }
    expect((await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, body: {} })).status).toBe(400);
    expect((await api.call('PUT', '/api/v1/cart/items/pas-un-id', { sessionId, body: { quantity: 1 } })).status).toBe(400);
  });

  it('answers 404 for an unknown line or the line of another cart', async () => {
    const alice = newSessionId();
    const bob = newSessionId();
    const { itemId } = await cartWithLine({ sessionId: alice });
    for (const [method, body] of [
      ['PUT', { quantity: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const other = await api.call(method, `/api/v1/cart/items/${itemId}`, { sessionId: bob, body });
      expect(other.status).toBe(404);
      expect(other.body.detail).toBe('Article introuvable dans le panier');
      const unknown = await api.call(method, '/api/v1/cart/items/00000000-0000-4000-8000-000000000000', { sessionId: alice, body });
      expect(unknown.status).toBe(404);
    }
    const token = await customerToken();
    expect((await api.call('DELETE', `/api/v1/cart/items/${itemId}`, { token })).status).toBe(404);
    expect((await api.call('GET', '/api/v1/cart/', { sessionId: alice })).body.items).toHaveLength(1);
  });

  it('DELETE removes a line and answers the cart; a second DELETE is 404', async () => {
    const sessionId = newSessionId();
    const { itemId } = await cartWithLine({ sessionId });
    const other = plain();
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: other.id, quantity: 1 } });
    const res = await api.call('DELETE', `/api/v1/cart/items/${itemId}`, { sessionId });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { product_id: string }) => i.product_id)).toEqual([other.id]);
    expect((await api.call('DELETE', `/api/v1/cart/items/${itemId}`, { sessionId })).status).toBe(404);
  });

  it('DELETE /cart/ empties the cart and its code; it works with a JSON content type and no body', async () => {
    const sessionId = newSessionId();
    await cartWithLine({ sessionId });
    await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: 'BIENVENUE10' } });
    const res = await api.call('DELETE', '/api/v1/cart/', { sessionId, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total_items: 0, subtotal: '0.00', discount: '0.00', discount_code: null, total_price: '0.00' });
    const fresh = await api.call('DELETE', '/api/v1/cart/', { sessionId: newSessionId() });
    expect(fresh.status).toBe(200);
    expect(fresh.body.id).toBeNull();
  });
});

describe('discount codes', () => {
  it('applies a percent code case-insensitively and removes it', async () => {
    const sessionId = newSessionId();
    const p = plain();
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 3 } });
    const res = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: ' bienvenue10 ' } });
    expect(res.status).toBe(200);
    const subtotal = toCents(p.price) * 3n;
    const discount = (subtotal * 1000n + 5000n) / 10000n;
    expect(res.body).toMatchObject({ discount_code: 'BIENVENUE10', subtotal: money(subtotal), discount: money(discount), total_price: money(subtotal - discount) });
    // The discount follows the cart.
    const more = await api.call('PUT', `/api/v1/cart/items/${res.body.items[0].id}`, { sessionId, body: { quantity: 1 } });
    expect(more.body.discount).toBe(money((toCents(p.price) * 1000n + 5000n) / 10000n));
    const removed = await api.call('DELETE', '/api/v1/cart/remove-discount/', { sessionId });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ discount_code: null, discount: '0.00', total_price: removed.body.subtotal });
  });

  it('refuses unknown and inactive codes (422)', async () => {
    const sessionId = newSessionId();
    for (const code of ['ETE2024', 'ete2024', 'INCONNU']) {
      const res = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code } });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe('Code promo invalide ou expiré');
    }
    const blank = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: '' } });
    expect(blank.status).toBe(400);
    const missing = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: {} });
    expect(missing.status).toBe(400);
  });

  it('FIXE500 needs a 5000 subtotal (422 with the amount), then takes 500 off', async () => {
    const sessionId = newSessionId();
    const cheap = pick((p) => p.status === 'active' && p.offers.length === 0 && p.stock >= 1 && toCents(p.price) < 500000n);
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: cheap.id, quantity: 1 } });
    const refused = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: 'FIXE500' } });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain('5000.00');
    const p = plain();
    await setStock(p.id, 999);
    const quantity = Number(500000n / toCents(p.price) + 1n);
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity } });
    const ok = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: 'fixe500' } });
    expect(ok.status).toBe(200);
    expect(ok.body.discount).toBe('500.00');
    expect(toCents(ok.body.total_price)).toBe(toCents(ok.body.subtotal) - 50000n);
    // Below the minimum again: the code stays but takes nothing off.
    const line = ok.body.items.find((i: { product_id: string }) => i.product_id === p.id);
    const less = await api.call('DELETE', `/api/v1/cart/items/${line.id}`, { sessionId });
    expect(less.body).toMatchObject({ discount_code: 'FIXE500', discount: '0.00' });
  });

  it('a code deactivated after it was applied no longer applies', async () => {
    const sessionId = newSessionId();
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: plain().id, quantity: 1 } });
    await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: 'BIENVENUE10' } });
    const { discountCodes } = await import('#server/db/schema.ts');
    await api.db.update(discountCodes).set({ active: false }).where(eq(discountCodes.code, 'BIENVENUE10'));
    try {
      const res = await api.call('GET', '/api/v1/cart/', { sessionId });
      expect(res.body).toMatchObject({ discount_code: null, discount: '0.00' });
    } finally {
      await api.db.update(discountCodes).set({ active: true }).where(eq(discountCodes.code, 'BIENVENUE10'));
    }
  });
});

describe('customer cart', () => {
  it('is bound to the customer, separate from any guest session, and live-priced', async () => {
    const token = await customerToken();
    const sessionId = newSessionId();
    const p = multiStore();
    const offer = p.offers[1]!;
    const add = await api.call('POST', '/api/v1/cart/items', { token, sessionId, body: { product_id: p.id, quantity: 1, store_id: offer.storeId } });
    expect(add.status).toBe(201);
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.items).toEqual([]);
    expect((await api.call('GET', '/api/v1/cart/', { token })).body.items).toHaveLength(1);
    // Prices are computed on every read.
    await api.db
      .update(storeProducts)
      .set({ price: '1234.50' })
      .where(and(eq(storeProducts.storeId, offer.storeId), eq(storeProducts.productId, p.id)));
    const repriced = await api.call('GET', '/api/v1/cart/', { token });
    expect(repriced.body.items[0].unit_price).toBe('1234.50');
  });
});

describe('hostile input on every route of customers, cart, wishlist and orders', () => {
  it('always answers 4xx with a French detail, never 500', async () => {
    const token = await customerToken();
    const sessionId = newSessionId();
    const id = plain().id;
    const routes: [string, string][] = [
      ['POST', '/api/v1/customer-auth/register'],
      ['POST', '/api/v1/customer-auth/login'],
      ['POST', '/api/v1/customer-auth/password'],
      ['PUT', '/api/v1/customer-auth/password'],
      ['PUT', '/api/v1/customer-auth/profile'],
      ['POST', '/api/v1/customer-auth/checkout'],
      ['POST', '/api/v1/customer-auth/guest-checkout'],
      ['POST', '/api/v1/cart/items'],
      ['PUT', `/api/v1/cart/items/${id}`],
      ['POST', '/api/v1/cart/apply-discount/'],
      ['POST', '/api/v1/wishlist/'],
    ];
    const nul = 'a\u0000b';
    const bodies: unknown[] = [
      null,
      42,
      'texte',
      [],
      { name: nul, email: `x${randomBytes(3).toString('hex')}@exemple.dz`, password: 'secret123' },
      { email: nul, password: nul, code: nul, shipping_address: nul, product_id: nul, quantity: nul },
      { customer_name: nul, customer_email: 'a@b.dz', customer_phone: '1', shipping_address: 'x' },
      { code: nul },
      { current_password: nul, new_password: 'secret123' },
      { token: nul, new_password: 'secret123' },
      { product_id: id, quantity: Number.MAX_SAFE_INTEGER },
      { product_id: id, quantity: -0.5, store_id: 12 },
      { quantity: { $gt: 0 } },
      { name: 'x'.repeat(100_000) },
      { constructor: { prototype: { admin: true } } },
      Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
    ];
    for (const [method, path] of routes) {
      for (const body of bodies) {
        const res = await api.call(method, path, { token: path.includes('register') || path.includes('guest') ? undefined : token, sessionId, body });
        expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.detail).toBe('string');
      }
      for (const rawBody of ['{', '{"a":1}}', '\u0000', '{"a":"\\u0000"}', 'null', '"x"', '[1,2']) {
        const res = await api.call(method, path, { token, sessionId, rawBody });
        expect(res.status, `${method} ${path} raw ${JSON.stringify(rawBody)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.detail).toBe('string');
      }
    }
    // Path and query oddities.
    for (const path of [
      '/api/v1/cart/items/%00',
      '/api/v1/wishlist/%ZZ',
      '/api/v1/customer-auth/orders/..%2F..',
      '/api/v1/customer-auth/orders?limit=%00',
      `/api/v1/customer-auth/verify-email/${'a'.repeat(500)}`,
    ]) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const res = await api.call(method, path, { token, sessionId });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });
});
