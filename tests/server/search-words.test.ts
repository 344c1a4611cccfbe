/**
 * The search as a shopper types it (issue 45 point 3), over HTTP on the seeded
 * catalogue: words naming a category find its products, a search with a typo
 * is answered for the corrected words and says so, and the suggestions the
 * search box shows. Expected sets come from plain SQL on the same database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#server/schemas/category.ts';
import type { Product, ProductList, SearchSuggestions } from '#server/schemas/product.ts';
import { searchWords } from '#server/repositories/products.ts';
import { foldText, foldWords } from '#src/utils/search-words.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;

beforeAll(async () => {
  api = await startTestApi();
  companyId = api.config.companyId;
});
afterAll(async () => api?.close());

/** Every id a search finds, over all its pages. */
async function ids(search: string): Promise<{ ids: string[]; corrected?: string }> {
  const out: string[] = [];
  let corrected: string | undefined;
  for (let skip = 0; ; skip += 100) {
    const page = await api.getOk<ProductList>(`/api/v1/public/products/?search=${encodeURIComponent(search)}&skip=${skip}&limit=100`);
    corrected = page.corrected_search;
    out.push(...page.items.map((p) => p.id));
    if (page.items.length < 100) break;
  }
  return { ids: out.sort(), corrected };
}

/** Active products in the subtree of the category named `name`, or whose text holds a word beginning with `word`. */
async function expectedIds(categoryName: string, word: string, also: SQL = sql`true`): Promise<string[]> {
  const rows = await api.rows<{ id: string }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM categories WHERE company_id = ${companyId} AND name = ${categoryName}
      UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    )
    SELECT p.id FROM products p
    WHERE p.company_id = ${companyId} AND p.status = 'active' AND ${also}
      AND (p.category_id IN (SELECT id FROM tree) OR p.search_vector @@ to_tsquery('french', ${`${word}:*`}))
    ORDER BY p.id`);
  return rows.map((r) => r.id);
}

describe('the storefront folds words as the API does (issue 46: one folding)', () => {
  // What a shopper may type or a product may be named: accents, ligatures,
  // letters unaccent folds that Unicode does not decompose, both apostrophes,
  // hyphens, digits stuck to letters, Arabic, Turkish, modifier letters.
  const texts = [
    'Théière ÉMAILLÉE',
    'cœur-d’Alger 2L',
    "huile d'argan BIO",
    'Æther Straße øre',
    'Đồng hồ Łódź þorn',
    'İstanbul kılım',
    'زيت الأرغان 500ml',
    'ʻokina  naïve   Noël',
    'T-shirt “coton” 100 %',
    'Électroménager/Cuisine',
  ];

  it.each(texts)('%s: the same words on both sides', (text) => {
    // (The API keeps at most 8 words of 60 characters; none of these is longer.)
    expect(foldWords(text)).toEqual(searchWords(text));
    expect(foldText(text)).toBe(searchWords(text).join(' '));
  });
});

describe('a word that names a category', () => {
  it('finds the products of that category and its subcategories, as well as those whose text holds the word', async () => {
    const [category] = await api.rows<{ name: string }>(sql`SELECT name FROM categories WHERE company_id = ${companyId} AND name = 'Électroménager'`);
    expect(category, 'the seed has Électroménager').toBeDefined();
    const expected = await expectedIds('Électroménager', 'electromenager');
    const textOnly = await api.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE company_id = ${companyId} AND status = 'active' AND search_vector @@ to_tsquery('french', 'electromenager:*')`,
    );
    // The category brings what the words alone did not.
    expect(expected.length).toBeGreaterThan(Number(textOnly[0]!.n));
    for (const q of ['électroménager', 'Electromenager', 'ÉLECTROMÉNAGER']) {
      const found = await ids(q);
      expect(found.ids).toEqual(expected);
      expect(found.corrected).toBeUndefined();
    }
  });

  it('still requires every other word', async () => {
    const expected = await expectedIds('Électroménager', 'electromenager', sql`p.search_vector @@ to_tsquery('french', 'samsung:*')`);
    expect(expected.length).toBeGreaterThan(0);
    expect((await ids('samsung électroménager')).ids).toEqual(expected);
  });

  it('is found again under its new name once renamed (the cached answers follow the catalogue)', async () => {
    const before = await ids('Bricolagerie');
    expect(before.ids).toEqual([]);
    const [category] = await api.rows<{ id: string; name: string }>(
      sql`SELECT c.id, c.name FROM categories c WHERE c.company_id = ${companyId} AND EXISTS (SELECT FROM products p WHERE p.category_id = c.id AND p.status = 'active') ORDER BY c.name LIMIT 1`,
    );
    await api.db.execute(sql`UPDATE categories SET name = 'Bricolagerie' WHERE id = ${category!.id}`);
    try {
      const after = await ids('Bricolagerie');
      const own = await api.rows<{ id: string }>(sql`SELECT id FROM products WHERE category_id = ${category!.id} AND status = 'active'`);
      for (const { id } of own) expect(after.ids).toContain(id);
    } finally {
      await api.db.execute(sql`UPDATE categories SET name = ${category!.name} WHERE id = ${category!.id}`);
    }
  });
});

