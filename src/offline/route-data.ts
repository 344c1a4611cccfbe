/**
 * Loader helpers: routes warm the Query cache with the same queryOptions the
 * component reads, so navigation shows data at once (TanStack Router + Query).
 * Convention 5: loaders never block while offline; they await only when the
 * data is cached or the device is online. Otherwise the component renders and
 * shows its offline state from the query.
 */
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isOnline } from './online.ts';

type LoadableOptions<TData, TKey extends QueryKey> = UseQueryOptions<TData, Error, TData, TKey> & {
  queryKey: TKey;
};

function shouldAwait(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return isOnline() || queryClient.getQueryData(queryKey) !== undefined;
}

/**
 * For data a section of the screen shows with its own loading and error
 * states: one attempt, awaited, and a failure never fails the route. The
 * section's query then retries with backoff in place (its skeleton shows),
 * instead of the whole page waiting behind the pending screen.
 */
export async function preloadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: LoadableOptions<TData, TKey>,
): Promise<void> {
  if (!shouldAwait(queryClient, options.queryKey)) return;
  try {
    await queryClient.ensureQueryData({ ...options, retry: false });
  } catch {
    // The section's query retries and shows the error.
  }
}

/**
 * The API said the screen's subject does not exist (404, or 400 for a
 * malformed id): the route answers not found, so the server's page has status
 * 404, and renders its notFoundComponent (the page's own not-found screen,
 * which reads no query: an errored query renders as loading while it would
 * be retried, on the server and at hydration alike).
 */
export function throwIfMissing(queryClient: QueryClient, queryKey: QueryKey): void {
  const error = queryClient.getQueryState(queryKey)?.error as { status?: unknown } | null | undefined;
  // 400: an id that is not even a UUID (the API validates the path).
  if (error?.status === 404 || error?.status === 400) throw notFound();
}
