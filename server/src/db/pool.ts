/**
 * The PostgreSQL pools db/client.ts opens (the serving pool, the counters'
 * pool, a pool per read replica): pg's Pool, with
 * - the connection's settings (timeouts, no JIT: newPool);
 * - lost connections reported, never thrown, and a dead checked-out
 *   connection handed back at once (reportLostConnections);
 * - admission: a caller that would queue longer than `maxQueueMs`, or past
 *   its request's deadline, is refused as an overload (admitCheckouts);
 * - checkout errors tagged for a 503 (lib/db-unavailable.ts) and told to
 *   `checkoutFailed`;
 * - a close that resolves once every connection is closed (closeWhenClosed).
 */
import type { Pool, PoolClient } from 'pg';
import { checkoutError, DatabasePoolBusyError, DatabaseUnavailableError } from '../lib/db-unavailable.ts';
import { msToDeadline } from '../lib/request-deadline.ts';

type Pg = typeof import('pg').default;

export interface PoolOptions {
  databaseUrl: string;
  /** The pool's connections. */
  max: number;
  /** PostgreSQL statement_timeout in ms; absent means none. */
  statementTimeoutMs?: number;
  /** The longest expected wait for a connection worth queueing for (db/client.ts OpenOptions); 0: no bound but the request's deadline and the pool's 5 s connection timeout. */
  maxQueueMs: number;
  /** Told of every lost connection; `inUse`: it was checked out. */
  report: (err: Error, inUse: boolean) => void;
  /** Told when a checkout fails because the database is unreachable. */
  checkoutFailed?: (err: Error) => void;
}

export function openPool(pg: Pg, opts: PoolOptions): { pool: Pool; close: () => Promise<void> } {
  const pool = newPool(pg, opts);
  reportLostConnections(pool, opts.report);
  const meanHoldMs = measureHolds(pool);
  admitCheckouts(pool, { max: opts.max, maxQueueMs: opts.maxQueueMs, meanHoldMs, checkoutFailed: opts.checkoutFailed ?? (() => {}) });
  return { pool, close: closeWhenClosed(pool) };
}

/** A pg pool with the API's connection settings (numeric and bigint come back as strings; counts are cast in SQL). */
function newPool(pg: Pg, opts: PoolOptions): Pool {
  return new pg.Pool({
    connectionString: opts.databaseUrl,
    max: opts.max,
    // A server that does not answer (blackholed host, full pool) fails the
    // request after a while instead of holding it forever.
    connectionTimeoutMillis: 5000,
    // A runaway or blocked statement (a lock held elsewhere) ends with an
    // error instead of holding a connection, and its request, forever; so
    // does a transaction left idle by a bug.
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    idle_in_transaction_session_timeout: 60_000,
    // No JIT: the API's statements run in a few ms, and PostgreSQL compiles
    // any plan costed above jit_above_cost, which a catalogue page's generic
    // plan is (its two branches are costed as if both ran): 40–55 ms of
    // compilation on a 3 ms query at 100k products, seen in auto_explain.
    // (Options the URL gives are kept.)
    options: `${urlOptions(opts.databaseUrl)} -c jit=off`.trim(),
  });
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
 * Reports every lost connection (a server restart, failover,
 * `pg_terminate_backend`) instead of letting pg throw it. The pool's own
 * listener covers idle clients, but a client handed out to a request has
 * none of the pool's: its connection dying (mid-query, or between queries of
 * a transaction) would be an unhandled 'error' event. So every client is
 * listened to, and a dead checked-out client is handed back at once, so its
 * slot is freed even when the code holding it never releases it (drizzle's
 * transaction() does not release the client when its BEGIN fails).
 */
function reportLostConnections(pool: Pool, report: (err: Error, inUse: boolean) => void): void {
  // Each client's listener below has already reported the error.
  pool.on('error', () => {});
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
}

/**
 * How long a connection is held, on average (exponentially weighted): what
 * a place in the queue costs. Held means from checkout to release, the
 * round trips to this process included: under load those dominate.
 */
