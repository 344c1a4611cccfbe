/**
 * Typed search params of the category screens (validateSearch). Invalid
 * values fall back to the defaults instead of failing the route, and the
 * defaults are kept out of the URL (stripSearchParams in the routes).
 */
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '#src/api/products.ts';
import { oneOf, pageOf, searchValidator, textOf } from '#src/utils/search-params.ts';

/** The catalogue's sort values and labels (spec section 2, decisions.md section 2). */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Nouveautés',
  'price-low': 'Prix: Croissant',
  'price-high': 'Prix: Décroissant',
  rating: 'Mieux Notés',
};

/** A 1-based page number; anything else reads as page 1. */
export const pageParam = pageOf;

/**
 * Free text from the URL. The router parses `?q=1945` as the number 1945:
 * read it back as text. Anything else reads as absent.
 */
export const textParam = (value: unknown): string | undefined => textOf(value, 200);

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
