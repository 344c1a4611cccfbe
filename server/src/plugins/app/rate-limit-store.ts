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
import { hitRateLimit, readRateLimit, type RateLimitCount } from '../../repositories/rate-limits.ts';

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

/** The store class for @fastify/rate-limit's `store` option, bound to `db`. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    readonly namespace: string;

    constructor(_options?: FastifyRateLimitOptions, namespace = '') {
      this.namespace = namespace;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      answer(cb, hitRateLimit(db, rowKey(this.namespace, timeWindow, key), timeWindow));
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
