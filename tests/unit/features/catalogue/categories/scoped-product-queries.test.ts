/**
 * The query options the category, collection and store screens rely on:
 * lists that are never cached, paging that keeps the current page on screen,
 * and never another category's (or store's, or collection's) products.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { categoryQueries } from '#src/api/categories.ts';
import { collectionQueries } from '#src/api/collections.ts';
import { storeQueries } from '#src/api/stores.ts';

type PlaceholderFn = (previous: unknown, previousQuery: { queryKey: readonly unknown[] } | undefined) => unknown;
type RefetchFn = (query: { state: { dataUpdatedAt: number } }) => boolean;

const page = { items: [], total_items: 0 };

describe('category, store and collection product pages', () => {
  it.each([
    ['category', (id: string, skip: number) => categoryQueries.products(id, { skip, limit: 20, sort: 'newest' })],
    ['store', (id: string, skip: number) => storeQueries.products(id, { skip, limit: 20 })],
    ['collection', (id: string, skip: number) => collectionQueries.detail(id, { includeProducts: true, skip, limit: 20 })],
  ] as const)('%s: the next page of the same one shows the previous page meanwhile; another one does not', (_name, options) => {
    const placeholder = options('a', 20).placeholderData as unknown as PlaceholderFn;
    expect(placeholder(page, { queryKey: options('a', 0).queryKey })).toBe(page);
    expect(placeholder(page, { queryKey: options('b', 0).queryKey })).toBeUndefined();
    expect(placeholder(undefined, undefined)).toBeUndefined();
  });

  it('the category list and the stores are never cached', () => {
    expect(categoryQueries.list().staleTime).toBe(0);
    expect(storeQueries.list({}).staleTime).toBe(0);
    expect(storeQueries.detail('a').staleTime).toBe(0);
    expect(categoryQueries.products('a', { skip: 0, limit: 20 }).staleTime).toBe(0);
  });

  it('a fetch the route loader has just made counts as the screen’s own; an older one is fetched again', () => {
    const refetch = categoryQueries.list().refetchOnMount as unknown as RefetchFn;
    expect(refetch({ state: { dataUpdatedAt: Date.now() - 100 } })).toBe(false);
    expect(refetch({ state: { dataUpdatedAt: Date.now() - 60_000 } })).toBe(true);
    // Restored from disk, never fetched in this tab.
    expect(refetch({ state: { dataUpdatedAt: 0 } })).toBe(true);
  });

  it('query keys come from the factories: one collection’s pages share a prefix', () => {
    const client = new QueryClient();
    client.setQueryData(collectionQueries.detail('c1', { includeProducts: true, skip: 20, limit: 20 }).queryKey, { id: 'c1' } as never);
    expect(client.getQueriesData({ queryKey: collectionQueries.detailOf('c1') })).toHaveLength(1);
    expect(client.getQueriesData({ queryKey: collectionQueries.detailOf('c2') })).toHaveLength(0);
  });
});
