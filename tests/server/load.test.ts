/**
 * Bounds on work: past MAX_IN_FLIGHT requests, or past a tighter bound while
 * the event loop lags more than MAX_EVENT_LOOP_DELAY_MS, a new one is refused at once (503,
 * French detail, Retry-After; liveness and readiness never; one log line per
 * episode, not one per refusal); a request not received within
 * REQUEST_TIMEOUT_MS is cut (408, French); on PostgreSQL a statement past
 * STATEMENT_TIMEOUT_MS is cancelled (503, French) instead of holding its
 * connection.
 */
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPoolBusy } from '#server/lib/db-unavailable.ts';
import { startTestApi, type CallResult, type TestApi } from './helpers.ts';

let api: TestApi;
const logs: string[] = [];
beforeAll(async () => {
  // The event-loop bound is off here: the in-flight bound alone is under test.
  api = await startTestApi({ MAX_IN_FLIGHT: '3', MAX_EVENT_LOOP_DELAY_MS: '0', REQUEST_TIMEOUT_MS: '1500', STATEMENT_TIMEOUT_MS: '400' }, { logs });
});
afterAll(async () => api?.close());

/** A request whose headers arrive but whose body never does: in flight until the socket closes or times out. */
async function stalledRequest(target: TestApi = api): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port } = new URL(target.baseUrl);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/v1/customer-auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
  );
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => {});
  return { socket, answer };
}

const OVERLOADED = 'Le service est momentanément surchargé. Veuillez réessayer dans quelques instants.';
/** An overload's Retry-After: 1 to 3 s, drawn at random (plugins/external/load-shedding.ts, overloadRetryAfter). */
const RETRY_AFTER = /^[1-3]$/;

/**
 * Runs `body` while a second PostgreSQL client holds an exclusive lock on
 * products (requests reading it wait); `unlock` rolls the lock back early,
 * and it is released in any case when `body` ends.
 */
async function withProductsLocked(target: TestApi, body: (unlock: () => Promise<unknown>) => Promise<void>): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: target.databaseUrl });
  await admin.connect();
  try {
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    await body(() => admin.query('ROLLBACK'));
  } finally {
    await admin.query('ROLLBACK').catch(() => {});
    await admin.end().catch(() => {});
  }
}

/**
 * Four requests that take the test pool's four connections (helpers.ts) and wait on the lock.
 * Four different URLs: the answer cache makes one statement of concurrent misses of one URL.
 */
function holdPoolConnections(target: TestApi) {
  return Array.from({ length: 4 }, (_, i) => target.call('GET', `/api/v1/public/products/?limit=${i + 1}`));
}

/** Requests stalled behind the lock end served, or refused as an overload; none fails otherwise. */
async function expectServedOrOverloaded(requests: Promise<CallResult>[]): Promise<void> {
  for (const r of await Promise.all(requests)) {
    if (r.status !== 200) expect([r.status, r.body.detail]).toEqual([503, OVERLOADED]);
  }
}

describe('load shedding', () => {
  it('refuses a request past the in-flight bound with 503, a French detail and Retry-After; liveness stays up', async () => {
    const stalled = await Promise.all([stalledRequest(), stalledRequest(), stalledRequest()]);
    // Let the server see the three requests' headers.
    await new Promise((r) => setTimeout(r, 100));
    const refused = await api.call('GET', '/api/v1/public/products/?limit=1');
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toMatch(/surchargé/);
    expect(refused.headers.get('retry-after')).toMatch(RETRY_AFTER);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await api.call('GET', '/api/health')).status).toBe(200);
    // More refusals: still one log line for the episode (a summary follows per period).
    const waits = new Set<string | null>();
    for (let i = 0; i < 30; i++) {
      const again = await api.call('GET', '/api/v1/public/categories/');
      expect(again.status).toBe(503);
      waits.add(again.headers.get('retry-after'));
    }
    // The refused are told 1 to 3 s at random, so that they do not all come back in the same instant.
    for (const wait of waits) expect(wait).toMatch(RETRY_AFTER);
    expect(waits.size).toBeGreaterThan(1);
    const overloaded = logs.map((l) => JSON.parse(l)).filter((e) => String(e.msg).startsWith('overloaded'));
    expect(overloaded).toHaveLength(1);
    expect(overloaded[0]).toMatchObject({ level: 40, msg: 'overloaded: refusing new requests', cause: 'inFlight' });
    for (const s of stalled) s.socket.destroy();
    await Promise.all(stalled.map((s) => s.answer));
    await new Promise((r) => setTimeout(r, 50));
    expect((await api.call('GET', '/api/v1/public/products/?limit=1')).status).toBe(200);
  });
});

