/**
 * The cluster an operator runs past one machine (issue 47 points 2 and 3),
 * started here on loopback ports and hurt:
 *   nginx (deploy/nginx.conf.template) → two API processes (server/src/server.ts,
 *   as `npm run serve`) → a PostgreSQL 15 primary and an asynchronous streaming
 *   replica (scripts/pg-cluster.sh).
 * 1. A guest, then a signed-in customer, buy through nginx; public answers are
 *    cached, personal ones never; hashed assets come from dist/ with their
 *    brotli copies; each shopper's address reaches the API (its own rate-limit bucket).
 * 2. 30 s of mixed load through nginx (catalogue reads, cart adds, checkouts,
 *    each write with its Idempotency-Key, retried by the client on 502/503 or a
 *    network error) while each API process in turn is killed with SIGKILL and
 *    restarted, and the replica is stopped and started. Then: every acknowledged
 *    write is in the database exactly once, no answer is a 5xx other than
 *    502/503, catalogue reads are served in every 2 s window, and no personal
 *    answer ever comes from the cache.
 * 3. nginx's retry of a write on another process, shown on its own: a second
 *    nginx from the same template in front of a "process" that applies the
 *    request (it forwards it to a real one) and dies before answering. A keyed
 *    write is retried and replayed, once; an unkeyed write is not retried.
 * Needs nginx and libnginx-mod-http-brotli-static (Debian) and PostgreSQL 15.
 * Builds dist/ first when it is missing (`npm run build`).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNginxConfig } from '../../deploy/render-nginx.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLUSTER_SH = path.join(ROOT, 'scripts/pg-cluster.sh');
const SERVER_ENTRY = path.join(ROOT, 'server/src/server.ts');
const DIST = path.join(ROOT, 'dist');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const LOAD_MS = 30_000;
const READERS = 3;
const WRITERS = 3;
/** Hard cap on the load's requests, whatever the machine's speed. */
const MAX_REQUESTS = 40_000;
/** The storefront's own request timeout (src/api/http.ts). */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long the client keeps retrying one write with its key (the outbox retries longer). */
const WRITE_RETRY_MS = 15_000;
const STOCK = 1_000_000;
const GUEST = {
  customer_name: 'Nadia Cherif',
  customer_email: 'Nadia.Cherif@Exemple.dz',
  customer_phone: '0661 22 33 44',
  shipping_address: '3 boulevard Zighoud Youcef, Constantine',
  notes: 'Après 17 h',
};

// ------------------------------------------------------------------ small tools

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

function newSessionId(): string {
  return `session_${randomBytes(8).toString('hex').slice(0, 9)}_${Date.now().toString(36)}`;
}
const newKey = () => `cluster-${randomBytes(10).toString('hex')}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A command, bounded in time; resolves with its trimmed output. */
function run(file: string, args: string[], timeoutMs = 60_000, cwd = ROOT): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 << 20, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${file} ${args.join(' ')}: ${err.message}\n${stderr}`));
      else resolve(stdout.trim());
    });
  });
}
const pgCluster = (...args: string[]) => run('bash', [CLUSTER_SH, ...args]);

async function until(what: string, ok: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok().catch(() => false))) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

interface Answer {
  /** 0: no answer (network error or timeout). */
  status: number;
  body: any;
  headers: Headers;
  error?: string;
}

interface CallOptions {
  sessionId?: string;
  token?: string;
  key?: string;
  body?: unknown;
  /** The shopper's address, as a CDN in front of nginx would name it (nginx trusts 127.0.0.1: realIpFrom). */
  from?: string;
  headers?: Record<string, string>;
}

async function call(base: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.sessionId) headers['x-session-id'] = opts.sessionId;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['idempotency-key'] = opts.key;
  if (opts.from) headers['x-forwarded-for'] = opts.from;
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json') && text;
    return { status: res.status, body: json ? JSON.parse(text) : text, headers: res.headers };
  } catch (err) {
    return { status: 0, body: null, headers: new Headers(), error: (err as Error).message };
  }
}

// ------------------------------------------------------------------ the parts

interface NginxLine {
  time: number;
  method: string;
  uri: string;
  status: number;
  upstream: string;
  upstream_status: string;
  cache: string;
  idempotency_key: string;
  retry: string;
  client: string;
}

const readLog = (file: string): NginxLine[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as NginxLine)
    : [];

/** Every child this test started, written to a file the reaper reads (see startReaper). */
const children = new Map<ChildProcess, 'KILL' | 'TERM'>();
let dir = '';
let reaper: ChildProcess | undefined;

function track(child: ChildProcess, signal: 'KILL' | 'TERM') {
  children.set(child, signal);
  const save = () => {
    if (!dir || !existsSync(dir)) return;
    writeFileSync(path.join(dir, 'pids'), [...children].map(([c, s]) => `${s} ${c.pid}\n`).join(''));
  };
  save();
  child.once('exit', () => {
    children.delete(child);
    save();
  });
}

/**
 * Stops everything should this test's process die without its afterAll
 * (killed, crashed): a detached shell that waits for it, then kills the
 * children it left and deletes the clusters. Bounded: 15 minutes at most.
 */
