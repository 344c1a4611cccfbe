/**
 * Several API processes on one PostgreSQL (issue 11, point 10). Two real
 * server processes (server/src/server.ts, as `npm run serve` starts it) on
 * the same database, spoken to over HTTP:
 * - an Idempotency-Key sent to both, one after the other or at once, has one
 *   effect (a cart line, an order);
 * - the limits are counted in PostgreSQL, not per process: sign-in attempts
 *   and cart writes spread over both are refused at the limit, not at twice it.
 * PostgreSQL only (PGlite is one process's database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { newSessionId, startTestApi, type CallOptions, type CallResult, type TestApi } from './helpers.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../../server/src/server.ts', import.meta.url));
// Shedding on event-loop delay off, as in every API test (helpers.ts): the limits are under test.
const LIMITS = { AUTH_RATE_LIMIT: '6', AUTH_ACCOUNT_RATE_LIMIT: '4', WRITE_RATE_LIMIT: '5', WRITE_RATE_LIMIT_PER_ADDRESS: '100000', MAX_EVENT_LOOP_DELAY_MS: '0' };

interface Process {
  child: ChildProcess;
  url: string;
  call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
}

/** Starts `npm run serve`'s entry on `databaseUrl`, on a port of its choosing; resolves once it listens. */
function startProcess(databaseUrl: string): Promise<Process> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, ...LIMITS, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DIST_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time: ${stderr}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ child, url, call: (method, path, opts) => call(url, method, path, opts) });
    });
  });
}

async function call(baseUrl: string, method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.sessionId) headers['x-session-id'] = opts.sessionId;
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, body: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text, headers: res.headers };
}

async function stopProcess(p: Process | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(!process.env.DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let api: TestApi;
  let a: Process;
  let b: Process;
  let productId: string;
  beforeAll(async () => {
    // The database (created and seeded), and the two processes on it.
    api = await startTestApi();
    [a, b] = await Promise.all([startProcess(api.databaseUrl!), startProcess(api.databaseUrl!)]);
    const list = await a.call('GET', '/api/v1/public/products/?limit=50');
    productId = list.body.items.find((p: { stock: number; available_stores: unknown[] }) => p.stock > 20 && p.available_stores.length === 0).id;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await api?.close();
  });

  const key = () => `multi-${Math.random().toString(36).slice(2)}-${Date.now()}`;

  it('an Idempotency-Key sent to both processes, in turn or at once, is applied once', async () => {
    const body = { product_id: productId, quantity: 2, store_id: null };
    // In turn: the second process replays the first one's answer.
    const session = newSessionId();
    const k = key();
    const first = await a.call('POST', '/api/v1/cart/items', { sessionId: session, idempotencyKey: k, body });
    const again = await b.call('POST', '/api/v1/cart/items', { sessionId: session, idempotencyKey: k, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await b.call('GET', '/api/v1/cart/', { sessionId: session })).body.items[0].quantity).toBe(2);

    // At once, two copies on each process.
    const racing = newSessionId();
    const k2 = key();
    const results = await Promise.all([a, b, a, b].map((p) => p.call('POST', '/api/v1/cart/items', { sessionId: racing, idempotencyKey: k2, body })));
    for (const r of results) expect(r.status).toBe(201);
    const cart = await a.call('GET', '/api/v1/cart/', { sessionId: racing });
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].quantity).toBe(2);

    // A guest checkout sent to both at once makes one order.
    const buyer = newSessionId();
    expect((await a.call('POST', '/api/v1/cart/items', { sessionId: buyer, body: { ...body, quantity: 1 } })).status).toBe(201);
    const k3 = key();
    const checkout = { customer_name: 'Invité', customer_email: 'invite@exemple.dz', customer_phone: '0550', shipping_address: 'Oran' };
    const placed = await Promise.all(
      [a, b, a, b].map((p) => p.call('POST', '/api/v1/customer-auth/guest-checkout', { sessionId: buyer, idempotencyKey: k3, body: checkout })),
    );
    for (const r of placed) expect(r.status).toBe(201);
    expect(new Set(placed.map((r) => r.body.order_id)).size).toBe(1);
    expect(await api.db.select({ id: orders.id }).from(orders).where(eq(orders.sessionId, buyer))).toHaveLength(1);
  });

  it('sign-in attempts spread over both processes meet the per-account, then the per-client limit, in French', async () => {
    const login = (p: Process, email: string) => p.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'faux-mdp' } });
    // AUTH_ACCOUNT_RATE_LIMIT=4: four guesses on one account, alternating processes, then a refusal.
    const statuses = [];
    for (const p of [a, b, a, b]) statuses.push((await login(p, 'demo@example.dz')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const account = await login(a, 'demo@example.dz');
    expect(account.status).toBe(429);
    expect(account.body.detail).toBe('Trop de tentatives pour ce compte. Veuillez réessayer dans quelques minutes.');
    expect(Number(account.headers.get('retry-after'))).toBeGreaterThan(0);
    // AUTH_RATE_LIMIT=6 per client: the sixth attempt from this address passes, the seventh does not, on either process.
    expect((await login(b, 'quelqu-un@example.dz')).status).toBe(401);
    for (const p of [a, b]) {
      const refused = await login(p, 'autre@example.dz');
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe('Trop de tentatives. Veuillez réessayer dans une minute.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('cart writes spread over both processes meet WRITE_RATE_LIMIT once, not once per process', async () => {
    const shopper = newSessionId();
    const add = (p: Process) => p.call('POST', '/api/v1/cart/items', { sessionId: shopper, body: { product_id: productId, quantity: 1, store_id: null } });
    const statuses = [];
    for (const p of [a, b, a, b, a]) statuses.push((await add(p)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    for (const p of [b, a]) {
      const refused = await add(p);
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe('Trop de modifications en peu de temps. Veuillez réessayer dans un instant.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await b.call('GET', '/api/v1/cart/', { sessionId: shopper })).body.items[0].quantity).toBe(5);
  });
});
