/**
 * Public product answers reused by an API process (lib/response-cache.ts):
 * what a count can see is exact at once, whatever the cache holds; what no
 * count sees (a stock figure) is reused for the cache's lifetime; with the
 * cache off, every answer comes from the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache } from '#server/lib/response-cache.ts';
import { startTestApi, type TestApi } from './helpers.ts';

interface Item {
  id: string;
  price: string;
  stock: number;
}

describe('the catalogue answer cache', () => {
  let api: TestApi;
  let off: TestApi;
  beforeAll(async () => {
    // A lifetime no test outlasts: what changes must come from the version, not from expiry.
    api = await startTestApi({ CATALOGUE_CACHE_TTL_MS: '600000' });
    off = await startTestApi({ CATALOGUE_CACHE_TTL_MS: '0' });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await off?.close();
  });

  const list = (t: TestApi) => t.call('GET', '/api/v1/public/products/?limit=5&sort=price-high');

  it('answers the same bytes again, with the JSON content type, until a count-visible write', async () => {
    const first = await list(api);
    const second = await list(api);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.body).toEqual(first.body);
    expect(api.app.catalogueCache.size).toBeGreaterThan(0);
  });

  it('a stock figure changed in the database is reused from the cache (no count sees it); a price change is seen at once', async () => {
    const top = ((await list(api)).body.items as Item[]).find((item) => item.stock > 0)!;
    const byId = (items: Item[]) => items.find((item) => item.id === top.id)!;
    // Still in stock: only the figure changes, which no count sees.
    const figure = top.stock + 1;
    await api.db.execute(sql`UPDATE products SET stock = ${figure} WHERE id = ${top.id}::uuid`);
    expect(byId((await list(api)).body.items).stock).toBe(top.stock);
    // A price change bumps the catalogue version: the next answer is the database's.
    const price = (Number(top.price) + 1000).toFixed(2);
    await api.db.execute(sql`UPDATE products SET price = ${price}::numeric WHERE id = ${top.id}::uuid`);
    const fresh = byId((await list(api)).body.items);
    expect(fresh).toMatchObject({ price, stock: figure });
    const one = await api.call('GET', `/api/v1/public/products/${top.id}`);
    expect(one.body).toMatchObject({ price, stock: figure });
  });

  it('a product deactivated leaves every cached list and its own page at once (404)', async () => {
    const items = (await list(api)).body.items as Item[];
    const gone = items[1]!;
    expect((await api.call('GET', `/api/v1/public/products/${gone.id}`)).status).toBe(200);
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${gone.id}::uuid`);
    expect(((await list(api)).body.items as Item[]).map((i) => i.id)).not.toContain(gone.id);
    expect((await api.call('GET', `/api/v1/public/products/${gone.id}`)).status).toBe(404);
    await api.db.execute(sql`UPDATE products SET status = 'active' WHERE id = ${gone.id}::uuid`);
  });

  it('with CATALOGUE_CACHE_TTL_MS=0 every answer comes from the database', async () => {
    const top = ((await list(off)).body.items as Item[])[0]!;
    await off.db.execute(sql`UPDATE products SET stock = ${top.stock + 3} WHERE id = ${top.id}::uuid`);
    expect(((await list(off)).body.items as Item[])[0]!.stock).toBe(top.stock + 3);
    expect(off.app.catalogueCache.size).toBe(0);
  });
});

describe('createResponseCache', () => {
  it('requests that miss together wait for one answer; a failed one is not kept', async () => {
    const cache = createResponseCache({ ttlMs: 1000 });
    let made = 0;
    let finish!: (body: string) => void;
    const make = () => {
      made += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const answers = Promise.all([cache.fill('1', 'a', make), cache.fill('1', 'a', make), cache.fill('1', 'a', make)]);
    finish('A');
    expect(await answers).toEqual(['A', 'A', 'A']);
    expect(made).toBe(1);
    await expect(cache.fill('1', 'b', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(await cache.fill('1', 'b', async () => 'B')).toBe('B');
  });

  it('expires answers, evicts the least recently used past its size, and drops answers of another version', () => {
    let clock = 0;
    const cache = createResponseCache({ ttlMs: 100, maxEntries: 2, now: () => clock });
    cache.set('1', 'a', 'A');
    cache.set('1', 'b', 'B');
    expect(cache.get('1', 'a')).toBe('A');
    cache.set('1', 'c', 'C');
    // 'b' was the least recently used.
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(cache.get('2', 'a')).toBeUndefined();
    expect(cache.get('1', 'c')).toBe('C');
    clock = 100;
    expect(cache.get('1', 'c')).toBeUndefined();
  });
});
