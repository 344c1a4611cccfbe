/**
 * A store's product_count is read from store_product_counts and a category's
 * from catalogue_facets, both kept by triggers (migrations 0008 and 0006)
 * instead of counted on every read. These tests hold both to plain SQL counts
 * over the products, through the API, after every kind of write that can
 * change them: offers added, repriced, moved and removed; products
 * deactivated, reactivated, moved to another company, deleted with their
 * offers; a store moved to another company or deleted; a category removed;
 * and a transaction that rolled back.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;
let otherCompanyId: string;

interface StoreCount {
  id: string;
  product_count: number;
}

/** Every store of the company, through the API, with its count. */
async function apiStoreCounts(): Promise<Map<string, number>> {
  const res = await api.call('GET', '/api/v1/public/stores/?limit=100');
  expect(res.status).toBe(200);
  return new Map((res.body.items as StoreCount[]).map((s) => [s.id, s.product_count]));
}

/** The same counts, counted: offers of active products of the store's company. */
async function freshStoreCounts(): Promise<Map<string, number>> {
  const rows = await api.rows<{ id: string; n: number }>(sql`
    SELECT s.id, count(p.id)::int AS n FROM stores s
    LEFT JOIN store_products sp ON sp.store_id = s.id
    LEFT JOIN products p ON p.id = sp.product_id AND p.status = 'active' AND p.company_id = s.company_id
    WHERE s.company_id = ${companyId} GROUP BY s.id`);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The API's store counts (list and one store) equal fresh counts, and no row is kept for a store that is gone. */
async function expectStoreCountsExact(): Promise<void> {
  const fresh = await freshStoreCounts();
  expect(await apiStoreCounts()).toEqual(fresh);
  for (const [id, n] of fresh) {
    const one = await api.call('GET', `/api/v1/public/stores/${id}`);
    expect(one.body.product_count, id).toBe(n);
  }
  const orphans = await api.rows<{ id: string }>(sql`SELECT c.store_id AS id FROM store_product_counts c LEFT JOIN stores s ON s.id = c.store_id WHERE s.id IS NULL`);
  expect(orphans).toEqual([]);
}

/** Every category's count (its subtree's active products), through the list, the tree and one category, equals a fresh count. */
async function expectCategoryCountsExact(): Promise<void> {
  const rows = await api.rows<{ id: string; n: number }>(sql`
    WITH RECURSIVE sub(root, id) AS (
      SELECT id, id FROM categories WHERE company_id = ${companyId}
      UNION SELECT sub.root, c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
    SELECT sub.root AS id, count(p.id)::int AS n FROM sub
    LEFT JOIN products p ON p.category_id = sub.id AND p.status = 'active' AND p.company_id = ${companyId}
    GROUP BY sub.root`);
  const fresh = new Map(rows.map((r) => [r.id, Number(r.n)]));
  const list = await api.call('GET', '/api/v1/public/categories/');
  expect(new Map((list.body.items as StoreCount[]).map((c) => [c.id, c.product_count]))).toEqual(fresh);
  const tree = await api.call('GET', '/api/v1/public/categories/tree/');
  const fromTree = new Map<string, number>();
  const walk = (nodes: (StoreCount & { children: StoreCount[] })[]) => {
    for (const n of nodes) {
      fromTree.set(n.id, n.product_count);
      walk(n.children as never);
    }
  };
  walk(Array.isArray(tree.body) ? tree.body : tree.body.items);
  expect(fromTree).toEqual(fresh);
  const [some] = [...fresh.keys()];
  const one = await api.call('GET', `/api/v1/public/categories/${some}`);
  expect(one.body.product_count).toBe(fresh.get(some!));
}

async function newProduct(company: string, status: string, categoryId: string | null = null): Promise<string> {
  const id = randomUUID();
  await api.db.execute(sql`
    INSERT INTO products (id, company_id, category_id, name, slug, price, stock, rating, status)
    VALUES (${id}, ${company}, ${categoryId}, ${`Produit compté ${id.slice(0, 8)}`}, ${`produit-compte-${id.slice(0, 8)}`}, 1500, 3, 4, ${status})`);
  return id;
}

beforeAll(async () => {
  // Counts are what is checked here, so whole answers are not reused (docs/decisions/010).
  api = await startTestApi({ CATALOGUE_CACHE_TTL_MS: '0' });
  companyId = api.config.companyId;
  otherCompanyId = randomUUID();
  await api.db.execute(sql`INSERT INTO companies (id, name, slug) VALUES (${otherCompanyId}, 'Autre marché', ${`autre-${otherCompanyId.slice(0, 8)}`})`);
});
afterAll(async () => api?.close());

describe("a store's product_count", () => {
  it('holds the seeded catalogue', async () => {
    const fresh = await freshStoreCounts();
    expect([...fresh.values()].some((n) => n > 0)).toBe(true);
    await expectStoreCountsExact();
  });

  it('stays exact after offers are added, repriced, moved and removed, and products change status or company or are deleted', async () => {
    const stores = (await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY id`)).map((r) => r.id);
    const [a, b, c] = stores as [string, string, string];
    const active = await Promise.all([1, 2, 3, 4].map(() => newProduct(companyId, 'active')));
    const inactive = await newProduct(companyId, 'inactive');
    const foreign = await newProduct(otherCompanyId, 'active');
    // Several stores in one statement; an inactive product and another company's product are not counted.
    await api.db.execute(sql`INSERT INTO store_products (store_id, product_id, price) VALUES
      (${a}, ${active[0]}, 1400), (${b}, ${active[0]}, 1450), (${a}, ${active[1]}, 1500), (${c}, ${active[2]}, 1500),
      (${b}, ${active[3]}, 1500), (${a}, ${inactive}, 1500), (${b}, ${foreign}, 1500)`);
    await expectStoreCountsExact();

    await api.db.execute(sql`UPDATE store_products SET price = price + 1 WHERE product_id = ${active[0]}`);
    await api.db.execute(sql`UPDATE store_products SET store_id = ${c} WHERE store_id = ${a} AND product_id = ${active[1]}`);
    await api.db.execute(sql`DELETE FROM store_products WHERE store_id = ${b} AND product_id = ${active[3]}`);
    await expectStoreCountsExact();

    // A checkout taking stock changes no count; status and company do.
    await api.db.execute(sql`UPDATE products SET stock = stock - 1 WHERE id = ${active[0]}`);
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${active[0]}`);
    await api.db.execute(sql`UPDATE products SET status = 'active' WHERE id = ${inactive}`);
    await api.db.execute(sql`UPDATE products SET company_id = ${companyId} WHERE id = ${foreign}`);
    await api.db.execute(sql`UPDATE products SET company_id = ${otherCompanyId} WHERE id = ${active[2]}`);
    await expectStoreCountsExact();

    // Deleted with their offers (ON DELETE CASCADE), active or not, in one statement.
    await api.db.execute(sql`DELETE FROM products WHERE id = ANY(${`{${[active[0], active[1], inactive].join(',')}}`}::uuid[])`);
    await expectStoreCountsExact();
    // A whole category's products deactivated at once.
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE company_id = ${companyId} AND category_id = (SELECT category_id FROM products WHERE company_id = ${companyId} AND category_id IS NOT NULL LIMIT 1)`);
    await expectStoreCountsExact();
  });

  it('follows a store to another company, and goes with a deleted store', async () => {
    const [moved, removed] = (await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY name DESC LIMIT 2`)).map((r) => r.id);
    await api.db.execute(sql`UPDATE stores SET company_id = ${otherCompanyId} WHERE id = ${moved}`);
    const [counted] = await api.rows<{ n: number }>(sql`SELECT products AS n FROM store_product_counts WHERE store_id = ${moved}`);
    const [own] = await api.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM store_products sp JOIN products p ON p.id = sp.product_id
      WHERE sp.store_id = ${moved} AND p.status = 'active' AND p.company_id = ${otherCompanyId}`);
    expect(Number(counted?.n ?? 0)).toBe(Number(own!.n));
    await api.db.execute(sql`UPDATE stores SET company_id = ${companyId} WHERE id = ${moved}`);
    await api.db.execute(sql`DELETE FROM stores WHERE id = ${removed}`);
    expect(await api.rows(sql`SELECT 1 FROM store_product_counts WHERE store_id = ${removed}`)).toEqual([]);
    await expectStoreCountsExact();
  });

  it('is not left wrong by a transaction that rolled back', async () => {
    const before = await freshStoreCounts();
    await api.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET status = 'inactive' WHERE company_id = ${companyId}`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await apiStoreCounts()).toEqual(before);
  });
});

