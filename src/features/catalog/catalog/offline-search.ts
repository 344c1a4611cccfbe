/**
 * The catalog offline: when the server's answer for the current filters is
 * not in the cache, the screen searches the products the shopper has already
 * seen, i.e. every full product the query cache holds (catalog pages,
 * searches, product pages, featured, category and store pages), restored from
 * IndexedDB after a reload.
 *
 * The search reads like the API's French full-text search as far as a client
 * can: name, description, category and SKU, accents and case folded, every
 * word required, each word a prefix (a plural's final s or x dropped, the
 * nearest a client gets to the French stemmer). French stop words are
 * ignored, as the API's dictionary does. Then the other filters (categories
 * with their subcategories when the tree is cached, price, rating), the sort
 * and the page, as the API applies them: sort and price filter on the price
 * the card shows (the lowest offer), not the product's own.
 *
 * Pure: a function of the QueryClient's cache and the screen's search params.
 */
import type { QueryClient } from '@tanstack/react-query';
import { categoryQueries, type CategoryTreeNode } from '#src/api/categories.ts';
import type { Page } from '#src/api/paging.ts';
import type { Product, ProductSort } from '#src/api/products.ts';
import { PAGE_SIZE } from '#src/utils/pagination.ts';
import { shownAmount } from '#src/utils/shown-price.ts';
import type { CatalogSearch } from './catalog-search.ts';

export const OFFLINE_RESULTS_NOTICE = 'Résultats parmi les produits déjà consultés';

/** Query roots whose data may hold full products. */
const PRODUCT_ROOTS: readonly (readonly string[])[] = [['products'], ['categories', 'products'], ['stores', 'products']];

/** Letters that unaccent folds but NFKD does not decompose (as the API's search). */
const FOLD: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/** Words the French dictionary of the API's full-text search ignores (the common ones). */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces d dans de des du elle en et eux il je l la le les leur lui m ma mais me meme mes moi mon ' +
    'n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes toi ton tu un une vos votre vous'
  ).split(' '),
);

/** Lower case, no accents, split into words of letters and digits. */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłþðı]/g, (c) => FOLD[c] ?? c)
    .split(/[^\p{L}\p{Nd}]+|\p{Lm}+/u)
    .filter((w) => w.length > 0);
}

/**
 * The words a search must find, at most 8 as the API: stop words left out
 * (unless nothing else is left), a plural's final s or x dropped so that
 * 'tapis berberes' finds 'Tapis berbère'.
 */
export function queryWords(search: string): string[] {
  const words = foldWords(search).slice(0, 8);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length ? meaningful : words).map((w) => (w.length > 3 && /[sx]$/.test(w) ? w.slice(0, -1) : w));
}

function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<Product>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    (typeof p.price === 'string' || typeof p.price === 'number') &&
    typeof p.rating === 'string' &&
    Array.isArray(p.product_images) &&
    Array.isArray(p.available_stores)
  );
}

/** The products of one query's data: a product, a list, or a page ({items} or {products}). */
function productsOf(data: unknown): Product[] {
  if (isProduct(data)) return [data];
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? ((data as { items?: unknown }).items ?? (data as { products?: unknown }).products)
      : undefined;
  return Array.isArray(list) ? list.filter(isProduct) : [];
}

/**
 * Every full product in the cache, once each: where several queries hold
 * the same product, the most recently fetched copy wins.
 */
export function cachedProducts(queryClient: QueryClient): Product[] {
  const newest = new Map<string, { product: Product; at: number }>();
  for (const root of PRODUCT_ROOTS) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: root })) {
      const at = query.state.dataUpdatedAt;
      for (const product of productsOf(query.state.data)) {
        const seen = newest.get(product.id);
        if (!seen || at > seen.at) newest.set(product.id, { product, at });
      }
    }
  }
  return [...newest.values()].map((entry) => entry.product);
}

/** The selected categories and, when the tree is known, all their subcategories (as the API). */
export function categoryScope(selected: readonly string[], tree: readonly CategoryTreeNode[] | undefined): Set<string> {
  const scope = new Set(selected.map((id) => id.toLowerCase()));
  const addAll = (node: CategoryTreeNode) => {
    scope.add(node.id.toLowerCase());
    node.children?.forEach(addAll);
  };
  const walk = (nodes: readonly CategoryTreeNode[]) => {
    for (const node of nodes) {
      if (scope.has(node.id.toLowerCase())) addAll(node);
      else if (node.children?.length) walk(node.children);
    }
  };
  if (tree) walk(tree);
  return scope;
}

function haystackOf(product: Product): string[] {
  return foldWords([product.name, product.description ?? '', product.category?.name ?? '', product.sku ?? ''].join(' '));
}

export function matchesWords(product: Product, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = haystackOf(product);
  return words.every((word) => haystack.some((h) => h.startsWith(word)));
}

const num = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? NaN : Number(value));
const time = (value: string) => {
  const t = Date.parse(value);
  return Number.isNaN(t) ? -Infinity : t;
};
const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The API's orders, id breaking ties; by price, the price the card shows (the lowest offer). */
function compareBy(sort: ProductSort): (a: Product, b: Product) => number {
  switch (sort) {
    case 'price-low':
      return (a, b) => shownAmount(a) - shownAmount(b) || byId(a, b);
    case 'price-high':
      return (a, b) => shownAmount(b) - shownAmount(a) || byId(b, a);
    case 'rating':
      return (a, b) => (num(b.rating) || 0) - (num(a.rating) || 0) || byId(a, b);
    case 'newest':
    default:
      return (a, b) => time(b.created_at) - time(a.created_at) || byId(a, b);
  }
}

/**
 * One page of the products among `products` that match the search params:
 * the words, categories, price and rating filters, sorted and paged as the API does.
 */
export function searchProducts(
  products: readonly Product[],
  search: CatalogSearch,
  tree?: readonly CategoryTreeNode[],
  pageSize: number = PAGE_SIZE,
): Page<Product> {
  const words = queryWords(search.search);
  const scope = search.categories.length ? categoryScope(search.categories, tree) : undefined;
  const matches = products.filter((p) => {
    if (p.status && p.status !== 'active') return false;
    if (scope) {
      const category = (p.category?.id ?? p.category_id ?? '').toLowerCase();
      if (!scope.has(category)) return false;
    }
    // The figure the card shows, as the API filters (decisions.md, "The price shown is the price paid").
    const price = shownAmount(p);
    if (search.min_price !== undefined && !(price >= search.min_price)) return false;
    if (search.max_price !== undefined && !(price <= search.max_price)) return false;
    if (search.min_rating !== undefined && !(num(p.rating) >= search.min_rating)) return false;
    return matchesWords(p, words);
  });
  matches.sort(compareBy(search.sort));
  const start = (Math.max(1, search.page) - 1) * pageSize;
  return { items: matches.slice(start, start + pageSize), total_items: matches.length };
}

/**
 * The screen's offline results: the cached products matching `search`, or
 * null when the cache holds no product at all (nothing seen yet: the screen
 * says it is offline instead).
 */
export function offlineCatalogResults(queryClient: QueryClient, search: CatalogSearch): Page<Product> | null {
  const products = cachedProducts(queryClient);
  if (products.length === 0) return null;
  const tree = queryClient.getQueryData<CategoryTreeNode[]>(categoryQueries.tree().queryKey);
  return searchProducts(products, search, tree);
}
