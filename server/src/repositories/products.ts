/**
 * The SQL of every public product list (catalogue, search, category, store
 * and collection pages, featured products, one product).
 *
 * One statement per page, whatever its size: the category subtrees, the
 * total (read from the count cache, or counted and stored there), the page,
 * and the page's images and store offers (the JSON of its product_cards
 * rows, kept by triggers: building it for every row read cost about half of
 * PostgreSQL's CPU per page; docs/benchmarks.md, stop 70). Round trips
 * dominate the cost of a small page, so they are kept to one.
 *
 * Every statement is scoped by company, and only active products are public.
 * The status test is a literal so the planner can use the partial
 * `status = 'active'` indexes, with which a count is an index-only scan.
 */
import { createHash } from 'node:crypto';
import { sql as dsql, type AnyColumn, type SQL as DrizzleSQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sql, toDrizzle, toQuery, type Sql as SQL } from '../db/statement.ts';
import { primaryBehind } from '../db/replicas.ts';
import { rowsOf, uuidArray } from '../db/rows.ts';
import { products } from '../db/schema.ts';
import type { List } from '../schemas/common.ts';
import type { PriceRange, Product, ProductImage, ProductSort, StoreOption, StoreProduct } from '../schemas/product.ts';


/**
 * How many stores of the product's company offer it: the length of its
 * `available_stores` (listStatement), for the screens that show the count
 * without the offers (wishlist, collection previews).
 */
export const storeCountSql = (productId: DrizzleSQL | AnyColumn, companyId: DrizzleSQL | AnyColumn) =>
  dsql<number>`(SELECT count(*)::int FROM store_products o JOIN stores s ON s.id = o.store_id
    WHERE o.product_id = ${productId} AND s.company_id = ${companyId})`;

/** Only active products are public (a literal, see above). */
export const isActive = dsql`${products.status} = 'active'`;

export interface ProductFilters {
  companyId: string;
  minPrice?: number;
  maxPrice?: number;
  /**
   * Category ids (validated UUIDs), each standing for its whole subtree. With
   * several groups a product must fall in one subtree of every group.
   */
  categoryGroups?: string[][];
  search?: string;
  /**
   * Per search word, the categories (with their subtrees) whose name has a
   * word it begins: a product in one of them matches that word as well as
   * one whose text holds it (repositories/search.ts resolves them).
   */
  searchCategories?: Readonly<Record<string, readonly string[]>>;
  minRating?: number;
  inStock?: boolean;
  id?: string;
}

export interface ProductPage {
  skip: number;
  limit: number;
  sort: ProductSort;
}

// --- search ---------------------------------------------------------------

/** Letters that unaccent folds but NFKD does not decompose. */
const FOLD: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/**
 * The words of a search, lower-cased, without accents, reduced to letters and
 * digits (so nothing but words reaches the tsquery parser), at most 8.
 */
export function searchWords(q: string): string[] {
  return q
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłþðı]/g, (c) => FOLD[c] ?? c)
    .split(/[^\p{L}\p{Nd}]+|\p{Lm}+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.slice(0, 60));
}

/**
 * French full text on the generated `search_vector` (name, description and
 * SKU, unaccented): each word a prefix, every word required. (A trigram LIKE
 * on the name as well would find pieces of words, but its per-row recheck
 * costs as much as the search itself.) A word that names
 * categories is also met by being in one of them ("électroménager" finds
 * that category's products); the other words stay one tsquery, so a search
 * that names no category is the same statement as before.
 */
function searchCondition(q: string, categories: ProductFilters['searchCategories'] = {}): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const matches = (ws: string[]) => sql`p.search_vector @@ to_tsquery('french', f_unaccent(${ws.map((w) => `${w}:*`).join(' & ')}))`;
  const named = [...new Set(words.filter((w) => categories[w]?.length))];
  const plain = words.filter((w) => !named.includes(w));
  const conds = plain.length > 0 ? [matches(plain)] : [];
  for (const w of named) conds.push(sql`(${matches([w])} OR p.category_id = ANY(${uuidArray(categories[w]!)}::uuid[]))`);
  return sql.join(conds, sql` AND `);
}

/** Whether the filters search for words (a search of no words lists everything). */
const hasSearch = (f: ProductFilters) => f.search !== undefined && searchWords(f.search).length > 0;

// --- statement ------------------------------------------------------------

export type Scope = { kind: 'all' } | { kind: 'store'; storeId: string } | { kind: 'collection'; collectionId: string };

