/**
 * The server under overload (`npm run bench:load`, issue 11 point 2).
 *
 * For each backend (PostgreSQL, PGlite) it seeds the standard demo catalogue,
 * starts the server as `npm run serve` does (server/src/server.ts in a child
 * process, its own config from the environment: MAX_IN_FLIGHT,
 * MAX_EVENT_LOOP_DELAY_MS, REQUEST_TIMEOUT_MS, STATEMENT_TIMEOUT_MS, DATABASE_POOL_SIZE,
 * DATABASE_QUEUE_MS pass through) and drives
 * BENCH_CONNECTIONS keep-alive connections (200; a list such as 300,1000 runs
 * each count on a fresh server and ends with one summary row per run) for BENCH_DURATION seconds
 * (60), in fixed shares (BENCH_MIX, 60,25,15 %):
 * - catalogue: each request a product list with varied filters (50 %), a
 *   product page (35 %) or the category list (15 %);
 * - cart: each connection a guest (its own X-Session-Id) adding a product to
 *   its cart again and again;
 * - checkout: each connection a guest adding an in-stock product, then
 *   ordering it (guest checkout); a checkout whose add was not accepted is
 *   skipped (it would only be refused as an empty cart).
 * Every write carries its own Idempotency-Key. Writes use 40 products whose
 * stock is raised to ten million before the server starts, so none runs out.
 * Clients give up like the storefront does: after 10 s, 30 s for the checkout
 * connections; a request given up is a timeout and its connection is reset.
 * A connection answered 503 waits the answer's Retry-After before its next
 * request, as a well-behaved client does.
 *
 * It prints, per kind of request and overall: responses, req/s, p50/p99/max
 * of the answered requests (2xx to 4xx), 503s (and how fast they come), other
 * 5xx, 4xx, timeouts and socket errors; the server's RSS (VmRSS sampled every
 * 2 s) before, during and after the load; its CPU; the load average; what the
 * server logged at warn and above; and whether the targets hold (no error
 * other than 503, p99 of answered ≤ 1 s, every request answered or refused
 * within 2 s, memory flat).
 *
 * PostgreSQL: DATABASE_URL (a database is created per run) or a throwaway
 * PostgreSQL 15 cluster (bench/harness.ts). PGlite: a temp DATA_DIR.
 * Knobs: BENCH_BACKENDS=postgres,pglite  BENCH_DURATION=60  BENCH_CONNECTIONS=200
 * BENCH_MIX=60,25,15 (a share of 0 opens no connection)  BENCH_LOG_LEVEL=warn (the server's LOG_LEVEL)
 * BENCH_SERVER_LOG=FILE (every line the server logged, e.g. with BENCH_LOG_LEVEL=info each request's responseTime)
 * BENCH_SERVER_ARGS="…" (node flags for the server, e.g. --cpu-prof --cpu-prof-dir=DIR).
 * The server runs on the node that runs the bench: `npm exec --package=node@24 -- npm run bench:load`
 * for a runtime with SO_REUSEPORT (server/src/lib/listen.ts; Node 20 listens on one socket).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, type Database } from '../server/src/db/client.ts';
import { seedDatabase } from '../server/src/seed/seed.ts';
import {
  adminQuery,
  autocannon,
  type AutocannonClient,
  type AutocannonRequest,
  clusterCpuMs,
  type Cluster,
  formatTable,
  freePort,
  loadAverages,
  percentile,
  pick,
  procCpuMs,
  random,
  rssMb,
  startCluster,
  stopServer,
  variedPath,
  withDatabase,
} from './harness.ts';

const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').map((s) => s.trim()).filter(Boolean);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
/** One run per count, each on a fresh server: BENCH_CONNECTIONS=300,1000 prints a row for each. */
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? '200').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const MIX = (process.env.BENCH_MIX ?? '60,25,15').split(',').map(Number);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const RSS_EVERY_MS = 2000;
/** The storefront gives a call up after 10 s (src/api/http.ts); a checkout is given 30 s. */
const CLIENT_TIMEOUT_S = 10;
const CHECKOUT_TIMEOUT_S = 30;
const WRITE_PRODUCTS = 40;
const P99_TARGET_MS = 1000;
/** Every request answered or refused (503 with Retry-After) within this (issue 43), at any number of connections. */
const WORST_TARGET_MS = 2000;
/** When the current run's load started (Date.now()). */
let runStarted = 0;

const SERVER_ENTRY = fileURLToPath(new URL('../server/src/server.ts', import.meta.url));

// --- the data the requests need ----------------------------------------------------

