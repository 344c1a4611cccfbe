/**
 * Public products over HTTP on the seeded catalogue: the list and its filters,
 * sorts and paging, search, one product, featured products and images.
 * Expected values come from plain SQL on the same database, not from the API's code.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '#server/schemas/product.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;

beforeAll(async () => {
  api = await startTestApi();
  companyId = api.config.companyId;
});
afterAll(async () => api?.close());

async function count(where: SQL): Promise<number> {
  const [r] = await api.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p WHERE p.company_id = ${companyId} AND p.status = 'active' AND ${where}`);
  return Number(r!.n);
}

async function list(path: string): Promise<ProductList> {
  const res = await api.call('GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ProductList;
}

/** Every page of a list, in order. */
async function all(path: string): Promise<{ items: Product[]; total: number }> {
  const items: Product[] = [];
  let total = 0;
  for (let skip = 0; ; skip += 100) {
    const sep = path.includes('?') ? '&' : '?';
    const page = await list(`${path}${sep}skip=${skip}&limit=100`);
    total = page.total_items;
    items.push(...page.items);
    if (page.items.length < 100) break;
  }
  return { items, total };
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The categories, with their subtrees, whose name has a word beginning with `word` (a search word finds their products too). */
async function namedCategories(word: string): Promise<Set<string>> {
  const rows = await api.rows<{ id: string }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM categories WHERE company_id = ${companyId} AND f_unaccent(lower(name)) ~ ${`(^|[^[:alnum:]])${word}`}
      UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    ) SELECT id FROM tree`);
  return new Set(rows.map((r) => r.id));
}

/** Whether a product is found by a search word: its text has a word beginning with it, or a category named by it holds it. */
function finds(p: Product, word: string, named: Set<string>): boolean {
  return fold(`${p.name} ${p.description} ${p.sku}`).includes(word) || (p.category_id !== null && named.has(p.category_id));
}

type Sort = 'newest' | 'price-low' | 'price-high' | 'rating';
function inOrder(a: Product, b: Product, sort: Sort): boolean {
  const cmp = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0);
  switch (sort) {
    case 'price-low':
      return cmp(Number(a.price_from), Number(b.price_from)) < 0 || (a.price_from === b.price_from && a.id < b.id);
    case 'price-high':
      return cmp(Number(a.price_from), Number(b.price_from)) > 0 || (a.price_from === b.price_from && a.id > b.id);
    case 'rating':
      return cmp(Number(a.rating), Number(b.rating)) > 0 || (a.rating === b.rating && a.id < b.id);
    case 'newest':
      return a.created_at > b.created_at || (a.created_at === b.created_at && a.id < b.id);
  }
}
function expectSorted(items: Product[], sort: Sort) {
  for (let i = 1; i < items.length; i++) {
    expect(inOrder(items[i - 1]!, items[i]!, sort), `${sort} at ${i}: ${items[i - 1]!.price_from}/${items[i]!.price_from}`).toBe(true);
  }
}

async function categoryTree(): Promise<Map<string | null, string[]>> {
  const cats = await api.rows<{ id: string; parent_id: string | null }>(sql`SELECT id, parent_id FROM categories WHERE company_id = ${companyId}`);
  const byParent = new Map<string | null, string[]>();
  for (const c of cats) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c.id]);
  return byParent;
}
function subtree(byParent: Map<string | null, string[]>, id: string): string[] {
  return [id, ...(byParent.get(id) ?? []).flatMap((c) => subtree(byParent, c))];
}

describe('GET /api/v1/public/products/', () => {
  it('lists active products, newest first, 20 per page, with the total of active products', async () => {
    const page = await list('/api/v1/public/products/');
    expect(page.items).toHaveLength(20);
    expect(page.total_items).toBe(await count(sql`true`));
    const inactive = await api.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE company_id = ${companyId} AND status <> 'active'`);
    expect(Number(inactive[0]!.n)).toBeGreaterThan(0);
    expect(page.items.every((p) => p.status === 'active')).toBe(true);
    expectSorted(page.items, 'newest');
  });

  it('returns full products: decimal strings, category, images primary first, stores cheapest first', async () => {
    const { items } = await all('/api/v1/public/products/');
    for (const p of items) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.rating).toMatch(/^\d\.\d$/);
      expect(p.company_id).toBe(companyId);
      expect(typeof p.slug).toBe('string');
      expect(new Date(p.created_at).toISOString()).toBe(p.created_at);
      expect(new Date(p.updated_at).toISOString()).toBe(p.updated_at);
      if (p.category_id) expect(p.category?.id).toBe(p.category_id);
      expect(p.product_images.length).toBeGreaterThan(0);
      expect(p.product_images.filter((i) => i.is_primary).length).toBeLessThanOrEqual(1);
      if (p.product_images.some((i) => i.is_primary)) expect(p.product_images[0]!.is_primary).toBe(true);
      for (let i = 1; i < p.available_stores.length; i++) {
        expect(Number(p.available_stores[i - 1]!.price)).toBeLessThanOrEqual(Number(p.available_stores[i]!.price));
      }
      for (const s of p.available_stores) expect(s.price).toMatch(/^\d+\.\d{2}$/);
      // What the shopper pays at least: the cheapest offer, or the product's own price when none.
      expect(p.price_from).toBe(p.available_stores[0]?.price ?? p.price);
      expect(p.store_count).toBe(p.available_stores.length);
      // The seed keeps a product's own price within its offers.
      if (p.available_stores.length > 0) {
        expect(Number(p.price)).toBeGreaterThanOrEqual(Number(p.available_stores[0]!.price));
        expect(Number(p.price)).toBeLessThanOrEqual(Number(p.available_stores.at(-1)!.price));
      }
    }
    // The seed has products sold by several stores at different prices.
    const multi = items.find((p) => p.available_stores.length >= 2 && p.available_stores[0]!.price !== p.available_stores.at(-1)!.price);
    expect(multi).toBeDefined();
    const offers = await api.rows<{ store_id: string; price: string; name: string; address: string | null }>(
      sql`SELECT sp.store_id, sp.price::text AS price, s.name, s.address FROM store_products sp JOIN stores s ON s.id = sp.store_id
          WHERE sp.product_id = ${multi!.id} ORDER BY sp.price, s.name`,
    );
    expect(multi!.available_stores).toEqual(offers.map((o) => ({ store_id: o.store_id, store_name: o.name, store_address: o.address, price: o.price })));
    // Images: the primary one first, then by position, as stored.
    const withImages = items.find((p) => p.product_images.length >= 2)!;
    const images = await api.rows<{ id: string; image_url: string; is_primary: boolean }>(
      sql`SELECT id, image_url, is_primary FROM product_images WHERE product_id = ${withImages.id} ORDER BY is_primary DESC, position, id`,
    );
    expect(withImages.product_images).toEqual(images.map((i) => ({ id: i.id, image_url: i.image_url, is_primary: i.is_primary })));
  });

  it("gives the price slider the catalogue's range and stops, each stop a bound the lists filter on", async () => {
    const range = (await api.call('GET', '/api/v1/public/products/price-range')).body as { min_price: string; max_price: string; steps: string[] };
    const [bounds] = await api.rows<{ lo: string; hi: string }>(
      sql`SELECT min(price_from)::text AS lo, max(price_from)::text AS hi FROM products WHERE company_id = ${companyId} AND status = 'active'`,
    );
    // Every product sells within the range, and the range is no wider than the bands it needs.
    expect(Number(range.min_price)).toBeLessThanOrEqual(Number(bounds!.lo));
    expect(Number(range.max_price)).toBeGreaterThan(Number(bounds!.hi));
    expect(range.steps[0]).toBe(range.min_price);
    expect(range.steps.at(-1)).toBe(range.max_price);
    expect(Number(range.steps[1])).toBeGreaterThan(Number(bounds!.lo));
    expect(Number(range.steps.at(-2))).toBeLessThanOrEqual(Number(bounds!.hi));
    for (let i = 1; i < range.steps.length; i++) expect(Number(range.steps[i])).toBeGreaterThan(Number(range.steps[i - 1]));
    // Ten stops a decade: from about 250 to 320,000 DZD, some thirty stops, not thousands of steps.
    expect(range.steps.length).toBeLessThan(50);
    const [low, high] = [range.steps[3]!, range.steps[8]!];
    const page = await list(`/api/v1/public/products/?min_price=${low}&max_price=${high}`);
    expect(page.total_items).toBe(await count(sql`p.price_from BETWEEN ${low}::numeric AND ${high}::numeric`));
    expect(page.total_items).toBeGreaterThan(0);
    const empty = await api.call('GET', `/api/v1/public/products/price-range?company_id=${randomUUID()}`);
    expect(empty.body).toEqual({ min_price: null, max_price: null, steps: [] });
  });

  it('filters by price range, bounds included', async () => {
    const { items, total } = await all('/api/v1/public/products/?min_price=1000&max_price=5000');
    expect(total).toBe(await count(sql`p.price_from BETWEEN 1000 AND 5000`));
    expect(total).toBeGreaterThan(0);
    expect(items).toHaveLength(total);
    expect(items.every((p) => Number(p.price_from) >= 1000 && Number(p.price_from) <= 5000)).toBe(true);
    const onlyMin = await list('/api/v1/public/products/?min_price=100000');
    expect(onlyMin.total_items).toBe(await count(sql`p.price_from >= 100000`));
    expect(onlyMin.items.every((p) => Number(p.price_from) >= 100000)).toBe(true);
    const decimal = await list('/api/v1/public/products/?max_price=999.5');
    expect(decimal.total_items).toBe(await count(sql`p.price_from <= 999.5`));
  });

  it('filters by category, descendants included, several categories comma-separated', async () => {
    const byParent = await categoryTree();
    const roots = byParent.get(null)!;
    expect(roots.length).toBeGreaterThan(1);
    const [a, b] = roots as [string, string];
    const treeA = subtree(byParent, a);
    const countOf = (tree: string[]) => count(sql`p.category_id = ANY(${`{${tree.join(',')}}`}::uuid[])`);
    const expectedA = await countOf(treeA);
    expect(expectedA).toBeGreaterThan(0);
    // Products sit in leaves: the top-level category has none of its own.
    expect(await count(sql`p.category_id = ${a}`)).toBe(0);
    const { items, total } = await all(`/api/v1/public/products/?category=${a}`);
    expect(total).toBe(expectedA);
    expect(items.every((p) => treeA.includes(p.category_id!))).toBe(true);

    const treeB = subtree(byParent, b);
    const both = await list(`/api/v1/public/products/?category=${a},${b.toUpperCase()}&limit=100`);
    expect(both.total_items).toBe(expectedA + (await countOf(treeB)));
    expect(both.items.every((p) => treeA.includes(p.category_id!) || treeB.includes(p.category_id!))).toBe(true);

    // Three ids go out as four parameters, the last one repeated (products.ts, idList): counted once.
    expect(roots.length).toBeGreaterThan(2);
    const c = roots[2]!;
    const treeC = subtree(byParent, c);
    const three = await list(`/api/v1/public/products/?category=${a},${b},${c}&limit=100`);
    expect(three.total_items).toBe(expectedA + (await countOf(treeB)) + (await countOf(treeC)));
    const threeAll = await all(`/api/v1/public/products/?category=${c},${a},${b}`);
    expect(threeAll.total).toBe(three.total_items);
    expect(new Set(threeAll.items.map((p) => p.id)).size).toBe(threeAll.items.length);

    const leaf = treeA.find((id) => !byParent.has(id))!;
    const leafPage = await list(`/api/v1/public/products/?category=${leaf}&limit=100`);
    expect(leafPage.total_items).toBe(await count(sql`p.category_id = ${leaf}`));
    expect(leafPage.items.every((p) => p.category_id === leaf)).toBe(true);
  });

  it('answers an empty list for a category that does not exist', async () => {
    const page = await list(`/api/v1/public/products/?category=${randomUUID()}`);
    expect(page).toEqual({ items: [], total_items: 0 });
  });

  it('filters by minimum rating', async () => {
    const { items, total } = await all('/api/v1/public/products/?min_rating=4.5');
    expect(total).toBe(await count(sql`p.rating >= 4.5`));
    expect(total).toBeGreaterThan(0);
    expect(items.every((p) => Number(p.rating) >= 4.5)).toBe(true);
  });

  it('combines filters', async () => {
    const byParent = await categoryTree();
    const root = byParent.get(null)![0]!;
    const tree = subtree(byParent, root);
    const page = await list(`/api/v1/public/products/?category=${root}&min_price=500&max_price=100000&min_rating=3&sort=price-high&limit=100`);
    expect(page.total_items).toBe(
      await count(sql`p.category_id = ANY(${`{${tree.join(',')}}`}::uuid[]) AND p.price_from BETWEEN 500 AND 100000 AND p.rating >= 3`),
    );
    expectSorted(page.items, 'price-high');
  });

  for (const sort of ['newest', 'price-low', 'price-high', 'rating'] as const) {
    it(`sorts by ${sort} across pages, stable and without repeats`, async () => {
      const { items, total } = await all(`/api/v1/public/products/?sort=${sort}`);
      expect(items).toHaveLength(total);
      expect(new Set(items.map((p) => p.id)).size).toBe(total);
      expectSorted(items, sort);
      // Pages of 7 cut ties anywhere: they still concatenate to the same order.
      const pages: Product[] = [];
      for (let skip = 0; skip < 70; skip += 7) pages.push(...(await list(`/api/v1/public/products/?sort=${sort}&skip=${skip}&limit=7`)).items);
      expect(pages.map((p) => p.id)).toEqual(items.slice(0, 70).map((p) => p.id));
    });
  }

  it('pages with skip and limit, and keeps the total past the end', async () => {
    const first = await list('/api/v1/public/products/?limit=5');
    const second = await list('/api/v1/public/products/?skip=5&limit=5');
    expect(first.items).toHaveLength(5);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
    const past = await list(`/api/v1/public/products/?skip=${first.total_items}`);
    expect(past).toEqual({ items: [], total_items: first.total_items });
    const max = await list('/api/v1/public/products/?limit=100');
    expect(max.items).toHaveLength(100);
  });

  it('never shows inactive products', async () => {
    const [inactive] = await api.rows<{ id: string; name: string }>(
      sql`SELECT id, name FROM products WHERE company_id = ${companyId} AND status <> 'active' LIMIT 1`,
    );
    const { items } = await all('/api/v1/public/products/');
    expect(items.map((p) => p.id)).not.toContain(inactive!.id);
    const byName = await list(`/api/v1/public/products/?search=${encodeURIComponent(inactive!.name)}&limit=100`);
    expect(byName.items.map((p) => p.id)).not.toContain(inactive!.id);
    const one = await api.call('GET', `/api/v1/public/products/${inactive!.id}`);
    expect(one.status).toBe(404);
  });

  it('is scoped by company_id: another company has no products', async () => {
    const other = randomUUID();
    expect(await list(`/api/v1/public/products/?company_id=${other}`)).toEqual({ items: [], total_items: 0 });
    expect(await list(`/api/v1/public/search/?q=telephone&company_id=${other}`)).toEqual({ items: [], total_items: 0 });
    expect(await list(`/api/v1/public/featured-products/?company_id=${other}`)).toEqual({ items: [], total_items: 0 });
    const own = await list(`/api/v1/public/products/?company_id=${companyId}`);
    expect(own.total_items).toBe(await count(sql`true`));
  });
});

