import { describe, expect, it } from 'vitest';
import {
  normalizeStoreSearch,
  storeCountText,
  storeDetailSearchSchema,
  storeListSearchSchema,
  telHref,
} from '#src/features/catalogue/stores/store-search.ts';

describe('/stores search params', () => {
  it('keeps the search and the page, page 1 by default', () => {
    expect(storeListSearchSchema.parse({ search: 'oran', page: 2 })).toEqual({ search: 'oran', page: 2 });
    expect(storeListSearchSchema.parse({})).toEqual({ search: undefined, page: 1 });
  });

  it('reads a numeric search as text (a street number, a year)', () => {
    expect(storeListSearchSchema.parse({ search: 1945 })).toEqual({ search: '1945', page: 1 });
  });

  it('falls back on a bad page', () => {
    expect(storeListSearchSchema.parse({ page: 'x' })).toEqual({ search: undefined, page: 1 });
  });
});

describe('/stores/{id} search params', () => {
  it('opens the products tab on page 1 by default', () => {
    expect(storeDetailSearchSchema.parse({})).toEqual({ tab: 'produits', page: 1 });
  });

  it('keeps the about tab, and ignores an unknown one', () => {
    expect(storeDetailSearchSchema.parse({ tab: 'a-propos' })).toEqual({ tab: 'a-propos', page: 1 });
    expect(storeDetailSearchSchema.parse({ tab: 'avis', page: 3 })).toEqual({ tab: 'produits', page: 3 });
  });
});

describe('store texts and links', () => {
  it('counts stores in French', () => {
    expect(storeCountText(0)).toBe('0 boutique trouvée');
    expect(storeCountText(1)).toBe('1 boutique trouvée');
    expect(storeCountText(12)).toBe('12 boutiques trouvées');
  });

  it('makes a dialable tel: link of a displayed number', () => {
    expect(telHref('+213 551 11 23 31')).toBe('tel:+213551112331');
    expect(telHref('0551 11-23-31')).toBe('tel:0551112331');
  });

  it('sends the search trimmed, and nothing when blank', () => {
    expect(normalizeStoreSearch('  Tlemcen   artisanat ')).toBe('Tlemcen artisanat');
    expect(normalizeStoreSearch('   ')).toBeUndefined();
    expect(normalizeStoreSearch(undefined)).toBeUndefined();
  });
});
