import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, products } from '#server/db/schema.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';
import { stockProductsWithoutOffers } from './seed-products.ts';

let api: TestApi;
let ids: string[];
beforeAll(async () => {
  api = await startTestApi();
  ids = await stockProductsWithoutOffers(api);
});
afterAll(async () => api?.close());

const key = () => `cle-${randomBytes(8).toString('hex')}`;
let next = 0;
const productId = () => ids[next++]!;

async function signUp() {
  const res = await api.call('POST', '/api/v1/customer-auth/register', {
    body: { name: 'Rania', email: `idem.${randomBytes(5).toString('hex')}@exemple.dz`, password: 'secret123' },
  });
  return res.body.access_token as string;
}

describe('Idempotency-Key on cart changes', () => {
  it('applies a change once and replays the first answer', async () => {
    const sessionId = newSessionId();
    const k = key();
    const body = { product_id: productId(), quantity: 1 };
    const first = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body });
    const second = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const cart = await api.call('GET', '/api/v1/cart/', { sessionId });
    expect(cart.body.items[0].quantity).toBe(1);
    // A new key is a new change.
    const third = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: key(), body });
    expect(third.body.items[0].quantity).toBe(2);
  });

  it('refuses the same key with another body (422)', async () => {
    const sessionId = newSessionId();
    const k = key();
    const p = productId();
    await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body: { product_id: p, quantity: 1 } });
    const other = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body: { product_id: p, quantity: 2 } });
    expect(other.status).toBe(422);
    expect(other.body.detail).toBe("Cette clé d'idempotence a déjà été utilisée pour une autre requête");
    const otherPath = await api.call('DELETE', '/api/v1/cart/', { sessionId, idempotencyKey: k });
    expect(otherPath.status).toBe(422);
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.total_items).toBe(1);
  });

  it('replays a refusal the same way, even once the change would succeed', async () => {
    const sessionId = newSessionId();
    const k = key();
    const p = productId();
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, p));
    const body = { product_id: p, quantity: 1 };
    const first = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body });
    expect(first.status).toBe(409);
    await api.db.update(products).set({ stock: 5 }).where(eq(products.id, p));
    const replay = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body });
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.items).toEqual([]);

    const unknown = { product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 };
    const k2 = key();
    const a = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k2, body: unknown });
    const b = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k2, body: unknown });
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(b.body).toEqual({ detail: 'Produit introuvable' });
  });

  it('applies concurrent identical requests once', async () => {
    const sessionId = newSessionId();
    const k = key();
    const body = { product_id: productId(), quantity: 2 };
    const results = await Promise.all(Array.from({ length: 5 }, () => api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body })));
    const ok = results.filter((r) => r.status === 201);
    // Racing duplicates wait for the first and replay it (a 409 "en cours" is also allowed by the protocol).
    for (const r of results) expect(r.status).toBe(201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.body).toEqual(ok[0]!.body);
    const cart = await api.call('GET', '/api/v1/cart/', { sessionId });
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].quantity).toBe(2);
  });

  it('scopes keys per owner: another session may use the same key', async () => {
    const k = key();
    const body = { product_id: productId(), quantity: 1 };
    const a = newSessionId();
    const b = newSessionId();
    const ra = await api.call('POST', '/api/v1/cart/items', { sessionId: a, idempotencyKey: k, body });
    const rb = await api.call('POST', '/api/v1/cart/items', { sessionId: b, idempotencyKey: k, body });
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(rb.body.id).not.toBe(ra.body.id);
    const token = await signUp();
    const rc = await api.call('POST', '/api/v1/cart/items', { token, idempotencyKey: k, body });
    expect(rc.status).toBe(201);
    expect(rc.headers.get('idempotent-replayed')).toBeNull();
  });

  it('covers PUT, DELETE, discounts and clearing', async () => {
    const sessionId = newSessionId();
    const add = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: productId(), quantity: 3 } });
    const itemId = add.body.items[0].id;
    const put = key();
    const p1 = await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, idempotencyKey: put, body: { quantity: 1 } });
    // The cart changes in between; the replay still answers the first response.
    await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, body: { quantity: 2 } });
    const p2 = await api.call('PUT', `/api/v1/cart/items/${itemId}`, { sessionId, idempotencyKey: put, body: { quantity: 1 } });
    expect(p2.body).toEqual(p1.body);
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.items[0].quantity).toBe(2);

    const disc = key();
    const d1 = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, idempotencyKey: disc, body: { code: 'BIENVENUE10' } });
    const d2 = await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, idempotencyKey: disc, body: { code: 'BIENVENUE10' } });
    expect(d2.headers.get('idempotent-replayed')).toBe('true');
    expect(d2.body).toEqual(d1.body);
    const rm = key();
    const r1 = await api.call('DELETE', '/api/v1/cart/remove-discount/', { sessionId, idempotencyKey: rm });
    const r2 = await api.call('DELETE', '/api/v1/cart/remove-discount/', { sessionId, idempotencyKey: rm });
    expect(r2.body).toEqual(r1.body);

    const del = key();
    const x1 = await api.call('DELETE', `/api/v1/cart/items/${itemId}`, { sessionId, idempotencyKey: del });
    const x2 = await api.call('DELETE', `/api/v1/cart/items/${itemId}`, { sessionId, idempotencyKey: del });
    // Without the key the second delete would be a 404; with it, the first answer.
    expect(x1.status).toBe(200);
    expect(x2.status).toBe(200);
    expect(x2.body).toEqual(x1.body);

    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: productId(), quantity: 1 } });
    const clr = key();
    const c1 = await api.call('DELETE', '/api/v1/cart/', { sessionId, idempotencyKey: clr });
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: productId(), quantity: 1 } });
    const c2 = await api.call('DELETE', '/api/v1/cart/', { sessionId, idempotencyKey: clr });
    expect(c2.body).toEqual(c1.body);
    // The replay did not clear the line added after the first clear.
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.total_items).toBe(1);
  });

  it('rejects a malformed key (400) and stores keys with an expiry', async () => {
    const sessionId = newSessionId();
    const res = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: 'court', body: { product_id: productId(), quantity: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Idempotency-Key/);
    const k = key();
    await api.call('DELETE', '/api/v1/cart/', { sessionId, idempotencyKey: k });
    const [row] = await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    expect(row?.scope).toBe(`session:${sessionId}`);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it("names the owner's newest applied keys in the cart, so a client that lost an answer sees the change is in", async () => {
    const sessionId = newSessionId();
    const added = key();
    const add = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: added, body: { product_id: productId(), quantity: 1 } });
    // A write's answer names none: its client's earlier changes are all answered.
    expect(add.status).toBe(201);
    expect(add.body.applied_changes).toEqual([]);
    // A refusal is not applied; another owner's keys and unkeyed writes are not this cart's.
    await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: key(), body: { product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 } });
    await api.call('DELETE', '/api/v1/cart/', { sessionId: newSessionId(), idempotencyKey: key() });
    await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: 'INCONNU' } });
    const read = await api.call('GET', '/api/v1/cart/', { sessionId });
    expect(read.body.applied_changes).toEqual([added]);

    // Newest first, at most 20; an expired key is no longer named.
    const later = [];
    for (let i = 0; i < 21; i++) {
      const k = key();
      later.push(k);
      expect((await api.call('DELETE', '/api/v1/cart/', { sessionId, idempotencyKey: k })).status).toBe(200);
    }
    const newest = later.reverse();
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.applied_changes).toEqual(newest.slice(0, 20));
    await api.db.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(idempotencyKeys.key, newest[0]!));
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.applied_changes).toEqual(newest.slice(1, 21));
  });

  it('counts a key past its 24 h as new: the change applies again, even with another body', async () => {
    const sessionId = newSessionId();
    const k = key();
    const p = productId();
    const first = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body: { product_id: p, quantity: 1 } });
    expect(first.status).toBe(201);
    await api.db.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(idempotencyKeys.key, k));
    const again = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body: { product_id: p, quantity: 2 } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.total_items).toBe(3);
    // Reclaimed with a new lifetime: a replay now answers the second request.
    const [row] = await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const replay = await api.call('POST', '/api/v1/cart/items', { sessionId, idempotencyKey: k, body: { product_id: p, quantity: 2 } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(again.body);
  });
});

