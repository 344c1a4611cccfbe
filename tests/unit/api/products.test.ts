import { describe, expect, it } from 'vitest';
import { toPage } from '#src/api/paging.ts';
import { productListParams } from '#src/api/products.ts';

describe('catalogue query string (spec section 7)', () => {
  it('sends skip, limit and sort; category and search only when set', () => {
    expect(productListParams({ page: 1, sort: 'newest' })).toEqual({
      skip: 0,
      limit: 20,
      sort: 'newest',
      min_price: undefined,
      max_price: undefined,
      category: undefined,
      search: undefined,
      min_rating: undefined,
    });
  });

  it('joins category ids with commas and trims the search', () => {
    const params = productListParams({ page: 3, sort: 'price-low', categoryIds: ['a', 'b'], search: '  tapis  ', minPrice: 0, maxPrice: 200 });
    expect(params).toMatchObject({ skip: 40, limit: 20, category: 'a,b', search: 'tapis', min_price: 0, max_price: 200 });
  });

  it('drops a blank search and an empty category list', () => {
    expect(productListParams({ page: 1, sort: 'rating', categoryIds: [], search: '   ' })).toMatchObject({ category: undefined, search: undefined });
  });
});

describe('toPage', () => {
  it('reads items + total_items, a plain array, or {products}', () => {
    expect(toPage({ items: [1, 2], total_items: 40 })).toEqual({ items: [1, 2], total_items: 40 });
    expect(toPage([1, 2, 3])).toEqual({ items: [1, 2, 3], total_items: 3 });
    expect(toPage({ products: [1] })).toEqual({ items: [1], total_items: 1 });
    expect(toPage({})).toEqual({ items: [], total_items: 0 });
    expect(toPage(null)).toEqual({ items: [], total_items: 0 });
  });
});