function startReaper(): ChildProcess {
  const script = `
    for i in $(seq 1 900); do kill -0 ${process.pid} 2>/dev/null || break; sleep 1; done
    if [ -f "${dir}/pids" ]; then while read -r sig pid; do kill -"$sig" "$pid" 2>/dev/null; done < "${dir}/pids"; fi
    bash "${CLUSTER_SH}" stop "${dir}/replica" >/dev/null 2>&1
    bash "${CLUSTER_SH}" stop "${dir}/primary" >/dev/null 2>&1
    rm -rf "${dir}"`;
  const child = spawn('bash', ['-c', script], { detached: true, stdio: 'ignore' });
  child.unref();
  return child;
}

/** On a normal or failed exit of this process, synchronously: children killed, clusters deleted. */
function emergencyStop() {
  for (const [child, signal] of children) child.kill(signal === 'KILL' ? 'SIGKILL' : 'SIGTERM');
  if (!dir || !existsSync(dir)) return;
  for (const name of ['replica', 'primary']) {
    spawn('bash', [CLUSTER_SH, 'stop', path.join(dir, name)], { stdio: 'ignore', detached: true }).unref();
  }
}

interface ApiProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Error and fatal lines of its log (a 500 is logged at level 50). */
  errors: string[];
}

const apiErrors: string[] = [];
/** Warning lines of the API processes (a 503 refusal, a replica left out). */
const apiWarnings: string[] = [];

