/**
 * Room for the shopper's changes on a full device (issue 44, point 4): what
 * the network can give again gives way to what it cannot. The persisted
 * catalogue (the query cache's catalogue queries, the cart and wishlist
 * stay) and the service worker's copies of catalogue answers and images are
 * deleted; the outbox, the pages and the app's own code stay.
 */
import { CATALOGUE_CACHE, MEDIA_CACHE } from '#src/lib/cache-names.ts';

export interface StorageRoomDeps {
  /** The persisted query cache: keeps only the shopper's own queries on disk. */
  persister: { giveWay(): Promise<void> };
  cacheStorage?: Pick<CacheStorage, 'delete'> | undefined;
}

export function storageRoomMaker(deps: StorageRoomDeps): () => Promise<void> {
  return async () => {
    const caches = deps.cacheStorage ?? (typeof globalThis.caches !== 'undefined' ? globalThis.caches : undefined);
    const results = await Promise.allSettled([
      deps.persister.giveWay(),
      ...(caches ? [caches.delete(CATALOGUE_CACHE), caches.delete(MEDIA_CACHE)] : []),
    ]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
