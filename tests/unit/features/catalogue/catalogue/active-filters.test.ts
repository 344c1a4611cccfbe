import { describe, expect, it } from 'vitest';
import { activeFilters, priceChipLabel, seeResultsLabel } from '#src/features/catalogue/catalogue/filter-labels.ts';
import { parseCatalogueSearch } from '#src/features/catalogue/catalogue/catalogue-search.ts';
import { formatPrice } from '#src/utils/format-price.ts';

const A = '0b5c8a1e-1111-4a1b-9c1d-000000000001';
const B = '0b5c8a1e-1111-4a1b-9c1d-000000000002';
const tree = [{ id: A, name: 'Épices', children: [{ id: B, name: 'Safran', children: [] }] }] as never;

describe('active filter chips', () => {
  it('lists each filter in use with what removing it changes, back to page 1', () => {
    const search = parseCatalogueSearch({ page: 3, search: 'tajine', categories: [A, B], min_price: 500, max_price: 6300, min_rating: 4 });
    const chips = activeFilters(search, tree);
    expect(chips.map((c) => c.label)).toEqual(['« tajine »', 'Épices', 'Safran', priceChipLabel(500, 6300), '4 étoiles & Plus']);
    expect(chips.map((c) => c.remove)).toEqual([
      { search: '', page: 1 },
      { categories: [B], page: 1 },
      { categories: [A], page: 1 },
      { min_price: undefined, max_price: undefined, page: 1 },
      { min_rating: undefined, page: 1 },
    ]);
  });

  it('names a category it cannot find yet (the tree not loaded) plainly, and has nothing to show without filters', () => {
    expect(activeFilters(parseCatalogueSearch({ categories: [A] })).map((c) => c.label)).toEqual(['Catégorie']);
    expect(activeFilters(parseCatalogueSearch({ sort: 'price-low', page: 2 }))).toEqual([]);
  });

  it('words a price bound alone as a floor or a ceiling', () => {
    // Each amount isolated, so the Arabic currency sign does not reorder the range.
    const iso = (n: number) => `\u2068${formatPrice(n)}\u2069`;
    expect(priceChipLabel(500, 6300)).toBe(`${iso(500)} – ${iso(6300)}`);
    expect(priceChipLabel(500, undefined)).toBe(`${iso(500)} et plus`);
    expect(priceChipLabel(undefined, 6300)).toBe(`Jusqu’à ${iso(6300)}`);
  });
});

describe("the drawer's closing button", () => {
  it('says how many products the filters find, once counted', () => {
    expect(seeResultsLabel(undefined)).toBe('Voir les résultats');
    expect(seeResultsLabel(0)).toBe('Aucun résultat');
    expect(seeResultsLabel(1)).toBe('Voir le résultat');
    expect(seeResultsLabel(42)).toBe('Voir les 42 résultats');
  });
});
