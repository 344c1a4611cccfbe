/**
 * What the benchmarks share: the storefront's build and the server's start
 * (all of them); for the API benchmarks (`bench/api.ts`, `bench/load.ts`),
 * autocannon with the part of its API we use typed, a throwaway PostgreSQL 15 cluster on
 * a free port (or DATABASE_URL), one database per run, CPU time and load
 * average from /proc, percentiles, and the catalogue filters drawn at random.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mulberry32 } from '../server/src/seed/random.ts';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

// --- autocannon (no bundled types: the part we use, typed here) -------------

export interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

/** One request of a connection's sequence; `setupRequest` runs before each send (null skips to the first request). */
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  [extra: string]: unknown;
}

/** autocannon's per-connection client (lib/httpClient.js): the internals bench/load.ts hooks into. */
export interface AutocannonClient {
  on(event: 'response', cb: (status: number, bytes: number, ms: number) => void): void;
  on(event: 'timeout' | 'connError', cb: () => void): void;
  requestIterator: {
    initialContext: Record<string, unknown>;
    currentRequest: AutocannonRequest;
    resetContext(): void;
    setRequests(requests: AutocannonRequest[]): void;
  };
  getRequestBuffer(): Buffer;
  _connect(): void;
}

export interface AutocannonInstance {
  on(event: 'response', cb: (client: AutocannonClient, status: number, bytes: number, ms: number) => void): void;
  stop(): void;
  then: Promise<AutocannonResult>['then'];
}

export type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  /** Seconds before a request is given up (the connection is then reset). */
  timeout?: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
  setupClient?: (client: AutocannonClient) => void;
}) => AutocannonInstance;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// --- processes --------------------------------------------------------------------

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers its health check; rejects if it exits or takes longer than `timeoutMs`. */
export async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

/**
 * Builds as `npm run build` does: the server renderer into `${distDir}-server`,
 * then the storefront into distDir. A failed build ends the process with its status.
 */
