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
import { msToDeadline } from '../lib/request-deadline.ts';
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
    const db = drizzle({ client: serving.pool, schema }) as unknown as Db;
    const routing = opts.readUrls?.length
      ? createReadRouting({
          primary: { db, pool: serving.pool },
          replicaUrls: opts.readUrls,
          openPool: (url, failed) =>
            openPool(pg, url, opts.poolSize ?? 10, opts.statementTimeoutMs, (err) => failed(err), opts.maxQueueMs ?? 0, failed),
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

/** The `options` parameter of a connection URL (server settings such as `-c search_path=…`), or ''. */
function urlOptions(databaseUrl: string): string {
  try {
    return new URL(databaseUrl).searchParams.get('options') ?? '';
  } catch {
    return '';
  }
}

/**
 * A pg pool whose lost connections are reported (`report`), never thrown, and
 * whose checkout errors are tagged for a 503 (lib/db-unavailable.ts) and told
 * to `checkoutFailed`.
 */
function openPool(
  pg: typeof import('pg').default,
  databaseUrl: string,
  max: number,
  statementTimeoutMs: number | undefined,
  report: (err: Error, inUse: boolean) => void,
  maxQueueMs: number,
  checkoutFailed: (err: Error) => void = () => {},
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
    // No JIT: the API's statements run in a few ms, and PostgreSQL compiles
    // any plan costed above jit_above_cost, which a catalogue page's generic
    // plan is (its two branches are costed as if both ran): 40–55 ms of
    // compilation on a 3 ms query at 100k products, seen in auto_explain.
    // (Options the URL gives are kept.)
    options: `${urlOptions(databaseUrl)} -c jit=off`.trim(),
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
  const queueTooLong = (left: number) => {
    if (pool.totalCount < max) return false;
    const ahead = pool.waitingCount - pool.idleCount;
    const bound = Math.min(maxQueueMs > 0 ? maxQueueMs : Number.POSITIVE_INFINITY, left);
    return ahead > 0 && ((ahead + 1) * meanHoldMs) / max > bound;
  };
  // Errors opening a connection are the database being unreachable, never
  // the request's fault: tag them so they answer 503. A wait for a busy
  // pool that timed out, or a queue too long to join, is tagged apart: an
  // overload, not an outage. A request's deadline (lib/request-deadline.ts)
  // bounds its wait too: past it the caller is refused, and the connection,
  // when it comes, goes straight back to the pool.
  type Done = (err?: Error) => void;
  type Callback = (err: Error | undefined, client?: PoolClient, done?: Done) => void;
  const rawConnect = pool.connect.bind(pool) as (cb: Callback) => void;
  const connect = (cb: Callback) => {
    const left = msToDeadline();
    if (queueTooLong(left)) {
      const why = `${pool.waitingCount} callers queued for a connection, held ${meanHoldMs.toFixed(0)} ms each on average`;
      return void queueMicrotask(() => cb(new DatabasePoolBusyError(new Error(why))));
    }
    // No wait ahead (a connection idle, or one more may be opened): the
    // deadline has nothing to bound, even a passed one.
    const waits = pool.totalCount >= max && pool.idleCount <= pool.waitingCount;
    const failed = (err: Error) => {
      const tagged = checkoutError(err);
      if (tagged instanceof DatabaseUnavailableError) checkoutFailed(err);
      return tagged;
    };
    if (!waits || !Number.isFinite(left)) return rawConnect((err, client, done) => cb(err ? failed(err) : undefined, client, done));
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      cb(new DatabasePoolBusyError(new Error(`no connection came free before the request's deadline (${Math.round(left)} ms)`)));
    }, Math.max(0, left));
    rawConnect((err, client, done) => {
      if (gaveUp) return void (client && done?.());
      clearTimeout(timer);
      cb(err ? failed(err) : undefined, client, done);
    });
  };
  (pool as { connect: unknown }).connect = (cb?: Callback) => {
    if (cb) return connect(cb);
    return new Promise<PoolClient>((resolve, reject) => connect((err, client) => (err ? reject(err) : resolve(client!))));
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