describe('Idempotency-Key on the wishlist', () => {
  it('replays adds and removals', async () => {
    const token = await signUp();
    const p = productId();
    const k = key();
    const a = await api.call('POST', '/api/v1/wishlist/', { token, idempotencyKey: k, body: { product_id: p } });
    const b = await api.call('POST', '/api/v1/wishlist/', { token, idempotencyKey: k, body: { product_id: p } });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    const del = key();
    const d1 = await api.call('DELETE', `/api/v1/wishlist/${p}`, { token, idempotencyKey: del });
    const d2 = await api.call('DELETE', `/api/v1/wishlist/${p}`, { token, idempotencyKey: del });
    expect([d1.status, d2.status]).toEqual([200, 200]);
    expect(d2.body).toEqual(d1.body);
    const again = await api.call('DELETE', `/api/v1/wishlist/${p}`, { token, idempotencyKey: key() });
    expect(again.status).toBe(404);
    const concurrent = key();
    const q = productId();
    const results = await Promise.all(Array.from({ length: 5 }, () => api.call('POST', '/api/v1/wishlist/', { token, idempotencyKey: concurrent, body: { product_id: q } })));
    for (const r of results) expect(r.status).toBe(201);
    expect((await api.call('GET', '/api/v1/wishlist/', { token })).body.total_items).toBe(1);
    const clr = key();
    const c1 = await api.call('DELETE', '/api/v1/wishlist/', { token, idempotencyKey: clr });
    const c2 = await api.call('DELETE', '/api/v1/wishlist/', { token, idempotencyKey: clr });
    expect(c2.body).toEqual(c1.body);
  });

  it("names the customer's newest applied keys in the list, so a client that lost a removal's answer does not apply it again", async () => {
    const token = await signUp();
    const p = productId();
    const added = key();
    const removed = key();
    expect((await api.call('POST', '/api/v1/wishlist/', { token, idempotencyKey: added, body: { product_id: p } })).status).toBe(201);
    const removal = await api.call('DELETE', `/api/v1/wishlist/${p}`, { token, idempotencyKey: removed });
    // A write's answer names none: its client's earlier changes are all answered.
    expect(removal.body.applied_changes).toEqual([]);
    // Another device adds it back (an unkeyed write is named by nobody), and a refused removal is not applied.
    await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: p } });
    expect((await api.call('DELETE', `/api/v1/wishlist/${productId()}`, { token, idempotencyKey: key() })).status).toBe(404);
    const read = await api.call('GET', '/api/v1/wishlist/', { token });
    expect(read.body.items.map((i: { product_id: string }) => i.product_id)).toEqual([p]);
    expect(read.body.applied_changes).toEqual([removed, added]);
    // Another customer's list names none of them.
    expect((await api.call('GET', '/api/v1/wishlist/', { token: await signUp() })).body.applied_changes).toEqual([]);
  });
});