describe('a search with a typo', () => {
  it('is answered for the corrected words, and says which', async () => {
    const typo = await api.getOk<ProductList>('/api/v1/public/products/?search=smartfone&limit=100');
    expect(typo.corrected_search).toBe('smartphone');
    expect(typo.total_items).toBeGreaterThan(0);
    const corrected = await api.getOk<ProductList>(`/api/v1/public/products/?search=${typo.corrected_search}&limit=100`);
    expect(corrected.corrected_search).toBeUndefined();
    expect(typo.items).toEqual(corrected.items);
    expect(typo.total_items).toBe(corrected.total_items);
    // The search route answers the same.
    expect(await api.getOk<ProductList>('/api/v1/public/search/?q=smartfone&limit=100')).toEqual(typo);
  });

  it('corrects a category name too, and keeps the other filters', async () => {
    const typo = await api.getOk<ProductList>('/api/v1/public/products/?search=electromenagr&max_price=20000&limit=100');
    expect(typo.corrected_search).toBe('electromenager');
    expect(typo.total_items).toBeGreaterThan(0);
    expect(typo.items.every((p: Product) => Number(p.price_from) <= 20000)).toBe(true);
  });

  it('is not corrected when the words as typed find something, nor when nothing is alike', async () => {
    expect((await api.getOk<ProductList>('/api/v1/public/products/?search=smartphone')).corrected_search).toBeUndefined();
    const nothing = await api.getOk<ProductList>('/api/v1/public/products/?search=zzzqqqxxx');
    expect(nothing).toEqual({ items: [], total_items: 0 });
  });
});

describe('GET /api/v1/public/search/suggestions', () => {
  it('suggests the best-rated products the search finds, those named by the words first, and the categories it names', async () => {
    const s = await api.getOk<SearchSuggestions>('/api/v1/public/search/suggestions?q=%20t%C3%A9l%C3%A9%20');
    expect(s.query).toBe('télé');
    expect(s.corrected_search).toBeNull();
    const pool = (await api.getOk<ProductList>('/api/v1/public/products/?search=t%C3%A9l%C3%A9&sort=rating&limit=24')).items;
    const named = (p: Product) => /(^|[^a-z])tele/.test(p.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    const expected = [...pool.filter(named), ...pool.filter((p) => !named(p))].slice(0, 6);
    expect(pool.filter(named).length).toBeGreaterThan(0);
    expect(pool.some((p) => !named(p)), 'the pool also holds products found by their category').toBe(true);
    expect(s.products).toEqual(expected);
    expect(s.categories.length).toBeGreaterThan(0);
    expect(s.categories.length).toBeLessThanOrEqual(4);
    const all = await api.getOk<{ items: Category[] } | Category[]>('/api/v1/public/categories/?limit=100');
    const categories = Array.isArray(all) ? all : all.items;
    for (const c of s.categories) {
      expect(c.product_count).toBeGreaterThan(0);
      expect(categories.find((x) => x.id === c.id)?.name).toBe(c.name);
      expect(c.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/(^|[^a-z])tele/);
    }
  });

  it('suggests for the corrected words when the text has a typo', async () => {
    const s = await api.getOk<SearchSuggestions>('/api/v1/public/search/suggestions?q=smartfone');
    expect(s.corrected_search).toBe('smartphone');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.categories.map((c) => c.name)).toContain('Smartphones');
  });

  it('suggests nothing for less than two characters or no word, and refuses a missing or too long text', async () => {
    for (const q of ['', 's', '%20%20', '!!']) {
      expect(await api.getOk<SearchSuggestions>(`/api/v1/public/search/suggestions?q=${q}`)).toEqual({
        query: decodeURIComponent(q).trim(),
        corrected_search: null,
        categories: [],
        products: [],
      });
    }
    const missing = await api.call('GET', '/api/v1/public/search/suggestions');
    expect(missing.status).toBe(400);
    expect(typeof missing.body.detail).toBe('string');
    expect((await api.call('GET', `/api/v1/public/search/suggestions?q=${'a'.repeat(201)}`)).status).toBe(400);
  });
});