/**
 * The price a list filters and sorts on: the one its cards show
 * (docs/decisions/018). A product's cheapest offer or own price
 * (`price_from`), except in a store's list, which shows that store's price.
 */
const listPrice = (scope: Scope) => (scope.kind === 'store' ? 'sp.price' : 'p.price_from');

/**
 * Conditions on `p` (products); category groups refer to the `tree<i>` CTEs.
 * With `priceKey` false the price bounds are written through an expression
 * no index provides, so that a walk in another order is not planned as a
 * price-range scan and a sort (see listStatement).
 */
function whereSql(f: ProductFilters, priceKey = true, priceColumn = 'p.price_from'): SQL {
  const conds: SQL[] = [sql`p.company_id = ${f.companyId}`, sql`p.status = 'active'`];
  const price = sql.raw(priceKey ? priceColumn : `(${priceColumn} + 0)`);
  if (f.id !== undefined) conds.push(sql`p.id = ${f.id}`);
  if (f.minPrice !== undefined) conds.push(sql`${price} >= ${String(f.minPrice)}::numeric`);
  if (f.maxPrice !== undefined) conds.push(sql`${price} <= ${String(f.maxPrice)}::numeric`);
  if (f.minRating !== undefined) conds.push(sql`p.rating >= ${String(f.minRating)}::numeric`);
  if (f.inStock) conds.push(sql`p.stock > 0`);
  f.categoryGroups?.forEach((_, i) => conds.push(sql`p.category_id = ANY(ARRAY(SELECT id FROM ${sql.raw(`tree${i}`)}))`));
  if (f.search !== undefined) {
    const cond = searchCondition(f.search, f.searchCategories);
    if (cond) conds.push(cond);
  }
  return sql.join(conds, sql` AND `);
}

/**
 * Orders the (company_id, key, id) indexes return as they are, so a page is
 * read in index order instead of sorting every match; id breaks ties. With
 * `opaque`, the same order through an expression no index provides, so the
 * planner finds the matches by their filters and sorts them (see pageIds).
 */
function orderSql(sort: ProductSort | 'position', q: string, opaque = false, price = `${q}.price_from`): SQL {
  const key = (column: string, zero = '0') => (opaque ? `(${column} + ${zero})` : column);
  switch (sort) {
    case 'price-low':
      return sql.raw(`${key(price)} ASC, ${q}.id ASC`);
    case 'price-high':
      return sql.raw(`${key(price)} DESC, ${q}.id DESC`);
    case 'rating':
      return sql.raw(`${key(`${q}.rating`)} DESC NULLS LAST, ${q}.id ASC`);
    case 'position':
      // Inside the page query the position is collection_products' (cp).
      return sql.raw(`${key(`${q === 'p' ? 'cp' : q}.position`)} ASC, ${q}.id ASC`);
    case 'newest':
    default:
      return sql.raw(`${key(`${q}.created_at`, "interval '0 s'")} DESC NULLS LAST, ${q}.id ASC`);
  }
}

/**
 * A group's ids as one parameter each, their number rounded up to a power of
 * two (the last id repeated): a prepared statement's generic plan then knows
 * how many categories it starts from. With the ids as one array parameter,
 * it guessed ten, so its estimate came out above the custom plans' for the
 * same plan, and the plan cache planned a page by category on every request
 * (planning cost more than running it) where it now plans once per
 * connection. The power of two bounds the statements a connection
 * keeps to eight shapes per filter shape, whatever the number of ids.
 */
