import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, cartItems, carts, customers, idempotencyKeys, products, rateLimitHits, storeProducts } from '#server/db/schema.ts';
import purge from '#server/plugins/app/purge.ts';
import { BATCH_SIZE, purgeIdempotencyKeys, purgeStaleRows } from '#server/repositories/maintenance.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const hex = () => randomBytes(8).toString('hex');

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

async function newCustomer(): Promise<string> {
  const [row] = await api.db
    .insert(customers)
    .values({ companyId: api.config.companyId, name: 'Purge', email: `purge.${hex()}@exemple.dz`, passwordHash: 'x' })
    .returning({ id: customers.id });
  return row!.id;
}

async function newCart(values: { sessionId?: string; customerId?: string; updatedAt: Date }): Promise<string> {
  const [row] = await api.db
    .insert(carts)
    .values({ companyId: api.config.companyId, createdAt: values.updatedAt, ...values })
    .returning({ id: carts.id });
  return row!.id;
}

async function newToken(customerId: string, expiresAt: Date, revokedAt: Date | null = null): Promise<string> {
  const [row] = await api.db
    .insert(authTokens)
    .values({ customerId, tokenHash: hex() + hex(), kind: 'access', expiresAt, revokedAt })
    .returning({ id: authTokens.id });
  return row!.id;
}

async function newKey(createdAt: Date, responseStatus = 201): Promise<string> {
  const key = `cle-${hex()}`;
  await api.db.insert(idempotencyKeys).values({
    scope: 'test',
    key,
    requestHash: 'h',
    responseStatus,
    responseBody: sql`'null'::jsonb`,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + DAY),
  });
  return key;
}

async function insertExpiredKeys(n: number): Promise<string> {
  const prefix = `lot-${hex()}`;
  await api.db.execute(sql`
    insert into idempotency_keys (scope, key, request_hash, response_status, response_body, created_at, expires_at)
    select 'lot', ${prefix} || '-' || g, 'h', 201, 'null'::jsonb, now() - interval '2 days', now() - interval '1 day'
    from generate_series(1, ${n}::int) as g`);
  return prefix;
}

describe('purge of stale rows', () => {
  it('removes exactly the empty guest carts older than 30 days, the expired idempotency keys, the expired tokens and the ended rate-limit windows', async () => {
    const [product] = await api.db.select({ id: products.id }).from(products).limit(1);
    const customerId = await newCustomer();

    const oldEmptyGuest = await newCart({ sessionId: newSessionId(), updatedAt: ago(31 * DAY) });
    const oldFullGuest = await newCart({ sessionId: newSessionId(), updatedAt: ago(40 * DAY) });
    await api.db.insert(cartItems).values({ cartId: oldFullGuest, productId: product!.id, quantity: 1 });
    const recentEmptyGuest = await newCart({ sessionId: newSessionId(), updatedAt: ago(29 * DAY) });
    const oldEmptyCustomer = await newCart({ customerId, updatedAt: ago(90 * DAY) });

    const oldKey = await newKey(ago(25 * HOUR));
    const oldKeyNeverAnswered = await newKey(ago(25 * HOUR), 0);
    const recentKey = await newKey(ago(23 * HOUR));
    const recentKeyInProgress = await newKey(ago(1000), 0);

    const expired = await newToken(customerId, ago(60_000));
    const expiredRevoked = await newToken(customerId, ago(60_000), ago(DAY));
    const valid = await newToken(customerId, new Date(Date.now() + DAY));
    const validRevoked = await newToken(customerId, new Date(Date.now() + DAY), ago(60_000));

    const ended = [`fin-${hex()}`, `fin-${hex()}`];
    const running = `en-cours-${hex()}`;
    await api.db.insert(rateLimitHits).values([
      { key: ended[0]!, count: 3, expiresAt: ago(1000) },
      { key: ended[1]!, count: 50, expiresAt: ago(HOUR) },
      { key: running, count: 7, expiresAt: new Date(Date.now() + 60_000) },
    ]);

    expect(await purgeStaleRows(api.db)).toEqual({ emptyGuestCarts: 1, idempotencyKeys: 2, authTokens: 2, rateLimitHits: 2 });

    const cartIds = (await api.db.select({ id: carts.id }).from(carts).where(inArray(carts.id, [oldEmptyGuest, oldFullGuest, recentEmptyGuest, oldEmptyCustomer]))).map((r) => r.id);
    expect(cartIds.sort()).toEqual([oldFullGuest, recentEmptyGuest, oldEmptyCustomer].sort());
    const lines = await api.db.select().from(cartItems).where(eq(cartItems.cartId, oldFullGuest));
    expect(lines).toHaveLength(1);

    const keys = (await api.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'test'))).map((r) => r.key);
    expect(keys.sort()).toEqual([recentKey, recentKeyInProgress].sort());
    expect(keys).not.toContain(oldKey);
    expect(keys).not.toContain(oldKeyNeverAnswered);

    const tokenIds = (await api.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.customerId, customerId))).map((r) => r.id);
    expect(tokenIds.sort()).toEqual([valid, validRevoked].sort());
    expect(tokenIds).not.toContain(expired);
    expect(tokenIds).not.toContain(expiredRevoked);

    const hitKeys = (await api.db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(inArray(rateLimitHits.key, [...ended, running]))).map((r) => r.key);
    expect(hitKeys).toEqual([running]);

    // Idempotent: a second run finds nothing more.
    expect(await purgeStaleRows(api.db)).toEqual({ emptyGuestCarts: 0, idempotencyKeys: 0, authTokens: 0, rateLimitHits: 0 });
  });

  it('a guest whose empty cart was purged gets a new one on the next write', async () => {
    const sessionId = newSessionId();
    await newCart({ sessionId, updatedAt: ago(31 * DAY) });
    expect((await purgeStaleRows(api.db)).emptyGuestCarts).toBe(1);
    // A product sold without a store choice, in stock.
    const [product] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), gt(products.stock, 0), notExists(api.db.select().from(storeProducts).where(eq(storeProducts.productId, products.id)))))
      .limit(1);
    const res = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: product!.id, quantity: 1 } });
    expect(res.status).toBe(201);
    const [row] = await api.db.select({ updatedAt: carts.updatedAt }).from(carts).where(eq(carts.sessionId, sessionId));
    expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(HOUR);
  });

  it('deletes a backlog larger than one batch, and two purges at once delete each row once', async () => {
    const n = BATCH_SIZE * 2 + 500;
    await insertExpiredKeys(n);
    expect(await purgeIdempotencyKeys(api.db)).toBe(n);

    await insertExpiredKeys(n);
    const [a, b] = await Promise.all([purgeIdempotencyKeys(api.db), purgeIdempotencyKeys(api.db)]);
    expect(a + b).toBe(n);
    const [left] = await api.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'lot'));
    expect(left!.n).toBe(0);
  });
});

