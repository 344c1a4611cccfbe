/**
 * The catalogue offline: when the server's answer for the current filters is
 * not in the cache, the screen searches the products the shopper has already
 * seen, i.e. every full product the query cache holds (catalogue pages,
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
 * The word matching (utils/search-words.ts) and the reading of the cache
 * (offline/seen-products.ts) are shared with the search box's suggestions.
 */
import type { QueryClient } from '@tanstack/react-query';
import { categoryQueries, type CategoryTreeNode } from '#src/api/categories.ts';
import type { Page } from '#src/api/paging.ts';
import type { Product, ProductSort } from '#src/api/products.ts';
import { cachedProducts } from '#src/offline/seen-products.ts';
import { PAGE_SIZE } from '#src/utils/pagination.ts';
import { productMatchesWords, queryWords } from '#src/utils/search-words.ts';
import { shownAmount } from '#src/utils/shown-price.ts';
import type { CatalogueSearch } from './catalogue-search.ts';

export const OFFLINE_RESULTS_NOTICE = 'Résultats parmi les produits déjà consultés';

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
  search: CatalogueSearch,
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
    return productMatchesWords(p, words);
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
export function offlineCatalogueResults(queryClient: QueryClient, search: CatalogueSearch): Page<Product> | null {
  const products = cachedProducts(queryClient);
  if (products.length === 0) return null;
  const tree = queryClient.getQueryData<CategoryTreeNode[]>(categoryQueries.tree().queryKey);
  return searchProducts(products, search, tree);
}
