/// <reference lib="webworker" />
/**
 * Keeps a runtime cache bounded (entry count, age) like workbox-expiration's
 * ExpirationPlugin, without doing its bookkeeping while a page loads.
 *
 * ExpirationPlugin records the time of every cache hit and write in IndexedDB
 * and walks its expiry index at once, each time. On an offline
 * reload or a repeat visit that work runs on the worker's thread while the page
 * is being answered, and measured here it delays the first product card by
 * about 10 ms (docs/decisions/006, its first 2026-11-28 addendum). This plugin decides
 * freshness at once (from the response's Date header, as Workbox does, so a
 * copy older than maxAgeSeconds is never served), and batches the rest: the
 * URLs hit or written are recorded, then timestamped and the cache trimmed in
 * one pass once the worker has been quiet for FLUSH_QUIET_MS (at most
 * FLUSH_MAX_WAIT_MS after the first of them). The bounds are the same; they are
 * enforced a moment later. The worker is kept alive until the pass is done.
 */
import { registerQuotaErrorCallback } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CacheExpiration } from 'workbox-expiration';

/** The bookkeeping waits for this long without a new hit or write… */
export const FLUSH_QUIET_MS = 500;
/** …but never longer than this after the first pending one. */
export const FLUSH_MAX_WAIT_MS = 3000;

export interface BoundedCacheOptions {
  /** The strategy's cache: the one this plugin keeps bounded. */
  cacheName: string;
  maxEntries: number;
  maxAgeSeconds: number;
}

export class BoundedCache implements WorkboxPlugin {
  private readonly expiration: CacheExpiration;
  /** URLs hit or written since the last pass. */
  private readonly pending = new Set<string>();
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private firstPendingAt = 0;
  /** Settles when the scheduled pass has run; every event that noted a URL waits on it. */
  private scheduled: { promise: Promise<void>; resolve: () => void } | undefined;

  constructor(private readonly options: BoundedCacheOptions) {
    this.expiration = new CacheExpiration(options.cacheName, options);
    // The storage quota is exceeded: drop this cache whole rather than fail every write.
    registerQuotaErrorCallback(async () => {
      this.pending.clear();
      await self.caches.delete(options.cacheName);
      await this.expiration.delete();
    });
  }

  cachedResponseWillBeUsed: WorkboxPlugin['cachedResponseWillBeUsed'] = async ({ event, request, cachedResponse }) => {
    if (!cachedResponse) return null;
    this.note(request.url, event);
    return this.isFresh(cachedResponse) ? cachedResponse : null;
  };

  // The write is noted as it is about to happen (after CacheableResponsePlugin
  // has let the response through), not in cacheDidUpdate: a plugin with that
  // callback makes Workbox read the old copy from the cache and clone the body
  // once more before every write, on the page's critical path.
  cacheWillUpdate: WorkboxPlugin['cacheWillUpdate'] = async ({ event, request, response }) => {
    this.note(request.url, event);
    return response;
  };

  private isFresh(response: Response): boolean {
    const date = Date.parse(response.headers.get('date') ?? '');
    return Number.isNaN(date) || date >= Date.now() - this.options.maxAgeSeconds * 1000;
  }

  private note(url: string, event: ExtendableEvent | undefined): void {
    this.pending.add(url);
    const now = Date.now();
    if (!this.scheduled) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.scheduled = { promise, resolve };
      this.firstPendingAt = now;
    }
    clearTimeout(this.quietTimer);
    const wait = Math.min(FLUSH_QUIET_MS, Math.max(0, this.firstPendingAt + FLUSH_MAX_WAIT_MS - now));
    this.quietTimer = setTimeout(() => void this.flush(), wait);
    try {
      // Keeps the worker alive until the pass has run.
      event?.waitUntil(this.scheduled.promise);
    } catch {
      // The event has already ended (a background revalidation): the pass still runs while the worker lives.
    }
  }

  private async flush(): Promise<void> {
    const done = this.scheduled;
    const urls = [...this.pending];
    this.scheduled = undefined;
    this.quietTimer = undefined;
    this.pending.clear();
    try {
      for (const url of urls) await this.expiration.updateTimestamp(url);
      await this.expiration.expireEntries();
    } catch {
      // IndexedDB unavailable or full: the URLs are noted again at their next hit or write; the cache still answers.
    } finally {
      done?.resolve();
    }
  }
}
