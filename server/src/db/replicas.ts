/**
 * Read replicas (DATABASE_READ_URLS): PostgreSQL hot standbys that serve the
 * public catalogue's reads, so the primary keeps its connections and CPU for
 * writes and personal reads (docs/decisions/021).
 *
 * A replica serves reads only while it keeps up. Every `checkMs` the primary's
 * WAL position (`pg_current_wal_lsn()`) is sampled, and each replica is asked
 * how far it has replayed (`pg_last_wal_replay_lsn()`). A replica's lag is the
 * age of the newest sample it has replayed: its data is at least as fresh as
 * the primary's was then. (`now() - pg_last_xact_replay_timestamp()` is the
 * usual figure, but it grows while the primary writes nothing: an idle shop's
 * replicas would be left out for lagging behind nothing.) A replica further
 * behind than `maxLagMs`, one that does not answer within the check, one not
 * in recovery (promoted: it no longer follows this primary), and one whose
 * connection failed since the last check are left out until a check finds
 * them caught up; with none left, reads go to the primary. While the primary
 * does not answer, a replica that had replayed its last sample still serves:
 * the catalogue stays readable through a primary's outage.
 *
 * A read that meets a replica's failure (its connection cut or refused: it is
 * stopping, restarting, unreachable) is run again on the primary, once, and
 * the replica is left out: the shopper gets the answer, not a 503.
 *
 * Reads take the replicas in turn. Nothing here is shared between processes:
 * each API process checks the replicas for itself.
 */
import type { Pool } from 'pg';
import { isDatabaseUnavailable, isPoolBusy } from '../lib/db-unavailable.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db, Executor } from './client.ts';
import * as schema from './schema.ts';

export interface ReplicaState {
  /** host:port/database of the replica (no credentials). */
  name: string;
  usable: boolean;
  /** Age of the newest primary position it has replayed, at the last check; null before one answered. */
  lagMs: number | null;
  /** Why it is left out, when it is. */
  reason?: string;
}

export interface ReadRouting {
  /** The handle for one public catalogue read: a usable replica, in turn, else the primary. */
  pick(): Db;
  /** Samples the primary and checks every replica now (also run every `checkMs`). */
  check(): Promise<void>;
  states(): ReplicaState[];
  close(): Promise<void>;
}

interface Replica {
  name: string;
  pool: Pool;
  db: Db;
  close: () => Promise<void>;
  usable: boolean;
  lagMs: number | null;
  reason: string | undefined;
}

/** What a replica's handle stands for: the primary behind it (for the writes a read may lead to, see `primaryBehind`) and its name. */
const replicaHandles = new WeakMap<object, { primary: Db; name: string }>();

/** The primary behind a replica's handle; undefined for the primary's own handle or a transaction. */
export function primaryBehind(db: Executor): Db | undefined {
  return replicaHandles.get(db)?.primary;
}

/** Which server a handle reads from: 'primary' or a replica's name. Answers cached per version are kept per source. */
export function readSource(db: Executor): string {
  return replicaHandles.get(db)?.name ?? 'primary';
}

/**
 * The replica's pool, whose queries (the promise form, as drizzle and the
 * catalogue's prepared statements call it) run again on the primary's pool
 * when the replica could not be reached or its connection died under them.
 * Reads only: nothing a replica serves writes. A busy pool or a failing
 * statement is the request's answer, as on the primary.
 */
