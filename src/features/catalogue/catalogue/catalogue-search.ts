/**
 * The catalogue's filter state lives entirely in the URL (spec section 3
 * "Filter state", decisions.md section 3), so a shared link or the back button
 * restores the exact screen. This module is the one definition of those search
 * params: the validator the route uses (invalid values fall back to their
 * defaults, never a crash), the defaults the router strips from the URL, and
 * the mapping to the API's product-list filters.
 */
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductListFilters, type ProductSort } from '#src/api/products.ts';
import { finiteOf, intIn, oneOf, pageOf, searchValidator, stringListOf, textOf, type RawSearch } from '#src/utils/search-validators.ts';

/**
 * The highest price a link may carry (numeric(12,2) on the API). The slider's
 * own range and stops come from the API (decisions.md, "Price slider":
 * the catalogue's real range replaces the spec's 0 to 500 DZD).
 */
const PRICE_CEILING = 9_999_999_999;

/** The rating list, 5 down to 1 star. */
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const;

const MAX_SEARCH_LENGTH = 200;
const MAX_CATEGORIES = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The validated search params (what the screen reads). */
export interface CatalogueSearch {
  page: number;
  sort: ProductSort;
  /** Category ids (UUIDs, lower case, no duplicates). */
  categories: string[];
  /** Lower price handle, absent at the slider's start. */
  min_price?: number;
  /** Upper price handle, absent at the slider's end (no upper bound). */
  max_price?: number;
  min_rating?: number;
  search: string;
}

/** What links and navigate() may pass (every field optional; anything else reads as its default). */
export type CatalogueSearchInput = { [K in keyof CatalogueSearch]?: unknown };

/** A price bound: a non-negative amount in cents; 0 (or less) is no bound. */
function priceOf(value: unknown): number | undefined {
  const n = finiteOf(value);
  if (n === undefined || n <= 0) return undefined;
  return Math.min(PRICE_CEILING, Math.round(n * 100) / 100);
}

/**
 * Ids the API accepts (UUIDs), without duplicates. Old links written as a JSON
 * array (`?categories=["…"]`), a single id and comma-separated ids all read.
 */
function categoriesOf(value: unknown): string[] {
  const ids = stringListOf(value)
    .filter((id) => UUID.test(id))
    .map((id) => id.toLowerCase());
  return [...new Set(ids)].slice(0, MAX_CATEGORIES);
}

/**
 * The price range means "any price" unless a handle was moved (decisions.md,
 * "Price slider"): no bound is sent. Bounds given the wrong way round are
 * swapped rather than refused by the API.
 */
function readCatalogueSearch(raw: RawSearch): CatalogueSearch {
  let min = priceOf(raw.min_price);
  let max = priceOf(raw.max_price);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    page: pageOf(raw.page),
    sort: oneOf(raw.sort, PRODUCT_SORTS, DEFAULT_PRODUCT_SORT),
    categories: categoriesOf(raw.categories),
    // The router reads `?search=123` as the number 123: keep any scalar as text.
    search: (textOf(raw.search, Infinity, true) ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    min_price: min,
    max_price: max,
    min_rating: intIn(raw.min_rating, 1, 5, undefined),
  };
}

/** The route's `validateSearch`. */
export const catalogueSearchSchema = searchValidator(readCatalogueSearch);

/** Values that stay out of the URL (router `stripSearchParams`). */
export const CATALOGUE_SEARCH_DEFAULTS = {
  page: 1,
  sort: DEFAULT_PRODUCT_SORT,
  categories: [] as string[],
  search: '',
} satisfies Partial<CatalogueSearch>;

/** Parses any search object (a URL, a test) into the screen's state. */
export function parseCatalogueSearch(input: unknown): CatalogueSearch {
  return readCatalogueSearch(typeof input === 'object' && input !== null ? (input as RawSearch) : {});
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

/** The stop nearest to `price` (stops ascending). */
function nearestStop(stops: readonly number[], price: number): number {
  let best = 0;
  stops.forEach((stop, i) => {
    if (Math.abs(stop - price) < Math.abs(stops[best]! - price)) best = i;
  });
  return best;
}

/**
 * The slider's handles (indexes into `stops`, the API's ascending price
 * stops) for the current state: the ends when no bound is set, else the
 * nearest stops (a hand-written link may carry any amount).
 */
export function priceRangeOf(stops: readonly number[], search: Pick<CatalogueSearch, 'min_price' | 'max_price'>): [number, number] {
  const last = Math.max(0, stops.length - 1);
  const low = search.min_price === undefined ? 0 : nearestStop(stops, search.min_price);
  const high = search.max_price === undefined ? last : nearestStop(stops, search.max_price);
  return [Math.min(low, high), high];
}

/** The search params of a slider position: present only for a handle moved off its end. */
export function priceParamsOf(stops: readonly number[], [low, high]: readonly [number, number]): Pick<CatalogueSearch, 'min_price' | 'max_price'> {
  return {
    min_price: low > 0 ? stops[low] : undefined,
    max_price: high < stops.length - 1 ? stops[high] : undefined,
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
