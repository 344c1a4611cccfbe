/**
 * A large catalogue is seeded in bulk (indexes built after the rows, products
 * written with their price_from, seed.ts bulkLoadBegin): the shop it makes is
 * the one the ordinary seed makes from the same draws. Two companies are
 * seeded on the suite's database from the same seed number, one in bulk and
 * one row by row, and the public API must answer the same for both; the
 * indexes and triggers the bulk load set aside must all be back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { startTestApi, type TestApi } from './helpers.ts';

const BULK = 'b1b1b1b1-0000-4000-8000-000000000001';
const ROW_BY_ROW = 'b2b2b2b2-0000-4000-8000-000000000002';
const PRODUCTS = 2500;

let api: TestApi;
let indexesBefore: string[];

const catalogueIndexes = async () =>
  rowsOf<{ name: string }>(
    await api.db.execute(sql`SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('products', 'product_images', 'store_products') ORDER BY 1`),
  ).map((r) => r.name);

beforeAll(async () => {
  api = await startTestApi();
  indexesBefore = await catalogueIndexes();
  await seedDatabase(api.db, { companyId: BULK, products: PRODUCTS, seed: 7, bulkFrom: 0, log: () => {} });
  await seedDatabase(api.db, { companyId: ROW_BY_ROW, products: PRODUCTS, seed: 7, bulkFrom: Number.POSITIVE_INFINITY, log: () => {} });
}, 180_000);
afterAll(async () => api?.close());

interface Item {
  price_from: string;
  rating: string;
}

/** A list's total and, in its order, the figure it is sorted by (ties are broken by product id, which differs between the companies). */
async function shown(companyId: string, query: string, sortKey: keyof Item) {
  const res = await api.call('GET', `/api/v1/public/products/?company_id=${companyId}&${query}`);
  expect(res.status, query).toBe(200);
  return { total: res.body.total_items as number, order: (res.body.items as Item[]).map((p) => p[sortKey]) };
}

/** Every product of a company as a shopper sees it (its SKU numbers it in the seed's order), with its pictures and offers. */
async function catalogue(companyId: string) {
  return rowsOf<{ line: string }>(
    await api.db.execute(sql`
      SELECT concat_ws(' | ', p.sku, p.name, p.slug, p.price, p.price_from, p.stock, p.rating, p.status, c.slug,
        (SELECT count(*) FROM product_images i WHERE i.product_id = p.id),
        (SELECT string_agg(s.slug || ' ' || o.price, ', ' ORDER BY s.slug) FROM store_products o JOIN stores s ON s.id = o.store_id WHERE o.product_id = p.id)) AS line
      FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE p.company_id = ${companyId}::uuid ORDER BY p.sku`),
  ).map((r) => r.line);
}

