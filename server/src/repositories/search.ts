/**
 * The catalogue search as a shopper types it: words that name a category
 * find that category's products, a search that finds nothing as typed is
 * tried again with its words corrected from the catalogue's own vocabulary
 * (pg_trgm, on the trigram index of product names), and suggestions
 * (products and categories) come from the same search.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { Category } from '../schemas/category.ts';
import type { Product, ProductList, SearchSuggestions } from '../schemas/product.ts';
import { categoriesNamedBy, listCategories, nameHasWord, MIN_CATEGORY_WORD } from './categories.ts';
import { rowsOf } from '../db/rows.ts';
import { listProducts, searchWords, type ProductFilters, type ProductPage } from './products.ts';

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 4;
/** Below this many characters a text suggests nothing (one letter begins half the catalogue). */
export const MIN_SUGGEST_LENGTH = 2;
/** How alike (pg_trgm similarity) a catalogue word must be to replace a word typed. */
const MIN_SIMILARITY = 0.3;

async function withNamedCategories(db: Executor, f: ProductFilters): Promise<ProductFilters> {
  const words = f.search === undefined ? [] : searchWords(f.search);
  if (words.length === 0) return f;
  const named = await categoriesNamedBy(db, f.companyId, words);
  return Object.keys(named).length > 0 ? { ...f, searchCategories: named } : f;
}

/**
 * The catalogue word most like `word`: from the names of active products
 * with a whole word like it (`<<%`, strict word similarity of at least 0.5,
 * which the trigram index answers) and from the category names. Null when
 * nothing is alike enough.
 */
async function closestWord(db: Executor, companyId: string, word: string): Promise<string | null> {
  const rows = rowsOf<{ word: string }>(
    await db.execute(sql`
      WITH names AS (
        SELECT f_unaccent(lower(p.name)) AS text FROM products p
        WHERE p.company_id = ${companyId}::uuid AND p.status = 'active' AND ${word} <<% f_unaccent(lower(p.name))
        LIMIT 200
      ), vocabulary AS (
        SELECT regexp_split_to_table(text, '[^[:alnum:]]+') AS word FROM names
        UNION
        SELECT regexp_split_to_table(f_unaccent(lower(c.name)), '[^[:alnum:]]+') FROM categories c WHERE c.company_id = ${companyId}::uuid
      )
      SELECT word FROM vocabulary
      WHERE length(word) >= ${MIN_CATEGORY_WORD} AND similarity(word, ${word}) >= ${MIN_SIMILARITY}
      ORDER BY similarity(word, ${word}) DESC, abs(length(word) - ${word.length}::int), word
      LIMIT 1`),
  );
  return rows[0]?.word ?? null;
}

/**
 * The search with each word replaced by the catalogue word most like it
 * ("smartfone" → "smartphone"), or null when no word changes. Short words
 * are kept as typed: three letters are too few to tell a typo.
 */
export async function correctedSearch(db: Executor, companyId: string, text: string): Promise<string | null> {
  const words = searchWords(text);
  const corrected: string[] = [];
  for (const word of words) corrected.push(word.length < MIN_CATEGORY_WORD + 1 ? word : ((await closestWord(db, companyId, word)) ?? word));
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}

/**
 * A catalogue list whose search also matches category names and, when the
 * words as typed find nothing, is answered for the corrected words
 * (`corrected_search` says so); when those find nothing either, the empty
 * answer for the words as typed.
 */
export async function listSearched(db: Executor, f: ProductFilters, page: ProductPage): Promise<ProductList> {
  if (f.search === undefined || searchWords(f.search).length === 0) return listProducts(db, f, page);
  const list = await listProducts(db, await withNamedCategories(db, f), page);
  if (list.total_items > 0) return list;
  const corrected = await correctedSearch(db, f.companyId, f.search);
  if (corrected === null) return list;
  const again = await listProducts(db, await withNamedCategories(db, { ...f, search: corrected }), page);
  return again.total_items > 0 ? { ...again, corrected_search: corrected } : list;
}

/** Categories with products that the words name, those naming more words first, then the fuller. */
function namedCategories(categories: Category[], words: string[]): Category[] {
  return categories
    .map((c) => ({ c, named: words.filter((w) => nameHasWord(c.name, w)).length }))
    .filter(({ c, named }) => named > 0 && c.product_count > 0)
    .sort((a, b) => b.named - a.named || b.c.product_count - a.c.product_count || a.c.name.localeCompare(b.c.name, 'fr'))
    .slice(0, SUGGESTED_CATEGORIES)
    .map(({ c }) => c);
}

/** How many of the best-rated matches are looked at to pick the suggested products. */
const SUGGESTION_POOL = 24;

/** Whether every word begins a word of the product's name (not only of its description or category). */
const nameHasWords = (product: Product, words: string[]) => {
  const nameWords = searchWords(product.name);
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
};

/**
 * What to suggest while a shopper types `q`: among the best-rated products
 * it finds, those whose name holds the words first ("télé" suggests
 * Téléviseurs before a phone case of the "Accessoires téléphone" category),
 * and the categories it names.
 */
export async function searchSuggestions(db: Executor, companyId: string, q: string): Promise<SearchSuggestions> {
  const query = q.trim();
  if (query.length < MIN_SUGGEST_LENGTH || searchWords(query).length === 0) return { query, corrected_search: null, categories: [], products: [] };
  const list = await listSearched(db, { companyId, search: query }, { skip: 0, limit: SUGGESTION_POOL, sort: 'rating' });
  const corrected = list.corrected_search ?? null;
  const words = searchWords(corrected ?? query);
  const byName = list.items.filter((p) => nameHasWords(p, words));
  const products = [...byName, ...list.items.filter((p) => !byName.includes(p))].slice(0, SUGGESTED_PRODUCTS);
  const categories = namedCategories(await listCategories(db, companyId), words);
  return { query, corrected_search: corrected, categories, products };
}
