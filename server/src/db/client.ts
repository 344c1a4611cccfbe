/**
 * Opens the database: PGlite persisted in a folder by default (no install),
 * or a PostgreSQL server through `pg` when DATABASE_URL is set. Both run the
 * same committed migrations at start.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where a connection lost while idle in the pool is reported (a server
   * restart, `pg_terminate_backend`): the pool drops it and opens another on
   * the next query. Without a listener `pg` would throw it and end the process.
   */
  onConnectionError(report: (err: Error) => void): void;
  /** Resolves once every connection is closed, not only handed back. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; absent means PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // numeric and bigint come back as strings; counts are cast in SQL.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    let report = (err: Error) => console.warn(`PostgreSQL: connexion perdue (${err.message})`);
    pool.on('error', (err) => report(err));
    // pool.end() resolves when its clients are told to end, before their
    // sockets close; count them out so close() means closed.
    const open = new Set<unknown>();
    const closed = new Set<() => void>();
    pool.on('connect', (client) => open.add(client));
    pool.on('remove', (client) => {
      open.delete(client);
      if (open.size === 0) for (const done of closed) done();
    });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      onConnectionError: (next) => {
        report = next;
      },
      close: async () => {
        const allClosed = new Promise<void>((resolve) => (open.size === 0 ? resolve() : closed.add(resolve)));
        await pool.end();
        await allClosed;
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
  return { db, kind: 'pglite', onConnectionError: () => {}, close: () => client.close() };
}