interface Fixture {
  categoryIds: string[];
  productIds: string[];
  /** Products the writes use (stock raised), with the store to buy from when the product has offers. */
  writable: { productId: string; storeId: string | null }[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Seeds the demo catalogue as server.ts does on an empty database, then raises the stock of the products writes use. */
async function prepare(database: Database, companyId: string): Promise<Fixture> {
  const started = Date.now();
  await seedDatabase(database.db, { companyId, log: () => {} });
  const categoryIds = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT id FROM categories WHERE company_id = ${companyId} ORDER BY id`)).map(
    (r) => r.id,
  );
  const products = rowsOf<{ id: string; store_id: string | null }>(
    await database.db.execute(sql`
      SELECT p.id, (SELECT sp.store_id FROM store_products sp WHERE sp.product_id = p.id ORDER BY sp.store_id LIMIT 1) AS store_id
      FROM products p WHERE p.company_id = ${companyId} AND p.status = 'active' ORDER BY p.id`),
  );
  const writable = products.slice(0, WRITE_PRODUCTS).map((p) => ({ productId: p.id, storeId: p.store_id }));
  for (const w of writable) await database.db.execute(sql`UPDATE products SET stock = 10000000 WHERE id = ${w.productId}`);
  // What autovacuum would do shortly after the seeding on PostgreSQL (PGlite has no autovacuum: left as `npm run serve` leaves it).
  if (database.kind === 'postgres') await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(`  seeded ${products.length} active products, ${categoryIds.length} categories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { categoryIds, productIds: products.map((p) => p.id), writable };
}

// --- the server ---------------------------------------------------------------

interface ServerLog {
  /** "level message" → count, for lines at warn and above (prefixed "after the load:" once the load has stopped). */
  counts: Map<string, number>;
  samples: string[];
  after: boolean;
}

interface Server {
  child: ChildProcess;
  url: string;
  log: ServerLog;
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

async function startApi(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...process.execArgv, ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean), SERVER_ENTRY], {
    // The write limits are per shopper and per address; every bench connection writes from
    // 127.0.0.1 faster than a person taps: raised here (unless given), the bench is about overload.
    env: { WRITE_RATE_LIMIT: '1000000', WRITE_RATE_LIMIT_PER_ADDRESS: '1000000', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: ServerLog = { counts: new Map(), samples: [], after: false };
  const count = (line: string, sample?: string) => {
    const key = log.after ? `after the load: ${line}` : line;
    log.counts.set(key, (log.counts.get(key) ?? 0) + 1);
    if (sample && log.samples.length < 8 && !log.samples.includes(sample)) log.samples.push(sample);
  };
  // BENCH_SERVER_LOG=FILE keeps every line the server logged (with BENCH_LOG_LEVEL=info, one per request and its responseTime).
  const keep = process.env.BENCH_SERVER_LOG ? createWriteStream(process.env.BENCH_SERVER_LOG) : undefined;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    keep?.write(`${line}\n`);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; code?: string } };
      if ((entry.level ?? 0) < 40) return;
      count(`${LEVELS[entry.level!] ?? entry.level} ${entry.msg ?? ''}`, entry.err ? `${entry.msg}: ${entry.err.code ?? ''} ${entry.err.message ?? ''}`.slice(0, 200) : undefined);
    } catch {
      count(`stdout ${line.slice(0, 100)}`);
    }
  });
  createInterface({ input: child.stderr! }).on('line', (line) => count(`stderr ${line.slice(0, 100)}`));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready: ${[...log.counts.keys()].join('; ')}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server was not ready within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, url, log };
}

// --- the load -------------------------------------------------------------------

type Kind = 'catalogue' | 'cart' | 'checkout-add' | 'checkout';
const KINDS: Kind[] = ['catalogue', 'cart', 'checkout-add', 'checkout'];
const LABELS: Record<Kind, string> = { catalogue: 'catalogue', cart: 'cart', 'checkout-add': 'checkout: add', checkout: 'checkout: order' };

interface Sent {
  kind: Kind;
  at: number;
}

class Tally {
  answered: number[] = [];
  refused: number[] = [];
  statuses = new Map<number, number>();
  other5xx = 0;
  n4xx = 0;
  timeouts = 0;
  socketErrors = 0;
  skipped = 0;
  /** Waits for a 503's Retry-After before the next request, and their total (ms). */
  backoffs = 0;
  backoffMs = 0;
  /** Sent and still unanswered when the run ended, with how long they had waited (ms). */
  unanswered: number[] = [];

  /** When (s into the run) each answer or 503 slower than WORST_TARGET_MS came. */
  lateAt: number[] = [];

  record(status: number, ms: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (ms > WORST_TARGET_MS && (status === 503 || status < 500)) this.lateAt.push((Date.now() - runStarted) / 1000);
    if (status === 503) this.refused.push(ms);
    else if (status >= 500) this.other5xx += 1;
    else {
      this.answered.push(ms);
      if (status >= 400) this.n4xx += 1;
    }
  }

  get responses(): number {
    return this.answered.length + this.refused.length + this.other5xx;
  }

