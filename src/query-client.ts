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
  defaultShouldDehydrateMutation,
  defaultShouldDehydrateQuery,
  hydrate,
  QueryClient,
  type Mutation,
  type Query,
} from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { authMutationKeys } from '#src/api/auth.ts';
import { cartQueries } from '#src/api/cart.ts';
import { categoryQueries } from '#src/api/categories.ts';
import { collectionQueries } from '#src/api/collections.ts';
import { companyQueries } from '#src/api/company.ts';
import { orderMutationKeys } from '#src/api/orders.ts';
import { productQueries } from '#src/api/products.ts';
import { retryDelay, shouldRetry } from '#src/api/retry.ts';
import { STALE } from '#src/api/stale-times.ts';
import { storeQueries } from '#src/api/stores.ts';
import { wishlistQueries } from '#src/api/wishlist.ts';
import { databaseExists, loadDatabase } from '#src/db/load-database.ts';
import { firstCacheWrite } from '#src/offline/first-write.ts';
import { createDexiePersister } from '#src/offline/query-persister.ts';
import { storageRoomMaker } from '#src/offline/storage-room.ts';
import { registerMutationDefaults } from './mutation-defaults.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Bump when the shape of cached data changes (a server schema change the
 * client relies on). Not the build hash: a new build must not wipe the
 * shopper's offline cache (convention 8).
 */
export const CACHE_SCHEMA_VERSION = '1';

export const PERSIST_MAX_AGE = 7 * DAY;
export const DEFAULT_GC_TIME = 5 * 60 * 1000;

/**
 * Catalogue roots: public data the service worker also caches. They fetch
 * even offline (networkMode 'offlineFirst'), so a query the persisted cache
 * lacks still reaches the worker's copy before it pauses (convention 5).
 */
export const CATALOGUE_ROOT_KEYS: readonly string[] = [
  companyQueries.all()[0],
  categoryQueries.all()[0],
  collectionQueries.all()[0],
  productQueries.all()[0],
  storeQueries.all()[0],
];

/** First key segment of the queries written to disk. */
export const PERSISTED_ROOT_KEYS: readonly string[] = [...CATALOGUE_ROOT_KEYS, cartQueries.all()[0], wishlistQueries.all()[0]];

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && PERSISTED_ROOT_KEYS.includes(root);
}

/**
 * Successful queries, and those whose last refetch failed but still hold
 * data (the persister writes them as the success they were): a refetch that
 * failed on a flaky network must not drop a page seen before from disk.
 */
export function shouldPersistQuery(query: Query): boolean {
  const keepsData = defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && query.state.data !== undefined);
  return keepsData && isPersistedKey(query.queryKey);
}

/** Roots of mutations whose variables never go to disk: checkout details, passwords. */
const PRIVATE_MUTATION_ROOTS: readonly unknown[] = [orderMutationKeys.checkout[0], authMutationKeys.changePassword[0]];

/** Paused mutations may be persisted, never an order's (it holds checkout details) nor a password's. */
export function shouldPersistMutation(mutation: Mutation): boolean {
  return defaultShouldDehydrateMutation(mutation) && !PRIVATE_MUTATION_ROOTS.includes(mutation.options.mutationKey?.[0]);
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
  // (One call per root: defaults registered again under the same key replace the first.)
  for (const root of PERSISTED_ROOT_KEYS) {
    const offlineFirst = CATALOGUE_ROOT_KEYS.includes(root) ? { networkMode: 'offlineFirst' as const } : {};
    queryClient.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE, ...offlineFirst });
  }
  // A change that does not fit on a full device: the persisted catalogue gives way.
  registerMutationDefaults(queryClient, { makeRoom: storageRoomMaker({ persister: queryPersister }) });
  return queryClient;
}

let lateRestore: ((client: PersistedClient) => void) | null = null;

export const queryPersister = createDexiePersister({
  table: () => loadDatabase().then((db) => db.queryCache),
  // A first visit neither loads Dexie to find nothing nor for a write no offline start could use yet.
  exists: databaseExists,
  firstWrite: firstCacheWrite(),
  onLateRestore: (client) => lateRestore?.(client),
  // The server's answers to applied changes (offline/outbox.ts) are part of
  // the cache: a cache of another company, or too old, takes them along.
  onRemoved: () => loadDatabase().then((db) => db.answers.clear()),
  // On a full device the catalogue gives way; the cart and the wishlist stay.
  keepWhenFull: (queryKey) => !CATALOGUE_ROOT_KEYS.includes(queryKey[0] as string),
});

/**
 * A persisted cache read only after the restore gave up (a slow IndexedDB)
 * still reaches the screen: merged into `queryClient` with the restore's own
 * rules (same buster, not older than maxAge), newer data in memory kept
 * (hydrate only overwrites older data). Until then the persister writes
 * nothing, so the disk is never replaced by the smaller cache in memory.
 */
export function mergeLateRestores(queryClient: QueryClient, companyId: string): void {
  const { maxAge = PERSIST_MAX_AGE, buster } = persistOptions(companyId);
  lateRestore = (client) => {
    if (client.buster !== buster || Date.now() - client.timestamp > maxAge) return;
    hydrate(queryClient, client.clientState);
    void queryClient.resumePausedMutations();
  };
}

export function persistOptions(companyId: string): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister: queryPersister,
    maxAge: PERSIST_MAX_AGE,
    // The company is part of the buster: a cache of another company is never shown.
    buster: `${CACHE_SCHEMA_VERSION}:${companyId}`,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: shouldPersistMutation },
  };
}
