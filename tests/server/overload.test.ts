/**
 * Overload at the door (issue 43, point 3): while hundreds of keep-alive
 * connections keep the server busy, a shopper who opens a new connection is
 * answered, or refused with 503 and Retry-After, within seconds; never left
 * in the kernel's accept queue.
 *
 * A real server process (server/src/server.ts, as `npm run serve` starts it)
 * on PGlite, where the database runs on the server's own event loop: each
 * catalogue list is real work on that loop (the answer cache is off). The
 * busy connections resend at once whatever the answer (as autocannon does,
 * and as the run did). Before turns on the event loop
 * (lib/loop-turns.ts), libuv accepted one connection per turn and a turn ran
 * every busy connection's request: the new connections were accepted a few
 * per second and waited tens of seconds.
 * PGlite only: with DATABASE_URL the statements run in PostgreSQL, off the loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_ENTRY = fileURLToPath(new URL('../../server/src/server.ts', import.meta.url));
const BUSY_CONNECTIONS = 200;
const NEW_CONNECTIONS = 30;
/**
 * The bound is 2 s, which `npm run bench:load` measures on a quiet
 * machine. Here the suite's other files share the 2 cores with this server
 * (5.3 s was seen in CI, and 14.0 s once, all 30 refused with 503): the test
 * guards against new connections starving in the accept queue, which on
 * 041c693 left all of them unanswered after 30 s.
 */
const ANSWER_WITHIN_MS = 20_000;

let child: ChildProcess | undefined;
let baseUrl = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'overload-test-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', CATALOGUE_CACHE_TTL_MS: '0' };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { env: { ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time: ${stderr}`)), 90_000);
    child!.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
    createInterface({ input: child!.stdout! }).on('line', (line) => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve(url);
    });
  });
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  ms: number;
}

/** One GET; `agent` false opens a connection of its own. */
function get(pathname: string, agent: http.Agent | false, timeoutMs: number): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${pathname}`, { agent, headers: { accept: 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], ms: performance.now() - started }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

describe.skipIf(!!process.env.DATABASE_URL)('a new connection under load', () => {
  it(`is answered or refused with Retry-After within seconds (at most ${ANSWER_WITHIN_MS / 1000}) while ${BUSY_CONNECTIONS} keep-alive connections keep the server busy`, async () => {
    const categories = (JSON.parse(await new Promise<string>((resolve, reject) => {
      http.get(`${baseUrl}/api/v1/public/categories/`, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    }))).items as { id: string }[];
    expect(categories.length).toBeGreaterThan(0);

    const agent = new http.Agent({ keepAlive: true, maxSockets: BUSY_CONNECTIONS });
    let stop = false;
    let busyAnswers = 0;
    const sorts = ['price_asc', 'price_desc', 'newest', 'name_asc'];
    const busy = Array.from({ length: BUSY_CONNECTIONS }, async (_, i) => {
      for (let n = 0; !stop; n++) {
        const category = categories[(i + n) % categories.length]!.id;
        const list = `/api/v1/public/products/?category_id=${category}&sort=${sorts[n % sorts.length]}&limit=${12 + (n % 12)}&skip=${i % 5}`;
        try {
          await get(list, agent, 30_000);
          busyAnswers += 1;
        } catch {
          // a busy connection given up: open the next one
        }
      }
    });
    try {
      // Let the busy connections all be accepted and the loop fill up.
      await new Promise((r) => setTimeout(r, 3000));
      expect(busyAnswers).toBeGreaterThan(0);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: NEW_CONNECTIONS }, () => get('/api/v1/public/categories/', false, 30_000).catch((err: Error) => ({ status: 0, retryAfter: undefined, ms: performance.now() - started, error: err.message }))),
      );
      const slowest = Math.max(...answers.map((a) => a.ms));
      const statuses = answers.map((a) => a.status);
      // Every answer is the list or a refusal a client can act on.
      for (const a of answers) {
        expect([200, 503]).toContain(a.status);
        if (a.status === 503) expect(a.retryAfter).toMatch(/^[1-3]$/);
      }
      expect(slowest, `slowest of ${NEW_CONNECTIONS} new connections: ${Math.round(slowest)} ms (statuses ${statuses.join(',')})`).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      stop = true;
      await Promise.all(busy);
      agent.destroy();
    }
  }, 120_000);
});