describe('Idempotency-Key on checkout', () => {
  it('a replayed customer checkout makes one order', async () => {
    const token = await signUp();
    const p = productId();
    await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: p, quantity: 2 } });
    const [before] = await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, p));
    const k = key();
    const body = { shipping_address: 'Alger' };
    const first = await api.call('POST', '/api/v1/customer-auth/checkout', { token, idempotencyKey: k, body });
    const second = await api.call('POST', '/api/v1/customer-auth/checkout', { token, idempotencyKey: k, body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const list = await api.call('GET', '/api/v1/customer-auth/orders', { token });
    expect(list.body.total_items).toBe(1);
    const [after] = await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, p));
    expect(after!.stock).toBe(before!.stock - 2);
  });

  it('concurrent replays of a guest checkout make one order', async () => {
    const sessionId = newSessionId();
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: productId(), quantity: 1 } });
    const k = key();
    const body = { customer_name: 'Invité', customer_email: 'invite@exemple.dz', customer_phone: '0550', shipping_address: 'Oran' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId, idempotencyKey: k, body })),
    );
    const ok = results.filter((r) => r.status === 201);
    for (const r of results) expect(r.status).toBe(201);
    expect(new Set(ok.map((r) => r.body.order_id)).size).toBe(1);
    const rows = await api.db.select().from(orders).where(eq(orders.sessionId, sessionId));
    expect(rows).toHaveLength(1);
  });
});
