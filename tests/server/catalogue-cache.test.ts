/**
 * Public product answers reused by an API process (services/response-cache.ts):
 * what a count can see is exact at once, whatever the cache holds; what no
 * count sees (a stock figure) is reused for the cache's lifetime; with the
 * cache off, every answer comes from the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedEncoding } from '#server/lib/compression.ts';
import { createResponseCache, freshReads } from '#server/services/response-cache.ts';
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

  it('category, collection and store lists, a store and its products are reused too; a count or a link they show changes at once', async () => {
    const rows = async <T,>(query: ReturnType<typeof sql>) => ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
    const categories = async () =>
      (await api.call('GET', '/api/v1/public/categories/')).body.items as { id: string; name: string; description: string | null; product_count: number }[];
    const stores = async () => (await api.call('GET', '/api/v1/public/stores/?limit=100')).body.items as { id: string; name: string }[];
    const tree = async () => (await api.call('GET', '/api/v1/public/categories/tree/')).body;
    const collections = async () => JSON.stringify((await api.call('GET', '/api/v1/public/collections/?include_preview_products=true&limit=50')).body);

    // A category's description changes no count: the cached lists still say the old one. (Its name does:
    // a search for the name finds its products, see search-words.test.ts.)
    const [product] = await rows<{ id: string; category_id: string }>(
      sql`SELECT id, category_id FROM products WHERE status = 'active' AND category_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const counted = (await categories()).find((c) => c.id === product!.category_id)!;
    const treeBefore = await tree();
    const collectionsBefore = await collections();
    await api.db.execute(sql`UPDATE categories SET description = ${`${counted.description ?? ''} (modifiée)`} WHERE id = ${counted.id}::uuid`);
    try {
      expect((await categories()).find((c) => c.id === counted.id)!.description).toBe(counted.description);
      expect(await tree()).toEqual(treeBefore);
      // A product of it deactivated changes its count: every list is the database's at once.
      await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${product!.id}::uuid`);
      expect((await categories()).find((c) => c.id === counted.id)).toMatchObject({
        description: `${counted.description ?? ''} (modifiée)`,
        product_count: counted.product_count - 1,
      });
      expect(await tree()).not.toEqual(treeBefore);
      if (collectionsBefore.includes(product!.id)) expect(await collections()).not.toContain(product!.id);
    } finally {
      await api.db.execute(sql`UPDATE products SET status = 'active' WHERE id = ${product!.id}::uuid`);
      await api.db.execute(sql`UPDATE categories SET description = ${counted.description} WHERE id = ${counted.id}::uuid`);
    }

    // A store's name is reused until the catalogue changes (here: one of its product links).
    const [link] = await rows<{ store_id: string; product_id: string; price: string }>(
      sql`SELECT sp.store_id, sp.product_id, sp.price::text AS price FROM store_products sp JOIN products p ON p.id = sp.product_id
          WHERE p.status = 'active' ORDER BY sp.store_id, sp.product_id LIMIT 1`,
    );
    const store = (await stores()).find((s) => s.id === link!.store_id)!;
    // So are the store itself and its products' list.
    const detail = async () => (await api.call('GET', `/api/v1/public/stores/${store.id}`)).body as { name: string; product_count: number };
    const offered = async () => (await api.call('GET', `/api/v1/public/stores/${store.id}/products?limit=1`)).body.total_items as number;
    const detailBefore = await detail();
    const offeredBefore = await offered();
    await api.db.execute(sql`UPDATE stores SET name = ${`${store.name} bis`} WHERE id = ${store.id}::uuid`);
    try {
      expect((await stores()).find((s) => s.id === store.id)!.name).toBe(store.name);
      expect((await detail()).name).toBe(store.name);
      await api.db.execute(sql`DELETE FROM store_products WHERE store_id = ${link!.store_id}::uuid AND product_id = ${link!.product_id}::uuid`);
      expect((await stores()).find((s) => s.id === store.id)!.name).toBe(`${store.name} bis`);
      expect(await detail()).toMatchObject({ name: `${store.name} bis`, product_count: detailBefore.product_count - 1 });
      expect(await offered()).toBe(offeredBefore - 1);
    } finally {
      await api.db.execute(
        sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${link!.store_id}::uuid, ${link!.product_id}::uuid, ${link!.price}::numeric) ON CONFLICT DO NOTHING`,
      );
      await api.db.execute(sql`UPDATE stores SET name = ${store.name} WHERE id = ${store.id}::uuid`);
    }
  });

  it('a browser that takes brotli or gzip gets the kept answer compressed, the same JSON, and a price change at once', async () => {
    const path = '/api/v1/public/products/?limit=8&sort=price-high';
    const plain = await api.call('GET', path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const top = (plain.body.items as Item[])[0]!;
    for (const [header, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      // The first asks for the compressed copy, the second reuses it: both decode to the answer.
      for (let i = 0; i < 2; i += 1) {
        const res = await api.call('GET', path, { headers: { 'accept-encoding': header } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(res.body).toEqual(plain.body);
      }
    }
    // A new price bumps the version: the compressed copy of the old answer is not served.
    const price = (Number(top.price) + 1000).toFixed(2);
    await api.db.execute(sql`UPDATE products SET price = ${price}::numeric WHERE id = ${top.id}::uuid`);
    try {
      const res = await api.call('GET', path, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect((res.body.items as Item[])[0]).toMatchObject({ id: top.id, price });
    } finally {
      await api.db.execute(sql`UPDATE products SET price = ${top.price}::numeric WHERE id = ${top.id}::uuid`);
    }
    // Weighted preferences are left to the compression plugin, which still compresses.
    const weighted = await api.call('GET', path, { headers: { 'accept-encoding': 'gzip;q=1.0, br;q=0.5' } });
    expect(weighted.headers.get('content-encoding')).toBe('gzip');
    expect(weighted.body).toEqual(plain.body);
  });

  it('with CATALOGUE_CACHE_TTL_MS=0 every answer comes from the database', async () => {
    const top = ((await list(off)).body.items as Item[])[0]!;
    await off.db.execute(sql`UPDATE products SET stock = ${top.stock + 3} WHERE id = ${top.id}::uuid`);
    expect(((await list(off)).body.items as Item[])[0]!.stock).toBe(top.stock + 3);
    expect(off.app.catalogueCache.size).toBe(0);
  });

  it('tells a shared cache (CDN, nginx) it may keep a catalogue answer 60 s, and never a personal answer or an error', async () => {
    const product = ((await list(api)).body.items as Item[])[0]!;
    const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    for (const path of [
      '/api/v1/public/products/?limit=5&sort=price-high',
      `/api/v1/public/products/${product.id}`,
      '/api/v1/public/search/?search=samsung',
      '/api/v1/public/categories/',
      '/api/v1/public/collections/',
      '/api/v1/public/stores/',
      `/api/v1/public/companies/${api.config.companyId}`,
    ]) {
      const res = await api.call('GET', path, { sessionId: 'session_abcdefghi_x', token: 'jeton' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(shared);
    }
    // A random pick is never shared; an error, a cart or a profile neither.
    expect((await api.call('GET', '/api/v1/public/categories/random-leaves/?limit=3')).headers.get('cache-control')).toBe('no-cache');
    const missing = await api.call('GET', '/api/v1/public/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
    const cart = await api.call('GET', '/api/v1/cart/', { sessionId: 'session_abcdefghi_x' });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
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

describe('createResponseCache past an answer\'s lifetime', () => {
  it('serves the expired answer of the same version at once while one request makes the next; never one of another version', async () => {
    let clock = 0;
    const cache = createResponseCache({ ttlMs: 100, staleMs: 100, now: () => clock });
    cache.set('1', 'a', 'A1');
    clock = 150;
    let made = 0;
    let finish!: (body: string) => void;
    const make = () => {
      made += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    // Expired 50 ms ago: the old answer now, the next one made once in the background.
    expect(await cache.fill('1', 'a', make)).toBe('A1');
    expect(await cache.fill('1', 'a', make)).toBe('A1');
    expect(made).toBe(1);
    finish('A2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.fill('1', 'a', make)).toBe('A2');
    expect(made).toBe(1);
    // Another version (a count changed): the request waits for its own answer.
    const other = cache.fill('2', 'a', make);
    expect(made).toBe(2);
    finish('B');
    expect(await other).toBe('B');
    // Past the stale window too: it waits.
    clock = 150 + 100 + 100;
    const late = cache.fill('2', 'a', make);
    expect(made).toBe(3);
    finish('B2');
    expect(await late).toBe('B2');
  });

  it('a failed refresh leaves the expired answer served until the window ends', async () => {
    let clock = 0;
    const cache = createResponseCache({ ttlMs: 100, staleMs: 100, now: () => clock });
    cache.set('1', 'a', 'A1');
    clock = 120;
    expect(await cache.fill('1', 'a', () => Promise.reject(new Error('503')))).toBe('A1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.fill('1', 'a', async () => 'A2')).toBe('A1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get('1', 'a')).toBe('A2');
    clock = 400;
    await expect(cache.fill('1', 'a', () => Promise.reject(new Error('503')))).rejects.toThrow('503');
  });
});

describe('freshReads (the catalogue version of requests that arrive together)', () => {
  /** A read whose answer the test gives, recording when it started. */
  function reads() {
    const started: ((value: string) => void)[] = [];
    const failures: ((error: Error) => void)[] = [];
    const read = () =>
      new Promise<string>((resolve, reject) => {
        started.push(resolve);
        failures.push(reject);
      });
    return { started, failures, read };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a caller never gets a read already on its way when it called: it waits for the next, which the callers meanwhile share', async () => {
    const shared = freshReads<string>();
    const { started, read } = reads();
    const first = shared('company', read);
    expect(started).toHaveLength(1);
    // Two callers while the first read is on its way (a write may have committed since it started).
    const second = shared('company', read);
    const third = shared('company', read);
    expect(started).toHaveLength(1);
    started[0]!('v1');
    expect(await first).toBe('v1');
    await flush();
    // Their read started after they called, once the first ended: one for both.
    expect(started).toHaveLength(2);
    started[1]!('v2');
    expect(await second).toBe('v2');
    expect(await third).toBe('v2');
    // Nothing on its way any more: the next caller reads at once.
    const fourth = shared('company', read);
    expect(started).toHaveLength(3);
    started[2]!('v3');
    expect(await fourth).toBe('v3');
  });

  it('a read that does not end (a connection awaited under load) holds the callers since at most the window, and never hands them a read started before them', async () => {
    const shared = freshReads<string>(5);
    const { started, read } = reads();
    const slow = shared('company', read);
    const waiting = shared('company', read);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Their read started without the slow one ending.
    expect(started).toHaveLength(2);
    // A caller after that start waits for a third read, not the second.
    const later = shared('company', read);
    started[1]!('v2');
    expect(await waiting).toBe('v2');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toHaveLength(3);
    started[2]!('v3');
    expect(await later).toBe('v3');
    started[0]!('v1');
    expect(await slow).toBe('v1');
  });

  it('keys are read apart, and a failed read fails only its own callers', async () => {
    const shared = freshReads<string>();
    const { started, failures, read } = reads();
    const a = shared('a', read);
    const b = shared('b', read);
    expect(started).toHaveLength(2);
    const late = shared('a', read);
    failures[0]!(new Error('connexion perdue'));
    await expect(a).rejects.toThrow('connexion perdue');
    await flush();
    // The caller who came during the failed read gets a read of its own.
    expect(started).toHaveLength(3);
    started[2]!('a2');
    expect(await late).toBe('a2');
    started[1]!('b1');
    expect(await b).toBe('b1');
  });
});

describe('cachedEncoding (which kept compressed copy an Accept-Encoding header takes)', () => {
  it('takes brotli first, then gzip, and leaves weights, wildcards and identity to the plugin', () => {
    expect(cachedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(cachedEncoding('gzip, deflate')).toBe('gzip');
    expect(cachedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(cachedEncoding('BR;Q=1')).toBe('br');
    expect(cachedEncoding('gzip;q=0.5, br')).toBeNull();
    expect(cachedEncoding('identity')).toBeNull();
    expect(cachedEncoding('*')).toBeNull();
    expect(cachedEncoding('deflate')).toBeNull();
    expect(cachedEncoding(undefined)).toBeNull();
    expect(cachedEncoding('')).toBeNull();
  });
});
