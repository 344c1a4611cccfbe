import { describe, expect, it } from 'vitest';
import { CATEGORY_DETAIL_DEFAULTS, categoryDetailSearchSchema, categoryListSearchSchema } from '#src/features/catalogue/categories/category-search.ts';

describe('/categories/{id} search params', () => {
  it('defaults to the newest first, page 1', () => {
    expect(categoryDetailSearchSchema.parse({})).toEqual({ sort: 'newest', page: 1 });
    expect(CATEGORY_DETAIL_DEFAULTS).toEqual({ sort: 'newest', page: 1 });
  });

  it('keeps a valid sort and page', () => {
    expect(categoryDetailSearchSchema.parse({ sort: 'price-high', page: 3 })).toEqual({ sort: 'price-high', page: 3 });
  });

  it('falls back to the defaults instead of failing on a bad URL', () => {
    expect(categoryDetailSearchSchema.parse({ sort: 'cheapest', page: 'abc' })).toEqual({ sort: 'newest', page: 1 });
    expect(categoryDetailSearchSchema.parse({ page: 0 })).toEqual({ sort: 'newest', page: 1 });
    expect(categoryDetailSearchSchema.parse({ page: 2.5 })).toEqual({ sort: 'newest', page: 1 });
    expect(categoryDetailSearchSchema.parse({ page: -4 })).toEqual({ sort: 'newest', page: 1 });
  });
});

describe('/categories search params', () => {
  it('reads the search text, also when the router parsed it as a number', () => {
    expect(categoryListSearchSchema.parse({ q: 'tapis' })).toEqual({ q: 'tapis' });
    expect(categoryListSearchSchema.parse({ q: 1945 })).toEqual({ q: '1945' });
    expect(categoryListSearchSchema.parse({})).toEqual({ q: undefined });
    expect(categoryListSearchSchema.parse({ q: { nested: true } })).toEqual({ q: undefined });
  });
});
