/**
 * Typed search params of the category screens (validateSearch). Invalid
 * values fall back to the defaults instead of failing the route, and the
 * defaults are kept out of the URL (stripSearchParams in the routes).
 */
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '#src/api/products.ts';
import { oneOf, searchValidator } from '#src/utils/search-validators.ts';
import { pageParam, textParam } from '../kit/url-params.ts';

export interface CategoryListSearch {
  q?: string;
}
export const categoryListSearchSchema = searchValidator((raw): CategoryListSearch => ({ q: textParam(raw.q) }));

export const CATEGORY_DETAIL_DEFAULTS = { sort: DEFAULT_PRODUCT_SORT, page: 1 } as const;

export interface CategoryDetailSearch {
  sort: ProductSort;
  page: number;
}
export const categoryDetailSearchSchema = searchValidator(
  (raw): CategoryDetailSearch => ({ sort: oneOf(raw.sort, PRODUCT_SORTS, DEFAULT_PRODUCT_SORT), page: pageParam(raw.page) }),
);
