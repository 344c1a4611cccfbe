/**
 * Opens the database: PGlite persisted in a folder by default (no install),
 * or a PostgreSQL server through `pg` when DATABASE_URL is set. Both run the
 * same committed migrations at start.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DatabasePoolBusyError, DatabaseUnavailableError } from '../lib/db-unavailable.ts';
import { msToDeadline } from '../lib/request-deadline.ts';
import { openPool } from './pool.ts';
import { createReadRouting, type ReplicaState } from './replicas.ts';
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
   * The handle for one public catalogue read (lists, search, a product,
   * categories, collections, stores, sitemaps): a read replica that keeps up
   * (DATABASE_READ_URLS, db/replicas.ts) in turn, else `db`. Never for a
   * write, a personal read, or a read a write decides on.
   */
  reads(): Db;
  /** The read replicas' state (readiness, logs); [] without replicas. */
  replicas(): ReplicaState[];
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
   * The longest wait for a serving connection worth queueing for (PostgreSQL's
   * pool, or PGlite's one connection), in ms: a request whose expected wait (the callers queued ahead of it times
   * the mean time a connection is held, over the pool's size) is longer is
   * refused at once as an overload (503, Retry-After) instead of joining the
   * queue. Absent or 0: no bound but the pool's 5 s connection timeout.
   */
  maxQueueMs?: number;
  /** PostgreSQL statement_timeout in ms (PostgreSQL only); absent means none. */
  statementTimeoutMs?: number;
  /** Read replicas of `databaseUrl`'s server (streaming hot standbys), for public catalogue reads. */
  readUrls?: string[];
  /** The most a replica may lag before it is left out, in ms (default 5000). */
  replicaMaxLagMs?: number;
  /** How often the replicas' lag is checked, in ms (default 1000). */
  replicaCheckMs?: number;
  /** Where replicas left out or taken back are reported (default: console.warn). */
  log?: (message: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    let report = (err: Error, inUse: boolean) => console.warn(`PostgreSQL: connection lost${inUse ? ' in use' : ''} (${err.message})`);
    const reportLost = (err: Error, inUse: boolean) => report(err, inUse);
    const pooled = { statementTimeoutMs: opts.statementTimeoutMs, maxQueueMs: opts.maxQueueMs ?? 0 };
    const serving = openPool(pg, { ...pooled, databaseUrl: opts.databaseUrl, max: opts.poolSize ?? 10, report: reportLost });
    const counting = openPool(pg, { ...pooled, databaseUrl: opts.databaseUrl, max: opts.countersPoolSize ?? 2, maxQueueMs: 0, report: reportLost });
    // Migrations on a connection of their own, free of the serving pool's
    // statement_timeout: an index build on a large catalogue may take longer.
    const migrator = new pg.Pool({ connectionString: opts.databaseUrl, max: 1 });
    migrator.on('error', () => {});
    try {
      await migrate(drizzle({ client: migrator }) as never, { migrationsFolder });
    } finally {
      await migrator.end();
    }
    const db = drizzle({ client: serving.pool, schema }) as unknown as Db;
    const routing = opts.readUrls?.length
      ? createReadRouting({
          primary: { db, pool: serving.pool },
          replicaUrls: opts.readUrls,
          openPool: (url, failed) => openPool(pg, { ...pooled, databaseUrl: url, max: opts.poolSize ?? 10, report: (err) => failed(err), checkoutFailed: failed }),
          maxLagMs: opts.replicaMaxLagMs ?? 5000,
          checkMs: opts.replicaCheckMs ?? 1000,
          log: opts.log,
        })
      : undefined;
    // The first check before serving: a process starts with its replicas in use.
    await routing?.check();
    return {
      db,
      counters: drizzle({ client: counting.pool, schema }) as unknown as Db,
      kind: 'postgres',
      reads: routing ? () => routing.pick() : () => db,
      replicas: () => routing?.states() ?? [],
      onConnectionError: (next) => {
        report = next;
      },
      ping: (timeoutMs) => withTimeout(serving.pool.query('select 1').then(() => undefined), timeoutMs),
      close: async () => {
        await Promise.all([serving.close(), counting.close(), routing?.close()]);
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
  await migrate(drizzle({ client, schema }) as never, { migrationsFolder });
  const db = drizzle({ client: gateOneConnection(client, opts.maxQueueMs ?? 0), schema }) as unknown as Db;
  return {
    db,
    counters: db,
    kind: 'pglite',
    reads: () => db,
    replicas: () => [],
    onConnectionError: () => {},
    ping: (timeoutMs) => withTimeout(client.query('select 1').then(() => undefined), timeoutMs),
    close: () => client.close(),
  };
}

/**
 * PGlite is one connection: every statement and transaction waits its turn
 * in one FIFO queue, and runs on this process's event loop. Left to PGlite's
 * own lock, the queue was unbounded and drained in one promise chain: a turn
 * of the event loop ran statement after statement, and under a burst of 200
 * new connections some waited 5 to 8 s to be accepted (bench:load). Here each
 * turn on the connection starts on its own turn of the event loop, and the
 * same rule as the pool's (`maxQueueMs`) applies:
 * a caller whose expected wait (the callers queued ahead of it, plus the one
 * being served, times the mean hold) is past `maxQueueMs` is refused at once
 * with DatabasePoolBusyError (503 and Retry-After), and one still queued
 * after `QUEUE_WAIT_CAP` times `maxQueueMs` (the estimate was wrong: a few
 * long holds) is refused then, as pg-pool's connection timeout does. The
 * first QUEUE_FLOOR callers always queue. The gate hands the connection over
 * in order, so PGlite's own lock is never contended through it. `maxQueueMs` 0: the client as it is, unbounded.
 * Statements inside a transaction run on its own handle, not through here.
 */
const QUEUE_WAIT_CAP = 4;
/**
 * Callers that may always queue, whatever the estimate: a page's few
 * parallel reads. The mean hold counts the event loop's other work done
 * while a transaction is open (a page rendered on the server meanwhile), so
 * at low load a few slow turns could otherwise refuse a page's sixth read.
 */
const QUEUE_FLOOR = 16;

/** A turn of the event loop shorter than this read nothing: the loop is quiet. */
const QUIET_TURN_MS = 0.25;

/** Calls `grant` on a later turn of the event loop: the first quiet one, or once `heldMs` has passed. */
function handOver(grant: () => void, heldMs: number): void {
  const started = performance.now();
  let last = started;
  const step = () => {
    const now = performance.now();
    const quiet = now - last < QUIET_TURN_MS;
    last = now;
    if (quiet || now - started >= heldMs) grant();
    else setImmediate(step);
  };
  setImmediate(step);
}

export function gateOneConnection<C extends { query: (...args: never[]) => Promise<unknown>; transaction: (...args: never[]) => Promise<unknown> }>(
  client: C,
  maxQueueMs: number,
): C {
  if (maxQueueMs <= 0) return client;
  let busy = false;
  const queue: { grant: () => void; timer: NodeJS.Timeout }[] = [];
  let meanHoldMs = 2;
  const refuse = (why: string) => new DatabasePoolBusyError(new Error(why));
  const take = (): Promise<void> => {
    // A request's own deadline (lib/request-deadline.ts) bounds its wait
    // below the cap: its earlier waits have used part of it.
    const left = msToDeadline();
    if (!busy) {
      busy = true;
      return Promise.resolve();
    }
    if (left <= 0) return Promise.reject(refuse('the request waited past its deadline before its turn on the connection'));
    const expected = (queue.length + 1) * meanHoldMs;
    if (queue.length >= QUEUE_FLOOR && expected > Math.min(maxQueueMs, left)) {
      return Promise.reject(refuse(`${queue.length} callers queued for the connection, held ${meanHoldMs.toFixed(1)} ms each on average`));
    }
    const waitMs = Math.min(maxQueueMs * QUEUE_WAIT_CAP, left);
    return new Promise<void>((resolve, reject) => {
      const entry = {
        grant: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(refuse(`no turn on the connection within ${Math.round(waitMs)} ms`));
        }, waitMs),
      };
      queue.push(entry);
    });
  };
  const give = (since: number) => {
    meanHoldMs += (performance.now() - since - meanHoldMs) / 20;
    const next = queue.shift();
    if (!next) {
      busy = false;
      return;
    }
    clearTimeout(next.timer);
    // Not as a microtask: PGlite runs a statement synchronously, so handing
    // over in a promise chain would run the whole queue in one turn, and the
    // process would read no socket and accept no connection meanwhile (under
    // a burst, new connections waited 5 to 8 s in the kernel's accept queue).
    // Nor always on the very next turn: libuv accepts one connection per
    // turn, so a statement per turn let a burst of 1,000 connections in at
    // 40 a second (one 20 ms catalogue statement each). The next statement
    // starts once a turn passes with nothing to read (a quiet loop: at once),
    // or once the loop has had as long as the statement held it (at most
    // half of the time goes to statements while sockets wait).
    handOver(next.grant, performance.now() - since);
  };
  const gated = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await take();
      const since = performance.now();
      try {
        return await run(...args);
      } finally {
        give(since);
      }
    };
  const query = gated(client.query.bind(client) as (...args: unknown[]) => Promise<unknown>);
  const transaction = gated(client.transaction.bind(client) as (...args: unknown[]) => Promise<unknown>);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(new Error(`no answer within ${ms} ms`))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
