/**
 * Opens the database: PGlite persisted in a folder by default (no install),
 * or a PostgreSQL server through `pg` when DATABASE_URL is set. Both run the
 * same committed migrations at start.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { checkoutError, DatabasePoolBusyError, DatabaseUnavailableError } from '../lib/db-unavailable.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /**
   * For one-statement counters (rate-limit hits) that run before a request's
   * own work: on PostgreSQL a small pool of their own, so a sub-millisecond
   * upsert never waits in the serving pool's queue behind whole transactions
   * (under load every cart write queued there three times: two limits, then
   * its transaction). PGlite: the same handle as `db`.
   */
  counters: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where a lost connection is reported (a server restart, failover,
   * `pg_terminate_backend`), whether it was idle in the pool or serving a
   * request: the pool drops it and opens another on the next query. Without
   * a listener `pg` would throw it and end the process.
   */
  onConnectionError(report: (err: Error, inUse: boolean) => void): void;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** Resolves once every connection is closed, not only handed back. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; absent means PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string;
  /** Connections of the serving pool (PostgreSQL); default 10. */
  poolSize?: number;
  /** Connections of the counters' pool (PostgreSQL); default 2. */
  countersPoolSize?: number;
  /**
   * The longest wait for a serving connection worth queueing for (PostgreSQL),
   * in ms: a request whose expected wait (the callers queued ahead of it times
   * the mean time a connection is held, over the pool's size) is longer is
   * refused at once as an overload (503, Retry-After) instead of joining the
   * queue. Absent or 0: no bound but the pool's 5 s connection timeout.
   */
  maxQueueMs?: number;
  /** PostgreSQL statement_timeout in ms (PostgreSQL only); absent means none. */
  statementTimeoutMs?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    let report = (err: Error, inUse: boolean) => console.warn(`PostgreSQL: connection lost${inUse ? ' in use' : ''} (${err.message})`);
    const reportLost = (err: Error, inUse: boolean) => report(err, inUse);
    const serving = openPool(pg, opts.databaseUrl, opts.poolSize ?? 10, opts.statementTimeoutMs, reportLost, opts.maxQueueMs ?? 0);
    const counting = openPool(pg, opts.databaseUrl, opts.countersPoolSize ?? 2, opts.statementTimeoutMs, reportLost, 0);
    // Migrations on a connection of their own, free of the serving pool's
    // statement_timeout: an index build on a large catalogue may take longer.
    const migrator = new pg.Pool({ connectionString: opts.databaseUrl, max: 1 });
    migrator.on('error', () => {});
    try {
      await migrate(drizzle({ client: migrator }) as never, { migrationsFolder });
    } finally {
      await migrator.end();
    }
    return {
      db: drizzle({ client: serving.pool, schema }) as unknown as Db,
      counters: drizzle({ client: counting.pool, schema }) as unknown as Db,
      kind: 'postgres',
      onConnectionError: (next) => {
        report = next;
      },
      ping: (timeoutMs) => withTimeout(serving.pool.query('select 1').then(() => undefined), timeoutMs),
      close: async () => {
        await Promise.all([serving.close(), counting.close()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { extensions: { unaccent, pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return {
    db,
    counters: db,
    kind: 'pglite',
    onConnectionError: () => {},
    ping: (timeoutMs) => withTimeout(client.query('select 1').then(() => undefined), timeoutMs),
    close: () => client.close(),
  };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(new Error(`no answer within ${ms} ms`))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A pg pool whose lost connections are reported (`report`), never thrown, and
 * whose checkout errors are tagged for a 503 (lib/db-unavailable.ts).
 */
function openPool(
  pg: typeof import('pg').default,
  databaseUrl: string,
  max: number,
  statementTimeoutMs: number | undefined,
  report: (err: Error, inUse: boolean) => void,
  maxQueueMs: number,
): { pool: import('pg').Pool; close: () => Promise<void> } {
  // numeric and bigint come back as strings; counts are cast in SQL.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // A server that does not answer (blackholed host, full pool) fails the
    // request after a while instead of holding it forever.
    connectionTimeoutMillis: 5000,
    // A runaway or blocked statement (a lock held elsewhere) ends with an
    // error instead of holding a connection, and its request, forever; so
    // does a transaction left idle by a bug.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    idle_in_transaction_session_timeout: 60_000,
  });
  // The pool's own listener covers idle clients; each client's listener below
  // already reported the error.
  pool.on('error', () => {});
  // A client handed out to a request has no listener of the pool's: its
  // connection dying (mid-query, or between queries of a transaction)
  // would be an unhandled 'error' event. Listen on every client, and hand a
  // dead checked-out client back at once so its slot is freed even when the
  // code holding it never releases it (drizzle's transaction() does not
  // release the client when its BEGIN fails).
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      const inUse = checkedOut.has(client);
      report(err, inUse);
      if (!inUse) return;
      checkedOut.delete(client);
      const release = client.release.bind(client);
      // The holder's own release() later must not throw "released twice".
      client.release = () => {};
      release(err);
    });
  });
  // How long a connection is held, on average (exponentially weighted): what
  // a place in the queue costs. Held means from checkout to release, the
  // round trips to this process included: under load those dominate.
  let meanHoldMs = 5;
  const heldSince = new WeakMap<PoolClient, number>();
  pool.on('acquire', (client) => heldSince.set(client, performance.now()));
  pool.on('release', (_err, client) => {
    const since = heldSince.get(client);
    if (since !== undefined) meanHoldMs += (performance.now() - since - meanHoldMs) / 20;
  });
  /**
   * Whether a caller arriving now would wait past maxQueueMs for a
   * connection. pg-pool queues a caller even when a connection is idle (it is
   * handed over on the next tick): only callers beyond the idle ones wait, and
   * none while the pool may still open a connection.
   */
  const queueTooLong = () => {
    if (maxQueueMs <= 0 || pool.totalCount < max) return false;
    const ahead = pool.waitingCount - pool.idleCount;
    return ahead > 0 && ((ahead + 1) * meanHoldMs) / max > maxQueueMs;
  };
  // Errors opening a connection are the database being unreachable, never
  // the request's fault: tag them so they answer 503. A wait for a busy
  // pool that timed out, or a queue too long to join, is tagged apart: an
  // overload, not an outage.
  const rawConnect = pool.connect.bind(pool) as (cb: (err: Error | undefined, client?: PoolClient, done?: () => void) => void) => void;
  (pool as { connect: unknown }).connect = (cb?: (err: Error | undefined, client?: PoolClient, done?: () => void) => void) => {
    const refused = queueTooLong()
      ? new DatabasePoolBusyError(new Error(`${pool.waitingCount} callers queued for a connection, held ${meanHoldMs.toFixed(0)} ms each on average`))
      : null;
    if (cb) {
      if (refused) return void queueMicrotask(() => cb(refused));
      return rawConnect((err, client, done) => cb(err ? checkoutError(err) : undefined, client, done));
    }
    if (refused) return Promise.reject(refused);
    return new Promise<PoolClient>((resolve, reject) => rawConnect((err, client) => (err ? reject(checkoutError(err)) : resolve(client!))));
  };
  // pool.end() resolves when its clients are told to end, before their
  // sockets close; count them out so close() means closed.
  const open = new Set<unknown>();
  const closed = new Set<() => void>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) for (const done of closed) done();
  });
  return {
    pool,
    close: async () => {
      const allClosed = new Promise<void>((resolve) => (open.size === 0 ? resolve() : closed.add(resolve)));
      await pool.end();
      await allClosed;
    },
  };
}