  static merge(tallies: Tally[]): Tally {
    const all = new Tally();
    for (const t of tallies) {
      // concat, not push(...): a run may hold hundreds of thousands of latencies.
      all.answered = all.answered.concat(t.answered);
      all.refused = all.refused.concat(t.refused);
      for (const [s, n] of t.statuses) all.statuses.set(s, (all.statuses.get(s) ?? 0) + n);
      all.other5xx += t.other5xx;
      all.n4xx += t.n4xx;
      all.timeouts += t.timeouts;
      all.socketErrors += t.socketErrors;
      all.skipped += t.skipped;
      all.backoffs += t.backoffs;
      all.backoffMs += t.backoffMs;
      all.unanswered = all.unanswered.concat(t.unanswered);
      all.lateAt = all.lateAt.concat(t.lateAt);
    }
    return all;
  }
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A guest session in the format of spec section 3: 'session_' + 9 lowercase alphanumerics + '_' + base-36 timestamp. */
function newSession(): string {
  const bytes = randomBytes(9);
  let part = '';
  for (const b of bytes) part += ALPHANUMERIC[b % ALPHANUMERIC.length];
  return `session_${part}_${Date.now().toString(36)}`;
}

interface Share {
  kind: 'catalogue' | 'cart' | 'checkout';
  connections: number;
  timeout: number;
  requests: AutocannonRequest[];
}

function shares(fixture: Fixture, tallies: Record<Kind, Tally>, connections: number): Share[] {
  const runId = randomBytes(4).toString('hex');
  let keys = 0;
  const idempotencyKey = () => `bench-${runId}-${(keys += 1)}`;
  const rnd = random(7);
  const lists = Array.from({ length: 300 }, () => variedPath(rnd, fixture.categoryIds));
  const draw = random(11);
  const cataloguePath = () => {
    const r = draw();
    if (r < 0.5) return pick(draw, lists);
    if (r < 0.85) return `/api/v1/public/products/${pick(draw, fixture.productIds)}`;
    return '/api/v1/public/categories/';
  };
  const writeHeaders = (req: AutocannonRequest, context: Record<string, unknown>) => ({
    ...req.headers,
    'content-type': 'application/json',
    'x-session-id': String(context.session),
    'idempotency-key': idempotencyKey(),
  });
  const addBody = () => {
    const w = pick(Math.random, fixture.writable);
    return JSON.stringify({ product_id: w.productId, quantity: 1, store_id: w.storeId });
  };
  let orders = 0;
  const [catalogue = 60, cart = 25] = MIX;
  const total = MIX.reduce((a, b) => a + b, 0);
  const nCatalogue = Math.round((connections * catalogue) / total);
  const nCart = Math.round((connections * cart) / total);
  return [
    {
      kind: 'catalogue',
      connections: nCatalogue,
      timeout: CLIENT_TIMEOUT_S,
      requests: [{ kind: 'catalogue', method: 'GET', setupRequest: (req) => ({ ...req, path: cataloguePath() }) }],
    },
    {
      kind: 'cart',
      connections: nCart,
      timeout: CLIENT_TIMEOUT_S,
      requests: [
        {
          kind: 'cart',
          method: 'POST',
          path: '/api/v1/cart/items',
          setupRequest: (req, context) => ({ ...req, headers: writeHeaders(req, context), body: addBody() }),
        },
      ],
    },
    {
      kind: 'checkout',
      connections: connections - nCatalogue - nCart,
      timeout: CHECKOUT_TIMEOUT_S,
      requests: [
        {
          kind: 'checkout-add',
          method: 'POST',
          path: '/api/v1/cart/items',
          setupRequest: (req, context) => {
            context.added = false;
            return { ...req, headers: writeHeaders(req, context), body: addBody() };
          },
          onResponse: (status, _body, context) => {
            context.added = status === 201;
          },
        },
        {
          kind: 'checkout',
          method: 'POST',
          path: '/api/v1/customer-auth/guest-checkout',
          setupRequest: (req, context) => {
            if (!context.added) {
              tallies.checkout.skipped += 1;
              return null;
            }
            orders += 1;
            return {
              ...req,
              headers: writeHeaders(req, context),
              body: JSON.stringify({
                customer_name: 'Client Banc Essai',
                customer_email: `bench+${runId}-${orders}@example.dz`,
                customer_phone: '0555 12 34 56',
                shipping_address: '12 rue Didouche Mourad, 16000 Alger',
              }),
            };
          },
        },
      ],
    },
  ];
}

/**
 * Gives a connection its own guest session and counts what happens to each
 * request it sends under the request's kind. autocannon reports a timeout or a
 * socket error without saying which request it was, so the kinds of the
 * requests written and not yet answered are kept per connection: a response
 * answers the oldest; when the connection is reset (timeout, error, closed by
 * the server) the requests still waiting are the lost ones.
 */
function instrument(client: AutocannonClient, requests: AutocannonRequest[], timeoutS: number, tallies: Record<Kind, Tally>, queues: Sent[][]): void {
  const it = client.requestIterator;
  it.initialContext = { session: newSession() };
  it.resetContext();
  // Rebuild the first request with this connection's session.
  it.setRequests(requests);
  const waiting: Sent[] = [];
  queues.push(waiting);
  const lost: Sent[] = [];
  const getRequestBuffer = client.getRequestBuffer.bind(client);
  client.getRequestBuffer = () => {
    waiting.push({ kind: it.currentRequest.kind as Kind, at: Date.now() });
    return getRequestBuffer();
  };
  const connect = client._connect.bind(client);
  client._connect = () => {
    lost.push(...waiting.splice(0));
    connect();
    // A timeout claims its request synchronously after the reconnection; what is left was cut by the server.
    if (lost.length > 0) setImmediate(() => lost.splice(0).forEach((s) => (tallies[s.kind].socketErrors += 1)));
  };
  client.on('timeout', () => {
    const sent = lost.shift() ?? waiting.shift();
    if (sent) tallies[sent.kind].timeouts += 1;
  });
  client.on('connError', () => {
    const sent = waiting.shift();
    if (sent) tallies[sent.kind].socketErrors += 1;
  });
  client.on('response', (status, _bytes, ms) => {
    const sent = waiting.shift();
    if (sent) tallies[sent.kind].record(status, ms);
  });
  honourRetryAfter(client as RetryingClient, timeoutS, (ms) => {
    const kind = it.currentRequest.kind as Kind;
    tallies[kind].backoffs += 1;
    tallies[kind].backoffMs += ms;
  });
}

/** The autocannon client's internals that honouring Retry-After needs (lib/httpClient.js). */
type RetryingClient = AutocannonClient & {
  on(event: 'headers', cb: (info: { statusCode: number; headers: string[] }) => void): void;
  _doRequest(): void;
  destroyed: boolean;
  timeoutTicker: { reschedule(ms: number): void };
};

/**
 * A 503 with Retry-After makes the connection wait that long before its next
 * request, as the storefront does (and as a client that is told so should):
 * without it, a refused connection comes straight back, so the 503 count
 * measures how fast refusals are, not how many requests the server turned
 * away. Its request timeout restarts after the wait.
 */
function honourRetryAfter(client: RetryingClient, timeoutS: number, waited: (ms: number) => void): void {
  let retryAfterMs = 0;
  client.on('headers', (info) => {
    retryAfterMs = 0;
    if (info.statusCode !== 503) return;
    for (let i = 0; i + 1 < info.headers.length; i += 2) {
      if (info.headers[i]!.toLowerCase() !== 'retry-after') continue;
      const seconds = Number(info.headers[i + 1]);
      if (Number.isFinite(seconds) && seconds > 0) retryAfterMs = seconds * 1000;
    }
  });
  const doRequest = client._doRequest.bind(client);
  client._doRequest = () => {
    const wait = retryAfterMs;
    retryAfterMs = 0;
    if (wait <= 0) return doRequest();
    waited(wait);
    client.timeoutTicker.reschedule(wait + timeoutS * 1000);
    setTimeout(() => {
      if (!client.destroyed) doRequest();
    }, wait);
  };
}

/** One request of each write, before the load: the bodies are right and the stock is there. */
async function smokeTest(url: string, fixture: Fixture): Promise<void> {
  const session = newSession();
  const w = fixture.writable[0]!;
  const headers = { 'content-type': 'application/json', 'x-session-id': session };
  const add = await fetch(`${url}/api/v1/cart/items`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench-smoke-add-${session}` },
    body: JSON.stringify({ product_id: w.productId, quantity: 1, store_id: w.storeId }),
  });
  if (add.status !== 201) throw new Error(`smoke test: add to cart answered ${add.status} ${await add.text()}`);
  const order = await fetch(`${url}/api/v1/customer-auth/guest-checkout`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench-smoke-order-${session}` },
    body: JSON.stringify({ customer_name: 'Client Banc Essai', customer_email: 'bench@example.dz', customer_phone: '0555 12 34 56', shipping_address: '12 rue Didouche Mourad, 16000 Alger' }),
  });
  if (order.status !== 201) throw new Error(`smoke test: guest checkout answered ${order.status} ${await order.text()}`);
}

