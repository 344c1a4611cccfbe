import { useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { productQueries } from '#src/api/products.ts';
import { PAGE_SIZE, totalPagesOf } from '#src/utils/pagination.ts';
import { toProductFilters, type CatalogueSearch } from './catalogue-search.ts';
import type { CatalogueChange } from './catalogue-types.ts';
import { offlineCatalogueResults } from './offline-search.ts';

/**
 * The products the catalogue shows for `search`: the server's, or offline the
 * ones already seen that match; a page past the end moves to the last one.
 */
export function useCatalogueResults(search: CatalogueSearch, onChange: CatalogueChange) {
  const query = useQuery(productQueries.list(toProductFilters(search)));
  const { data, isPlaceholderData, fetchStatus } = query;
  // Offline with nothing cached for these filters, the query waits for the
  // network: say so rather than show a skeleton (or the previous filters' results) forever.
  const waitingOffline = fetchStatus === 'paused' && (data === undefined || isPlaceholderData);
  // Meanwhile, the products already seen (in the persisted cache) that match,
  // until the connection returns and the query resumes with the server's answer.
  // (A paused query is one waiting for the network: onlineManager, fed by the
  // same online/offline events as lib/online.ts.)
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  const offline = useMemo(
    () => (waitingOffline && !restoring ? offlineCatalogueResults(queryClient, search) : null),
    [waitingOffline, restoring, queryClient, search],
  );
  const shown = offline ?? (waitingOffline ? undefined : data);
  const totalPages = shown ? totalPagesOf(shown.total_items, PAGE_SIZE) : 1;

  // A page past the end (an old link after the catalogue shrank): go to the last one.
  const pastTheEnd =
    shown !== undefined && (offline !== null || !isPlaceholderData) && shown.items.length === 0 && shown.total_items > 0 && search.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) void onChange({ page: totalPages }, { replace: true });
  }, [pastTheEnd, totalPages, onChange]);

  return { query, waitingOffline, offline, shown, totalPages, pastTheEnd };
}

export type CatalogueResults = ReturnType<typeof useCatalogueResults>;
