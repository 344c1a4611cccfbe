/**
 * Read replicas (issue 47 point 1, db/replicas.ts): the API on a PostgreSQL
 * primary and a streaming replica of it, both started here
 * (scripts/pg-cluster.sh, asynchronous replication as an operator runs it).
 * Replay on the replica is paused and resumed, and the replica stopped and
 * started, to see from outside, over HTTP, where each read is answered:
 * - the public catalogue from the replica, personal reads from the primary;
 * - a replica further behind than REPLICA_MAX_LAG_MS is left out, and the
 *   catalogue is answered from the primary, up to date, even where an answer
 *   from the replica was cached (the cache keys on the replica's own version);
 * - a count made on the replica is kept on the primary under the replica's
 *   version, never taken for the primary's newer one;
 * - a replica that stops answering is left out at once, and the read that met
 *   its failure is answered from the primary; it is taken back once it
 *   answers and has caught up.
 * PostgreSQL only; skipped in CI's run of the suite on a primary and a
 * replica (DATABASE_READ_URLS), which has its own replica and keeps it in step.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFailover } from '#server/db/replicas.ts';
import { countKey } from '#server/repositories/products.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';

const CLUSTER = fileURLToPath(new URL('../../scripts/pg-cluster.sh', import.meta.url));
const MAX_LAG_MS = 2500;

const cluster = (...args: string[]) => execFileSync('bash', [CLUSTER, ...args], { encoding: 'utf8' }).trim();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The test's database on the replica. */
let replicaPort = '';
const replicaUrlOf = (api: TestApi) => {
  const url = new URL(api.databaseUrl!);
  url.port = replicaPort;
  return url.toString();
};

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!process.env.DATABASE_URL || !!process.env.DATABASE_READ_URLS)('read replicas', () => {
  let dir: string;
  let api: TestApi;
  /** A connection to the test's database on the replica (replay control, its position). */
  let replica: pg.Client;
  let replicaUp = true;

  const state = () => api.database.replicas()[0]!;
  const replay = async (what: 'pause' | 'resume') => {
    await replica.query(`SELECT pg_wal_replay_${what}()`);
  };
  const product = async (id: string) => (await api.call('GET', `/api/v1/public/products/${id}`)).body as { name: string };
  const one = async <T>(query: ReturnType<typeof sql>) => ((await api.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'replicas-'));
    // Run as root, the script starts PostgreSQL as the postgres user, who must reach the clusters' folders.
    chmodSync(dir, 0o755);
    const primaryUrl = cluster('start', path.join(dir, 'primary'), String(await freePort()));
    const replicaUrl = cluster('replica', path.join(dir, 'primary'), path.join(dir, 'replica'), String(await freePort()));
    const saved = { url: process.env.DATABASE_URL, reads: process.env.DATABASE_READ_URLS };
    process.env.DATABASE_URL = primaryUrl;
    process.env.DATABASE_READ_URLS = replicaUrl;
    try {
      // A long-lived answer cache: an answer cached under the wrong version would show.
      api = await startTestApi({ REPLICA_MAX_LAG_MS: String(MAX_LAG_MS), REPLICA_CHECK_MS: '200', CATALOGUE_CACHE_TTL_MS: '60000' });
    } finally {
      process.env.DATABASE_URL = saved.url;
      process.env.DATABASE_READ_URLS = saved.reads;
    }
    replicaPort = new URL(replicaUrl).port;
    replica = new pg.Client({ connectionString: replicaUrlOf(api) });
    replica.on('error', () => {});
    await replica.connect();
    // The seed is many writes: on a busy machine an asynchronous replica may be
    // replaying them for a while. Start once it has all of them and is in use.
    const { lsn } = await one<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
    await until('the replica replayed the seed', async () => {
      const { rows } = await replica.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
      return rows[0]!.done;
    }, 60_000);
    await until('the replica in use', () => state().usable, 60_000);
  }, 120_000);

  afterAll(async () => {
    if (replicaUp) await replay('resume').catch(() => {});
    await replica?.end().catch(() => {});
    await api?.close();
    if (dir) {
      cluster('stop', path.join(dir, 'replica'));
      cluster('stop', path.join(dir, 'primary'));
    }
  }, 60_000);

  it('answers the public catalogue from the replica and personal reads from the primary; past the lag bound, from the primary', async () => {
    expect(state()).toMatchObject({ usable: true, lagMs: expect.any(Number) });
    const ready = await api.call('GET', '/api/ready');
    expect(ready.body.replicas).toEqual([expect.objectContaining({ usable: true })]);

    const list = '/api/v1/public/products/?sort=newest&limit=5';
    type Item = { id: string; name: string; category_id: string; available_stores: { store_id: string }[] | null };
    const [first] = (await api.call('GET', list)).body.items as Item[];
    const category = first!.category_id;
    const second = await one<{ id: string }>(
      sql`SELECT id FROM products WHERE category_id = ${category}::uuid AND status = 'active' AND id <> ${first!.id}::uuid ORDER BY id LIMIT 1`,
    );
    // A filter no request has asked for: its total is counted, not read from the count cache.
    const counted = `/api/v1/public/products/?category=${category}&min_price=1&limit=1`;
    const before = await one<{ version: string }>(sql`SELECT version::text FROM catalogue_versions WHERE company_id = ${api.config.companyId}::uuid`);
    const total = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE category_id = ${category}::uuid AND status = 'active' AND price_from >= 1`);

    await replay('pause');
    // On the primary: a new name and a product of the category withdrawn (both change the catalogue version).
    await api.db.execute(sql`UPDATE products SET name = 'Renommé sur le primaire' WHERE id = ${first!.id}::uuid`);
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${second!.id}::uuid`);
    // The cart is the primary's: it sees both writes at once.
    const sessionId = newSessionId();
    const storeId = first!.available_stores?.[0]?.store_id ?? null;
    expect((await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: first!.id, quantity: 1, store_id: storeId } })).status).toBe(201);
    expect((await api.call('GET', '/api/v1/cart/', { sessionId })).body.items[0].product_name).toBe('Renommé sur le primaire');
    expect((await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: second!.id, quantity: 1, store_id: null } })).status).toBe(404);

    // The replica has not replayed either write: the catalogue is the replica's.
    expect(state().usable).toBe(true);
    expect((await product(first!.id)).name).toBe(first!.name);
    expect((await api.call('GET', list)).body.items[0].name).toBe(first!.name);
    expect((await api.call('GET', counted)).body.total_items).toBe(total.n);
    // The replica's count is kept on the primary, under the version it was counted at.
    const { slot, key } = countKey({ companyId: api.config.companyId, minPrice: 1, categoryGroups: [[category]] }, { kind: 'all' });
    await until('the count made on the replica is kept on the primary', async () => {
      const row = await one<{ version: string } | undefined>(
        sql`SELECT version::text FROM catalogue_counts WHERE company_id = ${api.config.companyId}::uuid AND slot = ${slot} AND key = ${key}`,
      );
      return row?.version === before.version;
    });

    // Past the bound the replica is left out and every read is the primary's, cached answers included.
    await until('the lagging replica left out', () => !state().usable, MAX_LAG_MS + 5000);
    expect(state().reason).toMatch(/behind the primary/);
    expect((await api.call('GET', '/api/ready')).body.replicas).toEqual([expect.objectContaining({ usable: false })]);
    expect((await product(first!.id)).name).toBe('Renommé sur le primaire');
    expect((await api.call('GET', list)).body.items[0].name).toBe('Renommé sur le primaire');
    expect((await api.call('GET', counted)).body.total_items).toBe(total.n - 1);

    // Replay resumed: the replica catches up and serves again.
    await replay('resume');
    await until('the replica taken back', () => state().usable);
    expect((await product(first!.id)).name).toBe('Renommé sur le primaire');
    await replay('pause');
    await api.db.execute(sql`UPDATE products SET name = 'Renommé une deuxième fois' WHERE id = ${first!.id}::uuid`);
    expect((await product(first!.id)).name).toBe('Renommé sur le primaire');
    await replay('resume');
  }, 60_000);

  it('keeps answering the catalogue while the replica is down, and takes it back once it is up', async () => {
    await until('the replica in use', () => state().usable);
    const id = ((await api.call('GET', '/api/v1/public/products/?limit=1')).body.items[0] as { id: string }).id;
    cluster('down', path.join(dir, 'replica'));
    replicaUp = false;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await api.call('GET', `/api/v1/public/products/${id}`)).status);
      statuses.push((await api.call('GET', `/api/v1/public/products/?limit=2&skip=${i}`)).status);
    }
    // The read that meets the dead connection is answered from the primary; the replica is out from then on.
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(state()).toMatchObject({ usable: false });

    // A read already sent to the replica when it went (refused here: nothing listens) is run on the primary.
    const gone = new pg.Pool({ connectionString: replicaUrlOf(api), connectionTimeoutMillis: 2000 });
    const primary = new pg.Pool({ connectionString: api.databaseUrl });
    const failures: string[] = [];
    try {
      const reads = withFailover(gone, primary, (err) => failures.push(err.message));
      const { rows } = await reads.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [id]);
      expect(rows).toHaveLength(1);
      expect(failures).toEqual([expect.stringMatching(/ECONNREFUSED|connect/)]);
      // A statement that fails on its own is not sent again: its error is the answer.
      await expect(reads.query('SELECT 1/0')).rejects.toThrow(/division by zero/);
    } finally {
      await gone.end();
      await primary.end();
    }

    cluster('up', path.join(dir, 'replica'));
    replicaUp = true;
    await until('the restarted replica taken back', () => state().usable, 30_000);
    expect((await api.call('GET', `/api/v1/public/products/${id}`)).status).toBe(200);
  }, 60_000);
});