/** Busy and total CPU ticks of the machine (/proc/stat), or null off Linux. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - f[3]! - f[4]!, total };
  } catch {
    return null;
  }
}

/**
 * The kernel's count of connections its listening sockets' accept queues had
 * no room for (TcpExtListenOverflows, /proc/net/netstat), or null off Linux.
 * Each such handshake is dropped and its client's kernel retries it 1, 3, 7 s
 * later: time no server log shows. Machine-wide: read it on a quiet machine.
 */
function listenOverflows(): number | null {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n').filter((l) => l.startsWith('TcpExt:'));
    const names = lines[0]!.split(/\s+/);
    const values = lines[1]!.split(/\s+/);
    const i = names.indexOf('ListenOverflows');
    return i > 0 ? Number(values[i]) : null;
  } catch {
    return null;
  }
}

interface RssSample {
  t: number;
  mb: number;
}

interface Outcome {
  backend: string;
  connections: number;
  shares: Share[];
  tallies: Record<Kind, Tally>;
  rssBefore: number | null;
  rss: RssSample[];
  rssAfter: number | null;
  serverCpuPct: number | null;
  pgCpuPct: number | null;
  /** This process (autocannon), % of one core. */
  generatorCpuPct: number;
  /** The whole machine, % of all its cores busy (everyone's work). */
  machineBusyPct: number | null;
  /** Handshakes the kernel dropped for a full accept queue during the load (machine-wide), or null off Linux. */
  listenOverflows: number | null;
  loadBefore: string;
  loadAfter: string;
  log: ServerLog;
  /** /api/health latencies (ms) during the load, and the probes that failed or took over 10 s. */
  health: number[];
  healthFailed: number;
}

