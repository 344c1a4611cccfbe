/**
 * Catalogue totals served from the count cache (migration 0003) stay exact:
 * after every kind of write to products, store_products, collection_products
 * and categories, for each list that write touches and for the lists it does
 * not, on the catalogue, search, category, store and collection routes. Each
 * check asks every list twice, so the second answer comes from the cache.
 * Expected totals come from plain SQL on the same database.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_SLOTS, countKey, listProducts } from '#server/repositories/products.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;

async function one<T>(query: SQL): Promise<T> {
  const [row] = await api.rows<T>(query);
  return row!;
}

/** A list the API serves with its total, and the same count in plain SQL. */
interface Variant {
  name: string;
  path: string;
  expected: SQL;
}

const active = () => sql`p.company_id = ${companyId} AND p.status = 'active'`;
const subtree = (id: string) => sql`(WITH RECURSIVE t(id) AS (
    SELECT id FROM categories WHERE id = ${id}::uuid
    UNION SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id)
  SELECT id FROM t)`;

let tops: string[];
let leafA: string;
let leafB: string;
let storeA: string;
let storeB: string;
let collection: string;
/** A word of the seeded names that the new product's name carries too. */
const WORD = 'zorglub';

function variants(): Variant[] {
  const [top0, top1] = tops as [string, string];
  return [
    { name: 'everything', path: '/api/v1/public/products/?limit=1', expected: sql`SELECT count(*)::int AS n FROM products p WHERE ${active()}` },
    {
      name: 'first top category',
      path: `/api/v1/public/products/?category=${top0}&limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p WHERE ${active()} AND p.category_id IN ${subtree(top0)}`,
    },
    {
      name: 'second top category, price range, by price',
      path: `/api/v1/public/products/?category=${top1}&min_price=1000&max_price=50000&sort=price-low&limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p WHERE ${active()} AND p.category_id IN ${subtree(top1)} AND p.price_from BETWEEN 1000 AND 50000`,
    },
    {
      name: 'two categories, either order',
      path: `/api/v1/public/products/?category=${leafB},${leafA}&limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p WHERE ${active()} AND (p.category_id IN ${subtree(leafA)} OR p.category_id IN ${subtree(leafB)})`,
    },
    {
      name: 'category route, rating',
      path: `/api/v1/public/categories/${leafA}/products?min_rating=3&limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p WHERE ${active()} AND p.category_id IN ${subtree(leafA)} AND p.rating >= 3`,
    },
    {
      name: 'search',
      path: `/api/v1/public/search/?q=${WORD}&limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p WHERE ${active()} AND p.search_vector @@ to_tsquery('french', ${`${WORD}:*`})`,
    },
    {
      name: 'store A',
      path: `/api/v1/public/stores/${storeA}/products?limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store_id = ${storeA} WHERE ${active()}`,
    },
    {
      name: 'store B, price range',
      path: `/api/v1/public/stores/${storeB}/products?max_price=30000&limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store_id = ${storeB} WHERE ${active()} AND sp.price <= 30000`,
    },
    {
      name: 'collection',
      path: `/api/v1/public/collections/${collection}/products?limit=1`,
      expected: sql`SELECT count(*)::int AS n FROM products p JOIN collection_products cp ON cp.product_id = p.id AND cp.collection_id = ${collection} WHERE ${active()}`,
    },
  ];
}

async function apiTotal(path: string): Promise<number> {
  const res = await api.call('GET', path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.total_items as number;
}

/** Every variant's total, asked twice (the second from the cache), equals its SQL count. */
async function expectExactTotals(): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const v of variants()) {
    const { n } = await one<{ n: number }>(v.expected);
    expect(await apiTotal(v.path), `${v.name} (first ask)`).toBe(Number(n));
    expect(await apiTotal(v.path), `${v.name} (second ask)`).toBe(Number(n));
    totals[v.name] = Number(n);
  }
  return totals;
}

let productId: string;

