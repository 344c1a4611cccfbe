/**
 * The API on PostgreSQL outlives its connections: a backend killed under load
 * (server restart, failover, pg_terminate_backend) costs the requests caught
 * in it a French 503, never the process; the pool reconnects by itself and
 * /api/ready tells whether the database answers.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storeProducts } from '#server/db/schema.ts';
import { startTestApi, newSessionId, type CallResult, type TestApi } from './helpers.ts';

// Only PostgreSQL has connections to lose; PGlite runs in this process.
const onPostgres = Boolean(process.env.DATABASE_URL);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

async function admin<T>(work: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const dbName = () => new URL(api.databaseUrl!).pathname.slice(1);

/** Ends every connection of the API's database, as a restart or failover would. */
const terminateBackends = () =>
  admin(async (c) => (await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName()])).rowCount ?? 0);

function expectOkOr503(res: CallResult, what: string) {
  if (res.status === 503) {
    expect(res.body.detail, what).toMatch(/base de données/);
    expect(res.headers.get('retry-after'), what).toBeTruthy();
  } else {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  }
}

describe('health and readiness', () => {
  it('/api/health answers without the database; /api/ready checks it', async () => {
    const health = await api.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    const ready = await api.call('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
  });
});

describe.skipIf(!onPostgres)('PostgreSQL connections lost under load', () => {
  it('answers the requests caught in it with a French 503, then reconnects and goes on serving', async () => {
    // A product sold without store offers, with stock for every add below.
    const [product] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), notExists(api.db.select().from(storeProducts).where(eq(storeProducts.productId, products.id)))))
      .limit(1);
    const productId = product!.id;
    await api.db.update(products).set({ stock: 1_000_000 }).where(eq(products.id, productId));
    const results: { what: string; res: CallResult }[] = [];
    let stop = false;
    // Catalogue reads (pooled queries) and cart writes (transactions holding
    // a checked-out connection) in parallel, so backends die mid-query and
    // mid-transaction.
    const worker = async (i: number) => {
      while (!stop) {
        const sessionId = newSessionId();
        const read = i % 2 === 0;
        const what = read ? 'catalogue' : 'cart add';
        const res = read
          ? await api.call('GET', `/api/v1/public/products?limit=20&skip=${i}`)
          : await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: productId, quantity: 1 } });
        results.push({ what, res });
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));
    await new Promise((r) => setTimeout(r, 300));
    let killed = 0;
    for (let round = 0; round < 3; round += 1) {
      killed += await terminateBackends();
      await new Promise((r) => setTimeout(r, 150));
    }
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(workers);

    expect(killed).toBeGreaterThan(0);
    for (const { what, res } of results) expectOkOr503(res, what);
    // The process is alive and the pool has reconnected.
    const after = await api.call('GET', '/api/v1/public/products?limit=5');
    expect(after.status).toBe(200);
    const add = await api.call('POST', '/api/v1/cart/items', { sessionId: newSessionId(), body: { product_id: productId, quantity: 1 } });
    expect(add.status, JSON.stringify(add.body)).toBeLessThan(300);
    expect((await api.call('GET', '/api/ready')).status).toBe(200);
  });

  it('while the database refuses connections: 503 in French from the API and /api/ready, 200 from /api/health; then back', async () => {
    await admin((c) => c.query(`ALTER DATABASE ${dbName()} ALLOW_CONNECTIONS false`));
    try {
      await terminateBackends();
      const ready = await api.call('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.detail).toMatch(/base de données/);
      const list = await api.call('GET', '/api/v1/public/products?limit=5');
      expect(list.status).toBe(503);
      expect(list.body.detail).toMatch(/base de données/);
      expect(list.headers.get('retry-after')).toBeTruthy();
      const cart = await api.call('GET', '/api/v1/cart', { sessionId: newSessionId() });
      expect(cart.status).toBe(503);
      expect((await api.call('GET', '/api/health')).status).toBe(200);
    } finally {
      await admin((c) => c.query(`ALTER DATABASE ${dbName()} ALLOW_CONNECTIONS true`));
    }
    expect((await api.call('GET', '/api/ready')).status).toBe(200);
    expect((await api.call('GET', '/api/v1/public/products?limit=5')).status).toBe(200);
  });
});