/**
 * Liveness during the load: /api/health is never refused and never touches the
 * database, so its latency is how long any request waits for the server's
 * event loop (a refusal with 503 cannot be faster).
 */
function probeHealth(url: string, until: () => boolean): { latencies: number[]; failed: () => number; done: Promise<void> } {
  const latencies: number[] = [];
  let failed = 0;
  const done = (async () => {
    while (!until()) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_S * 1000) });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else failed += 1;
      } catch {
        failed += 1;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return { latencies, failed: () => failed, done };
}

async function runLoad(backend: string, connections: number, server: Server, fixture: Fixture, postmasterPid?: number): Promise<Outcome> {
  const tallies = Object.fromEntries(KINDS.map((k) => [k, new Tally()])) as Record<Kind, Tally>;
  // A share of 0 % (e.g. BENCH_MIX=0,100,0: cart writes only) opens no connection.
  const plan = shares(fixture, tallies, connections).filter((s) => s.connections > 0);
  const queues: Sent[][] = [];
  const pid = server.child.pid!;
  const loadBefore = loadAverages();
  const rssBefore = rssMb(pid);
  const rss: RssSample[] = [];
  const started = Date.now();
  runStarted = started;
  const cpu0 = procCpuMs(pid);
  const pg0 = clusterCpuMs(postmasterPid);
  const gen0 = process.cpuUsage();
  const machine0 = machineTicks();
  const overflows0 = listenOverflows();
  const sampler = setInterval(() => {
    const mb = rssMb(pid);
    if (mb !== null) rss.push({ t: (Date.now() - started) / 1000, mb });
  }, RSS_EVERY_MS);
  const progress = setInterval(() => {
    const all = Tally.merge(Object.values(tallies));
    const last = rss[rss.length - 1];
    console.log(
      `  ${Math.round((Date.now() - started) / 1000)} s: ${all.responses} responses (${all.refused.length} × 503, ${all.other5xx} other 5xx), ${all.timeouts} timeouts, ${all.socketErrors} socket errors; RSS ${last ? last.mb.toFixed(0) : '-'} MB; load ${loadAverages()}`,
    );
  }, 10_000);
  let stopped = false;
  const health = probeHealth(server.url, () => stopped);
  const instances = plan.map((share) =>
    autocannon({
      url: server.url,
      connections: share.connections,
      duration: DURATION,
      timeout: share.timeout,
      headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' },
      requests: share.requests,
      setupClient: (client) => instrument(client, share.requests, share.timeout, tallies, queues),
    }),
  );
  await Promise.all(instances.map((i) => new Promise((resolve) => i.then(resolve))));
  const ended = Date.now();
  server.log.after = true;
  stopped = true;
  await health.done;
  const elapsed = (ended - started) / 1000;
  for (const q of queues) for (const s of q) tallies[s.kind].unanswered.push(ended - s.at);
  clearInterval(sampler);
  clearInterval(progress);
  const cpu1 = procCpuMs(pid);
  const pg1 = clusterCpuMs(postmasterPid);
  const gen1 = process.cpuUsage(gen0);
  const machine1 = machineTicks();
  const overflows1 = listenOverflows();
  const loadAfter = loadAverages();
  // Idle for a few seconds: what the server gives back once the load is gone.
  await new Promise((r) => setTimeout(r, 5000));
  const rssAfter = rssMb(pid);
  const pct = (a: number | null, b: number | null) => (a === null || b === null ? null : ((b - a) / 10 / elapsed));
  return {
    backend,
    connections,
    shares: plan,
    tallies,
    rssBefore,
    rss,
    rssAfter,
    serverCpuPct: pct(cpu0, cpu1),
    pgCpuPct: pct(pg0, pg1),
    generatorCpuPct: (gen1.user + gen1.system) / 10_000 / elapsed,
    machineBusyPct: machine0 && machine1 ? (100 * (machine1.busy - machine0.busy)) / (machine1.total - machine0.total) : null,
    listenOverflows: overflows0 === null || overflows1 === null ? null : overflows1 - overflows0,
    loadBefore,
    loadAfter,
    log: server.log,
    health: health.latencies,
    healthFailed: health.failed(),
  };
}

