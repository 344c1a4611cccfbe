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
  onlineManager,
  QueryClient,
  type Mutation,
  type Query,
} from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { cartQueries } from '#src/api/cart.ts';
import { isApiError, isClientError, isNetworkError } from '#src/api/http.ts';
import {
  checkout,
  guestCheckout,
  orderMutationKeys,
  orderQueries,
  type CheckoutResponse,
  type CheckoutVariables,
  type GuestCheckoutVariables,
} from '#src/api/orders.ts';
import { STALE } from '#src/api/stale-times.ts';
import { entriesOf } from '#src/offline/outbox.ts';
import { isCartChange } from '#src/db/outbox-types.ts';
import { createDexiePersister } from '#src/offline/query-persister.ts';
import type { OutboxSync } from '#src/offline/outbox-sync.ts';
import { createAppOutbox, currentOwner, registerOutboxMutations } from '#src/offline/outbox-app.ts';

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

/**
 * Catalogue roots: public data the service worker also caches. They fetch
 * even offline (networkMode 'offlineFirst'), so a query the persisted cache
 * lacks still reaches the worker's copy before it pauses (convention 5).
 */
export const CATALOG_ROOT_KEYS: readonly string[] = ['company', 'categories', 'collections', 'products', 'stores'];

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

/**
 * Successful queries, and those whose last refetch failed but still hold
 * data (the persister writes them as the success they were): a refetch that
 * failed on a flaky network must not drop a page seen before from disk.
 */
export function shouldPersistQuery(query: Query): boolean {
  const keepsData = defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && query.state.data !== undefined);
  return keepsData && isPersistedKey(query.queryKey);
}

/** Up to 3 retries; a 4xx is the caller's fault and is never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * 1 s, 2 s, 4 s ... capped at 30 s. Offline there is nothing to wait for:
 * the retry pauses at once until the connection returns, so the screen says
 * 'Vous êtes hors ligne' instead of a skeleton for a second.
 */
export function retryDelay(failureCount: number): number {
  if (!onlineManager.isOnline()) return 0;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * Where the mutation defaults (mutationFn, optimistic updates, rollbacks) of
 * every mutationKey are registered (convention 6). It runs before the cache is
 * restored: a paused mutation restored from disk has no function of its own.
 * Cart and wishlist changes all run through the outbox (offline/outbox-app.ts).
 */
export function registerMutationDefaults(queryClient: QueryClient): void {
  const outbox = createAppOutbox(queryClient);
  registerOutboxMutations(queryClient, outbox);
  registerCheckoutMutations(queryClient, outbox);
}

export const CART_NOT_SENT_MESSAGE =
  "Des modifications de votre panier n'ont pas encore pu être envoyées. Réessayez dans un instant.";

/** Cart changes still wait in the outbox after a drain: the order would not match the cart on screen. */
export class CartNotSentError extends Error {
  override readonly name = 'CartNotSentError';
  constructor() {
    super(CART_NOT_SENT_MESSAGE);
  }
}

/**
 * A checkout whose outcome is unknown: the request may not have reached the
 * server, or its answer was lost, or the server failed (5xx keeps nothing for
 * the key). Retrying with the same Idempotency-Key is safe: the server either
 * runs it once or replays the first answer. A 4xx is a definite answer,
 * stored with the key, so the same key would only get it again.
 */
export function isCheckoutOutcomeUnknown(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  return isApiError(error) && error.status >= 500;
}

/** Two more attempts, with the same key, when the outcome is unknown. */
export function shouldRetryCheckout(failureCount: number, error: unknown): boolean {
  return isCheckoutOutcomeUnknown(error) && failureCount < 2;
}

/**
 * Checkout (customer and guest). The queued cart changes are sent first, so
 * the server orders the cart the shopper sees. Never paused offline
 * (networkMode 'always': the screen refuses to confirm offline instead), so a
 * checkout, with the shopper's name, phone and address, is never written to
 * disk by the persister (decisions.md section 4).
 */
function registerCheckoutMutations(queryClient: QueryClient, outbox: OutboxSync): void {
  async function sendCartFirst(): Promise<void> {
    await outbox.drain();
    const db = await loadDatabase();
    const waiting = (await entriesOf(db, currentOwner())).filter((entry) => isCartChange(entry.change));
    if (waiting.length > 0) throw new CartNotSentError();
  }
  const common = {
    retry: shouldRetryCheckout,
    retryDelay,
    networkMode: 'always' as const,
    onSuccess: () => {
      // The server emptied the cart; the new order belongs in the history.
      // Not awaited: the shopper moves on to the order at once.
      void queryClient.resetQueries({ queryKey: cartQueries.all() });
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
    },
  };
  queryClient.setMutationDefaults(orderMutationKeys.checkout, {
    ...common,
    mutationFn: async ({ body, idempotencyKey }: CheckoutVariables): Promise<CheckoutResponse> => {
      await sendCartFirst();
      return checkout(body, { idempotencyKey });
    },
  });
  queryClient.setMutationDefaults(orderMutationKeys.guestCheckout, {
    ...common,
    mutationFn: async ({ body, idempotencyKey }: GuestCheckoutVariables): Promise<CheckoutResponse> => {
      await sendCartFirst();
      return guestCheckout(body, { idempotencyKey });
    },
  });
}

const ORDER_MUTATION_ROOT = orderMutationKeys.checkout[0];

/** Paused mutations may be persisted, never an order's (it holds checkout details). */
export function shouldPersistMutation(mutation: Mutation): boolean {
  return defaultShouldDehydrateMutation(mutation) && mutation.options.mutationKey?.[0] !== ORDER_MUTATION_ROOT;
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
    const offlineFirst = CATALOG_ROOT_KEYS.includes(root) ? { networkMode: 'offlineFirst' as const } : {};
    queryClient.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE, ...offlineFirst });
  }
  registerMutationDefaults(queryClient);
  return queryClient;
}

/** Dexie (about 30 kB gzip) loads in its own chunk, in parallel with /config.json (see entry-client.tsx). */
export const loadDatabase = () => import('#src/db/db.ts').then((m) => m.db);

let lateRestore: ((client: PersistedClient) => void) | null = null;

export const queryPersister = createDexiePersister({
  table: () => loadDatabase().then((db) => db.queryCache),
  onLateRestore: (client) => lateRestore?.(client),
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