describe('purge plugin', () => {
  const quietApp = (logs: string[]) => Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('runs on its schedule, survives a failing run and stops on close', async () => {
    const logs: string[] = [];
    const app = quietApp(logs);
    let calls = 0;
    await app.register(purge, {
      intervalMs: 30,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unreachable');
        return { emptyGuestCarts: 0, idempotencyKeys: 0, authTokens: calls };
      },
    });
    expect(calls).toBe(0);
    await app.ready();
    for (let i = 0; i < 100 && calls < 3; i++) await sleep(20);
    expect(calls).toBeGreaterThanOrEqual(3);
    await app.close();
    const after = calls;
    await sleep(100);
    expect(calls).toBe(after);

    const entries = logs.map((l) => JSON.parse(l));
    const failed = entries.filter((e) => e.msg.startsWith('purge of stale rows failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0].level).toBe(40);
    expect(failed[0].err.message).toBe('database unreachable');
    const done = entries.filter((e) => e.msg === 'purge of stale rows done');
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(done[0].level).toBe(30);
    expect(done[0].removed).toEqual({ emptyGuestCarts: 0, idempotencyKeys: 0, authTokens: 2 });
  });

  it('close waits for a run under way', async () => {
    const app = quietApp([]);
    let finished = false;
    let started = false;
    await app.register(purge, {
      intervalMs: 10,
      run: async () => {
        started = true;
        await sleep(150);
        finished = true;
      },
    });
    await app.ready();
    while (!started) await sleep(5);
    await app.close();
    expect(finished).toBe(true);
  });

  it('runs in the real server at PURGE_INTERVAL_MS and logs what each purge removed', async () => {
    const logs: string[] = [];
    const server = await startTestApi({ PURGE_INTERVAL_MS: '50' }, { logs });
    try {
      expect(server.config.purgeIntervalMs).toBe(50);
      const [row] = await server.db
        .insert(carts)
        .values({ companyId: server.config.companyId, sessionId: newSessionId(), updatedAt: ago(31 * DAY) })
        .returning({ id: carts.id });
      let done: any[] = [];
      for (let i = 0; i < 200; i++) {
        done = logs.map((l) => JSON.parse(l)).filter((e) => e.msg === 'purge of stale rows done');
        if (done.some((e) => e.removed.emptyGuestCarts === 1)) break;
        await sleep(20);
      }
      expect(done.some((e) => e.removed.emptyGuestCarts === 1)).toBe(true);
      expect(await server.db.select().from(carts).where(eq(carts.id, row!.id))).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