// --- the report ---------------------------------------------------------------------

const ms = (v: number) => (Number.isNaN(v) ? '-' : v >= 100 ? v.toFixed(0) : v.toFixed(1));

function report(o: Outcome): boolean {
  const connectionsOf = (k: Kind) => o.shares.find((s) => s.kind === (k === 'checkout-add' ? 'checkout' : k))?.connections ?? 0;
  const row = (label: string, conns: string, t: Tally) => {
    const answered = [...t.answered].sort((a, b) => a - b);
    const refused = [...t.refused].sort((a, b) => a - b);
    return [
      label,
      conns,
      String(t.responses),
      (t.responses / DURATION).toFixed(0),
      String(answered.length),
      ms(percentile(answered, 50)),
      ms(percentile(answered, 99)),
      ms(answered.length ? answered[answered.length - 1]! : NaN),
      String(refused.length),
      ms(percentile(refused, 99)),
      String(t.other5xx),
      String(t.n4xx),
      String(t.timeouts),
      String(t.socketErrors),
      t.unanswered.length ? `${t.unanswered.length} (${ms(t.unanswered.reduce((a, b) => Math.max(a, b), 0))})` : '0',
    ];
  };
  const all = Tally.merge(Object.values(o.tallies));
  const header = ['requests', 'conns', 'responses', 'req/s', 'answered', 'p50 ms', 'p99 ms', 'max ms', '503', '503 p99 ms', 'other 5xx', '4xx', 'timeouts', 'socket errors', 'unanswered at end (oldest ms)'];
  const lines = [...KINDS.map((k) => row(LABELS[k], k === 'checkout' ? '' : String(connectionsOf(k)), o.tallies[k])), row('all', String(o.connections), all)];
  console.log(`\n### ${o.backend}: ${o.connections} connections for ${DURATION} s; ${cpus().length} CPUs; load average ${o.loadBefore} before, ${o.loadAfter} after\n`);
  console.log(formatTable(header, lines));
  const statusLine = [...all.statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`\nstatus codes: ${statusLine || '-'}; checkouts skipped (their add was not accepted): ${o.tallies.checkout.skipped}`);
  console.log(
    `Retry-After honoured: ${all.backoffs} waits after a 503 (${(all.backoffMs / 1000).toFixed(0)} connection-seconds, ` +
      `${((100 * all.backoffMs) / 1000 / (o.connections * DURATION)).toFixed(1)} % of the run's connection time)`,
  );
  console.log(
    `CPU over the load, % of one core: server ${o.serverCpuPct === null ? '-' : o.serverCpuPct.toFixed(0)}${o.pgCpuPct === null ? '' : `, PostgreSQL ${o.pgCpuPct.toFixed(0)}`}, load generator ${o.generatorCpuPct.toFixed(0)}; ` +
      `machine busy ${o.machineBusyPct === null ? '-' : o.machineBusyPct.toFixed(0)} % of its ${cpus().length} cores (everyone's work)`,
  );
  if (o.listenOverflows !== null) {
    console.log(`handshakes dropped for a full accept queue (the kernel's ListenOverflows, machine-wide): ${o.listenOverflows}`);
  }
  const health = [...o.health].sort((a, b) => a - b);
  console.log(
    `liveness during the load (GET /api/health every 0.5 s on its own connection): ${health.length} answered, p50 ${ms(percentile(health, 50))} ms, ` +
      `p99 ${ms(percentile(health, 99))} ms, max ${ms(health.length ? health[health.length - 1]! : NaN)} ms; ${o.healthFailed} failed or over ${CLIENT_TIMEOUT_S} s`,
  );
  const samples = o.rss.map((s) => s.mb);
  const first = samples[0];
  const middle = samples[Math.floor(samples.length / 2)];
  const last = samples[samples.length - 1];
  const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  const third = Math.floor(samples.length / 3);
  const midThird = median(samples.slice(third, 2 * third));
  const lastThird = median(samples.slice(2 * third));
  const fmtMb = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${v.toFixed(0)} MB`);
  console.log(
    `server RSS: ${fmtMb(o.rssBefore)} before the load; ${fmtMb(first)} at ${o.rss[0]?.t.toFixed(0) ?? '-'} s, ${fmtMb(middle)} mid-run, ${fmtMb(last)} at the end; ` +
      `min ${fmtMb(samples.length ? Math.min(...samples) : null)}, max ${fmtMb(samples.length ? Math.max(...samples) : null)}; ` +
      `start → end ${first !== undefined && last !== undefined ? `${last - first >= 0 ? '+' : ''}${(last - first).toFixed(0)} MB` : '-'}; ${fmtMb(o.rssAfter)} 5 s after`,
  );
  console.log(`  RSS samples (MB, every ${RSS_EVERY_MS / 1000} s): ${samples.map((v) => v.toFixed(0)).join(' ')}`);
  if (o.log.counts.size > 0) {
    console.log(`server log (${LOG_LEVEL} and above):`);
    for (const [k, n] of [...o.log.counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${n} × ${k}`);
    for (const s of o.log.samples) console.log(`  e.g. ${s}`);
  } else {
    console.log(`server log (${LOG_LEVEL} and above): nothing`);
  }

  const errors = all.other5xx + all.timeouts + all.socketErrors;
  const p99 = percentile([...all.answered].sort((a, b) => a - b), 99);
  const worstP99 = Math.max(...KINDS.map((k) => percentile([...o.tallies[k].answered].sort((a, b) => a - b), 99)).filter((v) => !Number.isNaN(v)));
  // Flat: the last third of the run within 10 % of the middle third, by their medians (the first
  // seconds are warm-up: JIT, pools, buffers; single samples move with the garbage collector).
  const flat = !Number.isNaN(midThird) && !Number.isNaN(lastThird) && lastThird <= midThird * 1.1;
  const okErrors = errors === 0;
  const okP99 = p99 <= P99_TARGET_MS && worstP99 <= P99_TARGET_MS;
  console.log(`\ntargets on ${o.backend}:`);
  console.log(
    `  ${okErrors ? 'PASS' : 'FAIL'} errors other than 503: ${errors} (other 5xx ${all.other5xx}, timeouts ${all.timeouts}, socket errors ${all.socketErrors})${all.n4xx ? `; and ${all.n4xx} answers 4xx` : ''}`,
  );
  const lateUnanswered = all.unanswered.filter((w) => w > P99_TARGET_MS).length;
  console.log(
    `  ${okP99 ? 'PASS' : 'FAIL'} p99 of answered ≤ ${P99_TARGET_MS} ms: ${ms(p99)} ms overall, ${ms(worstP99)} ms for the slowest kind` +
      (lateUnanswered ? ` (not counted: ${lateUnanswered} requests still unanswered at the end after more than ${P99_TARGET_MS} ms)` : ''),
  );
  const worstAnswered = all.answered.length ? all.answered.reduce((a, b) => Math.max(a, b), 0) : NaN;
  const worstRefused = all.refused.length ? all.refused.reduce((a, b) => Math.max(a, b), 0) : NaN;
  const late = all.answered.filter((v) => v > WORST_TARGET_MS).length + all.refused.filter((v) => v > WORST_TARGET_MS).length;
  const okWorst = late === 0 && all.timeouts === 0;
  console.log(
    `  ${okWorst ? 'PASS' : 'FAIL'} every request answered or refused within ${WORST_TARGET_MS} ms: slowest answer ${ms(worstAnswered)} ms, slowest 503 ${ms(worstRefused)} ms; ` +
      `${late} over ${WORST_TARGET_MS} ms (${((100 * late) / Math.max(1, all.responses)).toFixed(2)} %), ${all.timeouts} given up after ${CLIENT_TIMEOUT_S} s`,
  );
  if (all.lateAt.length > 0) {
    const buckets = new Map<number, number>();
    for (const t of all.lateAt) buckets.set(Math.floor(t / 5) * 5, (buckets.get(Math.floor(t / 5) * 5) ?? 0) + 1);
    console.log(`       when they came (s into the run): ${[...buckets.entries()].sort((a, b) => a[0] - b[0]).map(([b, n]) => `${b}–${b + 5} s: ${n}`).join(', ')}`);
  }
  summary.push({ backend: o.backend, connections: o.connections, all, late, worstAnswered, worstRefused });
  if (samples.length < 6) console.log(`  n/a  memory flat: too few RSS samples (${samples.length}) for a run of ${DURATION} s`);
  else console.log(
    `  ${flat ? 'PASS' : 'FAIL'} memory flat (median RSS of the last third within 10 % of the middle third's): ${fmtMb(midThird)} → ${fmtMb(lastThird)}` +
      ` (${midThird ? `${(((lastThird - midThird) / midThird) * 100).toFixed(0)} %` : '-'})`,
  );
  return okErrors && okP99 && okWorst && (flat || samples.length < 6);
}

