/**
 * A list's first total is added up from catalogue_facets (migration 0006)
 * where its filters cover whole cells, from catalogue_fine_facets (tenths of
 * a band, migration 0016) in its two edge bands, and counted in products
 * only within one fine band of each bound. These tests hold it to plain SQL counts: the cells equal a fresh
 * GROUP BY of the products after every kind of write, and the API's totals
 * equal count(*) for price bounds on, just beside and between band starts,
 * with cents, below 1, within one band, with whole and half ratings and with
 * category filters. The count cache is emptied before each ask, so every
 * total is a first count. Pages (read per category, or walked by date or
 * rating) are held to one plain sort of every match.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandStart, fineBandStart, priceBand, priceFineBand } from '#server/repositories/products.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;
let tops: string[];
let leaves: string[];

/** Prices around the band starts and the seeded prices' range, with and without cents. */
const PRICE_BOUNDS = [undefined, 0, 0.5, 1, 99.99, 100, 137, 499.99, 500, 630, 1000, 1000.01, 1025, 1234.56, 1355, 2000, 2499.99, 2500, 2709.99, 5000, 7777, 10000, 20000, 31999.99, 50000, 200000];
const RATINGS = [undefined, 0, 1, 2.5, 3, 4, 4.5, 5];

interface Filter {
  category?: string;
  min?: number;
  max?: number;
  rating?: number;
}

/** A deterministic spread of filters over every bound, rating and a few categories. */
function filters(): Filter[] {
  const categories = [undefined, tops[0], tops[1], leaves[0], leaves[1], `${leaves[2]},${tops[2]}`];
  const out: Filter[] = [];
  let n = 0;
  for (const min of PRICE_BOUNDS) {
    for (const max of PRICE_BOUNDS) {
      if (min !== undefined && max !== undefined && max < min) continue;
      n += 1;
      out.push({ category: categories[n % categories.length], min, max, rating: RATINGS[n % RATINGS.length] });
    }
  }
  return out;
}

function path(f: Filter): string {
  const q = new URLSearchParams({ limit: '1' });
  if (f.category) q.set('category', f.category);
  if (f.min !== undefined) q.set('min_price', String(f.min));
  if (f.max !== undefined) q.set('max_price', String(f.max));
  if (f.rating !== undefined) q.set('min_rating', String(f.rating));
  return `/api/v1/public/products/?${q}`;
}

/** The filter as conditions on products `p`, in plain SQL. */
function matching(f: Filter): SQL {
  const conds: SQL[] = [sql`p.company_id = ${companyId}`, sql`p.status = 'active'`];
  if (f.category) {
    const ids = `{${f.category}}`;
    conds.push(sql`p.category_id IN (WITH RECURSIVE t(id) AS (
      SELECT id FROM categories WHERE id = ANY(${ids}::uuid[]) UNION SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id)
      SELECT id FROM t)`);
  }
  if (f.min !== undefined) conds.push(sql`p.price_from >= ${String(f.min)}::numeric`);
  if (f.max !== undefined) conds.push(sql`p.price_from <= ${String(f.max)}::numeric`);
  if (f.rating !== undefined) conds.push(sql`p.rating >= ${String(f.rating)}::numeric`);
  return sql.join(conds, sql` AND `);
}

const expected = (f: Filter) => sql`SELECT count(*)::int AS n FROM products p WHERE ${matching(f)}`;

/** Every filter's API total, each a first count, equals its plain SQL count. */
async function expectExactFirstTotals(): Promise<void> {
  const wrong: string[] = [];
  for (const f of filters()) {
    await api.db.execute(sql`DELETE FROM catalogue_counts`);
    const res = await api.call('GET', path(f));
    expect(res.status, path(f)).toBe(200);
    const [row] = await api.rows<{ n: number }>(expected(f));
    const n = row!.n;
    if (res.body.total_items !== Number(n)) wrong.push(`${path(f)}: ${res.body.total_items} instead of ${n}`);
  }
  expect(wrong).toEqual([]);
}

/** The cells of both tables hold exactly the active products' counts per company, category, band (or fine band) and whole rating. */
async function expectCellsMatchProducts(): Promise<void> {
  for (const [table, band, fn] of [
    ['catalogue_facets', 'price_band', 'catalogue_price_band'],
    ['catalogue_fine_facets', 'fine_band', 'catalogue_price_fine_band'],
  ] as const) {
    const cells = await api.rows<{ k: string; n: number }>(sql`
      SELECT concat_ws('|', company_id, category_id, ${sql.raw(band)}, rating_floor) AS k, products AS n
      FROM ${sql.raw(table)} WHERE products <> 0 ORDER BY 1`);
    const fresh = await api.rows<{ k: string; n: number }>(sql`
      SELECT concat_ws('|', company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), ${sql.raw(fn)}(price_from), floor(rating)::int) AS k,
        count(*)::int AS n
      FROM products WHERE status = 'active' GROUP BY 1 ORDER BY 1`);
    expect(cells.map((c) => [c.k, Number(c.n)]), table).toEqual(fresh.map((c) => [c.k, Number(c.n)]));
  }
}

