/**
 * @fastify/rate-limit, off by default (routes and createRateLimit() opt in).
 * On PostgreSQL the counters live in the database, so the limits hold across
 * every process; PGlite is one process's database: counted in memory there
 * (the database store cost PGlite ~40 % of its cart writes per second). The
 * hits go through the counters' own connections (db/client.ts), not the
 * serving pool's queue.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { databaseRateLimitStore } from '#server/plugins/app/rate-limit-store.ts';

export interface RateLimitOptions {
  database: Database;
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitOptions) {
    const { database } = opts;
    await app.register(rateLimit, { global: false, ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.counters) } : {}) });
  },
  { name: 'external-rate-limit' },
);