describe('search', () => {
  it('finds accented words without accents, in any case', async () => {
    const plain = await all('/api/v1/public/products/?search=telephone');
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.items.some((p) => p.name.includes('Téléphone'))).toBe(true);
    const named = await namedCategories('telephone');
    for (const p of plain.items) expect(finds(p, 'telephon', named), p.name).toBe(true);
    for (const q of ['Téléphone', 'TÉLÉPHONE', 'TELEPHONE', '  telephone  ']) {
      expect((await list(`/api/v1/public/products/?search=${encodeURIComponent(q)}`)).total_items).toBe(plain.total);
    }
  });

  it('matches word prefixes and every word', async () => {
    const prefix = await all('/api/v1/public/products/?search=telep');
    const full = await list('/api/v1/public/products/?search=telephone');
    expect(prefix.total).toBeGreaterThanOrEqual(full.total_items);
    const two = await all('/api/v1/public/products/?search=telephone%20samsung');
    const [namedTelephone, namedSamsung] = [await namedCategories('telephone'), await namedCategories('samsung')];
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThan(full.total_items);
    for (const p of two.items) {
      expect(finds(p, 'telephon', namedTelephone), p.name).toBe(true);
      expect(finds(p, 'samsung', namedSamsung), p.name).toBe(true);
    }
  });

  it('finds a product by the beginning of a word of its name, or by its whole name', async () => {
    const [row] = await api.rows<{ id: string; name: string }>(
      sql`SELECT id, name FROM products WHERE company_id = ${companyId} AND status = 'active' AND name ILIKE 'Smartphone %' ORDER BY id LIMIT 1`,
    );
    const page = await all('/api/v1/public/products/?search=smartph');
    expect(page.items.map((p) => p.id)).toContain(row!.id);
    const named = await namedCategories('smartph');
    for (const p of page.items) expect(finds(p, 'smartph', named), p.name).toBe(true);
    const exact = await all(`/api/v1/public/products/?search=${encodeURIComponent(row!.name)}`);
    expect(exact.items.map((p) => p.id)).toContain(row!.id);
    expect(exact.total).toBeLessThan(page.total);
  });

  it('searches by SKU', async () => {
    const [row] = await api.rows<{ id: string; sku: string }>(
      sql`SELECT id, sku FROM products WHERE company_id = ${companyId} AND status = 'active' AND sku IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const page = await list(`/api/v1/public/products/?search=${encodeURIComponent(row!.sku)}`);
    expect(page.items.map((p) => p.id)).toContain(row!.id);
  });

  it('ignores a blank search and treats punctuation as separators', async () => {
    const everything = await list('/api/v1/public/products/');
    expect((await list('/api/v1/public/products/?search=')).total_items).toBe(everything.total_items);
    expect((await list('/api/v1/public/products/?search=%20%20')).total_items).toBe(everything.total_items);
    expect((await list("/api/v1/public/products/?search=t%C3%A9l%C3%A9phone!!'")).total_items).toBe(
      (await list('/api/v1/public/products/?search=telephone')).total_items,
    );
    expect((await list('/api/v1/public/products/?search=zzzqqqxxx')).total_items).toBe(0);
  });

  it('/public/search/?q= gives the catalogue results for that search, with the same filters and sorts', async () => {
    const viaSearch = await list('/api/v1/public/search/?q=telephone&sort=price-low&limit=50');
    const viaProducts = await list('/api/v1/public/products/?search=telephone&sort=price-low&limit=50');
    expect(viaSearch).toEqual(viaProducts);
    expectSorted(viaSearch.items, 'price-low');
    const filtered = await list('/api/v1/public/search/?q=telephone&max_price=30000&limit=100');
    expect(filtered.items.every((p) => Number(p.price_from) <= 30000)).toBe(true);
    expect(filtered.total_items).toBeLessThanOrEqual(viaSearch.total_items);
    const noQuery = await list('/api/v1/public/search/');
    expect(noQuery.total_items).toBe((await list('/api/v1/public/products/')).total_items);
    expect(await api.call('GET', '/api/v1/public/search/?q=telephone&sort=cheapest').then((r) => r.status)).toBe(400);
  });
});

describe('GET /api/v1/public/products/:id', () => {
  it('returns one product, as in the list', async () => {
    const page = await list('/api/v1/public/products/?limit=3');
    for (const p of page.items) {
      const res = await api.call('GET', `/api/v1/public/products/${p.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(p);
    }
  });

  it('answers 404 in French for an unknown id or another company, 400 for a malformed id', async () => {
    const missing = await api.call('GET', `/api/v1/public/products/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("Le produit demandé n'existe pas");
    const [p] = (await list('/api/v1/public/products/?limit=1')).items;
    const elsewhere = await api.call('GET', `/api/v1/public/products/${p!.id}?company_id=${randomUUID()}`);
    expect(elsewhere.status).toBe(404);
    const bad = await api.call('GET', '/api/v1/public/products/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/UUID/);
  });
});

describe('GET /api/v1/public/featured-products/', () => {
  it('returns 12 best-rated active products in stock by default', async () => {
    const page = await list('/api/v1/public/featured-products/');
    expect(page.items).toHaveLength(12);
    expect(page.total_items).toBe(12);
    expect(page.items.every((p) => p.stock > 0 && p.status === 'active')).toBe(true);
    expectSorted(page.items, 'rating');
    const [best] = await api.rows<{ rating: string }>(
      sql`SELECT max(rating)::text AS rating FROM products WHERE company_id = ${companyId} AND status = 'active' AND stock > 0`,
    );
    expect(page.items[0]!.rating).toBe(best!.rating);
    const lowest = Number(page.items.at(-1)!.rating);
    expect(await count(sql`p.stock > 0 AND p.rating > ${lowest}`)).toBeLessThanOrEqual(12);
  });

  it('honours limit', async () => {
    const page = await list('/api/v1/public/featured-products/?limit=3');
    expect(page.items).toHaveLength(3);
    expect((await api.call('GET', '/api/v1/public/featured-products/?limit=0')).status).toBe(400);
    expect((await api.call('GET', '/api/v1/public/featured-products/?limit=101')).status).toBe(400);
  });
});

describe('GET /api/v1/upload/product-images/:id', () => {
  it("lists the product's images, primary first", async () => {
    const { items } = await all('/api/v1/public/products/');
    const p = items.find((x) => x.product_images.length > 1) ?? items[0]!;
    const res = await api.call('GET', `/api/v1/upload/product-images/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: p.product_images, total_items: p.product_images.length });
  });

  it('answers 404 for an unknown product', async () => {
    const res = await api.call('GET', `/api/v1/upload/product-images/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Le produit demandé n'existe pas");
  });
});
