/**
 * The QueryClient, its defaults (spec section 9, decisions.md section 3) and
 * what of it is persisted to IndexedDB (decisions.md section 4).
 * Guarantees:
 * - persisted: catalogue queries (company, categories, collections, products,
 *   stores) and the cart and wishlist lines; never orders, the profile or
 *   anything of auth;
 * - a persisted cache is dropped when the data-schema version or the company
 *   changes, or when it is older than 7 days; a new build alone keeps it;
 * - mutation defaults are registered before the cache is restored, so paused
 *   mutations restored from disk find their mutationFn.
 */
import {
  defaultShouldDehydrateQuery,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { isClientError } from '#src/api/http.ts';
import { STALE } from '#src/api/stale-times.ts';
import { createDexiePersister } from '#src/db/query-persister.ts';
import { createAppOutbox, registerOutboxMutations } from './outbox-app.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Bump when the shape of cached data changes (a server schema change the
 * client relies on). Not the build hash: a new build must not wipe the
 * shopper's offline cache (convention 8).
 */
export const CACHE_SCHEMA_VERSION = '1';

export const PERSIST_MAX_AGE = 7 * DAY;
export const DEFAULT_GC_TIME = 5 * 60 * 1000;
export const MAX_RETRIES = 3;

/** First key segment of the queries written to disk. */
export const PERSISTED_ROOT_KEYS: readonly string[] = [
  'company',
  'categories',
  'collections',
  'products',
  'stores',
  'cart',
  'wishlist',
];

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && PERSISTED_ROOT_KEYS.includes(root);
}

export function shouldPersistQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && isPersistedKey(query.queryKey);
}

/** Up to 3 retries; a 4xx is the caller's fault and is never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * Where the mutation defaults (mutationFn, optimistic updates, rollbacks) of
 * every mutationKey are registered (convention 6). It runs before the cache is
 * restored: a paused mutation restored from disk has no function of its own.
 * Cart and wishlist changes all run through the outbox (lib/outbox-app.ts).
 */
export function registerMutationDefaults(queryClient: QueryClient): void {
  registerOutboxMutations(queryClient, createAppOutbox(queryClient));
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.default,
        gcTime: DEFAULT_GC_TIME,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
  // gcTime must be at least the persister's maxAge for what is persisted:
  // a query garbage-collected from memory also disappears from the next
  // write to disk. Only persisted roots live that long; orders and other
  // in-memory data keep the 5-minute gc of spec section 9.
  for (const root of PERSISTED_ROOT_KEYS) {
    queryClient.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE });
  }
  registerMutationDefaults(queryClient);
  return queryClient;
}

/** Dexie (about 30 kB gzip) loads in its own chunk, in parallel with /config.json (see main.tsx). */
export const loadDatabase = () => import('#src/db/db.ts').then((m) => m.db);

export const queryPersister = createDexiePersister({ table: () => loadDatabase().then((db) => db.queryCache) });

export function persistOptions(companyId: string): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister: queryPersister,
    maxAge: PERSIST_MAX_AGE,
    // The company is part of the buster: a cache of another company is never shown.
    buster: `${CACHE_SCHEMA_VERSION}:${companyId}`,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