function idList(ids: readonly string[]): SQL {
  let n = 1;
  while (n < ids.length) n *= 2;
  const padded = Array.from({ length: n }, (_, i) => ids[Math.min(i, ids.length - 1)]!);
  return sql.join(
    padded.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/** Each group's ids and all their descendants, one recursive CTE per group. */
function categoryCtes(f: ProductFilters): SQL[] {
  return (f.categoryGroups ?? []).map(
    (ids, i) => sql`${sql.raw(`tree${i}`)}(id) AS (
        SELECT id FROM categories WHERE company_id = ${f.companyId} AND id IN (${idList(ids)})
        UNION
        SELECT c.id FROM categories c JOIN ${sql.raw(`tree${i}`)} t ON c.parent_id = t.id WHERE c.company_id = ${f.companyId}
      )`,
  );
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Slots of the count cache per company: bounds its rows (about 8 MB at most)
 * whatever filters are asked for. Two filters in use whose keys share a slot
 * evict each other on every request, so the slots are many more than the
 * filters a catalogue sees at once (docs/benchmarks.md: with 4,096, the
 * bench's 300 filters collided).
 */
export const COUNT_SLOTS = 65_536;

/**
 * The count cache's key of a list: the filters that decide which products
 * count, normalized (sorting and paging do not change a total; the order of
 * category ids and search words does not either), hashed. `slot` is where the
 * key may be stored; `key` tells the filters apart within a slot.
 */
export function countKey(f: ProductFilters, scope: Scope): { slot: number; key: string } {
  const normalized = {
    scope: scope.kind === 'store' ? `store:${scope.storeId.toLowerCase()}` : scope.kind === 'collection' ? `collection:${scope.collectionId.toLowerCase()}` : 'all',
    id: f.id?.toLowerCase() ?? null,
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
    minRating: f.minRating ?? null,
    inStock: f.inStock ?? false,
    categories: (f.categoryGroups ?? []).map((g) => [...new Set(g.map((id) => id.toLowerCase()))].sort().join(',')).sort(),
    words: f.search === undefined ? [] : [...new Set(searchWords(f.search))].sort(),
    // Which words were resolved to categories (a caller that does not resolve them counts otherwise).
    named: Object.entries(f.searchCategories ?? {})
      .filter(([, ids]) => ids.length > 0)
      .map(([w, ids]) => `${w}:${[...ids].sort().join(',')}`)
      .sort(),
  };
  const digest = createHash('sha256').update(JSON.stringify(normalized)).digest();
  return { slot: digest.readUInt32BE(0) % COUNT_SLOTS, key: digest.toString('base64url') };
}

/**
 * The total of a list, exact, through the count cache (docs/decisions/004).
 *
 * The company's catalogue version and the cached row are read in the same
 * snapshot as the products, and the version changes in the same transaction
 * as any write that can change a count, so a row whose version is the current
 * one holds the count of exactly what this statement sees. On a miss the
 * products are counted and the count stored for the next request (kept by a
 * newer version already stored, never by an older one). A company without a
 * version is counted every time.
 */
function cachedTotalCtes(f: ProductFilters, scope: Scope, count: SQL, store: boolean): SQL[] {
  const { slot, key } = countKey(f, scope);
  const ctes = [
    sql`cached AS (
        SELECT v.version, cc.total FROM catalogue_versions v
        LEFT JOIN catalogue_counts cc ON cc.company_id = v.company_id AND cc.slot = ${slot}::int AND cc.key = ${key}::text AND cc.version = v.version
        WHERE v.company_id = ${f.companyId}::uuid
      )`,
    // The count runs only when nothing valid is cached (a one-time filter).
    sql`counted AS (
        SELECT (SELECT version FROM cached) AS version, (${count}) AS total
        WHERE NOT EXISTS (SELECT FROM cached WHERE total IS NOT NULL)
      )`,
  ];
  if (store) ctes.push(sql`stored AS (${keepCountSql(f.companyId, slot, key, sql`SELECT version, total FROM counted WHERE version IS NOT NULL`)})`);
  return ctes;
}

/** Keeps a count in the count cache, unless a newer version's count is kept in its slot. */
function keepCountSql(companyId: string, slot: number, key: string, counted: SQL): SQL {
  return sql`
        INSERT INTO catalogue_counts AS cc (company_id, slot, key, version, total)
        SELECT ${companyId}::uuid, ${slot}::int, ${key}::text, c.version, c.total FROM (${counted}) c
        ON CONFLICT (company_id, slot) DO UPDATE SET key = excluded.key, version = excluded.version, total = excluded.total
        WHERE cc.version <= excluded.version`;
}

/**
 * A count made on a read replica (which takes no write), kept on its primary
 * afterwards, in the background: the replica's snapshot held the products of
 * exactly that catalogue version, so the count is that version's wherever it
 * is kept, and the replicas receive it with the next WAL. A failure only
 * leaves the next request to count again.
 */
function storeCountOnPrimary(primary: Executor, f: ProductFilters, scope: Scope, version: string, total: number): void {
  const { slot, key } = countKey(f, scope);
  void primary.execute(toDrizzle(keepCountSql(f.companyId, slot, key, sql`SELECT ${version}::bigint AS version, ${total}::int AS total`))).catch(() => {});
}

// --- price bands (the cells of catalogue_facets, migration 0006) ---------

/** Where each of a decade's ten bands starts, in hundredths of a power of ten. */
const BAND_STARTS = [100, 125, 160, 200, 250, 320, 400, 500, 630, 800] as const;
/** Above any band a price of numeric(12,2) falls in. */
const TOP_BAND = 1_000;

/** Where band `b` (≥ 0) starts: a short decimal, exact in SQL's numeric. */
export function bandStart(b: number): number {
  const e = Math.floor(b / 10);
  const m = BAND_STARTS[b - 10 * e]!;
  return e >= 2 ? m * 10 ** (e - 2) : m / 10 ** (2 - e);
}

/**
 * The band of a price, as SQL's `catalogue_price_band` numbers it: 10e + i
 * for a price from the i-th start of decade 10^e on, −1 below 1.
 */
export function priceBand(price: number): number {
  if (!(price >= 1)) return -1;
  let b = 10 * (String(Math.trunc(price)).length - 1);
  while (b + 1 < TOP_BAND && price >= bandStart(b + 1)) b += 1;
  return b;
}

/**
 * Where fine band `f` (≥ 0) starts: band ⌊f/10⌋ cut in ten equal steps, as
 * SQL's `catalogue_price_fine_band` numbers them (migration 0016). A short
 * decimal, exact in SQL's numeric: thousandths of the band's power of ten.
 */
export function fineBandStart(f: number): number {
  const b = Math.floor(f / 10);
  const e = Math.floor(b / 10);
  const i = b - 10 * e;
  const lo = BAND_STARTS[i]!;
  const hi = i === 9 ? 1_000 : BAND_STARTS[i + 1]!;
  const m = 10 * lo + (f - 10 * b) * (hi - lo);
  return e >= 3 ? m * 10 ** (e - 3) : m / 10 ** (3 - e);
}

/** The fine band of a price, as SQL's `catalogue_price_fine_band` numbers it: −10 below 1. */
export function priceFineBand(price: number): number {
  const b = priceBand(price);
  if (b < 0) return -10;
  let f = 10 * b;
  while (f + 1 < 10 * b + 10 && price >= fineBandStart(f + 1)) f += 1;
  return f;
}

/**
 * Whether a list's total can be added up from catalogue_facets: the whole
 * catalogue (not a store's or a collection's), filtered by categories, price
 * and a whole rating only. The others are counted on the spot.
 */
const facetable = (f: ProductFilters, scope: Scope) =>
  scope.kind === 'all' &&
  f.id === undefined &&
  !hasSearch(f) &&
  !f.inStock &&
  (f.minRating === undefined || Number.isInteger(f.minRating));

/**
 * The count of a list that counts only what it cannot add up. The bands its
 * price range covers whole are summed from catalogue_facets (cells of a
 * category in a filtered subtree and of a rating at least the minimum); so
 * are the fine bands (tenths of a band, catalogue_fine_facets) it covers
 * whole in the two edge bands, between the minimum price and the first whole
 * band and between the last whole band and the maximum. Only the products
 * within one fine band of each bound are counted in products: about a
 * hundredth of a decade of prices each, where a whole edge band (a tenth of a
 * decade) held 41,000 products of a million when no category narrowed it.
 */
function countSql(f: ProductFilters, scope: Scope, from: SQL, where: SQL): SQL {
  const counted = (extra?: SQL) => sql`SELECT count(*) FROM ${from} WHERE ${where}${extra ? sql` AND ${extra}` : sql``}`;
  if (!facetable(f, scope)) return sql`${counted()}`;
  // Whole bands: from the first starting at or above the minimum, to the last ending at or below the maximum.
  const min = f.minPrice;
  const first = min === undefined ? -1 : min >= 1 && bandStart(priceBand(min)) === min ? priceBand(min) : priceBand(min) + 1;
  const last = f.maxPrice === undefined ? TOP_BAND : priceBand(f.maxPrice) - 1;
  if (first > last) return sql`${counted()}`;
  const cells = (table: 'catalogue_facets' | 'catalogue_fine_facets', band: SQL) => {
    const where: SQL[] = [sql`fc.company_id = ${f.companyId}::uuid`, band];
    if (f.minRating !== undefined) where.push(sql`fc.rating_floor >= ${f.minRating}::int`);
    f.categoryGroups?.forEach((_, i) => where.push(sql`fc.category_id = ANY(ARRAY(SELECT id FROM ${sql.raw(`tree${i}`)}))`));
    return sql`(SELECT coalesce(sum(fc.products), 0) FROM ${sql.raw(table)} fc WHERE ${sql.join(where, sql` AND `)})`;
  };
  const fine = (from: number, to: number) => cells('catalogue_fine_facets', sql`fc.fine_band BETWEEN ${from}::int AND ${to}::int`);
  const parts: SQL[] = [cells('catalogue_facets', sql`fc.price_band BETWEEN ${first}::int AND ${last}::int`)];
  // Each edge is the same three terms whatever the bound (an empty range when
  // a bound needs none), so a statement's text, and the plans a connection
  // keeps for it, depend on which bounds are given only.
  if (min !== undefined) {
    // The edge band's fine bands from the first starting at or above the
    // minimum (none below 1, where bands are not cut, or when the minimum
    // starts a band), then the products below the first of them.
    let from = 10 * first;
    if (min >= 1 && min < bandStart(first)) {
      const at = priceFineBand(min);
      from = fineBandStart(at) === min ? at : at + 1;
    }
    parts.push(fine(from, 10 * first - 1));
    const upTo = from < 10 * first ? fineBandStart(from) : bandStart(first);
    parts.push(sql`(${counted(sql`p.price_from < ${String(upTo)}::numeric`)})`);
  }
  if (f.maxPrice !== undefined) {
    // The edge band's fine bands that end at or below the maximum, then the products above the last of them.
    const to = Math.max(priceFineBand(f.maxPrice) - 1, 10 * (last + 1) - 1);
    parts.push(fine(10 * (last + 1), to));
    parts.push(sql`(${counted(sql`p.price_from >= ${String(fineBandStart(to + 1))}::numeric`)})`);
  }
  return sql`SELECT ${sql.join(parts, sql` + `)}`;
}

/** One page of a list: its rows from `skip` on, at most `limit`, in `sort` order. */
type ListPage = { skip: number; limit: number; sort: ProductSort | 'position' };

/**
 * The total and one page of products, with their images and offers.
 *
 * The total comes from the count cache (above): counting was the only part of
 * a first page whose cost grows with the catalogue. The page is an index walk
 * in sort order that stops after skip + limit rows; with a search too, when
 * the words are common enough for the walk to meet enough matches early (the
 * planner, on a plan made for the words, see execute(), takes the full-text
 * bitmap scan and a top-N sort when they are rare). Reading every match of a
 * search once for both the count and the page would cost what the count costs.
 */
function listStatement(f: ProductFilters, scope: Scope, page: ListPage, withTotal: boolean, storeCount = true): SQL {
  const { join, keyColumns } = scopeSql(scope);
  const where = whereSql(f, true, listPrice(scope));
  const ctes = categoryCtes(f);
  const productColumns = sql`p.id, p.name, p.description, p.price, p.price_from, p.category_id, c.name AS category_name, c.slug AS category_slug,
        p.stock, p.rating, p.image, p.status, p.sku, p.company_id, p.slug, p.created_at, p.updated_at`;
  let total = sql`(SELECT NULL::int AS total)`;
  if (withTotal) {
    ctes.push(...cachedTotalCtes(f, scope, sql`SELECT (${countSql(f, scope, sql`products p ${join}`, where)})::int`, storeCount));
    total = sql`(SELECT total FROM cached WHERE total IS NOT NULL UNION ALL SELECT total FROM counted)`;
  }
  const pageQuery = sql`
      SELECT ${productColumns} ${keyColumns}
      FROM (${pageIdsSql(f, scope, page, withTotal, where)}) k
      JOIN products p ON p.id = k.id
      LEFT JOIN categories c ON c.id = p.category_id`;
  const withClause = ctes.length === 0 ? sql`` : sql`WITH RECURSIVE ${sql.join(ctes, sql`, `)}`;
  return sql`
    ${withClause}
    ${listColumnsSql(scope, withTotal && !storeCount)}
    FROM ${total} t
    LEFT JOIN LATERAL (${pageQuery}) pg ON true
    ORDER BY ${orderSql(page.sort, 'pg', false, scope.kind === 'store' ? 'pg.store_price' : 'pg.price_from')}`;
}

/**
 * What a list's scope adds: the join to a store's offers or a collection's
 * members, the column it keeps beside a page's ids (the store's price, the
 * position in the collection), and that column as the page's rows read it.
 */
function scopeSql(scope: Scope): { join: SQL; scopeColumns: SQL; keyColumns: SQL } {
  const join =
    scope.kind === 'store'
      ? sql`JOIN store_products sp ON sp.product_id = p.id AND sp.store_id = ${scope.storeId}`
      : scope.kind === 'collection'
        ? sql`JOIN collection_products cp ON cp.product_id = p.id AND cp.collection_id = ${scope.collectionId}`
        : sql``;
  const scopeColumns =
    scope.kind === 'store' ? sql`, sp.price AS store_price` : scope.kind === 'collection' ? sql`, cp.position AS position` : sql``;
  const keyColumns = scope.kind === 'store' ? sql`, k.store_price` : scope.kind === 'collection' ? sql`, k.position` : sql``;
  return { join, scopeColumns, keyColumns };
}

/**
 * The ids of the page, chosen before any row is read: every filter column
 * but the search vector is in products_company_price, so a page in price
 * order is an index-only walk.
 *
 * A walk in sort order stops after skip + limit matches, having read about
 * (skip + limit) × products / total rows: cheap when many match, a read of
 * the whole catalogue when none do. The planner cannot tell, since a
 * category subtree is only known at run time; the total is known, so the
 * walk is taken only when total² ≥ (skip + limit) × products, and otherwise
 * the matches (fewer than √((skip + limit) × products)) are found by their
 * filters and sorted. Both branches are planned; a one-time filter runs one.
 *
 * A walk by date or rating reads the (company, created_at or rating, id)
 * index, which carries every other filter column; the price bounds are
 * hidden from the planner there, or a generic plan (which guesses that a
 * price range keeps 0.5 % of rows) would read the whole range from the price
 * index and sort it.
 */
function pageIdsSql(f: ProductFilters, scope: Scope, page: ListPage, withTotal: boolean, where: SQL): SQL {
  const { join, scopeColumns } = scopeSql(scope);
  const priceColumn = listPrice(scope);
  const inPrice = page.sort === 'price-low' || page.sort === 'price-high';
  const walkWhere = inPrice || scope.kind !== 'all' || hasSearch(f) ? where : whereSql(f, false, priceColumn);
  const ids = (opaque: boolean, gate: SQL | null) => sql`
        SELECT p.id ${scopeColumns} FROM products p ${join}
        WHERE ${opaque ? where : walkWhere} ${gate ? sql`AND ${gate}` : sql``}
        ORDER BY ${orderSql(page.sort, 'p', opaque, priceColumn)}
        LIMIT ${page.limit} OFFSET ${page.skip}`;
  const walk = sql`t.total::float8 * t.total >= ${page.skip + page.limit}::float8 * greatest((SELECT reltuples FROM pg_class WHERE oid = 'products'::regclass), 0)`;
  // (A search keeps its plan made for its words, see execute().)
  const perCategory = scope.kind === 'all' && !!f.categoryGroups?.length && !hasSearch(f);
  return !withTotal
    ? ids(false, null)
    : perCategory && inPrice
      ? categoryIdsSql(page, where, null)
      : perCategory
        ? sql`(${ids(false, walk)}) UNION ALL (${categoryIdsSql(page, where, sql`NOT (${walk})`)})`
        : sql`(${ids(false, walk)}) UNION ALL (${ids(true, sql`NOT (${walk})`)})`;
}

/**
 * The page's ids of a catalogue list with categories, read category by
 * category from products_active_category_price (company, category, price,
 * id and the other filter columns), in the first group's subtree: prices
 * cluster by category, so a walk of the whole price index would meet whole
 * other categories first, and found-and-sorted matches would be read through
 * the price range of every category. By price, each category's walk stops
 * after skip + limit matches and the walks are merged; in another order, a
 * category's matches are its range of prices (OFFSET 0 keeps the planner
 * from unnesting it).
 */
function categoryIdsSql(page: ListPage, where: SQL, gate: SQL | null): SQL {
  const inPrice = page.sort === 'price-low' || page.sort === 'price-high';
  return sql`
        SELECT x.id FROM tree0 g, LATERAL (
          SELECT p.id, p.price_from, p.rating, p.created_at FROM products p
          WHERE ${where} AND p.category_id = g.id ${gate ? sql`AND ${gate}` : sql``}
          ${inPrice ? sql`ORDER BY ${orderSql(page.sort, 'p')} LIMIT ${page.skip + page.limit}` : sql`OFFSET 0`}) x
        ORDER BY ${orderSql(page.sort, 'x', !inPrice)}
        LIMIT ${page.limit} OFFSET ${page.skip}`;
}

/** The columns of a list's rows: the total, the product's, and its card's images and offers (JSON, product_cards). */
function listColumnsSql(scope: Scope, countedVersion: boolean): SQL {
  return sql`SELECT t.total, ${countedVersion ? sql`(SELECT version FROM counted)::text AS counted_version,` : sql``} pg.id, pg.name, pg.description, pg.price::text AS price, pg.price_from::text AS price_from, pg.category_id,
      pg.category_name, pg.category_slug, pg.stock, pg.rating::text AS rating, pg.image, pg.status, pg.sku,
      pg.company_id, pg.slug,
      to_char(pg.created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS created_at,
      to_char(pg.updated_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS updated_at,
      ${scope.kind === 'store' ? sql`pg.store_price::text AS store_price,` : sql``}
      (SELECT pc.images FROM product_cards pc WHERE pc.product_id = pg.id) AS product_images,
      (SELECT pc.offers FROM product_cards pc WHERE pc.product_id = pg.id) AS available_stores`;
}

interface ListRow {
  total: number | null;
  /** The catalogue version a total was counted at, on a read replica (which cannot keep it); else absent or null. */
  counted_version?: string | null;
  id: string | null;
  name: string;
  description: string | null;
  price: string;
  price_from: string;
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  stock: number;
  rating: string;
  image: string | null;
  status: string;
  sku: string | null;
  company_id: string;
  slug: string;
  created_at: string;
  updated_at: string;
  store_price?: string;
  product_images: ProductImage[] | string | null;
  available_stores: StoreOption[] | string | null;
}

/** json columns arrive parsed from node-postgres and PGlite; a string is parsed defensively. */
const jsonList = <T>(v: T[] | string | null): T[] => (v === null ? [] : typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

function toProduct(r: ListRow): Product {
  const stores = jsonList(r.available_stores);
  return {
    id: r.id!,
    name: r.name,
    description: r.description,
    price: r.price,
    category: r.category_id && r.category_name !== null ? { id: r.category_id, name: r.category_name, slug: r.category_slug ?? '' } : null,
    category_id: r.category_id,
    stock: Number(r.stock),
    rating: r.rating,
    image: r.image,
    product_images: jsonList(r.product_images),
    available_stores: stores,
    price_from: r.price_from,
    store_count: stores.length,
    status: r.status,
    sku: r.sku,
    company_id: r.company_id,
    slug: r.slug,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

interface NamedQueryPool {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}

/** The node-postgres pool behind a root database handle (not a transaction, not PGlite). */
function namedQueryPool(db: Executor): NamedQueryPool | null {
  const client = (db as { $client?: Partial<NamedQueryPool> }).$client;
  return client && typeof client.query === 'function' && typeof client.totalCount === 'number' ? (client as NamedQueryPool) : null;
}

/** Statement names by text: a name is a hash of its text, made once per shape of filters. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    // Bounded: shapes are a few hundred; the map restarts rather than grow.
    if (statementNames.size >= 2_000) statementNames.clear();
    name = `catalogue_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * On PostgreSQL the statement goes out as a named prepared statement (named
 * after its text, so one per shape of filters): each pooled connection parses
 * it once instead of on every request. After five runs on a connection the
 * plan cache keeps a generic plan when its estimate is no worse than the
 * custom plans'; otherwise it plans for the values on every request. Pages
 * by category got there only once their ids went out one parameter each
 * (idList). Forcing generic plans is wrong here: a generic plan joins the
 * page's ids to products by a hash over the whole table, and with that join
 * written as a per-id lookup, store lists got slower (docs/benchmarks.md).
 * (That join comes from LIMIT and OFFSET being parameters, for which a
 * generic plan guesses a tenth of the table; docs/benchmarks.md, stop 69,
 * measures generic plans with them written as literals.)
 * PGlite and transactions take the ordinary path.
 *
 * Except a search: its page is an index walk in sort order when its words are
 * common and a full-text bitmap scan when they are rare, and only a plan made
 * for the actual words can tell (the estimate comes from the words' statistics).
 * A generic plan guesses 0.5 % of rows for any words, costs less than the
 * custom one on paper (its never-run count looks cheaper) and the plan cache
 * would switch to it after five runs, which reads every match of a common
 * word instead of a page of them. So a search is planned on every request.
 */
async function execute<T>(db: Executor, statement: SQL, customPlan: boolean): Promise<T[]> {
  const pool = namedQueryPool(db);
  if (!pool) return rowsOf<T>(await db.execute(toDrizzle(statement)));
  const { text, values } = toQuery(statement);
  // An unnamed statement is planned for its values every time.
  return (await pool.query(customPlan ? { text, values } : { name: statementName(text), text, values })).rows as T[];
}

/** A list's statement run on `db`; on a read replica, a count it made is kept on the primary. */
async function run(
  db: Executor,
  f: ProductFilters,
  scope: Scope,
  page: { skip: number; limit: number; sort: ProductSort | 'position' },
  withTotal: boolean,
): Promise<{ rows: ListRow[]; total: number }> {
  const primary = primaryBehind(db);
  const rows = await execute<ListRow>(db, listStatement(f, scope, page, withTotal, !primary), hasSearch(f));
  const total = Number(rows[0]?.total ?? 0);
  const counted = rows[0]?.counted_version;
  if (primary && counted) storeCountOnPrimary(primary, f, scope, counted, total);
  return { rows: rows.filter((r) => r.id !== null), total };
}

/**
 * The company's catalogue version (docs/decisions/004), or null when it has
 * none: what a cached answer must have been made at (services/response-cache.ts).
 */
export async function catalogueVersion(db: Executor, companyId: string): Promise<string | null> {
  const rows = await execute<{ version: string | number }>(db, sql`SELECT version FROM catalogue_versions WHERE company_id = ${companyId}::uuid`, false);
  return rows[0] ? String(rows[0].version) : null;
}

// --- lists ----------------------------------------------------------------

/** The catalogue (and search, and category pages): filtered, sorted, paged, with the total. */
export async function listProducts(db: Executor, f: ProductFilters, page: ProductPage): Promise<List<Product>> {
  const { rows, total } = await run(db, f, { kind: 'all' }, page, true);
  return { items: rows.map(toProduct), total_items: total };
}

/** The products a store offers, each with that store's price. */
export async function listStoreProducts(db: Executor, storeId: string, f: ProductFilters, page: ProductPage): Promise<List<StoreProduct>> {
  const { rows, total } = await run(db, f, { kind: 'store', storeId }, page, true);
  return { items: rows.map((r) => ({ ...toProduct(r), store_price: r.store_price ?? r.price })), total_items: total };
}

/** A collection's active products in the collection's order. */
export async function listCollectionProducts(
  db: Executor,
  companyId: string,
  collectionId: string,
  page: { skip: number; limit: number },
): Promise<List<Product>> {
  const filters = { companyId };
  const { rows, total } = await run(db, filters, { kind: 'collection', collectionId }, { ...page, sort: 'position' }, true);
  return { items: rows.map(toProduct), total_items: total };
}

/** Best-rated active products in stock. */
export async function listFeaturedProducts(db: Executor, companyId: string, limit: number): Promise<List<Product>> {
  const filters = { companyId, inStock: true };
  const { rows } = await run(db, filters, { kind: 'all' }, { skip: 0, limit, sort: 'rating' }, false);
  return { items: rows.map(toProduct), total_items: rows.length };
}

/**
 * The price slider's range and stops (schemas/product.ts PriceRange), from
 * the company's non-empty price bands: the start of the lowest to the end of
 * the highest. One index range read of catalogue_facets.
 */
export async function catalogueBounds(db: Executor, companyId: string): Promise<PriceRange> {
  const [row] = await execute<{ lo: number | null; hi: number | null }>(
    db,
    sql`SELECT min(price_band) AS lo, max(price_band) AS hi FROM catalogue_facets WHERE company_id = ${companyId}::uuid AND products > 0`,
    false,
  );
  if (row?.lo === null || row?.lo === undefined || row.hi === null) return { min_price: null, max_price: null, steps: [] };
  const money = (n: number) => n.toFixed(2);
  const steps = [Number(row.lo) < 0 ? 0 : bandStart(Number(row.lo))];
  for (let b = Math.max(0, Number(row.lo) + 1); b <= Number(row.hi) + 1; b += 1) steps.push(bandStart(b));
  return { min_price: money(steps[0]!), max_price: money(steps.at(-1)!), steps: steps.map(money) };
}

// --- single product -------------------------------------------------------

export async function findProduct(db: Executor, companyId: string, id: string): Promise<Product | null> {
  const filters = { companyId, id };
  const { rows } = await run(db, filters, { kind: 'all' }, { skip: 0, limit: 1, sort: 'newest' }, false);
  return rows[0] ? toProduct(rows[0]) : null;
}

/** The images of one public product, or null when there is no such product. */
export async function findProductImages(db: Executor, companyId: string, id: string): Promise<ProductImage[] | null> {
  const product = await findProduct(db, companyId, id);
  return product ? product.product_images : null;
}

