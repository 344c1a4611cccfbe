import { queryOptions } from '@tanstack/react-query';
import type { Category, CategoryDetail, CategoryTree, CategoryTreeNode } from '#server/schemas/category.ts';
import type { Product, ProductSort } from '#server/schemas/product.ts';
import { http } from './http.ts';
import { keepPageOf, toPage, type Page, type PageParams } from './paging.ts';
import { STALE } from './stale-times.ts';

export type { Category, CategoryDetail, CategoryTree, CategoryTreeNode };

const BASE = '/api/v1/public/categories';
export const POPULAR_CATEGORIES_COUNT = 5;

/**
 * Queries that are never cached (staleTime 0) are fetched by the route loader
 * and would be fetched again when the screen mounts a moment later: a fetch
 * made within this window counts as the mount's own.
 */
const JUST_FETCHED_MS = 2_000;
const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;

export async function fetchCategories(signal?: AbortSignal): Promise<Page<Category>> {
  return toPage<Category>(await http.get<unknown>(`${BASE}/`, undefined, { signal }));
}

export async function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryTreeNode[]> {
  const res = await http.get<unknown>(`${BASE}/tree/`, undefined, { signal });
  return toPage<CategoryTreeNode>(res).items;
}

export async function fetchRandomLeafCategories(limit: number, signal?: AbortSignal): Promise<Category[]> {
  return toPage<Category>(await http.get<unknown>(`${BASE}/random-leaves/`, { limit }, { signal })).items;
}

export function fetchCategory(id: string, signal?: AbortSignal): Promise<CategoryDetail> {
  return http.get<CategoryDetail>(`${BASE}/${encodeURIComponent(id)}`, undefined, { signal });
}

export interface CategoryProductsParams extends PageParams {
  sort?: ProductSort;
}

export async function fetchCategoryProducts(id: string, params: CategoryProductsParams, signal?: AbortSignal): Promise<Page<Product>> {
  const res = await http.get<unknown>(`${BASE}/${encodeURIComponent(id)}/products`, { ...params }, { signal });
  return toPage<Product>(res);
}

/** Leaves of the tree, depth first (the menu and filters list them). */
export function leavesOf(nodes: readonly CategoryTreeNode[]): CategoryTreeNode[] {
  return nodes.flatMap((node) => (node.children.length ? leavesOf(node.children) : [node]));
}

export const categoryQueries = {
  all: () => ['categories'] as const,
  list: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchCategories(signal),
      staleTime: STALE.categoryList,
      refetchOnMount: refetchUnlessJustFetched,
    }),
  tree: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'tree'] as const,
      queryFn: ({ signal }) => fetchCategoryTree(signal),
      staleTime: STALE.categoryList,
    }),
  /**
   * Random by design: kept for the default 5 minutes so the home page does not
   * reshuffle between the loader's fetch and the first render.
   */
  randomLeaves: (limit: number = POPULAR_CATEGORIES_COUNT) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'random-leaves', { limit }] as const,
      queryFn: ({ signal }) => fetchRandomLeafCategories(limit, signal),
      staleTime: STALE.default,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchCategory(id, signal),
      staleTime: STALE.categoryDetail,
    }),
  products: (id: string, params: CategoryProductsParams) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'products', id, params] as const,
      queryFn: ({ signal }) => fetchCategoryProducts(id, params, signal),
      staleTime: STALE.categoryProducts,
      refetchOnMount: refetchUnlessJustFetched,
      placeholderData: keepPageOf(id),
    }),
};
