import { describe, expect, it } from 'vitest';
import { productListParams } from '#src/api/products.ts';
import {
  CATALOGUE_SEARCH_DEFAULTS,
  hasActiveFilters,
  parseCatalogueSearch,
  priceParamsOf,
  priceRangeOf,
  resetFilters,
  resultCountLabel,
  toggleCategory,
  toProductFilters,
} from '#src/features/catalogue/catalogue/catalogue-search.ts';

const A = '0b5c8a1e-1111-4a1b-9c1d-000000000001';
const B = '0b5c8a1e-1111-4a1b-9c1d-000000000002';

describe('catalogue search params', () => {
  it('fills every default when the URL has none', () => {
    expect(parseCatalogueSearch({})).toEqual({
      page: 1,
      sort: 'newest',
      categories: [],
      search: '',
      min_price: undefined,
      max_price: undefined,
      min_rating: undefined,
    });
  });

  it('keeps valid values', () => {
    const s = parseCatalogueSearch({ page: 3, sort: 'price-high', categories: [A, B], min_price: 100, max_price: 300, min_rating: 4, search: ' miel ' });
    expect(s).toMatchObject({ page: 3, sort: 'price-high', categories: [A, B], min_price: 100, max_price: 300, min_rating: 4, search: 'miel' });
  });

  it('falls back to defaults on invalid values instead of failing', () => {
    const s = parseCatalogueSearch({ page: 'abc', sort: 'cheapest', categories: 'nope', min_price: 'x', max_price: null, min_rating: 9, search: {} });
    expect(s).toMatchObject({ page: 1, sort: 'newest', categories: [], min_price: undefined, max_price: undefined, min_rating: undefined, search: '' });
    expect(parseCatalogueSearch({ page: 0 }).page).toBe(1);
    expect(parseCatalogueSearch({ page: 2.5 }).page).toBe(1);
    expect(parseCatalogueSearch(null).page).toBe(1);
  });

  it('drops category ids the API would refuse, lower-cases and de-duplicates the rest', () => {
    expect(parseCatalogueSearch({ categories: [A, 'robert', A.toUpperCase(), 3, B] }).categories).toEqual([A, B]);
    expect(parseCatalogueSearch({ categories: A }).categories).toEqual([A]);
  });

  it('reads a numeric search as text (the router parses values as JSON)', () => {
    expect(parseCatalogueSearch({ search: 123 }).search).toBe('123');
  });

  it('reads any positive amount as a price bound (the catalogue runs to hundreds of thousands of DZD), 0 as none', () => {
    expect(parseCatalogueSearch({ min_price: 0 })).toMatchObject({ min_price: undefined, max_price: undefined });
    expect(parseCatalogueSearch({ max_price: 250000 }).max_price).toBe(250000);
    expect(parseCatalogueSearch({ min_price: 123.456 }).min_price).toBe(123.46);
    expect(parseCatalogueSearch({ min_price: -5, max_price: 'beaucoup' })).toMatchObject({ min_price: undefined, max_price: undefined });
    expect(parseCatalogueSearch({ min_price: 400, max_price: 100 })).toMatchObject({ min_price: 100, max_price: 400 });
  });

  it('maps the state to the API filters, categories sorted for a stable cache key', () => {
    const s = parseCatalogueSearch({ page: 2, sort: 'rating', categories: [B, A], max_price: 250, min_rating: 3, search: 'tapis' });
    expect(toProductFilters(s)).toEqual({ page: 2, sort: 'rating', categoryIds: [A, B], search: 'tapis', minPrice: undefined, maxPrice: 250, minRating: 3 });
    expect(productListParams(toProductFilters(s))).toMatchObject({ skip: 20, limit: 20, category: `${A},${B}`, max_price: 250, min_rating: 3, search: 'tapis', sort: 'rating' });
    const none = productListParams(toProductFilters(parseCatalogueSearch({})));
    expect(none).toMatchObject({ skip: 0, limit: 20, sort: 'newest', category: undefined, search: undefined, min_price: undefined, max_price: undefined });
  });

  it('turns slider positions (stops) into params only for a moved handle, and a link back into the nearest stops', () => {
    const stops = [250, 320, 400, 500, 630, 800, 1000];
    expect(priceParamsOf(stops, [0, 6])).toEqual({ min_price: undefined, max_price: undefined });
    expect(priceParamsOf(stops, [1, 6])).toEqual({ min_price: 320, max_price: undefined });
    expect(priceParamsOf(stops, [0, 4])).toEqual({ min_price: undefined, max_price: 630 });
    expect(priceRangeOf(stops, { min_price: undefined, max_price: undefined })).toEqual([0, 6]);
    expect(priceRangeOf(stops, { min_price: undefined, max_price: 630 })).toEqual([0, 4]);
    // A hand-written amount shows at the nearest stop; the handles never cross.
    expect(priceRangeOf(stops, { min_price: 450, max_price: 5000 })).toEqual([2, 6]);
    expect(priceRangeOf(stops, { min_price: 900, max_price: 300 })).toEqual([1, 1]);
  });

  it('resets the page when a category is toggled', () => {
    const s = parseCatalogueSearch({ page: 4, categories: [A] });
    expect(toggleCategory(s, B, true)).toEqual({ categories: [A, B], page: 1 });
    expect(toggleCategory(s, A, false)).toEqual({ categories: [], page: 1 });
  });

  it('Réinitialiser clears categories, price, rating and search but keeps the sort', () => {
    const s = parseCatalogueSearch({ page: 4, sort: 'price-low', categories: [A], min_price: 50, min_rating: 2, search: 'x' });
    expect(hasActiveFilters(s)).toBe(true);
    const next = parseCatalogueSearch({ ...s, ...resetFilters() });
    expect(next).toMatchObject({ page: 1, sort: 'price-low', categories: [], search: '', min_price: undefined, min_rating: undefined });
    expect(hasActiveFilters(next)).toBe(false);
  });

  it('keeps the defaults that stay out of the URL in one place', () => {
    expect(CATALOGUE_SEARCH_DEFAULTS).toEqual({ page: 1, sort: 'newest', categories: [], search: '' });
  });

  it('has the spec labels', () => {
    expect(resultCountLabel(42)).toBe('42 produits trouvés');
    expect(resultCountLabel(1)).toBe('1 produit trouvé');
  });
});