beforeAll(async () => {
  // The count cache is what is checked here, so whole answers are not reused (docs/decisions/010).
  api = await startTestApi({ CATALOGUE_CACHE_TTL_MS: '0' });
  companyId = api.config.companyId;
  tops = (
    await api.rows<{ id: string }>(sql`SELECT id FROM categories WHERE company_id = ${companyId} AND parent_id IS NULL ORDER BY position, name`)
  ).map((r) => r.id);
  // Two leaves under different top categories.
  const leaves = await api.rows<{ id: string; top: string }>(sql`
    SELECT l.id, m.parent_id AS top FROM categories l JOIN categories m ON m.id = l.parent_id
    WHERE l.company_id = ${companyId} AND m.parent_id IS NOT NULL ORDER BY l.position`);
  leafA = leaves.find((l) => l.top === tops[0])!.id;
  leafB = leaves.find((l) => l.top === tops[1])!.id;
  const stores = await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY name`);
  storeA = stores[0]!.id;
  storeB = stores[1]!.id;
  collection = (await one<{ id: string }>(sql`SELECT id FROM collections WHERE company_id = ${companyId} ORDER BY position LIMIT 1`)).id;
  productId = randomUUID();
});
afterAll(async () => api?.close());

describe('catalogue totals through the count cache', () => {
  it('are exact on the seeded catalogue, and the second ask is served from the cache', async () => {
    await expectExactTotals();
    const version = await one<{ version: string }>(sql`SELECT version FROM catalogue_versions WHERE company_id = ${companyId}`);
    const cached = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM catalogue_counts WHERE company_id = ${companyId} AND version = ${version.version}`,
    );
    // One row per list (fewer only if two of them hashed to the same slot).
    expect(Number(cached.n)).toBeGreaterThan(0);
  });

  it('really come from the cache while the catalogue does not change', async () => {
    // Proves the tests below exercise the cache: a cached total is served as stored.
    const path = `/api/v1/public/products/?category=${tops[0]}&limit=1`;
    const real = await apiTotal(path);
    const { slot, key } = countKey({ companyId, categoryGroups: [[tops[0]!]] }, { kind: 'all' });
    await api.db.execute(sql`UPDATE catalogue_counts SET total = 987654 WHERE company_id = ${companyId} AND slot = ${slot} AND key = ${key}`);
    expect(await apiTotal(path)).toBe(987654);
    // A write that may change some count (a price; this list has no price filter) makes it count again.
    await api.db.execute(sql`UPDATE products SET price = price + 1 WHERE id = (SELECT id FROM products WHERE company_id = ${companyId} LIMIT 1)`);
    expect(await apiTotal(path)).toBe(real);
  });

  it('treat a slot holding another filter as a miss', async () => {
    const path = `/api/v1/public/products/?category=${tops[1]}&limit=1`;
    const real = await apiTotal(path);
    const { slot } = countKey({ companyId, categoryGroups: [[tops[1]!]] }, { kind: 'all' });
    await api.db.execute(sql`UPDATE catalogue_counts SET key = 'another-filter', total = 5 WHERE company_id = ${companyId} AND slot = ${slot}`);
    expect(await apiTotal(path)).toBe(real);
  });

  it('stay exact after a product is inserted, in every list it joins and in those it does not', async () => {
    const before = await expectExactTotals();
    await api.db.execute(sql`
      INSERT INTO products (id, company_id, category_id, name, slug, description, price, stock, rating, status)
      VALUES (${productId}, ${companyId}, ${leafA}, ${`Lampe ${WORD} test`}, ${`lampe-${WORD}-${productId.slice(0, 8)}`}, 'Pour les tests', 2500, 5, 4.5, 'active')`);
    await api.db.execute(sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${storeA}, ${productId}, 2400)`);
    await api.db.execute(sql`INSERT INTO collection_products (collection_id, product_id, position) VALUES (${collection}, ${productId}, 999)`);
    const after = await expectExactTotals();
    for (const name of ['everything', 'first top category', 'two categories, either order', 'category route, rating', 'search', 'store A', 'collection']) {
      expect(after[name], name).toBe(before[name]! + 1);
    }
    expect(after['second top category, price range, by price']).toBe(before['second top category, price range, by price']);
    expect(after['store B, price range']).toBe(before['store B, price range']);
  });

  it('stay exact after the product is deactivated and reactivated', async () => {
    const before = await expectExactTotals();
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${productId}`);
    const after = await expectExactTotals();
    expect(after.everything).toBe(before.everything! - 1);
    expect(after.search).toBe(before.search! - 1);
    expect(after['store A']).toBe(before['store A']! - 1);
    expect(after.collection).toBe(before.collection! - 1);
    await api.db.execute(sql`UPDATE products SET status = 'active' WHERE id = ${productId}`);
    expect(await expectExactTotals()).toEqual(before);
  });

  it('stay exact after the product moves to a category under another top category, and what it sells at changes', async () => {
    const before = await expectExactTotals();
    await api.db.execute(sql`UPDATE products SET category_id = ${leafB} WHERE id = ${productId}`);
    const after = await expectExactTotals();
    expect(after['first top category']).toBe(before['first top category']! - 1);
    expect(after['second top category, price range, by price']).toBe(before['second top category, price range, by price']! + 1);
    expect(after['two categories, either order']).toBe(before['two categories, either order']);
    // Its own price is not what it sells at: its store's offer (2,400) is.
    await api.db.execute(sql`UPDATE products SET price = 999 WHERE id = ${productId}`);
    expect((await expectExactTotals())['second top category, price range, by price']).toBe(after['second top category, price range, by price']);
    await api.db.execute(sql`UPDATE store_products SET price = 999 WHERE product_id = ${productId}`);
    const cheaper = await expectExactTotals();
    expect(cheaper['second top category, price range, by price']).toBe(before['second top category, price range, by price']);
  });

  it('stay exact after an offer moves to another store and is withdrawn', async () => {
    const before = await expectExactTotals();
    await api.db.execute(sql`UPDATE store_products SET store_id = ${storeB} WHERE product_id = ${productId} AND store_id = ${storeA}`);
    const after = await expectExactTotals();
    expect(after['store A']).toBe(before['store A']! - 1);
    expect(after['store B, price range']).toBe(before['store B, price range']! + 1);
    await api.db.execute(sql`DELETE FROM store_products WHERE product_id = ${productId}`);
    expect((await expectExactTotals())['store B, price range']).toBe(before['store B, price range']);
  });

  it('stay exact after a product leaves a collection', async () => {
    const before = await expectExactTotals();
    await api.db.execute(sql`DELETE FROM collection_products WHERE collection_id = ${collection} AND product_id = ${productId}`);
    expect((await expectExactTotals()).collection).toBe(before.collection! - 1);
  });

  it('stay exact after a category moves to another parent (subtrees change, no product does)', async () => {
    const before = await expectExactTotals();
    const { parent } = await one<{ parent: string }>(sql`SELECT parent_id AS parent FROM categories WHERE id = ${leafA}`);
    await api.db.execute(sql`UPDATE categories SET parent_id = ${tops[1]} WHERE id = ${leafA}`);
    const after = await expectExactTotals();
    expect(after['first top category']).toBeLessThan(before['first top category']!);
    expect(after['second top category, price range, by price']).toBeGreaterThanOrEqual(before['second top category, price range, by price']!);
    await api.db.execute(sql`UPDATE categories SET parent_id = ${parent} WHERE id = ${leafA}`);
    expect(await expectExactTotals()).toEqual(before);
  });

  it('stay exact after a product is deleted', async () => {
    const before = await expectExactTotals();
    await api.db.execute(sql`DELETE FROM products WHERE id = ${productId}`);
    const after = await expectExactTotals();
    expect(after.everything).toBe(before.everything! - 1);
    expect(after.search).toBe(before.search! - 1);
  });

  it('are not left wrong by a transaction that counted its own writes and rolled back', async () => {
    const before = await expectExactTotals();
    const inside = await api.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET status = 'inactive' WHERE company_id = ${companyId} AND category_id = ${leafB}`);
        const page = await listProducts(tx, { companyId }, { skip: 0, limit: 1, sort: 'newest' });
        throw Object.assign(new Error('rollback'), { total: page.total_items });
      })
      .catch((e: Error & { total?: number }) => e.total);
    expect(inside).toBeLessThan(before.everything!);
    expect(await expectExactTotals()).toEqual(before);
  });

  it('stay exact for a company whose version row is gone (counted every time, not cached)', async () => {
    const before = await expectExactTotals();
    await api.db.execute(sql`DELETE FROM catalogue_versions WHERE company_id = ${companyId}`);
    await api.db.execute(sql`UPDATE catalogue_counts SET total = 1 WHERE company_id = ${companyId}`);
    expect(await expectExactTotals()).toEqual(before);
    // The next write gives the company a version never used before.
    await api.db.execute(sql`UPDATE products SET name = name || ' neuf' WHERE id = (SELECT id FROM products WHERE company_id = ${companyId} LIMIT 1)`);
    expect((await api.rows(sql`SELECT 1 FROM catalogue_versions WHERE company_id = ${companyId}`)).length).toBe(1);
    expect(await expectExactTotals()).toEqual(before);
  });

  it('keep their version through writes that change no count (a checkout taking stock), and not through those that do', async () => {
    const version = async () => (await one<{ v: string }>(sql`SELECT version::text AS v FROM catalogue_versions WHERE company_id = ${companyId}`)).v;
    const { id } = await one<{ id: string }>(
      sql`SELECT id FROM products p WHERE company_id = ${companyId} AND status = 'active' AND stock > 2 AND EXISTS (SELECT FROM store_products o WHERE o.product_id = p.id) LIMIT 1`,
    );
    await expectExactTotals();
    const v0 = await version();
    await api.db.execute(sql`UPDATE products SET stock = stock - 1, updated_at = now() WHERE id = ${id}`);
    await api.db.execute(sql`UPDATE collection_products SET position = position WHERE collection_id = ${collection}`);
    await api.db.execute(sql`UPDATE categories SET name = name || '' WHERE id = ${leafA}`);
    expect(await version()).toBe(v0);
    await api.db.execute(sql`UPDATE products SET price = price + 1 WHERE id = ${id}`);
    const v1 = await version();
    expect(v1).not.toBe(v0);
    // An offer's new price is a new figure for the lists (docs/decisions/018).
    await api.db.execute(sql`UPDATE store_products SET price = price - 10 WHERE product_id = ${id}`);
    expect(await version()).not.toBe(v1);
    expect(await expectExactTotals()).toBeTruthy();
  });

  it('keep hundreds of filters in use apart: few share a slot and evict each other', () => {
    // 500 filters as a busy catalogue sees them (category, price range, rating); the
    // hash is deterministic, so this is a fixed set of slots.
    const company = '6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10';
    const slots = new Map<number, number>();
    for (let i = 0; i < 500; i += 1) {
      const category = `00000000-0000-4000-8000-${String(i % 25).padStart(12, '0')}`;
      const { slot } = countKey(
        { companyId: company, categoryGroups: [[category]], minPrice: i * 10, maxPrice: 50_000, minRating: i % 5 },
        { kind: 'all' },
      );
      slots.set(slot, (slots.get(slot) ?? 0) + 1);
    }
    // 12 of these 500 share a slot (83 with 4,096 slots): about 2 % of them
    // recounted on each ask instead of 17 %.
    const sharing = [...slots.values()].filter((n) => n > 1).reduce((a, n) => a + n, 0);
    expect(sharing).toBeLessThanOrEqual(15);
    expect(Math.max(...slots.keys())).toBeLessThan(COUNT_SLOTS);
  });

  it('give filters that differ only in the order of their categories or words the same key', () => {
    const a = countKey({ companyId, categoryGroups: [[leafA, leafB]], search: 'lampe rouge' }, { kind: 'all' });
    const b = countKey({ companyId, categoryGroups: [[leafB.toUpperCase(), leafA]], search: 'Rouge  LAMPE' }, { kind: 'all' });
    expect(b).toEqual(a);
    expect(countKey({ companyId, minPrice: 10 }, { kind: 'all' })).not.toEqual(countKey({ companyId, maxPrice: 10 }, { kind: 'all' }));
    expect(countKey({ companyId }, { kind: 'store', storeId: storeA })).not.toEqual(countKey({ companyId }, { kind: 'all' }));
  });
});