export function buildStorefront(root: string, distDir: string, viteArgs: string[] = []): void {
  for (const args of [
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${distDir}-server`, '--emptyOutDir', ...viteArgs],
    ['build', '--outDir', distDir, '--emptyOutDir', ...viteArgs],
  ]) {
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

/** Builds into distDir unless both builds are already there. */
export function buildIfMissing(root: string, distDir: string): void {
  if (existsSync(path.join(distDir, 'index.html')) && existsSync(path.join(`${distDir}-server`, 'entry-server.js'))) return;
  console.log(`No build in ${distDir}: building the server renderer and the storefront…`);
  buildStorefront(root, distDir);
}

/** A store started by startStore: its process, its address and its data folder (removed by the caller). */
export interface StartedStore {
  server: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
}

/**
 * The store, from `root`, on a free local port with PGlite in a fresh data
 * folder: `server.ts` as `npm run serve` does, or `start.ts` as `npm start`
 * does (it seeds first). Its log shows warnings and errors only.
 */
export async function startStore(root: string, opts: { entry: 'server.ts' | 'start.ts'; distDir: string; name: string; env?: Record<string, string> }): Promise<StartedStore> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${opts.name}-data-`));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src', opts.entry)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: opts.distDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { server, port, base: `http://127.0.0.1:${port}`, dataDir };
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// --- PostgreSQL ---------------------------------------------------------------

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pgRun(bin: string, args: string[]): void {
  const cmd = isRoot ? 'runuser' : path.join(PG_BIN, bin);
  const full = isRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args] : args;
  const r = spawnSync(cmd, full, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} failed: ${r.stderr || r.stdout}`);
}

export interface Cluster {
  adminUrl: string;
  /** The postmaster's pid when we run the cluster (for its CPU time). */
  postmasterPid?: number;
  /** A streaming replica of the cluster (startCluster({ replica: true })): its server, and its postmaster's pid. */
  replica?: { adminUrl: string; postmasterPid: number };
  stop: () => void;
}

/**
 * DATABASE_URL when set (a server where we may CREATE DATABASE), else a
 * throwaway PostgreSQL 15 cluster in a temp dir on 127.0.0.1 and a free port
 * (initdb/pg_ctl run as `postgres` when we are root), with fsync off; `stop`
 * stops and removes it. BENCH_PG_OPTIONS (e.g. `-c shared_buffers=2GB`) is
 * added to the throwaway cluster's server options, after ours.
 */
export async function startCluster(options: { replica?: boolean } = {}): Promise<Cluster> {
  if (process.env.DATABASE_URL) {
    if (options.replica) throw new Error('a replica is started beside a throwaway cluster only: unset DATABASE_URL');
    return { adminUrl: process.env.DATABASE_URL, stop: () => {} };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  console.log(`Starting a throwaway PostgreSQL cluster in ${dir} on 127.0.0.1:${port}`);
  pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const opts = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=256MB -c max_connections=50 ${process.env.BENCH_PG_OPTIONS ?? ''}`.trim();
  pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', opts, '-w', 'start']);
  const pidOf = (folder: string) => Number(readFileSync(path.join(folder, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let replica: Cluster['replica'];
  const replicaData = path.join(dir, 'replica');
  if (options.replica) {
    // A hot standby as scripts/pg-cluster.sh starts one: a base backup streaming its WAL, then the same settings.
    const replicaPort = await freePort();
    pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-D', replicaData, '-R', '-X', 'stream']);
    // Its feedback (the oldest snapshot it needs, which holds back what VACUUM
    // may mark all-visible on the primary) every second rather than every
    // 10 s: the bench vacuums right after seeding and waits for the map.
    const replicaOpts = `${opts.replace(`-p ${port}`, `-p ${replicaPort}`)} -c hot_standby_feedback=on -c wal_receiver_status_interval=1s`;
    pgRun('pg_ctl', ['-D', replicaData, '-l', path.join(dir, 'replica.log'), '-o', replicaOpts, '-w', 'start']);
    console.log(`Starting its streaming replica on 127.0.0.1:${replicaPort}`);
    replica = { adminUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`, postmasterPid: pidOf(replicaData) };
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (replica) pgRun('pg_ctl', ['-D', replicaData, '-m', 'fast', '-w', 'stop']);
      pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, postmasterPid: pidOf(data), replica, stop };
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// --- measuring ------------------------------------------------------------------

/*
 * CPU time spent per request by the API process and by PostgreSQL. Latency on
 * a shared machine moves with everyone else's load; CPU per request does not
 * much, and it is what sets the throughput (Linux /proc only, else "-").
 */
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** utime+stime (and the reaped children's, with `reaped`) of a process, in ms. */
export function procCpuMs(pid: number, reaped = false): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0);
    return (ticks * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

/** The postmaster, its live backends and the backends it has reaped, in ms. */
export function clusterCpuMs(postmasterPid: number | undefined): number | null {
  if (!postmasterPid) return null;
  const own = procCpuMs(postmasterPid, true);
  if (own === null) return null;
  let total = own;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmasterPid) total += procCpuMs(Number(entry)) ?? 0;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** A process's resident set (VmRSS) in MB, or null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The machine's load averages (1, 5, 15 min): others' work shows here. */
export function loadAverages(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '-';
  }
}

/** The 1-minute load average. */
export const loadAverage = () => loadAverages().split(' ')[0] ?? '-';

/** The median of unsorted numbers (the mean of the middle two for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** A fixed-width table, numbers right-aligned. */
export function formatTable(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

// --- catalogue requests -------------------------------------------------------

/** The seed's deterministic generator, so every run asks the same filters. */
export const random = mulberry32;
export const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const SORTS = ['newest', 'price-low', 'price-high', 'rating'] as const;

/** One catalogue filter drawn at random: a category (or none), a price range, a rating, a sort. */
export function variedPath(rnd: () => number, categoryIds: string[], minPrice?: number): string {
  const q = new URLSearchParams();
  if (rnd() < 0.8) q.set('category', pick(rnd, categoryIds));
  const min = minPrice ?? pick(rnd, [undefined, 500, 1000, 2000, 5000]);
  if (min !== undefined) q.set('min_price', String(min));
  const max = pick(rnd, [undefined, 10000, 20000, 50000, 200000]);
  if (max !== undefined && (min === undefined || max > min)) q.set('max_price', String(max));
  const rating = pick(rnd, [undefined, undefined, 3, 4]);
  if (rating !== undefined) q.set('min_rating', String(rating));
  q.set('sort', pick(rnd, SORTS));
  q.set('skip', '0');
  q.set('limit', '20');
  return `/api/v1/public/products/?${q}`;
}