// PostgreSQL only. Not in CI's run on a primary and a synchronous replica
// (DATABASE_READ_URLS): there a commit holds its locks until the replica has
// applied it, so the interleavings below time the replica's replay as much
// as each other (one CI run failed there: the second writer's statement was
// cancelled for statement timeout, not seen again in 6 runs). The run on the
// primary alone keeps them.
describe.skipIf(!process.env.DATABASE_URL || !!process.env.DATABASE_READ_URLS)("a store's product_count under concurrent writes (PostgreSQL)", () => {
  /** `first` runs in a transaction held open until `second`, started meanwhile, has had time to run or wait. */
  async function interleave(first: SQL, second: SQL): Promise<void> {
    let done!: () => void;
    const ran = new Promise<void>((resolve) => (done = resolve));
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const one = api.db.transaction(async (tx) => {
      await tx.execute(first);
      done();
      await hold;
    });
    await ran;
    const two = api.db.transaction(async (tx) => {
      await tx.execute(second);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([one, two]);
  }

  it('stays exact when a product is deactivated while one of its offers is added, in either order', async () => {
    const [store] = (await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY id LIMIT 1`)).map((r) => r.id);
    const first = await newProduct(companyId, 'active');
    await interleave(sql`UPDATE products SET status = 'inactive' WHERE id = ${first}`, sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${store}, ${first}, 1500)`);
    await expectStoreCountsExact();
    const second = await newProduct(companyId, 'active');
    await interleave(sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${store}, ${second}, 1500)`, sql`UPDATE products SET status = 'inactive' WHERE id = ${second}`);
    await expectStoreCountsExact();
  });

  it('stays exact when a product is deleted while one of its offers is deleted, in either order', async () => {
    const [one, two] = (await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY id LIMIT 2`)).map((r) => r.id);
    for (const productFirst of [false, true]) {
      const product = await newProduct(companyId, 'active');
      await api.db.execute(sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${one}, ${product}, 1500), (${two}, ${product}, 1500)`);
      const deleteOffer = sql`DELETE FROM store_products WHERE store_id = ${one} AND product_id = ${product}`;
      const deleteProduct = sql`DELETE FROM products WHERE id = ${product}`;
      await (productFirst ? interleave(deleteProduct, deleteOffer) : interleave(deleteOffer, deleteProduct));
      await expectStoreCountsExact();
    }
  });

  it("keeps a product's price_from the cheapest offer, and its card both offers, when two of its offers change at once, in either order", async () => {
    const [one, two] = (await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY id LIMIT 2`)).map((r) => r.id);
    for (const cheaperFirst of [true, false]) {
      const product = await newProduct(companyId, 'active');
      const cheap = sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${one}, ${product}, 900)`;
      const dear = sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${two}, ${product}, 1000)`;
      await (cheaperFirst ? interleave(cheap, dear) : interleave(dear, cheap));
      expect(await priceFrom(product)).toEqual({ price_from: '900.00', store_count: 2 });
      // Two new prices at once: the one that commits last reads the other's.
      await interleave(sql`UPDATE store_products SET price = 1200 WHERE store_id = ${one} AND product_id = ${product}`, sql`UPDATE store_products SET price = 1100 WHERE store_id = ${two} AND product_id = ${product}`);
      expect(await priceFrom(product)).toEqual({ price_from: '1100.00', store_count: 2 });
      // The card's offers (product_cards, migration 0015) hold both new prices too.
      const card = await api.call('GET', `/api/v1/public/products/${product}`);
      expect(card.body.available_stores.map((o: { price: string }) => o.price)).toEqual(['1100.00', '1200.00']);
    }
  });
});

