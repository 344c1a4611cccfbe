/**
 * Server rendering beside the JSON API (`npm run bench:ssr`): starts
 * `npm start` (the storefront build, built when missing, and the API on a
 * seeded PGlite database in a temp dir, or on DATABASE_URL) in a child
 * process, then runs autocannon in turn against the JSON a screen needs and
 * the same screen's server-rendered HTML, then the same HTML revalidated
 * (If-None-Match with its ETag: a 304 without a render), and prints
 * requests/s, p50, p95, p99 and the count of unexpected answers of each.
 *
 * A page's HTML costs its API calls (answered in-process) plus the React
 * render: the `html/json` column says how many JSON answers one page costs.
 *
 * Knobs: BENCH_DURATION=10 (s)  BENCH_CONNECTIONS=10  DIST_DIR (the build to serve)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { autocannon, formatTable, freePort, loadAverage, percentile, stopServer } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));

async function waitForHealth(base: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** autocannon on `url`; `unexpected` counts the answers whose status is not `expected`, and the errors. */
async function run(url: string, headers: Record<string, string> = {}, expected = 200): Promise<{ rps: number; p50: number; p95: number; p99: number; unexpected: number }> {
  const latencies: number[] = [];
  let unexpected = 0;
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== expected) unexpected += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    unexpected: unexpected + result.errors,
  };
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-'));
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/start.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', MAX_IN_FLIGHT: '10000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth(base, 600_000);
  const config = (await (await fetch(`${base}/config.json`)).json()) as { companyId: string };
  const company = `company_id=${config.companyId}`;
  const list = (await (await fetch(`${base}/api/v1/public/products?${company}&skip=0&limit=20`)).json()) as { items: { id: string }[] };
  const productId = list.items[0]!.id;
  const pairs: [string, string, string][] = [
    ['/products (first page)', `/api/v1/public/products?${company}&skip=0&limit=20`, '/products'],
    ['/products/{id}', `/api/v1/public/products/${productId}?${company}`, `/products/${productId}`],
    ['/ (home)', `/api/v1/public/collections?${company}&limit=10&include_products=true`, '/'],
  ];
  const rows: string[][] = [];
  for (const [name, api, page] of pairs) {
    // A short warm-up: the first requests pay for JIT compilation and cold caches.
    await fetch(base + api);
    const etag = (await fetch(base + page)).headers.get('etag');
    const json = await run(base + api);
    const html = await run(base + page);
    // A browser or CDN revalidating its copy of an unchanged page (If-None-Match): data loaded, no render.
    const revalidated = etag ? await run(base + page, { 'if-none-match': etag }, 304) : undefined;
    const fmt = (r: typeof json, kind: string, ratio = '') => [
      name,
      kind,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      String(r.unexpected),
      ratio,
    ];
    rows.push(fmt(json, 'JSON'), fmt(html, 'HTML', (json.rps / html.rps).toFixed(1)));
    rows.push(revalidated ? fmt(revalidated, 'HTML, 304', (json.rps / revalidated.rps).toFixed(1)) : [name, 'HTML, 304', '—', '—', '—', '—', '—', 'no ETag']);
  }
  console.log(`\n${CONNECTIONS} connections × ${DURATION} s each, PGlite unless DATABASE_URL; load average ${loadAverage()}\n`);
  console.log(formatTable(['screen', 'answer', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'unexpected', 'html/json'], rows));
  console.log("unexpected: answers other than 200 (304 on the 'HTML, 304' rows: If-None-Match with the page's ETag), and errors. '/' shows random categories: it has no stable ETag.");
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
