import { describe, expect, it } from 'vitest';
import { parseCatalogueSearch as parseCatalogueSearch, catalogueSearchSchema as catalogueSearchSchema } from '#src/features/catalogue/catalogue/catalogue-search.ts';
import { categoryDetailSearchSchema } from '#src/features/catalogue/categories/category-search.ts';
import { collectionDetailSearchSchema } from '#src/features/catalogue/collections/collection-search.ts';
import { storeDetailSearchSchema } from '#src/features/catalogue/stores/store-search.ts';
import { intIn, oneOf, pageOf, searchValidator, stringListOf, textOf } from '#src/utils/search-validators.ts';

const A = '0b5c8a1e-1111-4a1b-9c1d-000000000001';
const B = '0b5c8a1e-1111-4a1b-9c1d-000000000002';

describe('search-param readers', () => {
  it('reads pages as positive integers, else 1', () => {
    expect(pageOf(3)).toBe(3);
    for (const bad of [0, -1, 2.5, '2', null, undefined, NaN, Infinity, 100_001, [2], {}]) expect(pageOf(bad)).toBe(1);
  });

  it('reads enums and bounded integers with their fallback', () => {
    expect(oneOf('b', ['a', 'b'] as const, 'a')).toBe('b');
    expect(oneOf('c', ['a', 'b'] as const, 'a')).toBe('a');
    expect(oneOf(1, ['a', 'b'] as const, undefined)).toBeUndefined();
    expect(intIn(5, 1, 5, undefined)).toBe(5);
    expect(intIn(6, 1, 5, undefined)).toBeUndefined();
  });

  it('reads numbers back as text (the router parses values as JSON)', () => {
    expect(textOf(1945)).toBe('1945');
    expect(textOf('x'.repeat(300))).toHaveLength(200);
    expect(textOf(true)).toBeUndefined();
    expect(textOf(true, 200, true)).toBe('true');
    expect(textOf({})).toBeUndefined();
  });

  it('reads lists from a JSON array, a JSON array as text, one value or comma-separated values', () => {
    expect(stringListOf([A, 3, B])).toEqual([A, B]);
    expect(stringListOf(`["${A}","${B}"]`)).toEqual([A, B]);
    expect(stringListOf(A)).toEqual([A]);
    expect(stringListOf(`${A}, ${B}`)).toEqual([A, B]);
    expect(stringListOf('[not json')).toEqual([]);
    expect(stringListOf(42)).toEqual([]);
  });

  it('wraps a reader into a validator that accepts anything', () => {
    const v = searchValidator((raw) => ({ page: pageOf(raw.page) }));
    expect(v.parse({ page: 2 })).toEqual({ page: 2 });
    expect(v.parse(null)).toEqual({ page: 1 });
    expect(v.parse('junk')).toEqual({ page: 1 });
  });
});

describe('route validators', () => {
  it('accept old catalogue links: categories as a JSON array (as the router wrote them) or as JSON text', () => {
    // `?categories=["A"]` reaches the validator as an array once the router has parsed it…
    expect(catalogueSearchSchema.parse({ categories: [A] }).categories).toEqual([A]);
    // …and as text when a link was double-encoded.
    expect(parseCatalogueSearch({ categories: `["${A.toUpperCase()}","${B}"]` }).categories).toEqual([A, B]);
    expect(parseCatalogueSearch({ categories: `${A},${B}` }).categories).toEqual([A, B]);
  });

  it('fall back to defaults on invalid values, never throw', () => {
    // The state of a URL without parameters (its values are pinned in catalogue-search.test.ts).
    expect(catalogueSearchSchema.parse({ page: -2, sort: 1, categories: {}, min_price: 'x', min_rating: 0, search: [] })).toEqual(parseCatalogueSearch({}));
    expect(categoryDetailSearchSchema.parse(undefined)).toEqual({ sort: 'newest', page: 1 });
    expect(collectionDetailSearchSchema.parse({ page: '2' })).toEqual({ page: 1 });
    expect(storeDetailSearchSchema.parse({ tab: null, page: 4 })).toEqual({ tab: 'produits', page: 4 });
  });

  it('keep a boolean search text as text, trimmed', () => {
    expect(parseCatalogueSearch({ search: true }).search).toBe('true');
    expect(parseCatalogueSearch({ search: '  tapis  ' }).search).toBe('tapis');
  });
});
