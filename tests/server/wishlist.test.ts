import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.ts';
import { formatCents, toCents } from '#server/lib/money.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let active: (typeof products.$inferSelect)[];
beforeAll(async () => {
  api = await startTestApi();
  active = await api.db
    .select()
    .from(products)
    .where(and(eq(products.companyId, api.config.companyId), eq(products.status, 'active')))
    .orderBy(asc(products.id));
});
afterAll(async () => api?.close());

async function customerToken(): Promise<string> {
  const res = await api.call('POST', '/api/v1/customer-auth/register', {
    body: { name: 'Lina', email: `souhaits.${randomBytes(5).toString('hex')}@exemple.dz`, password: 'secret123' },
  });
  expect(res.status).toBe(201);
  return res.body.access_token;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('wishlist', () => {
  it('requires sign-in (401) for every call, guests included', async () => {
    const sessionId = newSessionId();
    const id = active[0]!.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/wishlist/'],
      ['POST', '/api/v1/wishlist/', { product_id: id }],
      ['GET', `/api/v1/wishlist/${id}`],
      ['DELETE', `/api/v1/wishlist/${id}`],
      ['DELETE', '/api/v1/wishlist/'],
    ];
    for (const [method, path, body] of calls) {
      const res = await api.call(method, path, { sessionId, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.detail).toMatch(/connect/);
      expect((await api.call(method, path, { token: 'faux', body })).status).toBe(401);
    }
  });

  it('starts empty, adds (201) with product details, newest first, and never duplicates (200)', async () => {
    const token = await customerToken();
    const empty = await api.call('GET', `/api/v1/wishlist/?company_id=${api.config.companyId}`, { token });
    expect(empty).toMatchObject({ status: 200, body: { items: [], total_items: 0 } });
    const [a, b] = [active[0]!, active[1]!];
    const first = await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: a.id, company_id: api.config.companyId } });
    expect(first.status).toBe(201);
    expect(first.body.total_items).toBe(1);
    expect(first.body.items[0]).toMatchObject({
      product_id: a.id,
      product_name: a.name,
      product_price: formatCents(toCents(a.price)),
      product_slug: a.slug,
    });
    // What its page and its card show: the cheapest offer and the number of stores.
    const shown = (await api.call('GET', `/api/v1/public/products/${a.id}`)).body;
    expect(first.body.items[0]).toMatchObject({ price_from: shown.price_from, store_count: shown.store_count });
    expect(first.body.items[0].product_image).toMatch(/^\/media\//);
    expect(Date.parse(first.body.items[0].created_at)).not.toBeNaN();
    const second = await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: b.id } });
    expect(second.status).toBe(201);
    expect(second.body.items.map((i: { product_id: string }) => i.product_id)).toEqual([b.id, a.id]);
    const dup = await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: a.id } });
    expect(dup.status).toBe(200);
    expect(dup.body.total_items).toBe(2);
    expect((await api.call('GET', '/api/v1/wishlist/', { token })).body).toEqual(dup.body);
  });

  it('keeps each customer list apart', async () => {
    const alice = await customerToken();
    const bob = await customerToken();
    await api.call('POST', '/api/v1/wishlist/', { token: alice, body: { product_id: active[2]!.id } });
    expect((await api.call('GET', '/api/v1/wishlist/', { token: bob })).body.total_items).toBe(0);
    expect((await api.call('GET', `/api/v1/wishlist/${active[2]!.id}`, { token: bob })).status).toBe(404);
    expect((await api.call('DELETE', `/api/v1/wishlist/${active[2]!.id}`, { token: bob })).status).toBe(404);
    expect((await api.call('GET', '/api/v1/wishlist/', { token: alice })).body.total_items).toBe(1);
  });

  it('refuses unknown and inactive products (404)', async () => {
    const token = await customerToken();
    const unknown = await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: UNKNOWN } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Produit introuvable');
    const [inactive] = await api.db.select().from(products).where(eq(products.status, 'inactive')).limit(1);
    expect((await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: inactive!.id } })).status).toBe(404);
    expect((await api.call('GET', '/api/v1/wishlist/', { token })).body.total_items).toBe(0);
  });

  it('checks membership with GET /wishlist/:productId', async () => {
    const token = await customerToken();
    const p = active[3]!;
    const absent = await api.call('GET', `/api/v1/wishlist/${p.id}`, { token });
    expect(absent.status).toBe(404);
    expect(absent.body.detail).toBe('Produit absent de la liste de souhaits');
    await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: p.id } });
    const present = await api.call('GET', `/api/v1/wishlist/${p.id}`, { token });
    expect(present.status).toBe(200);
    expect(present.body).toMatchObject({ in_wishlist: true, item: { product_id: p.id, product_name: p.name } });
  });

  it('removes one product (full list back) and 404s when it is not there', async () => {
    const token = await customerToken();
    const [a, b] = [active[4]!, active[5]!];
    await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: a.id } });
    await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: b.id } });
    const res = await api.call('DELETE', `/api/v1/wishlist/${a.id}`, { token, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { product_id: string }) => i.product_id)).toEqual([b.id]);
    const again = await api.call('DELETE', `/api/v1/wishlist/${a.id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Produit absent de la liste de souhaits');
  });

  it('empties the list', async () => {
    const token = await customerToken();
    await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: active[6]!.id } });
    await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: active[7]!.id } });
    const res = await api.call('DELETE', '/api/v1/wishlist/', { token });
    expect(res).toMatchObject({ status: 200, body: { items: [], total_items: 0 } });
    expect((await api.call('DELETE', '/api/v1/wishlist/', { token })).status).toBe(200);
  });

  it('validates ids and bodies in French, never 500', async () => {
    const token = await customerToken();
    const cases: [string, string, unknown][] = [
      ['POST', '/api/v1/wishlist/', {}],
      ['POST', '/api/v1/wishlist/', { product_id: 'abc' }],
      ['POST', '/api/v1/wishlist/', { product_id: 42 }],
      ['POST', '/api/v1/wishlist/', [active[0]!.id]],
      ['GET', '/api/v1/wishlist/pas-un-uuid', undefined],
      ['DELETE', '/api/v1/wishlist/pas-un-uuid', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await api.call(method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
    const malformed = await api.call('POST', '/api/v1/wishlist/', { token, rawBody: '{product_id}' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Corps de requête JSON invalide');
    const huge = await api.call('POST', '/api/v1/wishlist/', { token, body: { product_id: active[0]!.id, pad: 'é'.repeat(40 * 1024) } });
    expect(huge.status).toBe(413);
    const form = await api.call('POST', '/api/v1/wishlist/', { token, rawBody: 'product_id=1', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(form.status).toBe(415);
  });
});
