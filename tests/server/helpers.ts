/**
 * Starts the real API over HTTP on a fresh database for one test file:
 * in-memory PGlite by default, or a new throwaway database on the PostgreSQL
 * server of DATABASE_URL (dropped afterwards), seeded with the standard catalogue.
 * With DATABASE_READ_URLS too (streaming replicas of that server), the API reads
 * the public catalogue from the same database on the replicas. For reads that
 * follow writes at once, give DATABASE_URL
 * `options=-c synchronous_commit=remote_apply` and make the replica
 * synchronous (scripts/pg-cluster.sh replica … sync): a commit then returns
 * once the replica has applied it.
 */
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { seedDatabase } from '#server/seed/seed.ts';

// Test runners only: scrypt at 2^14 (the cost before issue 11) instead of
// production's 2^17, which would cost ~0.5 s per account on this machine.
// Read at each hash, so it applies to the app and the seed alike.
process.env.PASSWORD_HASH_COST ??= '14';

export interface TestApi {
  app: App;
  db: Database['db'];
  database: Database;
  config: AppConfig;
  baseUrl: string;
  /** The throwaway PostgreSQL database of this file; absent on PGlite. */
  databaseUrl?: string;
  /** fetch against the API: JSON in, {status, body, headers} out. */
  call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
  /** The rows of plain SQL on this file's database (the expected sets). */
  rows: <T>(query: SQL) => Promise<T[]>;
  /** A GET that must answer 200 (else the test fails with the answer): its body. */
  getOk: <T>(path: string) => Promise<T>;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is (malformed JSON tests). */
  rawBody?: string;
  token?: string;
  sessionId?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function newSessionId(): string {
  const rand = randomBytes(16).toString('hex').replace(/[^a-z0-9]/g, '').slice(0, 9).padEnd(9, 'a');
  return `session_${rand}_${Date.now().toString(36)}`;
}

async function createTestDatabase(): Promise<{ url?: string; readUrls: string[]; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { readUrls: [], drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const inDatabase = (server: string) => {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const replicas = (process.env.DATABASE_READ_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean);
  // An asynchronous replica replays the CREATE DATABASE a moment later: wait
  // until each can open the new database, or the API would leave it out.
  for (const replica of replicas) await untilReachable(inDatabase(replica), pg);
  return {
    url: inDatabase(adminUrl),
    readUrls: replicas.map(inDatabase),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function untilReachable(url: string, pg: typeof import('pg').default, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export interface StartOptions {
  /** Receives every log line of the server (JSON), at level info and above. */
  logs?: string[];
  /** A storefront build to serve beside the API (buildApp's distDir). */
  distDir?: string;
}

export async function startTestApi(env: Record<string, string> = {}, opts: StartOptions = {}): Promise<TestApi> {
  const testDb = await createTestDatabase();
  // Shedding on event-loop delay is off unless a test sets it: tests share a
  // busy 2-core machine, where an in-process PGlite makes the loop lag.
  // So is the bound on the pool's queue (DATABASE_QUEUE_MS): the suites' bursts of concurrent requests on 4 connections must queue.
  const config = loadConfig({ AUTH_RATE_LIMIT: '1000', AUTH_ACCOUNT_RATE_LIMIT: '1000', WRITE_RATE_LIMIT: '100000', WRITE_RATE_LIMIT_PER_ADDRESS: '100000', MAX_EVENT_LOOP_DELAY_MS: '0', DATABASE_QUEUE_MS: '0', ...env, DATABASE_URL: testDb.url ?? '', DATABASE_READ_URLS: testDb.readUrls.join(',') });
  const database = await openDatabase({
    databaseUrl: testDb.url,
    poolSize: 4,
    statementTimeoutMs: config.statementTimeoutMs,
    maxQueueMs: config.databaseQueueMs,
    readUrls: config.databaseReadUrls,
    replicaMaxLagMs: config.replicaMaxLagMs,
    replicaCheckMs: config.replicaCheckMs,
    log: () => {},
  });
  // A run with replicas must read from them, or it tests nothing more than the primary.
  const leftOut = database.replicas().filter((r) => !r.usable);
  if (leftOut.length > 0) throw new Error(`read replica not in use: ${leftOut.map((r) => `${r.name} (${r.reason})`).join(', ')}`);
  await seedDatabase(database.db, { companyId: config.companyId, log: () => {} });
  const logs = opts.logs;
  const logger = logs ? { level: 'info', stream: { write: (line: string) => void logs.push(line) } } : undefined;
  const app = await buildApp({ config, database, logger, distDir: opts.distDir });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.sessionId) headers['x-session-id'] = opts.sessionId;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    const res = await fetch(`${address}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as any, headers: res.headers };
  };
  return {
    app,
    db: database.db,
    database,
    config,
    baseUrl: address,
    databaseUrl: testDb.url,
    call,
    rows: async <T>(query: SQL) => rowsOf<T>(await database.db.execute(query)),
    getOk: async <T>(path: string) => {
      const res = await call('GET', path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as T;
    },
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