describe('event-loop delay', () => {
  let lagging: TestApi;
  const lagLogs: string[] = [];
  beforeAll(async () => {
    lagging = await startTestApi({ MAX_EVENT_LOOP_DELAY_MS: '50' }, { logs: lagLogs });
  });
  afterAll(async () => lagging?.close());
  const url = '/api/v1/public/products/?limit=1';
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Keeps the event loop busy in slices of `sliceMs` (as an in-process database under load does) for `totalMs`. */
  async function saturate(totalMs: number, sliceMs: number): Promise<void> {
    const end = Date.now() + totalMs;
    while (Date.now() < end) {
      const sliceEnd = Date.now() + sliceMs;
      while (Date.now() < sliceEnd) {
        // busy
      }
      await new Promise((r) => setImmediate(r));
    }
  }

  it('one long task is no saturation: requests right after it are served', async () => {
    await sleep(1100);
    const end = Date.now() + 400;
    while (Date.now() < end) {
      // busy
    }
    const after = await Promise.all(Array.from({ length: 5 }, () => lagging.call('GET', url)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('while the loop is saturated past MAX_EVENT_LOOP_DELAY_MS, the bound tightens: 503 in French with Retry-After past it; health and readiness answer', async () => {
    await sleep(1100);
    // Ten requests in flight (bodies that never end), well under MAX_IN_FLIGHT (256): all served so far.
    const stalled = await Promise.all(Array.from({ length: 10 }, () => stalledRequest(lagging)));
    await sleep(100);
    expect((await lagging.call('GET', url)).status).toBe(200);
    // Slices of 100 ms for 2.4 s; the requests go out after 1.4 s (every sample since ~90 ms late, the loop busy).
    const busy = saturate(2400, 100);
    await sleep(1400);
    const [refused, health, ready] = await Promise.all([lagging.call('GET', url), lagging.call('GET', '/api/health'), lagging.call('GET', '/api/ready')]);
    await busy;
    // The bound came down to 8 (3/4 of the 10 in flight): the eleventh is refused.
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toBe(OVERLOADED);
    expect(refused.headers.get('retry-after')).toMatch(RETRY_AFTER);
    expect(health.status).toBe(200);
    expect(ready.status).toBe(200);
    const overloaded = lagLogs.map((l) => JSON.parse(l)).filter((e) => String(e.msg).startsWith('overloaded'));
    expect(overloaded).toHaveLength(1);
    expect(overloaded[0]).toMatchObject({ level: 40, cause: 'eventLoop', in_flight: 10 });
    expect(overloaded[0].limit).toBeLessThan(10);
    expect(overloaded[0].event_loop_delay_ms).toBeGreaterThan(50);
    // Once the loop is free and the stalled requests are gone, requests are served.
    for (const s of stalled) s.socket.destroy();
    await Promise.all(stalled.map((s) => s.answer));
    await sleep(500);
    expect((await lagging.call('GET', url)).status).toBe(200);
  });
});

describe('request timeout', () => {
  it('a request whose body never comes is answered 408 in French and its connection closed', async () => {
    const started = Date.now();
    const { answer } = await stalledRequest();
    const raw = await answer;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
    expect(raw).toContain('nosniff');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).detail).toMatch(/Délai dépassé/);
    // The slot it held is free again.
    await new Promise((r) => setTimeout(r, 50));
    expect((await api.call('GET', '/api/v1/public/products/?limit=1')).status).toBe(200);
  });
});

describe('what Node refuses before Fastify', () => {
  it('unparsable HTTP is answered 400 in French with nosniff', async () => {
    const { hostname, port } = new URL(api.baseUrl);
    const socket = connect(Number(port), hostname);
    let raw = '';
    socket.on('data', (c) => (raw += c.toString()));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('BONJOUR / HTTP/9\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('nosniff');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).detail).toBe('Requête HTTP invalide');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('statement timeout', () => {
  it('a statement blocked past STATEMENT_TIMEOUT_MS is cancelled: 503 in French, and the connection serves again', async () => {
    await withProductsLocked(api, async () => {
      const started = Date.now();
      // A list no request of this file asked for: no answer to reuse (docs/decisions/010), the statement runs.
      const res = await api.call('GET', '/api/v1/public/products/?limit=1&sort=price-high&skip=3');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.status).toBe(503);
      expect(res.body.detail).toMatch(/trop de temps/);
      expect(res.headers.get('retry-after')).toBeTruthy();
    });
    expect((await api.call('GET', '/api/v1/public/products/?limit=1')).status).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('database pool busy', () => {
  it('a request that waited past its deadline for a connection is refused as an overload, not a database outage', async () => {
    const logs: string[] = [];
    // The test pool has 4 connections (helpers.ts); a request waits for one until its deadline (MAX_QUEUE_WAIT_MS, 600 ms).
    const busy = await startTestApi({ STATEMENT_TIMEOUT_MS: '30000' }, { logs });
    try {
      await withProductsLocked(busy, async (unlock) => {
        // The four connections held; the fifth request waits for one.
        const holding = holdPoolConnections(busy);
        await new Promise((r) => setTimeout(r, 300));
        const refused = await busy.call('GET', '/api/v1/public/categories/');
        expect(refused.status).toBe(503);
        expect(refused.body.detail).toBe(OVERLOADED);
        expect(refused.headers.get('retry-after')).toMatch(RETRY_AFTER);
        await unlock();
        for (const r of await Promise.all(holding)) expect(r.status).toBe(200);
      });
    } finally {
      await busy.close();
    }
    const entries = logs.map((l) => JSON.parse(l));
    expect(entries.filter((e) => e.msg === 'database unavailable')).toHaveLength(0);
    expect(entries.filter((e) => e.msg === 'database pool busy: request refused')).toHaveLength(1);
  });

  it('a request that would wait past DATABASE_QUEUE_MS for a connection is refused at once, not after the wait', async () => {
    const busy = await startTestApi({ STATEMENT_TIMEOUT_MS: '30000', DATABASE_QUEUE_MS: '1' });
    try {
      await withProductsLocked(busy, async (unlock) => {
        // The four connections held; a fifth request queues for a connection.
        const holding = holdPoolConnections(busy);
        await new Promise((r) => setTimeout(r, 300));
        const queued = busy.call('GET', '/api/v1/public/products/?limit=5');
        await new Promise((r) => setTimeout(r, 100));
        // The next one would wait behind it: refused without waiting.
        const started = Date.now();
        const refused = await busy.call('GET', '/api/v1/public/categories/');
        expect(refused.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(refused.body.detail).toBe(OVERLOADED);
        expect(refused.headers.get('retry-after')).toMatch(RETRY_AFTER);
        await unlock();
        // (Their 5 s holds made the expected wait long: a later query may refuse them.)
        await expectServedOrOverloaded([...holding, queued]);
        // With nobody queued, requests are served again.
        expect((await busy.call('GET', '/api/v1/public/categories/')).status).toBe(200);
      });
    } finally {
      await busy.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the request deadline on PostgreSQL', () => {
  it('a request still waiting for a pooled connection at its deadline is refused then, not after the pool timeout', async () => {
    const busy = await startTestApi({ STATEMENT_TIMEOUT_MS: '30000', MAX_QUEUE_WAIT_MS: '300' });
    try {
      await withProductsLocked(busy, async (unlock) => {
        // The four connections held (they got them in time).
        const holding = holdPoolConnections(busy);
        await new Promise((r) => setTimeout(r, 300));
        const started = Date.now();
        const refused = await busy.call('GET', '/api/v1/public/categories/');
        const waited = Date.now() - started;
        expect([refused.status, refused.body.detail, refused.headers.get('retry-after')]).toEqual([503, OVERLOADED, expect.stringMatching(RETRY_AFTER)]);
        // At its deadline (300 ms), not after the pool's 5 s wait.
        expect(waited).toBeGreaterThanOrEqual(250);
        expect(waited).toBeLessThan(2000);
        await unlock();
        await expectServedOrOverloaded(holding);
        expect((await busy.call('GET', '/api/v1/public/categories/')).status).toBe(200);
      });
    } finally {
      await busy.close();
    }
  });
});

describe.skipIf(!!process.env.DATABASE_URL)("PGlite's one connection", () => {
  /** Holds PGlite's only connection in a transaction until `release` is called. */
  function holdConnection(target: TestApi): { release: () => void; done: Promise<unknown> } {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const done = target.db.transaction(() => released);
    return { release, done };
  }

  it('a request that would wait past DATABASE_QUEUE_MS for the connection is refused at once; one queued past 4 × that is refused then', async () => {
    const logs: string[] = [];
    const busy = await startTestApi({ DATABASE_QUEUE_MS: '100', MAX_EVENT_LOOP_DELAY_MS: '0' }, { logs });
    let hold: ReturnType<typeof holdConnection> | undefined;
    try {
      // Three transactions of 400 ms teach the gate what a turn costs (its mean: ~60 ms).
      for (let i = 0; i < 3; i += 1) await busy.db.transaction(() => new Promise((r) => setTimeout(r, 400)));
      hold = holdConnection(busy);
      await new Promise((r) => setTimeout(r, 20));
      const queuedAt = Date.now();
      // Sixteen callers may always queue (a page's parallel reads)...
      const queued = Array.from({ length: 16 }, () => busy.db.execute(sql`select 1`).then(() => 'served', (e: unknown) => (isPoolBusy(e) ? 'refused' : String(e))));
      await new Promise((r) => setTimeout(r, 20));
      // ...each a turn of ~60 ms: a seventeenth would wait past 100 ms.
      const started = Date.now();
      const refused = await busy.call('GET', '/api/v1/public/categories/');
      expect([refused.status, refused.body.detail, refused.headers.get('retry-after')]).toEqual([503, OVERLOADED, expect.stringMatching(RETRY_AFTER)]);
      // Sooner than the 400 ms cap on a wait below.
      expect(Date.now() - started).toBeLessThan(350);
      // The queued ones are refused once they have waited 4 × 100 ms, not when the connection frees.
      expect(await Promise.all(queued)).toEqual(Array(16).fill('refused'));
      expect(Date.now() - queuedAt).toBeLessThan(1500);
      hold.release();
      await hold.done;
      // The connection free, requests are served again: at once, or after a
      // few refusals while the mean turn still counts the long holds above
      // (a page's parallel statements queue behind each other).
      let served = false;
      for (let i = 0; i < 20 && !served; i += 1) {
        const again = await busy.call('GET', '/api/v1/public/categories/');
        if (again.status !== 200) expect([again.status, again.body.detail]).toEqual([503, OVERLOADED]);
        served = again.status === 200;
      }
      expect(served).toBe(true);
    } finally {
      hold?.release();
      await busy.close();
    }
    const entries = logs.map((l) => JSON.parse(l));
    expect(entries.filter((e) => e.msg === 'database unavailable')).toHaveLength(0);
  });

  it('a request still waiting for the connection at its deadline (MAX_QUEUE_WAIT_MS after it came) is refused then, not served late', async () => {
    // The queue's own bounds are far (an estimate of 5 s, a cap of 20 s): only the request's deadline refuses.
    const busy = await startTestApi({ DATABASE_QUEUE_MS: '5000', MAX_QUEUE_WAIT_MS: '300', MAX_EVENT_LOOP_DELAY_MS: '0' });
    let hold: ReturnType<typeof holdConnection> | undefined;
    try {
      hold = holdConnection(busy);
      const release = setTimeout(() => hold!.release(), 2500);
      const started = Date.now();
      const refused = await busy.call('GET', '/api/v1/public/categories/');
      const waited = Date.now() - started;
      expect([refused.status, refused.body.detail, refused.headers.get('retry-after')]).toEqual([503, OVERLOADED, expect.stringMatching(RETRY_AFTER)]);
      // At its deadline (300 ms), long before the connection came free (2.5 s).
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(1500);
      clearTimeout(release);
      hold.release();
      await hold.done;
      expect((await busy.call('GET', '/api/v1/public/categories/')).status).toBe(200);
    } finally {
      hold?.release();
      await busy.close();
    }
  });

  it("a page's parallel reads wait their turn and are served, even after slow turns", async () => {
    const busy = await startTestApi({ DATABASE_QUEUE_MS: '250', MAX_EVENT_LOOP_DELAY_MS: '0' });
    let hold: ReturnType<typeof holdConnection> | undefined;
    try {
      // Slow turns (a transaction open while the process renders a page) raise the mean turn to ~60 ms.
      for (let i = 0; i < 3; i += 1) await busy.db.transaction(() => new Promise((r) => setTimeout(r, 400)));
      hold = holdConnection(busy);
      await new Promise((r) => setTimeout(r, 20));
      // Six reads at once: by the estimate alone the fifth would wait past 250 ms.
      const waiting = Array.from({ length: 6 }, () => busy.call('GET', '/api/v1/public/categories/'));
      await new Promise((r) => setTimeout(r, 100));
      hold.release();
      await hold.done;
      for (const r of await Promise.all(waiting)) expect(r.status).toBe(200);
    } finally {
      hold?.release();
      await busy.close();
    }
  });
});
