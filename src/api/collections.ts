import { queryOptions } from '@tanstack/react-query';
import type { Collection, CollectionDetail, CollectionProductPreview } from '#server/schemas/collection.ts';
import type { Product } from '#server/schemas/product.ts';
import { http } from './http.ts';
import { keepPageOf, toPage, type Page, type PageParams } from './paging.ts';
import { STALE } from './stale-times.ts';

export type { Collection, CollectionDetail, CollectionProductPreview };

const BASE = '/api/v1/public/collections';
export const HOME_COLLECTIONS_LIMIT = 10;

export interface CollectionListParams {
  limit: number;
  includePreviewProducts?: boolean;
}

export async function fetchCollections(params: CollectionListParams, signal?: AbortSignal): Promise<Page<Collection>> {
  const query = { limit: params.limit, include_preview_products: params.includePreviewProducts ? true : undefined };
  return toPage<Collection>(await http.get<unknown>(`${BASE}/`, query, { signal }));
}

export interface CollectionDetailParams extends Partial<PageParams> {
  includeProducts?: boolean;
}

function detailQuery(params: CollectionDetailParams) {
  return { include_products: params.includeProducts ? true : undefined, skip: params.skip, limit: params.limit };
}

export function fetchCollection(id: string, params: CollectionDetailParams, signal?: AbortSignal): Promise<CollectionDetail> {
  return http.get<CollectionDetail>(`${BASE}/${encodeURIComponent(id)}`, detailQuery(params), { signal });
}

export async function fetchCollectionProducts(id: string, params: PageParams, signal?: AbortSignal): Promise<Page<Product>> {
  return toPage<Product>(await http.get<unknown>(`${BASE}/${encodeURIComponent(id)}/products`, { ...params }, { signal }));
}

export const collectionQueries = {
  all: () => ['collections'] as const,
  list: (params: CollectionListParams) =>
    queryOptions({
      queryKey: [...collectionQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => fetchCollections(params, signal),
      staleTime: STALE.default,
    }),
  /** The home page's 'Collections en Vedette'. */
  featured: () => collectionQueries.list({ limit: HOME_COLLECTIONS_LIMIT, includePreviewProducts: true }),
  /** Every page of one collection's detail (to find or invalidate them all). */
  detailOf: (id: string) => [...collectionQueries.all(), 'detail', id] as const,
  detail: (id: string, params: CollectionDetailParams = {}) =>
    queryOptions({
      queryKey: [...collectionQueries.detailOf(id), params] as const,
      queryFn: ({ signal }) => fetchCollection(id, params, signal),
      staleTime: STALE.default,
      placeholderData: keepPageOf(id),
    }),
  products: (id: string, params: PageParams) =>
    queryOptions({
      queryKey: [...collectionQueries.all(), 'products', id, params] as const,
      queryFn: ({ signal }) => fetchCollectionProducts(id, params, signal),
      staleTime: STALE.default,
      placeholderData: keepPageOf(id),
    }),
};
