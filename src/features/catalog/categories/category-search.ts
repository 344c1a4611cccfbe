/**
 * Typed search params of the category screens (validateSearch). Invalid
 * values fall back to the defaults instead of failing the route, and the
 * defaults are kept out of the URL (stripSearchParams in the routes).
 */
import { z } from 'zod';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '#src/api/products.ts';

/** The catalogue's sort values and labels (spec section 2, decisions.md section 2). */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Nouveautés',
  'price-low': 'Prix: Croissant',
  'price-high': 'Prix: Décroissant',
  rating: 'Mieux Notés',
};

const sortValues = PRODUCT_SORTS as readonly [ProductSort, ...ProductSort[]];

/** A 1-based page number; anything else reads as page 1. */
export const pageParam = z.number().int().min(1).max(100_000).default(1).catch(1);

/**
 * Free text from the URL. The router parses `?q=1945` as the number 1945:
 * read it back as text. Empty text reads as absent.
 */
export const textParam = z
  .union([z.string(), z.number().transform(String)])
  .transform((value) => value.slice(0, 200))
  .optional()
  .catch(undefined);

export const categoryListSearchSchema = z.object({ q: textParam });
export type CategoryListSearch = z.output<typeof categoryListSearchSchema>;

export const CATEGORY_DETAIL_DEFAULTS = { sort: DEFAULT_PRODUCT_SORT, page: 1 } as const;

export const categoryDetailSearchSchema = z.object({
  sort: z.enum(sortValues).default(DEFAULT_PRODUCT_SORT).catch(DEFAULT_PRODUCT_SORT),
  page: pageParam,
});
export type CategoryDetailSearch = z.output<typeof categoryDetailSearchSchema>;