/** One row per run, printed at the end: the backends and connection counts side by side. */
const summary: { backend: string; connections: number; all: Tally; late: number; worstAnswered: number; worstRefused: number }[] = [];

function printSummary(): void {
  const header = ['backend', 'conns', 'answered/s', 'answered p50 ms', 'answered p99 ms', 'slowest answer ms', '503/s', 'slowest 503 ms', `over ${WORST_TARGET_MS / 1000} s`, 'timeouts', 'other errors'];
  const rows = summary.map(({ backend, connections, all, late, worstAnswered, worstRefused }) => {
    const answered = [...all.answered].sort((a, b) => a - b);
    return [
      backend,
      String(connections),
      (answered.length / DURATION).toFixed(0),
      ms(percentile(answered, 50)),
      ms(percentile(answered, 99)),
      ms(worstAnswered),
      (all.refused.length / DURATION).toFixed(0),
      ms(worstRefused),
      String(late),
      String(all.timeouts),
      String(all.other5xx + all.socketErrors),
    ];
  });
  console.log(`
### Summary: ${DURATION} s per run
`);
  console.log(formatTable(header, rows));
}

// --- backends -------------------------------------------------------------------------

/** What an interrupted or crashed run must still undo (the server, the cluster, the temp folder), newest first. */
const cleanups: (() => void)[] = [];
const undoAll = () => {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      undo();
    } catch {
      // keep undoing the rest
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    undoAll();
    process.exit(130);
  });
}
process.once('uncaughtException', (err) => {
  console.error(err);
  undoAll();
  process.exit(1);
});

