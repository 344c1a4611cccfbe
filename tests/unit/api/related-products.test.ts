import { describe, expect, it } from 'vitest';
import {
  productListParams,
  productQueries,
  RELATED_PRODUCTS_LIMIT,
  relatedProducts,
  relatedProductsFilters,
  type Product,
} from '#src/api/products.ts';
import { createQueryClient, PERSIST_MAX_AGE } from '#src/query-client.ts';

describe('related products ("Vous aimerez aussi")', () => {
  const product = (id: string) => ({ id }) as Product;

  it('asks the catalogue list for one category, one more than shown, best rated first', () => {
    const filters = relatedProductsFilters('cat-1');
    expect(filters).toEqual({ page: 1, limit: RELATED_PRODUCTS_LIMIT + 1, sort: 'rating', categoryIds: ['cat-1'] });
    expect(productListParams(filters)).toMatchObject({ skip: 0, limit: 9, category: 'cat-1', sort: 'rating' });
    // A catalogue list key: persisted, and refreshed with the other lists.
    expect(productQueries.list(filters).queryKey.slice(0, 2)).toEqual(['products', 'list']);
  });

  it('leaves out the product on screen and keeps at most 8', () => {
    const list = Array.from({ length: 9 }, (_, i) => product(`p${i}`));
    expect(relatedProducts(list, 'p3').map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p4', 'p5', 'p6', 'p7', 'p8']);
    expect(relatedProducts(list, 'elsewhere')).toHaveLength(RELATED_PRODUCTS_LIMIT);
    expect(relatedProducts([product('only')], 'only')).toEqual([]);
  });

  it('reaches the service worker offline like the other catalogue queries (networkMode offlineFirst), kept 7 days', () => {
    const queryClient = createQueryClient();
    const defaults = queryClient.getQueryDefaults(productQueries.list(relatedProductsFilters('cat-1')).queryKey);
    expect(defaults.networkMode).toBe('offlineFirst');
    expect(defaults.gcTime).toBe(PERSIST_MAX_AGE);
  });
});