/** What the API says a product sells at least (docs/decisions/018), checked against its row. */
async function priceFrom(id: string): Promise<{ price_from: string; store_count: number }> {
  const res = await api.call('GET', `/api/v1/public/products/${id}`);
  expect(res.status).toBe(200);
  const [row] = await api.rows<{ price_from: string }>(sql`SELECT price_from::text AS price_from FROM products WHERE id = ${id}`);
  expect(res.body.price_from).toBe(row!.price_from);
  return { price_from: res.body.price_from, store_count: res.body.store_count };
}

describe("a product's price_from (what lists show, sort and filter by)", () => {
  it('follows its offers as they are added, repriced and withdrawn, and its own price when it has none', async () => {
    const [one, two] = (await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY id LIMIT 2`)).map((r) => r.id);
    const product = await newProduct(companyId, 'active');
    expect(await priceFrom(product)).toEqual({ price_from: '1500.00', store_count: 0 });
    await api.db.execute(sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${one}, ${product}, 1700), (${two}, ${product}, 1650)`);
    expect(await priceFrom(product)).toEqual({ price_from: '1650.00', store_count: 2 });
    // Its own price is not what it sells at while stores offer it.
    await api.db.execute(sql`UPDATE products SET price = 1000 WHERE id = ${product}`);
    expect(await priceFrom(product)).toEqual({ price_from: '1650.00', store_count: 2 });
    await api.db.execute(sql`UPDATE store_products SET price = 1600 WHERE store_id = ${one} AND product_id = ${product}`);
    expect(await priceFrom(product)).toEqual({ price_from: '1600.00', store_count: 2 });
    await api.db.execute(sql`DELETE FROM store_products WHERE store_id = ${one} AND product_id = ${product}`);
    expect(await priceFrom(product)).toEqual({ price_from: '1650.00', store_count: 1 });
    // A store moved to another company no longer sells this company's products.
    await api.db.execute(sql`UPDATE stores SET company_id = ${otherCompanyId} WHERE id = ${two}`);
    expect(await priceFrom(product)).toEqual({ price_from: '1000.00', store_count: 0 });
    await api.db.execute(sql`UPDATE stores SET company_id = ${companyId} WHERE id = ${two}`);
    expect(await priceFrom(product)).toEqual({ price_from: '1650.00', store_count: 1 });
    // The lists sort and filter by it.
    const listed = await api.call('GET', `/api/v1/public/products/?min_price=1650&max_price=1650&limit=100`);
    expect((listed.body.items as { id: string }[]).map((p) => p.id)).toContain(product);
    const below = await api.call('GET', `/api/v1/public/products/?max_price=1649.99&limit=100`);
    expect((below.body.items as { id: string }[]).map((p) => p.id)).not.toContain(product);
  });
});

describe("a category's product_count", () => {
  it('stays exact after products are added, moved, deactivated and deleted, and a category is removed', async () => {
    await expectCategoryCountsExact();
    const leaves = (
      await api.rows<{ id: string }>(sql`
        SELECT l.id FROM categories l WHERE l.company_id = ${companyId}
          AND NOT EXISTS (SELECT FROM categories c WHERE c.parent_id = l.id) ORDER BY l.position, l.name LIMIT 3`)
    ).map((r) => r.id);
    const added = await Promise.all(leaves.map((leaf) => newProduct(companyId, 'active', leaf)));
    await newProduct(otherCompanyId, 'active', leaves[0]);
    await expectCategoryCountsExact();
    await api.db.execute(sql`UPDATE products SET category_id = ${leaves[1]} WHERE id = ${added[0]}`);
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${added[1]}`);
    await api.db.execute(sql`DELETE FROM products WHERE id = ${added[2]}`);
    await expectCategoryCountsExact();
    // Its products are left without a category (ON DELETE SET NULL) and counted in none.
    await api.db.execute(sql`DELETE FROM categories WHERE id = ${leaves[1]}`);
    await expectCategoryCountsExact();
  });
});
