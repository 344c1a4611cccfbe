/**
 * Bounds on work: past MAX_IN_FLIGHT requests a new one is refused at once
 * (503, French detail, Retry-After); a request not received within
 * REQUEST_TIMEOUT_MS is cut (408, French); on PostgreSQL a statement past
 * STATEMENT_TIMEOUT_MS is cancelled (503, French) instead of holding its
 * connection.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ MAX_IN_FLIGHT: '3', REQUEST_TIMEOUT_MS: '1500', STATEMENT_TIMEOUT_MS: '400' });
});
afterAll(async () => api?.close());

/** A request whose headers arrive but whose body never does: in flight until the socket closes or times out. */
async function stalledRequest(): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port } = new URL(api.baseUrl);
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

describe('load shedding', () => {
  it('refuses a request past the in-flight bound with 503, a French detail and Retry-After; liveness stays up', async () => {
    const stalled = await Promise.all([stalledRequest(), stalledRequest(), stalledRequest()]);
    // Let the server see the three requests' headers.
    await new Promise((r) => setTimeout(r, 100));
    const refused = await api.call('GET', '/api/v1/public/products/?limit=1');
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toMatch(/surchargé/);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await api.call('GET', '/api/health')).status).toBe(200);
    for (const s of stalled) s.socket.destroy();
    await Promise.all(stalled.map((s) => s.answer));
    await new Promise((r) => setTimeout(r, 50));
    expect((await api.call('GET', '/api/v1/public/products/?limit=1')).status).toBe(200);
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
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: api.databaseUrl });
    await admin.connect();
    try {
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const res = await api.call('GET', '/api/v1/public/products/?limit=1');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.status).toBe(503);
      expect(res.body.detail).toMatch(/trop de temps/);
      expect(res.headers.get('retry-after')).toBeTruthy();
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
    expect((await api.call('GET', '/api/v1/public/products/?limit=1')).status).toBe(200);
  });
});
