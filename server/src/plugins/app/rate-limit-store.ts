/**
 * A @fastify/rate-limit store on the database (repositories/rate-limits.ts),
 * so that every limit (sign-in, register and reset per client and per
 * account, cart and wishlist writes) holds across all the API processes of
 * one PostgreSQL: N processes no longer give a client N times each limit.
 *
 * The plugin builds the store with `new Store(options)` and derives one per
 * limit with `child(routeOptions)`: a route's own limit (`config.rateLimit`)
 * gets its method and URL as namespace, as the in-memory store keeps one map
 * per route; a limit made with `createRateLimit` has no route, and relies on
 * its keyGenerator's namespace (`account:`, `writes:…`). The window length is
 * part of the key too, so two limits of different windows never share a row.
 * Keys are hashed: an e-mail typed at sign-in or an address is not stored in
 * clear, and every key has the same short length.
 *
 * A database error fails the request like any other query (errors.ts answers
 * 503 when the database is unreachable): no limit is silently skipped.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import { hitRateLimits, readRateLimit, type RateLimitCount, type RateLimitHit } from '../../repositories/rate-limits.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

function rowKey(namespace: string, timeWindow: number, key: string): string {
  return createHash('sha256').update(`${namespace}\u0000${timeWindow}\u0000${key}`).digest('base64url').slice(0, 32);
}

function answer(cb: Callback, work: Promise<RateLimitCount>): void {
  work.then(
    (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
    (err: Error) => cb(err),
  );
}

interface Pending extends RateLimitHit {
  resolve: (count: RateLimitCount) => void;
  reject: (err: Error) => void;
}

/** Most hits in one statement. */
const MAX_BATCH = 500;

/**
 * Counts hits in batches: the hits of every request that arrive while
 * `concurrency` statements are already running wait for the next one, which
 * counts them all. Under load a write's limits cost a share of one short
 * statement instead of a place in a queue each (repositories/rate-limits.ts
 * gives the same counts as one hit at a time).
 */
function batchedHits(db: Db, concurrency: number): (hit: RateLimitHit) => Promise<RateLimitCount> {
  let pending: Pending[] = [];
  let running = 0;
  const flush = () => {
    if (running >= concurrency || pending.length === 0) return;
    const batch = pending.slice(0, MAX_BATCH);
    pending = pending.slice(batch.length);
    running += 1;
    hitRateLimits(db, batch)
      .then(
        (counts) => batch.forEach((p, i) => p.resolve(counts[i]!)),
        (err: Error) => batch.forEach((p) => p.reject(err)),
      )
      .finally(() => {
        running -= 1;
        flush();
      });
  };
  return (hit) =>
    new Promise<RateLimitCount>((resolve, reject) => {
      pending.push({ ...hit, resolve, reject });
      // The hits of this turn of the event loop go together.
      if (pending.length === 1) setImmediate(flush);
    });
}

/**
 * The store class for @fastify/rate-limit's `store` option, bound to `db`
 * (best a pool of its own: db/client.ts's `counters`, whose size is
 * `concurrency`).
 */
export function databaseRateLimitStore(db: Db, concurrency = 2) {
  const hit = batchedHits(db, concurrency);
  return class DatabaseRateLimitStore {
    readonly namespace: string;

    constructor(_options?: FastifyRateLimitOptions, namespace = '') {
      this.namespace = namespace;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      answer(cb, hit({ key: rowKey(this.namespace, timeWindow, key), windowMs: timeWindow }));
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      answer(cb, readRateLimit(db, rowKey(this.namespace, timeWindow, key)));
    }

    // Typed by the plugin as route options; at run time, the limit's merged
    // options, with the route (if any) under routeInfo.
    child(routeOptions: object): DatabaseRateLimitStore {
      const route = (routeOptions as RouteInfo).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new DatabaseRateLimitStore(undefined, route?.url ? `${method ?? ''} ${route.url}` : this.namespace);
    }
  };
}
