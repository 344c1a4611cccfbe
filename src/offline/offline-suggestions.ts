/**
 * The search box's suggestions without the API (offline, or its request
 * failed): the products already seen (seen-products.ts) and the categories
 * of the cached tree whose words the text starts, matched as the catalogue's
 * offline search does (utils/search-words.ts). Same shape and limits as the
 * API's answer, never a correction. Pure over the QueryClient's cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { categoryQueries, type Category, type CategoryTreeNode } from '#src/api/categories.ts';
import type { Product } from '#src/api/products.ts';
import type { SearchSuggestions } from '#src/api/search.ts';
import { matchesAllWords, productMatchesWords, queryWords } from '#src/utils/search-words.ts';
import { cachedProducts } from './seen-products.ts';

export const SUGGESTED_CATEGORIES_MAX = 4;
export const SUGGESTED_PRODUCTS_MAX = 6;

/** Every category of the tree, parents before their children, without `children`. */
function flatten(nodes: readonly CategoryTreeNode[]): Category[] {
  return nodes.flatMap(({ children, ...category }) => [category, ...flatten(children ?? [])]);
}

/**
 * The suggestions for `text` among `products` and `categories`: categories by
 * name; products by name, description, category and SKU, those whose name
 * holds every word first, in the order given otherwise.
 */
export function matchSuggestions(text: string, products: readonly Product[], categories: readonly Category[]): SearchSuggestions {
  const words = queryWords(text);
  const empty: SearchSuggestions = { query: text, corrected_search: null, categories: [], products: [] };
  if (words.length === 0) return empty;
  const seenCategory = new Set<string>();
  const matchedCategories = categories.filter((c) => {
    if (seenCategory.has(c.id) || !matchesAllWords(c.name, words)) return false;
    seenCategory.add(c.id);
    return true;
  });
  const matchedProducts = products.filter((p) => (!p.status || p.status === 'active') && productMatchesWords(p, words));
  const byName = (p: Product) => (matchesAllWords(p.name, words) ? 0 : 1);
  const ranked = matchedProducts.map((p, i) => ({ p, i, rank: byName(p) })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  return {
    ...empty,
    categories: matchedCategories.slice(0, SUGGESTED_CATEGORIES_MAX),
    products: ranked.slice(0, SUGGESTED_PRODUCTS_MAX).map((r) => r.p),
  };
}

/** The categories the cache knows: the tree when it is cached, else those of the seen products. */
function cachedCategories(queryClient: QueryClient, products: readonly Product[]): Category[] {
  const tree = queryClient.getQueryData<CategoryTreeNode[]>(categoryQueries.tree().queryKey);
  if (tree?.length) return flatten(tree);
  const fromProducts = new Map<string, Category>();
  for (const p of products) {
    if (p.category && !fromProducts.has(p.category.id)) {
      fromProducts.set(p.category.id, {
        id: p.category.id,
        name: p.category.name,
        slug: p.category.slug,
        description: null,
        image: null,
        parent_id: null,
        product_count: 0,
      });
    }
  }
  return [...fromProducts.values()];
}

export function offlineSuggestions(queryClient: QueryClient, text: string): SearchSuggestions {
  const products = cachedProducts(queryClient);
  return matchSuggestions(text, products, cachedCategories(queryClient, products));
}