export function withFailover(replica: Pool, primary: Pool, failed: (err: Error) => void): Pool {
  const query = (...args: unknown[]) => {
    const run = (pool: Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if (typeof args.at(-1) === 'function') return run(replica);
    return run(replica).catch((err: Error) => {
      if (!isDatabaseUnavailable(err) || isPoolBusy(err)) throw err;
      failed(err);
      return run(primary);
    });
  };
  return new Proxy(replica, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A WAL position ('16/B374D848') as a number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The host, port and database of a connection URL, for logs and the readiness answer. */
function replicaName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

export interface ReadRoutingOptions {
  primary: { db: Db; pool: Pool };
  replicaUrls: string[];
  /** Opens a replica's pool (db/pool.ts openPool); `failed` is told of a lost connection or a refused checkout. */
  openPool: (url: string, failed: (err: Error) => void) => { pool: Pool; close: () => Promise<void> };
  maxLagMs: number;
  checkMs: number;
  /** Told when a replica is left out or taken back. */
  log?: (message: string) => void;
  now?: () => number;
}

export function createReadRouting(opts: ReadRoutingOptions): ReadRouting {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((message: string) => console.warn(message));
  const replicas: Replica[] = opts.replicaUrls.map((url) => {
    // A failed connection leaves the replica out at once, until a check finds it answering.
    const failed = (err: Error) => setUsable(replica, false, `connection failed: ${err.message}`);
    const { pool, close } = opts.openPool(url, failed);
    const db = drizzle({ client: withFailover(pool, opts.primary.pool, failed), schema }) as unknown as Db;
    const replica: Replica = { name: replicaName(url), pool, db, close, usable: false, lagMs: null, reason: 'not checked yet' };
    replicaHandles.set(db, { primary: opts.primary.db, name: replica.name });
    return replica;
  });
  let closed = false;
  function setUsable(r: Replica, usable: boolean, reason?: string) {
    // Closing ends the pools: what fails then is no news.
    if (closed) return;
    if (r.usable !== usable) log(usable ? `read replica ${r.name}: serving reads (lag ${r.lagMs} ms)` : `read replica ${r.name}: left out (${reason})`);
    r.usable = usable;
    r.reason = usable ? undefined : reason;
  }
  // Samples of the primary's position, oldest first, kept for the lag bound and a check more.
  const samples: { at: number; lsn: bigint }[] = [];
  const timeoutMs = Math.max(opts.checkMs, 500);
  const within = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      // Timers run before I/O in a turn of the event loop: after a busy stretch the
      // answer may be waiting unread. Reject only after that I/O has been handled.
      timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${timeoutMs} ms`))), timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };
  const checkReplica = async (r: Replica) => {
    try {
      const { rows } = await within(r.pool.query<{ standby: boolean; lsn: string | null }>('SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn'));
      const row = rows[0]!;
      if (!row.standby || row.lsn === null) return setUsable(r, false, 'not a standby');
      const replayed = parseLsn(row.lsn);
      const last = samples.at(-1);
      if (!last) return setUsable(r, false, 'the primary has not answered yet');
      // Caught up with everything known of the primary: no lag (also while the primary is down).
      let lag = 0;
      if (replayed < last.lsn) {
        const newest = samples.findLast((s) => s.lsn <= replayed);
        lag = now() - (newest ?? samples[0]!).at;
      }
      r.lagMs = lag;
      if (lag > opts.maxLagMs) return setUsable(r, false, `${lag} ms behind the primary`);
      setUsable(r, true);
    } catch (err) {
      setUsable(r, false, `no answer: ${(err as Error).message}`);
    }
  };
  let checking: Promise<void> | undefined;
  const check = (): Promise<void> =>
    (checking ??= (async () => {
      try {
        const { rows } = await within(opts.primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'));
        samples.push({ at: now(), lsn: parseLsn(rows[0]!.lsn) });
        const keepFrom = now() - opts.maxLagMs - 2 * opts.checkMs;
        while (samples.length > 1 && samples[1]!.at < keepFrom) samples.shift();
      } catch {
        // The primary is down: the replicas are measured against its last sample.
      }
      await Promise.all(replicas.map(checkReplica));
    })().finally(() => {
      checking = undefined;
    }));
  const timer = setInterval(() => void check(), opts.checkMs);
  timer.unref();
  let turn = 0;
  return {
    pick() {
      const usable = replicas.filter((r) => r.usable);
      if (usable.length === 0) return opts.primary.db;
      turn = (turn + 1) % usable.length;
      return usable[turn]!.db;
    },
    check,
    states: () => replicas.map((r) => ({ name: r.name, usable: r.usable, lagMs: r.lagMs, ...(r.reason ? { reason: r.reason } : {}) })),
    async close() {
      closed = true;
      clearInterval(timer);
      await checking?.catch(() => {});
      await Promise.all(replicas.map((r) => r.close()));
    },
  };
}

