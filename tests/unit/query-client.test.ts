import { describe, expect, it } from 'vitest';
import { createQueryClient, isPersistedKey } from '#src/query-client.ts';
import { authMutationKeys } from '#src/api/auth.ts';
import { STALE } from '#src/api/stale-times.ts';
import { productQueries } from '#src/api/products.ts';
import { categoryQueries } from '#src/api/categories.ts';
import { storeQueries } from '#src/api/stores.ts';
import { cartMutationKeys, cartQueries } from '#src/api/cart.ts';
import { wishlistMutationKeys, wishlistQueries } from '#src/api/wishlist.ts';
import { orderMutationKeys, orderQueries } from '#src/api/orders.ts';

describe('query keys and stale times (spec section 9)', () => {
  it('are hierarchical', () => {
    const filters = { page: 2, sort: 'newest' as const };
    expect(productQueries.list(filters).queryKey).toEqual(['products', 'list', filters]);
    expect(productQueries.detail('p1').queryKey).toEqual(['products', 'detail', 'p1']);
    expect(orderQueries.detail('o1').queryKey).toEqual(['orders', 'detail', 'o1']);
  });

  it('match the section 9 constants', () => {
    expect(productQueries.list({ page: 1, sort: 'newest' }).staleTime).toBe(5 * 60_000);
    expect(productQueries.detail('p').staleTime).toBe(10 * 60_000);
    expect(categoryQueries.detail('c').staleTime).toBe(10 * 60_000);
    expect(categoryQueries.list().staleTime).toBe(0);
    expect(categoryQueries.products('c', { skip: 0, limit: 100 }).staleTime).toBe(0);
    expect(storeQueries.list().staleTime).toBe(0);
    expect(storeQueries.detail('s').staleTime).toBe(0);
    expect(cartQueries.detail().staleTime).toBe(0);
    expect(wishlistQueries.list().staleTime).toBe(0);
    expect(orderQueries.list().staleTime).toBe(STALE.orders);
    expect(STALE.orders).toBe(5 * 60_000);
  });

  it('persist only catalogue, cart and wishlist roots', () => {
    expect(isPersistedKey(productQueries.detail('p').queryKey)).toBe(true);
    expect(isPersistedKey(cartQueries.detail().queryKey)).toBe(true);
    expect(isPersistedKey(orderQueries.list().queryKey)).toBe(false);
  });
});

describe('mutation defaults (convention 6)', () => {
  it('register every mutation key: the outbox keys, checkout and the password screens', () => {
    const queryClient = createQueryClient();
    const keys = [
      ...Object.values(cartMutationKeys),
      ...Object.values(wishlistMutationKeys),
      ...Object.values(orderMutationKeys),
      ...Object.values(authMutationKeys),
    ];
    for (const mutationKey of keys) expect(queryClient.getMutationDefaults(mutationKey).mutationFn, mutationKey.join('/')).toBeTypeOf('function');
  });

  it('send a password change at once, even offline, once, and never keep it', () => {
    const queryClient = createQueryClient();
    for (const mutationKey of Object.values(authMutationKeys)) {
      expect(queryClient.getMutationDefaults(mutationKey)).toMatchObject({ retry: false, networkMode: 'always', gcTime: 0 });
    }
  });
});
