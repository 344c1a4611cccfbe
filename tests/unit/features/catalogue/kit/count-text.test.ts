import { describe, expect, it } from 'vitest';
import { categoryCountText, productCountText, rangeText } from '#src/features/catalogue/kit/count-text.ts';

describe('French count texts', () => {
  it('categories: singular for 0 and 1, plural from 2', () => {
    expect(categoryCountText(0)).toBe('0 catégorie trouvée');
    expect(categoryCountText(1)).toBe('1 catégorie trouvée');
    expect(categoryCountText(2)).toBe('2 catégories trouvées');
    expect(categoryCountText(43)).toBe('43 catégories trouvées');
  });

  it('products', () => {
    expect(productCountText(1)).toBe('1 produit');
    expect(productCountText(63)).toBe('63 produits');
  });

  it('the range of a page of 20', () => {
    expect(rangeText(1, 14)).toBe('14 produits');
    expect(rangeText(1, 63)).toBe('1–20 sur 63 produits');
    expect(rangeText(2, 63)).toBe('21–40 sur 63 produits');
    expect(rangeText(4, 63)).toBe('61–63 sur 63 produits');
  });
});