beforeAll(async () => {
  // Totals are what is checked here, so whole answers are not reused (docs/decisions/010).
  api = await startTestApi({ CATALOGUE_CACHE_TTL_MS: '0' });
  companyId = api.config.companyId;
  tops = (await api.rows<{ id: string }>(sql`SELECT id FROM categories WHERE company_id = ${companyId} AND parent_id IS NULL ORDER BY position, name`)).map(
    (r) => r.id,
  );
  leaves = (
    await api.rows<{ id: string }>(sql`
      SELECT l.id FROM categories l WHERE l.company_id = ${companyId}
        AND NOT EXISTS (SELECT FROM categories c WHERE c.parent_id = l.id)
        AND EXISTS (SELECT FROM products p WHERE p.category_id = l.id)
      ORDER BY l.position, l.name`)
  ).map((r) => r.id);
});
afterAll(async () => api?.close());

describe('price bands', () => {
  it('are numbered the same in TypeScript and in SQL, each starting at its start', async () => {
    const prices = [0, 0.01, 0.99, 1, 1.24, 1.25, 1.59, 1.6, 6.29, 6.3, 7.99, 8, 9.99, 10, 12.49, 12.5, 63, 99.99, 100, 124.99, 125, 630, 799.99, 800];
    for (let b = 0; b < 100; b += 1) prices.push(bandStart(b), Math.round((bandStart(b) - 0.01) * 100) / 100, bandStart(b) + 0.01);
    for (let i = 0; i < 300; i += 1) prices.push(Math.round(((i * 7919) % 3_200_000) * 13.7) / 100);
    const rows = await api.rows<{ price: string; band: number }>(
      sql`SELECT p::text AS price, catalogue_price_band(p) AS band FROM unnest(${`{${prices.map(String).join(',')}}`}::numeric[]) AS p`,
    );
    const differ = rows.filter((r) => priceBand(Number(r.price)) !== Number(r.band)).map((r) => `${r.price}: ${priceBand(Number(r.price))} vs ${r.band}`);
    expect(differ).toEqual([]);
    for (let b = 0; b < 100; b += 1) expect(priceBand(bandStart(b)), `band ${b}`).toBe(b);
    expect([bandStart(0), bandStart(8), bandStart(34), bandStart(49), bandStart(53)]).toEqual([1, 6.3, 2500, 80000, 200000]);
  });

  it('are cut in ten fine bands each, numbered the same in TypeScript and in SQL, each starting at its start', async () => {
    const prices = [0, 0.5, 0.99, 1, 1.02, 1.03, 9.99, 137, 1234.56, 7777, 31999.99];
    for (let f = 0; f < 800; f += 1) prices.push(fineBandStart(f), Math.round((fineBandStart(f) - 0.01) * 100) / 100, Math.round((fineBandStart(f) + 0.01) * 100) / 100);
    for (let i = 0; i < 300; i += 1) prices.push(Math.round(((i * 7919) % 3_200_000) * 13.7) / 100);
    const rows = await api.rows<{ price: string; fine: number }>(
      sql`SELECT p::text AS price, catalogue_price_fine_band(p) AS fine FROM unnest(${`{${prices.map(String).join(',')}}`}::numeric[]) AS p`,
    );
    const differ = rows.filter((r) => priceFineBand(Number(r.price)) !== Number(r.fine)).map((r) => `${r.price}: ${priceFineBand(Number(r.price))} vs ${r.fine}`);
    expect(differ).toEqual([]);
    for (let f = 0; f < 800; f += 1) expect(priceFineBand(fineBandStart(f)), `fine band ${f}`).toBe(f);
    // A band's first fine band starts where it does; the others cut it in equal steps.
    for (let b = 0; b < 80; b += 1) expect(fineBandStart(10 * b), `band ${b}`).toBe(bandStart(b));
    expect([fineBandStart(1), fineBandStart(303), fineBandStart(313), fineBandStart(399)]).toEqual([1.025, 1075, 1355, 9800]);
    const starts = await api.rows<{ band: number; start: string }>(sql`SELECT b AS band, catalogue_band_start(b)::float8::text AS start FROM generate_series(0, 79) AS b`);
    expect(starts.filter((r) => Number(r.start) !== bandStart(Number(r.band)))).toEqual([]);
  });
});

