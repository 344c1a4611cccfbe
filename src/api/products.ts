import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PriceRange, Product, ProductImage, ProductSort, StoreOption } from '#server/schemas/product.ts';
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';
import { http, type QueryParams } from './http.ts';
import { toPage, type Page } from './paging.ts';
import { STALE } from './stale-times.ts';

export type { PriceRange, Product, ProductImage, ProductSort, StoreOption };

export const PRODUCT_SORTS: readonly ProductSort[] = ['newest', 'price-low', 'price-high', 'rating'];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

/** The catalogue's filter state (spec section 3), as the route's search params hold it. */
export interface ProductListFilters {
  page: number;
  limit?: number;
  sort: ProductSort;
  /** Selected category ids; sent comma-joined, only when some are selected. */
  categoryIds?: readonly string[];
  /** Sent trimmed, only when non-empty. */
  search?: string;
  /** Sent only when the shopper moved a slider handle (decisions.md section 3). */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
}

/** The query string of spec section 7 "Catalogue screen queries". */
export function productListParams(filters: ProductListFilters): QueryParams {
  const limit = filters.limit ?? PAGE_SIZE;
  const search = filters.search?.trim();
  return {
    skip: skipOf(filters.page, limit),
    limit,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    sort: filters.sort,
    category: filters.categoryIds?.length ? filters.categoryIds.join(',') : undefined,
    search: search ? search : undefined,
    min_rating: filters.minRating,
  };
}

export async function fetchProducts(filters: ProductListFilters, signal?: AbortSignal): Promise<Page<Product>> {
  return toPage<Product>(await http.get<unknown>('/api/v1/public/products/', productListParams(filters), { signal }));
}

export function fetchPriceRange(signal?: AbortSignal): Promise<PriceRange> {
  return http.get<PriceRange>('/api/v1/public/products/price-range', undefined, { signal });
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return http.get<Product>(`/api/v1/public/products/${encodeURIComponent(id)}`, undefined, { signal });
}


/** "Vous aimerez aussi" on the product page: up to this many other products of its category. */
export const RELATED_PRODUCTS_LIMIT = 8;

/**
 * The catalogue list narrowed to one category, best rated first: one more
 * than shown, so the page can leave out the product it is on.
 */
export function relatedProductsFilters(categoryId: string): ProductListFilters {
  return { page: 1, limit: RELATED_PRODUCTS_LIMIT + 1, sort: 'rating', categoryIds: [categoryId] };
}

/** The related products to show: the list without `productId`, at most RELATED_PRODUCTS_LIMIT. */
export function relatedProducts(list: readonly Product[], productId: string): Product[] {
  return list.filter((p) => p.id !== productId).slice(0, RELATED_PRODUCTS_LIMIT);
}

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (filters: ProductListFilters) =>
    queryOptions({
      queryKey: [...productQueries.lists(), filters] as const,
      queryFn: ({ signal }) => fetchProducts(filters, signal),
      staleTime: STALE.productList,
      // Paging and filtering keep the previous page on screen until the next arrives.
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchProduct(id, signal),
      staleTime: STALE.productDetail,
    }),
  /** The price slider's range and stops (decisions.md, "Price slider"). */
  priceRange: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'price-range'] as const,
      queryFn: ({ signal }) => fetchPriceRange(signal),
      staleTime: STALE.priceRange,
    }),
};
