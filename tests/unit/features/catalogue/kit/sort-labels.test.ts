import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '#src/api/products.ts';
import { SORT_LABELS } from '#src/features/catalogue/kit/sort-labels.ts';

describe('sort labels', () => {
  it('labels the catalogue’s four sorts as the spec writes them', () => {
    expect(PRODUCT_SORTS.map((s) => SORT_LABELS[s])).toEqual(['Nouveautés', 'Prix: Croissant', 'Prix: Décroissant', 'Mieux Notés']);
  });

  it('has the spec labels', () => {
    expect(SORT_LABELS).toEqual({ newest: 'Nouveautés', 'price-low': 'Prix: Croissant', 'price-high': 'Prix: Décroissant', rating: 'Mieux Notés' });
  });
});