describe('catalogue totals from the cells', () => {
  it('hold the seeded catalogue, and equal plain counts for every kind of filter', async () => {
    await expectCellsMatchProducts();
    expect(filters().length).toBeGreaterThan(250);
    await expectExactFirstTotals();
  });

  // About 10 s alone; past the suite's 30 s when its files share two busy cores (CI): it counts every filter twice, exactly.
  it('stay exact after products are inserted, repriced, rerated, moved, deactivated, deleted and left without a category', async () => {
    const ids = Array.from({ length: 12 }, () => randomUUID());
    const values = ids.map(
      (id, i) =>
        sql`(${id}, ${companyId}, ${i % 3 === 0 ? null : leaves[i % 4]}, ${`Produit facette ${i}`}, ${`produit-facette-${id.slice(0, 8)}`}, ${String([0.5, 1, 499.99, 500, 1250, 2000, 2499.99, 5000, 6300, 10000, 20000.01, 200000][i])}::numeric, ${i}, ${String((i % 11) / 2)}::numeric, 'active')`,
    );
    await api.db.execute(sql`INSERT INTO products (id, company_id, category_id, name, slug, price, stock, rating, status) VALUES ${sql.join(values, sql`, `)}`);
    await expectCellsMatchProducts();
    // A write that moves nothing between cells (a checkout taking stock) and one that moves many.
    await api.db.execute(sql`UPDATE products SET stock = stock + 1 WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
    await api.db.execute(sql`UPDATE products SET price = price * 2, rating = least(rating + 1, 5) WHERE company_id = ${companyId} AND category_id = ${leaves[0]}`);
    await api.db.execute(sql`UPDATE products SET category_id = ${leaves[3]} WHERE id = ${ids[1]}`);
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE company_id = ${companyId} AND category_id = ${leaves[1]}`);
    await api.db.execute(sql`DELETE FROM products WHERE id = ${ids[2]}`);
    await expectCellsMatchProducts();
    await expectExactFirstTotals();
    // Offers move a product between cells: it is counted at its cheapest offer.
    const [store] = await api.rows<{ id: string }>(sql`SELECT id FROM stores WHERE company_id = ${companyId} ORDER BY id LIMIT 1`);
    await api.db.execute(sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${store!.id}, ${ids[4]}, 30), (${store!.id}, ${ids[5]}, 70000)`);
    await api.db.execute(sql`UPDATE store_products SET price = 8 WHERE product_id = ${ids[5]}`);
    await expectCellsMatchProducts();
    await expectExactFirstTotals();
    await api.db.execute(sql`DELETE FROM store_products WHERE product_id = ${ids[4]}`);
    await expectCellsMatchProducts();
    // A category removed leaves its products without one (ON DELETE SET NULL): they move to the nil category's cells.
    await api.db.execute(sql`DELETE FROM categories WHERE id = ${leaves[3]}`);
    await api.db.execute(sql`UPDATE products SET status = 'active' WHERE company_id = ${companyId} AND category_id = ${leaves[1]}`);
    await expectCellsMatchProducts();
    await expectExactFirstTotals();
  }, 90_000);

  it('are not left wrong by a transaction that rolled back', async () => {
    const before = await api.rows<{ k: string }>(sql`SELECT sum(products)::text AS k FROM catalogue_facets`);
    await api.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET price = price + 100000 WHERE company_id = ${companyId}`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await api.rows<{ k: string }>(sql`SELECT sum(products)::text AS k FROM catalogue_facets`)).toEqual(before);
    await expectCellsMatchProducts();
  });
});

describe('catalogue pages (read category by category, or walked by date or rating)', () => {
  const ORDER: Record<string, string> = {
    'price-low': 'p.price_from ASC, p.id ASC',
    'price-high': 'p.price_from DESC, p.id DESC',
    rating: 'p.rating DESC NULLS LAST, p.id ASC',
    newest: 'p.created_at DESC NULLS LAST, p.id ASC',
  };

  it('hold the same products in the same order as one sort of every match, for every sort and page', async () => {
    // Many matches (a top category: its page is a walk), few (a leaf with a
    // price cap and a rating), none, and two categories of different subtrees.
    const lists: Filter[] = [
      { category: tops[0] },
      { category: tops[1], min: 1000, max: 50000, rating: 3 },
      { category: leaves[0], max: 5000, rating: 4 },
      { category: leaves[0], min: 9_000_000 },
      { category: `${leaves[1]},${tops[2]}`, min: 500 },
      // No category: walks whose price bounds the planner does not see.
      { min: 1000, max: 50000 },
      { max: 5000, rating: 4 },
    ];
    for (const f of lists) {
      for (const sort of Object.keys(ORDER)) {
        for (const skip of [0, 7]) {
          const q = new URLSearchParams(path(f).split('?')[1]);
          q.set('limit', '6');
          q.set('skip', String(skip));
          q.set('sort', sort);
          const res = await api.call('GET', `/api/v1/public/products/?${q}`);
          expect(res.status).toBe(200);
          const rows = await api.rows<{ id: string }>(
            sql`SELECT p.id FROM products p WHERE ${matching(f)} ORDER BY ${sql.raw(ORDER[sort]!)} LIMIT 6 OFFSET ${skip}`,
          );
          expect(res.body.items.map((p: { id: string }) => p.id), `${q}`).toEqual(rows.map((r) => r.id));
        }
      }
    }
  });
});