describe('a bulk seed', () => {
  it('makes the same shop as a seed row by row: every product, its offers and pictures; lists, totals, sorts, filters and search', async () => {
    const bulk = await catalogue(BULK);
    expect(bulk).toHaveLength(PRODUCTS);
    expect(bulk).toEqual(await catalogue(ROW_BY_ROW));
    const queries: [string, keyof Item][] = [
      ['sort=price-low&limit=40', 'price_from'],
      ['sort=price-high&limit=40&skip=200', 'price_from'],
      ['sort=rating&limit=40&skip=100', 'rating'],
      ['search=samsung&sort=price-low&limit=40', 'price_from'],
      ['min_price=2000&max_price=9000&min_rating=4&sort=price-high&limit=40', 'price_from'],
    ];
    for (const [query, key] of queries) {
      const [inBulk, rowByRow] = [await shown(BULK, query, key), await shown(ROW_BY_ROW, query, key)];
      expect(inBulk.total, query).toBeGreaterThan(0);
      expect(inBulk, query).toEqual(rowByRow);
    }
    const [top] = rowsOf<{ id: string; slug: string }>(
      await api.db.execute(sql`SELECT id, slug FROM categories WHERE company_id = ${BULK}::uuid AND parent_id IS NULL ORDER BY slug LIMIT 1`),
    );
    const [twin] = rowsOf<{ id: string }>(await api.db.execute(sql`SELECT id FROM categories WHERE company_id = ${ROW_BY_ROW}::uuid AND slug = ${top!.slug}`));
    const inBulk = await shown(BULK, `category=${top!.id}&sort=price-low&limit=40`, 'price_from');
    expect(inBulk.total).toBeGreaterThan(0);
    expect(inBulk).toEqual(await shown(ROW_BY_ROW, `category=${twin!.id}&sort=price-low&limit=40`, 'price_from'));
  });

  it('keeps the counts the triggers keep: price bands, store counts, and every product shows what its cheapest store asks', async () => {
    // Each company's cells of a bands' table, by category slug (the two companies' ids differ).
    const cells = async (table: 'catalogue_facets' | 'catalogue_fine_facets', companyId: string) =>
      rowsOf<{ cell: string }>(
        await api.db.execute(sql`
          SELECT c.slug || ' ' || ${sql.raw(table === 'catalogue_facets' ? 'f.price_band' : 'f.fine_band')} || ' ' || f.rating_floor || ' ' || f.products AS cell
          FROM ${sql.raw(table)} f JOIN categories c ON c.id = f.category_id
          WHERE f.company_id = ${companyId}::uuid AND f.products > 0 ORDER BY 1`),
      ).map((r) => r.cell);
    expect(await cells('catalogue_facets', BULK)).toEqual(await cells('catalogue_facets', ROW_BY_ROW));
    expect((await cells('catalogue_fine_facets', BULK)).length).toBeGreaterThan((await cells('catalogue_facets', BULK)).length);
    expect(await cells('catalogue_fine_facets', BULK)).toEqual(await cells('catalogue_fine_facets', ROW_BY_ROW));
    const stores = async (companyId: string) =>
      (await api.call('GET', `/api/v1/public/stores/?company_id=${companyId}&limit=100`)).body.items.map((s: { slug: string; product_count: number }) => `${s.slug} ${s.product_count}`);
    expect(await stores(BULK)).toEqual(await stores(ROW_BY_ROW));
    const [wrong] = rowsOf<{ n: number }>(
      await api.db.execute(sql`SELECT count(*)::int AS n FROM products p WHERE p.company_id = ${BULK}::uuid AND p.price_from <> product_price_from(p.id, p.company_id, p.price)`),
    );
    expect(wrong!.n).toBe(0);
  });

  it("makes every product's card, as the triggers make it row by row (migration 0015)", async () => {
    for (const companyId of [BULK, ROW_BY_ROW]) {
      const [card] = rowsOf<{ products: number; wrong: number }>(
        await api.db.execute(sql`
          SELECT count(*)::int AS products,
            count(*) FILTER (WHERE pc.images::jsonb IS DISTINCT FROM product_card_images(p.id)::jsonb
                              OR pc.offers::jsonb IS DISTINCT FROM product_card_offers(p.id, p.company_id)::jsonb)::int AS wrong
          FROM products p LEFT JOIN product_cards pc ON pc.product_id = p.id WHERE p.company_id = ${companyId}::uuid`),
      );
      expect(card, companyId).toEqual({ products: PRODUCTS, wrong: 0 });
    }
    // What a shopper sees of the cards, the same in both shops: every picture and offer of a page (by SKU: ties in price order by id, which differs).
    const cards = async (companyId: string) =>
      ((await api.call('GET', `/api/v1/public/products/?company_id=${companyId}&sort=price-low&limit=40`)).body.items as {
        sku: string;
        product_images: { image_url: string }[];
        available_stores: { store_name: string; price: string }[];
      }[])
        .map((p) => `${p.sku}: ${p.product_images.length} images; ${p.available_stores.map((s) => `${s.store_name} ${s.price}`).join(', ')}`)
        .sort();
    const shown = await cards(BULK);
    expect(shown.every((line) => !line.includes(': 0 images'))).toBe(true);
    expect(shown).toEqual(await cards(ROW_BY_ROW));
  });

  it('puts back every index and trigger it set aside', async () => {
    expect(await catalogueIndexes()).toEqual(indexesBefore);
    // Every trigger of the tables it loads fires as before (tgenabled 'O'): none left off, none left ALWAYS.
    const triggers = rowsOf<{ name: string; enabled: string }>(
      await api.db.execute(
        sql`SELECT tgname AS name, tgenabled AS enabled FROM pg_trigger
            WHERE tgrelid IN ('products'::regclass, 'product_images'::regclass, 'store_products'::regclass) AND NOT tgisinternal ORDER BY 1`,
      ),
    );
    expect(triggers.map((t) => t.name)).toEqual(
      expect.arrayContaining(['product_images_cards_insert', 'products_facets_insert', 'products_price_from', 'store_products_counts_insert', 'store_products_price_from_insert']),
    );
    expect(triggers.filter((t) => t.enabled !== 'O')).toEqual([]);
  });
});