/**
 * Seeds the load's fixture on `database`, starts the API with `env` (the
 * process's own, with the variables it names set, or removed where undefined)
 * and runs the load against it; the server is stopped whatever happens.
 */
async function loadOn(
  label: string,
  connections: number,
  database: Database,
  vars: Record<string, string | undefined>,
  postmasterPid?: number,
): Promise<Outcome> {
  // The company is the default one in both cases (no COMPANY_ID is passed).
  const fixture = await prepare(database, loadConfig({}).companyId);
  await database.close();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  let server: Server | undefined;
  try {
    server = await startApi(env);
    const child = server.child;
    cleanups.push(() => child.kill('SIGKILL'));
    await smokeTest(server.url, fixture);
    return await runLoad(label, connections, server, fixture, postmasterPid);
  } finally {
    if (server) await stopServer(server.child);
  }
}

async function benchPostgres(connections: number): Promise<Outcome> {
  const cluster: Cluster = await startCluster();
  cleanups.push(cluster.stop);
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(cluster.adminUrl, `CREATE DATABASE ${name}`);
    const dbUrl = withDatabase(cluster.adminUrl, name);
    const database = await openDatabase({ databaseUrl: dbUrl });
    return await loadOn('PostgreSQL', connections, database, { DATABASE_URL: dbUrl, DATA_DIR: undefined }, cluster.postmasterPid);
  } finally {
    await adminQuery(cluster.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    cluster.stop();
  }
}

async function benchPglite(connections: number): Promise<Outcome> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-pglite-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    return await loadOn('PGlite', connections, await openDatabase({ dataDir }), { DATA_DIR: dataDir, DATABASE_URL: undefined });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const bounds = ['LISTEN_SOCKETS', 'LISTEN_BACKLOG', 'MAX_IN_FLIGHT', 'MAX_EVENT_LOOP_DELAY_MS', 'LOOP_SLICE_MS', 'MAX_QUEUE_WAIT_MS', 'REQUEST_TIMEOUT_MS', 'STATEMENT_TIMEOUT_MS', 'DATABASE_POOL_SIZE', 'DATABASE_QUEUE_MS'].map((k) => `${k}=${process.env[k] ?? '(default)'}`).join(' ');
  console.log(`bench:load: ${BACKENDS.join(', ')}; ${CONNECTION_COUNTS.join(' then ')} connections (mix ${MIX.join('/')} % catalogue/cart/checkout) for ${DURATION} s; server on Node ${process.versions.node}, ${bounds}, LOG_LEVEL=${LOG_LEVEL}`);
  console.log(`load average at start: ${loadAverages()}`);
  let ok = true;
  for (const backend of BACKENDS) {
    for (const connections of CONNECTION_COUNTS) {
      console.log(`\n${backend}, ${connections} connections`);
      const outcome = backend === 'postgres' ? await benchPostgres(connections) : backend === 'pglite' ? await benchPglite(connections) : null;
      if (!outcome) throw new Error(`unknown backend ${backend} (postgres, pglite)`);
      ok = report(outcome) && ok;
    }
  }
  printSummary();
  console.log(`\n${ok ? 'Every target holds.' : 'Some targets do not hold (above).'}`);
}

await main();