function measureHolds(pool: Pool): () => number {
  let meanHoldMs = 5;
  const heldSince = new WeakMap<PoolClient, number>();
  pool.on('acquire', (client) => heldSince.set(client, performance.now()));
  pool.on('release', (_err, client) => {
    const since = heldSince.get(client);
    if (since !== undefined) meanHoldMs += (performance.now() - since - meanHoldMs) / 20;
  });
  return () => meanHoldMs;
}

type Done = (err?: Error) => void;
type Callback = (err: Error | undefined, client?: PoolClient, done?: Done) => void;

interface Admission {
  max: number;
  maxQueueMs: number;
  meanHoldMs: () => number;
  checkoutFailed: (err: Error) => void;
}

/**
 * Replaces the pool's connect() with one that admits callers. A queue too
 * long to join is refused at once, and a request's deadline
 * (lib/request-deadline.ts) bounds its wait too: past it the caller is
 * refused, and the connection, when it comes, goes straight back to the
 * pool. Both are tagged as an overload (DatabasePoolBusyError), not an
 * outage; errors opening a connection are the database being unreachable,
 * never the request's fault, and tagged so they answer 503 too
 * (checkoutError).
 */
function admitCheckouts(pool: Pool, admission: Admission): void {
  const rawConnect = pool.connect.bind(pool) as (cb: Callback) => void;
  const failed = (err: Error) => {
    const tagged = checkoutError(err);
    if (tagged instanceof DatabaseUnavailableError) admission.checkoutFailed(err);
    return tagged;
  };
  const connect = (cb: Callback) => {
    const left = msToDeadline();
    if (queueTooLong(pool, admission, left)) {
      const why = `${pool.waitingCount} callers queued for a connection, held ${admission.meanHoldMs().toFixed(0)} ms each on average`;
      return void queueMicrotask(() => cb(new DatabasePoolBusyError(new Error(why))));
    }
    // No wait ahead (a connection idle, or one more may be opened): the
    // deadline has nothing to bound, even a passed one.
    const waits = pool.totalCount >= admission.max && pool.idleCount <= pool.waitingCount;
    if (!waits || !Number.isFinite(left)) return rawConnect((err, client, done) => cb(err ? failed(err) : undefined, client, done));
    connectWithin(rawConnect, left, cb, failed);
  };
  (pool as { connect: unknown }).connect = (cb?: Callback) => {
    if (cb) return connect(cb);
    return new Promise<PoolClient>((resolve, reject) => connect((err, client) => (err ? reject(err) : resolve(client!))));
  };
}

/**
 * Whether a caller arriving now, `left` ms before its deadline, would wait
 * past maxQueueMs (or its deadline) for a connection. pg-pool queues a caller
 * even when a connection is idle (it is handed over on the next tick): only
 * callers beyond the idle ones wait, and none while the pool may still open
 * a connection.
 */
function queueTooLong(pool: Pool, admission: Admission, left: number): boolean {
  if (pool.totalCount < admission.max) return false;
  const ahead = pool.waitingCount - pool.idleCount;
  const bound = Math.min(admission.maxQueueMs > 0 ? admission.maxQueueMs : Number.POSITIVE_INFINITY, left);
  return ahead > 0 && ((ahead + 1) * admission.meanHoldMs()) / admission.max > bound;
}

/** A checkout that gives up after `left` ms; a connection that comes after that goes straight back. */
function connectWithin(rawConnect: (cb: Callback) => void, left: number, cb: Callback, failed: (err: Error) => Error): void {
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
}

/**
 * The pool's close. pool.end() resolves when its clients are told to end,
 * before their sockets close; they are counted out so that close() means
 * closed.
 */
function closeWhenClosed(pool: Pool): () => Promise<void> {
  const open = new Set<unknown>();
  const closed = new Set<() => void>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) for (const done of closed) done();
  });
  return async () => {
    const allClosed = new Promise<void>((resolve) => (open.size === 0 ? resolve() : closed.add(resolve)));
    await pool.end();
    await allClosed;
  };
}
