import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductSort, StoreProduct } from '#server/schemas/product.ts';
import type { Store } from '#server/schemas/store.ts';
import { http } from './http.ts';
import { keepPageOf, toPage, type Page, type PageParams } from './paging.ts';
import { STALE } from './stale-times.ts';

export type { Store, StoreProduct };

const BASE = '/api/v1/public/stores';

/**
 * Stores are always refetched (staleTime 0). The route loader fetches and the
 * screen mounts a moment later: a fetch made within this window counts as
 * the mount's own, instead of a second identical request.
 */
const JUST_FETCHED_MS = 2_000;
const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;

export interface StoreListParams extends Partial<PageParams> {
  search?: string;
}

export async function fetchStores(params: StoreListParams, signal?: AbortSignal): Promise<Page<Store>> {
  const search = params.search?.trim();
  const query = { skip: params.skip, limit: params.limit, search: search ? search : undefined };
  return toPage<Store>(await http.get<unknown>(`${BASE}/`, query, { signal }));
}

export function fetchStore(id: string, signal?: AbortSignal): Promise<Store> {
  return http.get<Store>(`${BASE}/${encodeURIComponent(id)}`, undefined, { signal });
}

export interface StoreProductsParams extends PageParams {
  sort?: ProductSort;
}

export async function fetchStoreProducts(id: string, params: StoreProductsParams, signal?: AbortSignal): Promise<Page<StoreProduct>> {
  return toPage<StoreProduct>(await http.get<unknown>(`${BASE}/${encodeURIComponent(id)}/products`, { ...params }, { signal }));
}

export const storeQueries = {
  all: () => ['stores'] as const,
  list: (params: StoreListParams = {}) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => fetchStores(params, signal),
      staleTime: STALE.stores,
      refetchOnMount: refetchUnlessJustFetched,
      // Typing in the search box keeps the last results on screen until the next arrive.
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchStore(id, signal),
      staleTime: STALE.stores,
      refetchOnMount: refetchUnlessJustFetched,
    }),
  products: (id: string, params: StoreProductsParams) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'products', id, params] as const,
      queryFn: ({ signal }) => fetchStoreProducts(id, params, signal),
      staleTime: STALE.stores,
      refetchOnMount: refetchUnlessJustFetched,
      placeholderData: keepPageOf(id),
    }),
};
