/**
 * The catalogue's filter state lives entirely in the URL (spec section 3
 * "Filter state", decisions.md section 3), so a shared link or the back button
 * restores the exact screen. This module is the one definition of those search
 * params: the zod schema the route validates with (invalid values fall back to
 * their defaults, never a crash), the defaults the router strips from the URL,
 * and the mapping to the API's product-list filters.
 */
import { z } from 'zod';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductListFilters, type ProductSort } from '#src/api/products.ts';

/** Price slider of spec section 9: 0 to 500 DZD, step 10, default 0-500. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 500;
export const PRICE_STEP = 10;

/** The rating list, 5 down to 1 star. */
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const;

const MAX_SEARCH_LENGTH = 200;
const MAX_CATEGORIES = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Nouveautés',
  'price-low': 'Prix: Croissant',
  'price-high': 'Prix: Décroissant',
  rating: 'Mieux Notés',
};

/** A price handle: a multiple of the step inside the slider's range. */
const priceParam = z
  .number()
  .finite()
  .transform((n) => Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n / PRICE_STEP) * PRICE_STEP)))
  .optional()
  .catch(undefined);

/**
 * The router reads `?search=123` as the number 123 (its values are JSON):
 * accept any scalar and keep it as text.
 */
const searchParam = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => String(value).trim().slice(0, MAX_SEARCH_LENGTH))
  .default('')
  .catch('');

/** Ids the API accepts (UUIDs), without duplicates; a single id is accepted too. */
const categoriesParam = z
  .union([z.array(z.unknown()), z.string()])
  .transform((value) => {
    const list = Array.isArray(value) ? value : [value];
    const ids = list.filter((id): id is string => typeof id === 'string' && UUID.test(id)).map((id) => id.toLowerCase());
    return [...new Set(ids)].slice(0, MAX_CATEGORIES);
  })
  .default([])
  .catch([]);

const fields = z.object({
  page: z.number().int().min(1).max(100_000).default(1).catch(1),
  sort: z.enum(PRODUCT_SORTS as [ProductSort, ...ProductSort[]]).default(DEFAULT_PRODUCT_SORT).catch(DEFAULT_PRODUCT_SORT),
  categories: categoriesParam,
  min_price: priceParam,
  max_price: priceParam,
  min_rating: z.number().int().min(1).max(5).optional().catch(undefined),
  search: searchParam,
});

/**
 * The price range means "any price" at its defaults: the lower handle at 0 and
 * the upper at 500 (no upper bound, decisions.md section 3) send nothing.
 * Handles given the wrong way round are swapped rather than refused by the API.
 */
export const catalogueSearchSchema = fields.transform((search) => {
  let min = search.min_price;
  let max = search.max_price;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    ...search,
    min_price: min !== undefined && min > PRICE_MIN ? min : undefined,
    max_price: max !== undefined && max < PRICE_MAX ? max : undefined,
  };
});

/** The validated search params (what the screen reads). */
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;
/** What links and navigate() may pass (every field optional). */
export type CatalogueSearchInput = z.input<typeof catalogueSearchSchema>;

/** Values that stay out of the URL (router `stripSearchParams`). */
export const CATALOGUE_SEARCH_DEFAULTS = {
  page: 1,
  sort: DEFAULT_PRODUCT_SORT,
  categories: [] as string[],
  search: '',
} satisfies Partial<CatalogueSearch>;

/** Parses any search object (a URL, a test) into the screen's state. */
export function parseCatalogueSearch(input: unknown): CatalogueSearch {
  return catalogueSearchSchema.parse(typeof input === 'object' && input !== null ? input : {});
}

/** The API's list filters of the current state; ids sorted so equal selections share a cache entry. */
export function toProductFilters(search: CatalogueSearch): ProductListFilters {
  return {
    page: search.page,
    sort: search.sort,
    categoryIds: search.categories.length ? [...search.categories].sort() : undefined,
    search: search.search || undefined,
    minPrice: search.min_price,
    maxPrice: search.max_price,
    minRating: search.min_rating,
  };
}

/** The slider's handles for the current state. */
export function priceRangeOf(search: Pick<CatalogueSearch, 'min_price' | 'max_price'>): [number, number] {
  return [search.min_price ?? PRICE_MIN, search.max_price ?? PRICE_MAX];
}

/** The search params of a slider position: present only for a handle moved off its end. */
export function priceParamsOf([low, high]: readonly [number, number]): Pick<CatalogueSearch, 'min_price' | 'max_price'> {
  return {
    min_price: low > PRICE_MIN ? low : undefined,
    max_price: high < PRICE_MAX ? high : undefined,
  };
}

/** Toggling a category resets the page to 1 (spec section 4). */
export function toggleCategory(search: CatalogueSearch, id: string, checked: boolean): Partial<CatalogueSearch> {
  const others = search.categories.filter((c) => c !== id);
  return { categories: checked ? [...others, id] : others, page: 1 };
}

/**
 * 'Réinitialiser' clears categories, price range and search (spec section 4)
 * and the rating filter it now drives; sort is kept. Back to page 1.
 */
export function resetFilters(): Partial<CatalogueSearch> {
  return { categories: [], min_price: undefined, max_price: undefined, min_rating: undefined, search: '', page: 1 };
}

/** True when some filter narrows the list (the reset button is useful). */
export function hasActiveFilters(search: CatalogueSearch): boolean {
  return (
    search.categories.length > 0 ||
    search.min_price !== undefined ||
    search.max_price !== undefined ||
    search.min_rating !== undefined ||
    search.search !== ''
  );
}

/** '{n} produits trouvés', singular for 0 and 1 (French). */
export function resultCountLabel(n: number): string {
  return n > 1 ? `${n} produits trouvés` : `${n} produit trouvé`;
}