async function startApi(name: string, port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child, 'KILL');
  const p: ApiProcess = { name, port, child, errors: [] };
  let tail = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-4000);
    for (const line of text.split('\n')) {
      if (/"level":40/.test(line) && apiWarnings.length < 2000) apiWarnings.push(`${name}: ${line}`);
      if (/"level":(50|60)/.test(line) && apiErrors.length < 200) {
        p.errors.push(line);
        apiErrors.push(`${name}: ${line.slice(0, 1500)}`);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exited = false;
  child.once('exit', () => (exited = true));
  await until(
    `API ${name} listening on ${port}`,
    async () => {
      if (exited) throw new Error(`API ${name} exited: ${tail}`);
      return (await call(`http://127.0.0.1:${port}`, 'GET', '/api/health')).status === 200;
    },
    90_000,
  ).catch((err) => {
    throw new Error(`${(err as Error).message}\n${tail}`);
  });
  return p;
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals, graceMs = 8000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

interface Nginx {
  base: string;
  child: ChildProcess;
  log: string;
  prefix: string;
}

async function startNginx(name: string, upstreams: string[], opts: { upstreamParams?: string } = {}): Promise<Nginx> {
  const prefix = path.join(dir, name);
  const port = await freePort();
  const conf = writeNginxConfig({
    prefix,
    listen: `127.0.0.1:${port}`,
    upstreams,
    upstreamParams: opts.upstreamParams,
    distDir: DIST,
    // Started as root here: the workers drop to www-data, which reads dist/ and
    // writes the temporary and cache folders nginx makes for it under the prefix.
    user: process.getuid?.() === 0 ? 'www-data' : undefined,
    workerProcesses: 1,
    // The test plays a CDN in front of nginx: its X-Forwarded-For names each shopper.
    realIpFrom: ['127.0.0.1'],
    cacheMaxSize: '64m',
  });
  await run(NGINX!, ['-t', '-q', '-c', conf, '-p', `${prefix}/`], 10_000);
  // In the foreground (daemon off), so it is this test's child.
  const child = spawn(NGINX!, ['-c', conf, '-p', `${prefix}/`, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  track(child, 'TERM');
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  const base = `http://127.0.0.1:${port}`;
  await until(`nginx ${name} listening`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr} ${readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')}`);
    return (await call(base, 'GET', '/_nginx_is_up')).status !== 0;
  }, 15_000);
  return { base, child, log: path.join(prefix, 'logs/access.log'), prefix };
}

// ------------------------------------------------------------------ the test

describe('nginx, two API processes, a primary and a replica', () => {
  let primaryUrl = '';
  let replicaUrl = '';
  let db: pg.Client;
  let apiEnv: Record<string, string>;
  const api: ApiProcess[] = [];
  let nginx: Nginx;
  /** Active products without store offers, their stock set high: what the shoppers buy. */
  let productIds: string[] = [];
  let otherProductIds: string[] = [];
  /** Every guest session and customer the test wrote with, for the stock check. */
  const sessionsUsed: string[] = [];
  const customersUsed: string[] = [];

  beforeAll(async () => {
    if (!NGINX || !existsSync(BROTLI_MODULE)) {
      throw new Error('nginx is missing: apt-get install -y nginx libnginx-mod-http-brotli-static');
    }
    if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(path.join(ROOT, 'dist-server', 'entry-server.js'))) {
      // nginx serves dist/assets and the API renders pages from dist-server: build them once.
      await run('npm', ['run', 'build'], 300_000);
    }
    dir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
    // Run as root, pg-cluster.sh starts PostgreSQL as postgres, and nginx's workers
    // run as www-data: both must enter this folder.
    chmodSync(dir, 0o755);
    process.once('exit', emergencyStop);
    reaper = startReaper();

    const [primaryPort, replicaPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    primaryUrl = await pgCluster('start', path.join(dir, 'primary'), String(primaryPort));
    replicaUrl = await pgCluster('replica', path.join(dir, 'primary'), path.join(dir, 'replica'), String(replicaPort));
    apiEnv = {
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URLS: replicaUrl,
      TRUST_PROXY: '127.0.0.1',
      REPLICA_CHECK_MS: '200',
      DIST_DIR: DIST,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '14',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Generous write limits: the load is not about them. Sign-in attempts stay
      // low per client address, to show that each shopper has their own bucket.
      AUTH_RATE_LIMIT: '4',
      AUTH_ACCOUNT_RATE_LIMIT: '100',
      WRITE_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_PER_ADDRESS: '1000000',
    };
    // The first process seeds the empty database; the second starts on the seeded one.
    api.push(await startApi('A', portA, apiEnv));
    api.push(await startApi('B', portB, apiEnv));
    nginx = await startNginx('nginx', api.map((p) => `127.0.0.1:${p.port}`));

    db = new pg.Client({ connectionString: primaryUrl });
    db.on('error', () => {});
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      `SELECT p.id FROM products p WHERE p.status = 'active'
         AND NOT EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id)
       ORDER BY p.id LIMIT 12`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    productIds = rows.slice(0, 6).map((r) => r.id);
    otherProductIds = rows.slice(6).map((r) => r.id);
    await db.query('UPDATE products SET stock = $1 WHERE id = ANY($2::uuid[])', [STOCK, rows.map((r) => r.id)]);
  }, 360_000);

  afterAll(async () => {
    await db?.end().catch(() => {});
    const running = [...children.keys()];
    await Promise.all(running.map((c) => stopChild(c, children.get(c) === 'TERM' ? 'SIGQUIT' : 'SIGTERM', 8000)));
    if (dir) {
      await pgCluster('stop', path.join(dir, 'replica')).catch(() => {});
      await pgCluster('stop', path.join(dir, 'primary')).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
    if (reaper?.pid) {
      try {
        process.kill(reaper.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.off('exit', emergencyStop);
    if (apiErrors.length) console.log(`API error lines (${apiErrors.length}):\n${apiErrors.slice(0, 20).join('\n')}`);
  }, 60_000);

  const through = (method: string, p: string, opts?: CallOptions) => call(nginx.base, method, p, opts);

  it('a guest and a customer buy through nginx; public answers are cached, personal ones never; assets come from dist/', async () => {
    // Browse: the catalogue (cached on the second read), a public page, a product.
    const list1 = await through('GET', '/api/v1/public/products/?limit=12');
    const list2 = await through('GET', '/api/v1/public/products/?limit=12');
    expect(list1.status).toBe(200);
    expect(list1.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(list1.headers.get('x-cache-status')).toBe('MISS');
    expect(list2.headers.get('x-cache-status')).toBe('HIT');
    expect(list2.body).toEqual(list1.body);
    const page1 = await through('GET', '/products');
    const page2 = await through('GET', '/products');
    expect(page1.status).toBe(200);
    expect(page1.headers.get('etag')).toMatch(/^W\//);
    expect(page2.headers.get('x-cache-status')).toBe('HIT');
    const productId = productIds[0]!;
    const product = await through('GET', `/api/v1/public/products/${productId}`);
    expect(product.status).toBe(200);
    expect(product.body.id).toBe(productId);
    expect((await through('GET', `/products/${productId}`)).status).toBe(200);

    // The guest's cart and checkout; the cart is never cached, whoever asks.
    const sessionId = newSessionId();
    sessionsUsed.push(sessionId);
    const add = await through('POST', '/api/v1/cart/items', { sessionId, key: newKey(), body: { product_id: productId, quantity: 2, store_id: null } });
    expect(add.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const cart = await through('GET', '/api/v1/cart/', { sessionId });
      expect(cart.status).toBe(200);
      expect(cart.headers.get('x-cache-status')).toBeNull();
      expect(cart.body.items.map((l: { product_id: string; quantity: number }) => [l.product_id, l.quantity])).toEqual([[productId, 2]]);
      // Another shopper, same URL: their own (empty) cart.
      expect((await through('GET', '/api/v1/cart/', { sessionId: newSessionId() })).body.items).toEqual([]);
    }
    // A personal page: `private`, looked up in the cache but never stored, so never a HIT.
    for (let i = 0; i < 2; i++) {
      const page = await through('GET', '/cart', { sessionId });
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('x-cache-status')).not.toBe('HIT');
    }
    const checkout = await through('POST', '/api/v1/customer-auth/guest-checkout', { sessionId, key: newKey(), body: { ...GUEST, wilaya: 25 } });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ order_number: expect.stringMatching(/^CMD-\d{8}-\d{6}$/), message: 'Commande créée avec succès' });
    expect((await through('GET', '/api/v1/cart/', { sessionId })).body.items).toEqual([]);
    // The order, as the back office sees it.
    const order = await db.query(
      `SELECT o.session_id, o.wilaya, o.customer_email, oi.product_id, oi.quantity
         FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.id = $1`,
      [checkout.body.order_id],
    );
    expect(order.rows).toEqual([{ session_id: sessionId, wilaya: 25, customer_email: 'nadia.cherif@exemple.dz', product_id: productId, quantity: 2 }]);

    // A customer signs up, buys and sees the order (Authorization through nginx, nothing cached).
    const from = '198.51.100.10';
    const email = `cluster.${randomBytes(5).toString('hex')}@exemple.dz`;
    const reg = await through('POST', '/api/v1/customer-auth/register', { from, body: { name: 'Karim Ziani', email, password: 'secret123', phone: '0555 11 22 33' } });
    expect(reg.status).toBe(201);
    const token = reg.body.access_token as string;
    customersUsed.push(reg.body.customer.id);
    expect((await through('POST', '/api/v1/cart/items', { token, from, key: newKey(), body: { product_id: productIds[1], quantity: 1, store_id: null } })).status).toBe(201);
    const placed = await through('POST', '/api/v1/customer-auth/checkout', { token, from, key: newKey(), body: { shipping_address: '5 rue Didouche Mourad, Alger', wilaya: 16 } });
    expect(placed.status).toBe(201);
    const mine = await through('GET', `/api/v1/customer-auth/orders/${placed.body.order_id}`, { token, from });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-cache-status')).toBeNull();
    expect(mine.body).toMatchObject({ id: placed.body.order_id, wilaya: 16, customer_email: email, items: [expect.objectContaining({ product_id: productIds[1], quantity: 1 })] });
    // A catalogue answer is the same with a token: served from the cache.
    expect((await through('GET', '/api/v1/public/products/?limit=12', { token })).headers.get('x-cache-status')).toBe('HIT');

    // Each shopper's address reaches the API (TRUST_PROXY): the sign-in limit
    // (AUTH_RATE_LIMIT=4 a minute) refuses one address, not the next one.
    const login = (ip: string) => through('POST', '/api/v1/customer-auth/login', { from: ip, body: { email: `personne.${randomBytes(4).toString('hex')}@exemple.dz`, password: 'faux-mdp' } });
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await login('198.51.100.20')).status);
    expect(tries).toEqual([401, 401, 401, 401, 429]);
    expect((await login('198.51.100.21')).status).toBe(401);

    // A hashed asset: from dist/ by nginx itself (no upstream), its brotli copy, kept a year.
    const withCopy = readdirSync(path.join(DIST, 'assets')).find((f) => f.endsWith('.js.br'))!.replace(/\.br$/, '');
    const asset = await through('GET', `/assets/${withCopy}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(readFileSync(path.join(DIST, 'assets', withCopy), 'utf8'));

    await sleep(300); // nginx writes its access log line after the answer
    const log = readLog(nginx.log);
    expect(log.find((l) => l.uri === `/assets/${withCopy}`)).toMatchObject({ status: 200, upstream: '' });
    expect(log.filter((l) => l.uri.startsWith('/api/v1/customer-auth/login')).map((l) => l.client)).toEqual([...Array(5).fill('198.51.100.20'), '198.51.100.21']);
  });

  it('30 s of load while an API process is killed and restarted and the replica stopped and started: every acknowledged write once, reads served, nothing personal cached', async () => {
    const start = Date.now();
    const end = start + LOAD_MS;
    let requests = 0;
    const statuses: Record<string, Record<number, number>> = {};
    const bad: string[] = [];
    const count = (kind: string, a: Answer, method: string, p: string) => {
      requests++;
      (statuses[kind] ??= {})[a.status] = ((statuses[kind] ??= {})[a.status] ?? 0) + 1;
      if (a.status >= 500 && a.status !== 502 && a.status !== 503) bad.push(`${method} ${p} → ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
      if (a.status === 0) bad.push(`${method} ${p} → no answer (${a.error})`);
    };
    /** 200 catalogue reads: when, and whether from the cache or a process. */
    const reads: { t: number; cached: boolean }[] = [];
    const cacheStatus: Record<string, number> = {};
    const personalHits: string[] = [];
    let inFlightWrites = 0;
    let clientRetries = 0;
    let replayed = 0;

    interface Write {
      method: string;
      path: string;
      key: string;
      body: unknown;
      /** Final answer: 2xx acknowledged; 0, 502 or 503 after WRITE_RETRY_MS: unknown. */
      status: number;
      answer?: Answer;
      attempts: number;
    }
    /** A write with its key, retried with the same key on 502, 503 or no answer, as the storefront's outbox does. */
    const write = async (sessionId: string, from: string, method: string, p: string, body: unknown): Promise<Write> => {
      const w: Write = { method, path: p, key: newKey(), body, status: 0, attempts: 0 };
      const giveUp = Date.now() + WRITE_RETRY_MS;
      inFlightWrites++;
      try {
        for (;;) {
          w.attempts++;
          const a = await through(method, p, { sessionId, from, key: w.key, body });
          count('write', a, method, p);
          w.status = a.status;
          w.answer = a;
          if (a.headers.get('idempotent-replayed') === 'true') replayed++;
          if (![0, 502, 503].includes(a.status) || Date.now() > giveUp) return w;
          clientRetries++;
          await sleep(100 * Math.min(w.attempts, 5));
        }
      } finally {
        inFlightWrites--;
      }
    };

    interface Journey {
      sessionId: string;
      adds: (Write & { productId: string; quantity: number })[];
      checkout?: Write;
    }
    const journeys: Journey[] = [];
    const ownCartViolations: string[] = [];

    const writer = async (n: number) => {
      let i = 0;
      while (Date.now() < end && requests < MAX_REQUESTS) {
        const from = `198.51.100.${100 + n}`;
        const j: Journey = { sessionId: newSessionId(), adds: [] };
        journeys.push(j);
        sessionsUsed.push(j.sessionId);
        // One or two adds; the second sometimes of the same product (its line's
        // quantity then adds up: a change applied twice would show).
        const first = productIds[(n + i) % productIds.length]!;
        const plan = [{ productId: first, quantity: 1 + (i % 3) }];
        if (i % 2 === 0) plan.push({ productId: i % 4 === 0 ? first : productIds[(n + i + 1) % productIds.length]!, quantity: 2 });
        for (const line of plan) {
          const w = await write(j.sessionId, from, 'POST', '/api/v1/cart/items', { product_id: line.productId, quantity: line.quantity, store_id: null });
          j.adds.push({ ...w, ...line });
        }
        // The cart, read through nginx: this session's own, never from the cache.
        const cart = await through('GET', '/api/v1/cart/', { sessionId: j.sessionId, from });
        count('cart-read', cart, 'GET', '/api/v1/cart/');
        if (cart.headers.get('x-cache-status') === 'HIT') personalHits.push(`cart ${j.sessionId}`);
        if (cart.status === 200 && j.adds.every((a) => a.status >= 200 && a.status < 300)) {
          const expected = new Map<string, number>();
          for (const a of j.adds) expected.set(a.productId, (expected.get(a.productId) ?? 0) + a.quantity);
          const got = new Map<string, number>(cart.body.items.map((l: { product_id: string; quantity: number }) => [l.product_id, l.quantity]));
          const keys = new Set(j.adds.map((a) => a.key));
          if (
            got.size !== expected.size ||
            [...expected].some(([id, q]) => got.get(id) !== q) ||
            (cart.body.applied_changes ?? []).some((k: string) => !keys.has(k))
          ) {
            ownCartViolations.push(`${j.sessionId}: expected ${JSON.stringify([...expected])}, got ${JSON.stringify(cart.body).slice(0, 400)}`);
          }
        }
        // Most carts are ordered.
        if (i % 4 !== 3) {
          j.checkout = await write(j.sessionId, from, 'POST', '/api/v1/customer-auth/guest-checkout', { ...GUEST, wilaya: 1 + ((n * 7 + i) % 58) });
        }
        i++;
      }
    };

    const FIXED = [
      '/api/v1/public/products/?limit=12',
      '/api/v1/public/categories/',
      '/api/v1/public/products/?limit=12&sort=newest',
      ...productIds.map((id) => `/api/v1/public/products/${id}`),
    ];
    const PAGES = ['/products', ...productIds.slice(0, 3).map((id) => `/products/${id}`)];
    const SEARCHES = ['lait', 'huile', 'café', 'téléphone', 'robe', 'savon', 'miel', 'tapis'];
    const reader = async (n: number) => {
      let i = 0;
      while (Date.now() < end && requests < MAX_REQUESTS) {
        // Half the reads are the same few URLs (the cache answers them), half are new
        // each time (a process answers, from the replica or, without it, the primary).
        let p: string;
        const kind = i % 10;
        if (kind < 4) p = FIXED[(n + i) % FIXED.length]!;
        else if (kind < 6) p = `/api/v1/public/products/?limit=12&skip=${(n * 1000 + i) % 97}&min_price=${i % 50}`;
        else if (kind < 8) p = `/api/v1/public/search/?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}&limit=${5 + ((n * 100 + i) % 20)}`;
        else if (kind < 9) p = PAGES[(n + i) % PAGES.length]!;
        else p = `/api/v1/public/products/${otherProductIds[(n + i) % otherProductIds.length] ?? productIds[0]}?v=${n}-${i}`;
        // Storefront readers carry a session (and some a token): catalogue answers do not depend on either.
        const a = await through('GET', p, { sessionId: newSessionId(), from: `198.51.100.${50 + n}` });
        const isPage = !p.startsWith('/api/');
        count(isPage ? 'page' : 'catalogue', a, 'GET', p);
        const cache = a.headers.get('x-cache-status') ?? '(none)';
        cacheStatus[cache] = (cacheStatus[cache] ?? 0) + 1;
        if (a.status === 200 && !isPage) {
          reads.push({ t: Date.now() - start, cached: cache === 'HIT' || cache === 'STALE' || cache === 'UPDATING' });
          // A catalogue answer, cached or not, is never somebody's cart.
          if (a.body && typeof a.body === 'object' && ('applied_changes' in a.body || 'session_id' in a.body)) personalHits.push(`${p}: ${JSON.stringify(a.body).slice(0, 200)}`);
        }
        i++;
        await sleep(15);
      }
    };

    // The harm, on a schedule, while the load runs.
    const events: string[] = [];
    const at = (ms: number) => sleep(start + ms - Date.now());
    const log = (what: string) => events.push(`${((Date.now() - start) / 1000).toFixed(1)} s ${what}`);
    const killAndRestart = async (index: number, killAt: number, restartAt: number) => {
      await at(killAt);
      // Kill it while writes are in flight (most of the time they are).
      const waitUntil = Date.now() + 1000;
      while (inFlightWrites < 2 && Date.now() < waitUntil) await sleep(5);
      const victim = api[index]!;
      const gone = new Promise((r) => victim.child.once('exit', r));
      victim.child.kill('SIGKILL');
      await gone;
      log(`API ${victim.name} killed (SIGKILL) with ${inFlightWrites} writes in flight`);
      await at(restartAt);
      api[index] = await startApi(victim.name, victim.port, apiEnv);
      log(`API ${victim.name} restarted and listening`);
    };
    /** Whether every running process says (in /api/ready, asked directly) that it reads from the replica. */
    const replicaInUse = async (usable: boolean, ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const ready = await Promise.all(api.map((p) => call(`http://127.0.0.1:${p.port}`, 'GET', '/api/ready')));
        if (ready.every((r) => r.status !== 200 || r.body.replicas?.[0]?.usable === usable)) return true;
        await sleep(100);
      }
      return false;
    };
    const chaos = (async () => {
      await killAndRestart(0, 5000, 9000);
      await at(13_000);
      await pgCluster('down', path.join(dir, 'replica'));
      log('replica stopped');
      if (await replicaInUse(false, 5000)) log('replica left out by the API processes (catalogue reads on the primary)');
      await at(19_000);
      await pgCluster('up', path.join(dir, 'replica'));
      log('replica started');
      if (await replicaInUse(true, 8000)) log('replica back in use');
      await killAndRestart(1, 22_000, 25_000);
    })();

    await Promise.all([...Array.from({ length: READERS }, (_, n) => reader(n)), ...Array.from({ length: WRITERS }, (_, n) => writer(n)), chaos]);
    const loadMs = Date.now() - start;
    await sleep(500);

    // ---------------------------------------------------------------- what the database holds
    const sessions = journeys.map((j) => j.sessionId);
    const cartRows = (
      await db.query<{ session_id: string; product_id: string; quantity: number }>(
        'SELECT c.session_id, ci.product_id, ci.quantity FROM carts c JOIN cart_items ci ON ci.cart_id = c.id WHERE c.session_id = ANY($1)',
        [sessions],
      )
    ).rows;
    const orderRows = (
      await db.query<{ id: string; session_id: string; product_id: string; quantity: number }>(
        'SELECT o.id, o.session_id, oi.product_id, oi.quantity FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.session_id = ANY($1)',
        [sessions],
      )
    ).rows;
    const keyRows = (
      await db.query<{ scope: string; key: string; response_status: number }>('SELECT scope, key, response_status FROM idempotency_keys WHERE scope = ANY($1)', [
        sessions.map((s) => `session:${s}`),
      ])
    ).rows;
    const keysBySession = new Map<string, Map<string, number>>();
    for (const r of keyRows) {
      const s = r.scope.slice('session:'.length);
      if (!keysBySession.has(s)) keysBySession.set(s, new Map());
      keysBySession.get(s)!.set(r.key, r.response_status);
    }

    const lost: string[] = [];
    let writesChecked = 0;
    let unknownWrites = 0;
    let refusedWrites = 0;
    const refusals: string[] = [];
    for (const j of journeys) {
      const writes = [...j.adds, ...(j.checkout ? [j.checkout] : [])];
      const keys = keysBySession.get(j.sessionId) ?? new Map<string, number>();
      for (const w of writes) {
        if (w.status >= 200 && w.status < 300) {
          writesChecked++;
          // The key is stored with the answer the client got.
          if (keys.get(w.key) !== w.status) lost.push(`${j.sessionId} ${w.path} key ${w.key}: answered ${w.status}, stored ${keys.get(w.key)}`);
        } else if ([0, 502, 503].includes(w.status)) unknownWrites++;
        else {
          refusedWrites++;
          refusals.push(`${w.method} ${w.path} → ${w.status} ${JSON.stringify(w.answer?.body).slice(0, 200)}`);
        }
      }
      const orders = new Map<string, Map<string, number>>();
      for (const r of orderRows.filter((r) => r.session_id === j.sessionId)) {
        if (!orders.has(r.id)) orders.set(r.id, new Map());
        orders.get(r.id)!.set(r.product_id, (orders.get(r.id)!.get(r.product_id) ?? 0) + r.quantity);
      }
      const cart = new Map(cartRows.filter((r) => r.session_id === j.sessionId).map((r) => [r.product_id, r.quantity]));
      const added = new Map<string, number>();
      for (const a of j.adds) if (a.status >= 200 && a.status < 300) added.set(a.productId, (added.get(a.productId) ?? 0) + a.quantity);
      const ok = (w: Write | undefined) => !!w && w.status >= 200 && w.status < 300;
      const settled = writes.every((w) => ![0, 502, 503].includes(w.status));
      const same = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
      const show = (m: Map<string, number>) => JSON.stringify([...m]);
      if (ok(j.checkout)) {
        // One order, the one answered, holding each acknowledged add once; the cart emptied.
        if (orders.size !== 1 || !orders.has(j.checkout!.answer!.body.order_id)) lost.push(`${j.sessionId}: ${orders.size} orders, answered ${j.checkout!.answer!.body.order_id}`);
        else if (settled && !same(orders.get(j.checkout!.answer!.body.order_id)!, added)) lost.push(`${j.sessionId}: order ${show(orders.values().next().value!)} vs adds ${show(added)}`);
        if (cart.size !== 0) lost.push(`${j.sessionId}: cart left after the order ${show(cart)}`);
      } else if (settled) {
        // No order; the cart holds each acknowledged add once.
        if (orders.size !== 0) lost.push(`${j.sessionId}: ${orders.size} orders without an acknowledged checkout`);
        if (!same(cart, added)) lost.push(`${j.sessionId}: cart ${show(cart)} vs adds ${show(added)}`);
      } else if (orders.size > 1) {
        lost.push(`${j.sessionId}: ${orders.size} orders`);
      }
    }

    // Stock: taken once per unit ordered, whatever the retries.
    const allSessions = [...sessionsUsed];
    const stock = (
      await db.query<{ id: string; stock: number; ordered: string }>(
        `SELECT p.id, p.stock,
                (SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi JOIN orders o ON o.id = oi.order_id
                  WHERE oi.product_id = p.id AND (o.session_id = ANY($2) OR o.customer_id = ANY($3::uuid[]))) AS ordered
           FROM products p WHERE p.id = ANY($1::uuid[])`,
        [productIds, allSessions, customersUsed],
      )
    ).rows;
    const stockOff = stock.filter((r) => r.stock !== STOCK - Number(r.ordered));

    // ---------------------------------------------------------------- what nginx saw
    await sleep(300);
    const lines = readLog(nginx.log).filter((l) => l.time * 1000 >= start);
    const retried = lines.filter((l) => l.upstream.includes(','));
    const keyedRetried = retried.filter((l) => l.method === 'POST' && l.idempotency_key);
    const personalLines = lines.filter((l) => /^\/api\/v1\/(cart|wishlist|customer-auth)/.test(l.uri));
    const personalCached = personalLines.filter((l) => l.cache !== '');
    const unkeyedWrites = lines.filter((l) => l.retry === 'once');
    const nginxStatuses: Record<number, number> = {};
    for (const l of lines) nginxStatuses[l.status] = (nginxStatuses[l.status] ?? 0) + 1;
    // Answers of 5xx from a process (nginx lists each try's status), and nginx's own 502s
    // when every process was marked down ("no live upstreams": $upstream_addr is the group's name).
    const processFaults: Record<string, number> = {};
    for (const l of lines) for (const s of l.upstream_status.split(', ')) if (s >= '500' && s !== '502') processFaults[s] = (processFaults[s] ?? 0) + 1;
    const noLiveUpstream = lines.filter((l) => l.upstream.split(', ').includes('api'));
    const failures = lines
      .filter((l) => l.status >= 500 || /5\d\d/.test(l.upstream_status))
      .map((l) => `${(l.time - start / 1000).toFixed(1)} s ${l.method} ${l.uri.slice(0, 60)} ${l.upstream} [${l.upstream_status}] → ${l.status}`);
    const byUpstream: Record<string, number> = {};
    for (const l of lines) for (const u of l.upstream.split(', ').filter(Boolean)) byUpstream[u] = (byUpstream[u] ?? 0) + 1;

    // Catalogue reads in every 2 s window: at all, and from a process (not only the cache).
    const windows = [];
    for (let w = 0; w < Math.floor(LOAD_MS / 2000); w++) {
      const inside = reads.filter((r) => r.t >= w * 2000 && r.t < (w + 1) * 2000);
      windows.push({ window: `${w * 2}-${w * 2 + 2} s`, served: inside.length, fromProcess: inside.filter((r) => !r.cached).length });
    }

    const journeysOrdered = journeys.filter((j) => j.checkout && j.checkout.status === 201).length;
    console.log(
      JSON.stringify(
        {
          loadMs,
          requests,
          statuses,
          nginxStatuses,
          cacheStatus,
          byUpstream,
          journeys: journeys.length,
          journeysOrdered,
          writesChecked,
          unknownWrites,
          refusedWrites,
          refusals: refusals.slice(0, 5),
          clientRetries,
          replayedAnswers: replayed,
          nginxRetries: retried.length,
          nginxRetriedKeyedWrites: keyedRetried.length,
          processFaults,
          noLiveUpstream: noLiveUpstream.length,
          failures: failures.length > 40 ? [...failures.slice(0, 30), '…', ...failures.slice(-10)] : failures,
          apiWarnings: apiWarnings.length,
          apiWarningSamples: [...new Set(apiWarnings.map((w) => w.replace(/"(time|pid|reqId|hostname)":[^,]*,/g, '').slice(0, 300)))].slice(0, 8),
          nginxRetriedSamples: retried.slice(0, 6).map((l) => `${l.method} ${l.uri} ${l.upstream} [${l.upstream_status}] → ${l.status}`),
          events,
          windows,
          apiErrorLines: apiErrors.length,
        },
        null,
        1,
      ),
    );

    expect(bad).toEqual([]);
    expect(lost).toEqual([]);
    expect(ownCartViolations).toEqual([]);
    expect(personalHits).toEqual([]);
    expect(personalCached.map((l) => `${l.uri} ${l.cache}`)).toEqual([]);
    expect(stockOff).toEqual([]);
    // Every write of the load carried its key: none went through the no-retry location.
    expect(unkeyedWrites.map((l) => `${l.method} ${l.uri}`)).toEqual([]);
    expect(writesChecked).toBeGreaterThan(100);
    expect(unknownWrites).toBe(0);
    for (const w of windows) {
      expect(w.served, w.window).toBeGreaterThan(0);
      expect(w.fromProcess, w.window).toBeGreaterThan(0);
    }
    // Everything that was meant to happen did: two kills and restarts, the replica out and back.
    expect(events.map((e) => e.replace(/^[\d.]+ s /, '').replace(/ with \d+ writes in flight/, ''))).toEqual([
      'API A killed (SIGKILL)',
      'API A restarted and listening',
      'replica stopped',
      'replica left out by the API processes (catalogue reads on the primary)',
      'replica started',
      'replica back in use',
      'API B killed (SIGKILL)',
      'API B restarted and listening',
    ]);
  });

  it("nginx retries a keyed write on another process (replayed, applied once), never an unkeyed one", async () => {
    // A "process" that applies each request (it hands it to process B) and dies
    // before answering: it swallows B's answer and cuts nginx's connection.
    const target = api[1]!.port;
    const seen: string[] = [];
    const sockets = new Set<Socket>();
    const dropper: Server = createServer((client) => {
      sockets.add(client);
      const upstream = connect(target, '127.0.0.1');
      let head = '';
      client.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('latin1');
        upstream.write(chunk);
      });
      upstream.once('data', () => {
        seen.push(head.split('\r\n')[0]!);
        client.destroy();
        upstream.destroy();
      });
      client.on('close', () => {
        sockets.delete(client);
        upstream.destroy();
      });
      client.on('error', () => {});
      upstream.on('error', () => {});
    });
    await new Promise<void>((r) => dropper.listen(0, '127.0.0.1', () => r()));
    const dropperPort = (dropper.address() as { port: number }).port;
    try {
      // The dying process first, the healthy one as backup; max_fails=0: nginx tries the dying one every time.
      const front = await startNginx('nginx-retry', [`127.0.0.1:${dropperPort}`, `127.0.0.1:${api[0]!.port} backup`], { upstreamParams: 'max_fails=0' });
      const via = (method: string, p: string, opts?: CallOptions) => call(front.base, method, p, opts);
      const linesFor = async (uri: string, method: string) => {
        await sleep(200);
        return readLog(front.log).filter((l) => l.uri === uri && l.method === method);
      };
      const cartOf = async (sessionId: string) =>
        (
          await db.query<{ product_id: string; quantity: number }>(
            'SELECT ci.product_id, ci.quantity FROM carts c JOIN cart_items ci ON ci.cart_id = c.id WHERE c.session_id = $1',
            [sessionId],
          )
        ).rows;

      // Keyed: applied by the first process, which dies; nginx sends it to the
      // second, which replays the stored answer. One line, quantity 2.
      const keyed = newSessionId();
      sessionsUsed.push(keyed);
      const key = newKey();
      const a = await via('POST', '/api/v1/cart/items', { sessionId: keyed, key, body: { product_id: productIds[2], quantity: 2, store_id: null } });
      expect(a.status).toBe(201);
      expect(a.headers.get('idempotent-replayed')).toBe('true');
      expect(await cartOf(keyed)).toEqual([{ product_id: productIds[2], quantity: 2 }]);
      const [keyedLine] = await linesFor('/api/v1/cart/items', 'POST');
      expect(keyedLine).toMatchObject({ retry: 'again', upstream: `127.0.0.1:${dropperPort}, 127.0.0.1:${api[0]!.port}`, upstream_status: '502, 201', status: 201 });

      // Unkeyed: applied by the first process, which dies; nginx does not retry
      // it (a second copy would add it twice), the client gets 502. One line, quantity 1.
      const unkeyed = newSessionId();
      sessionsUsed.push(unkeyed);
      const b = await via('POST', '/api/v1/cart/items', { sessionId: unkeyed, body: { product_id: productIds[3], quantity: 1, store_id: null } });
      expect(b.status).toBe(502);
      // nginx's own 502, in the API's form: a French detail the storefront shows, and when to try again.
      expect(b.body).toEqual({ detail: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.' });
      expect(b.headers.get('retry-after')).toBe('5');
      expect(await cartOf(unkeyed)).toEqual([{ product_id: productIds[3], quantity: 1 }]);
      const unkeyedLines = (await linesFor('/api/v1/cart/items', 'POST')).filter((l) => !l.idempotency_key);
      expect(unkeyedLines).toEqual([expect.objectContaining({ retry: 'once', upstream: `127.0.0.1:${dropperPort}`, status: 502 })]);

      // An unkeyed PUT, which nginx itself would retry (HTTP calls PUT idempotent): sent once too.
      const [line] = (await via('GET', '/api/v1/cart/', { sessionId: unkeyed })).body.items;
      const put = await via('PUT', `/api/v1/cart/items/${line.id}`, { sessionId: unkeyed, body: { quantity: 3 } });
      expect(put.status).toBe(502);
      expect((await linesFor(`/api/v1/cart/items/${line.id}`, 'PUT')).map((l) => l.upstream)).toEqual([`127.0.0.1:${dropperPort}`]);

      // A key on a route that does not honour it (sign-up): sent once. The account
      // exists once; a retry would have answered "already registered".
      const email = `retry.${randomBytes(5).toString('hex')}@exemple.dz`;
      const reg = await via('POST', '/api/v1/customer-auth/register', { key: newKey(), from: '198.51.100.30', body: { name: 'Rania', email, password: 'secret123' } });
      expect(reg.status).toBe(502);
      expect((await db.query('SELECT id FROM customers WHERE email = $1', [email])).rows).toHaveLength(1);
      expect((await linesFor('/api/v1/customer-auth/register', 'POST')).map((l) => `${l.retry} ${l.upstream}`)).toEqual([`once 127.0.0.1:${dropperPort}`]);

      // A read is retried: the cart, from the second process.
      const read = await via('GET', '/api/v1/cart/', { sessionId: keyed });
      expect(read.status).toBe(200);
      expect(read.body.items).toEqual([expect.objectContaining({ product_id: productIds[2], quantity: 2 })]);

      // The dying process got every one of these requests, each once.
      expect(seen.filter((s) => s.startsWith('POST /api/v1/cart/items'))).toHaveLength(2);
      expect(seen.filter((s) => s.startsWith('PUT '))).toHaveLength(1);
      expect(seen.filter((s) => s.startsWith('POST /api/v1/customer-auth/register'))).toHaveLength(1);
      console.log(JSON.stringify({ retryCheck: readLog(front.log).map((l) => `${l.method} ${l.uri} key=${l.idempotency_key ? 'yes' : 'no'} ${l.retry}: ${l.upstream} [${l.upstream_status}] → ${l.status}`) }, null, 1));
      await stopChild(front.child, 'SIGQUIT');
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => dropper.close(r));
    }
  });
});
