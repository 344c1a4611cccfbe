/** Run-time configuration, read once from the environment. */
import path from 'node:path';
import { scryptCost } from './lib/passwords.ts';

/** The seeded company's id when COMPANY_ID is not set (documented in the README). */
export const DEFAULT_COMPANY_ID = '6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AppConfig {
  port: number;
  host: string;
  /** LISTEN_SOCKETS: listening sockets on the port where the runtime has SO_REUSEPORT (lib/listen.ts; default 64, 1: one). */
  listenSockets: number;
  /** LISTEN_BACKLOG: places in each listening socket's accept queue (default 4096; the kernel caps it at net.core.somaxconn). */
  listenBacklog: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URLS: read replicas of DATABASE_URL's server (streaming hot
   * standbys), comma-separated, for the public catalogue's reads (db/replicas.ts).
   */
  databaseReadUrls: string[];
  /** REPLICA_MAX_LAG_MS: a replica further behind the primary is left out until it catches up (default 5000). */
  replicaMaxLagMs: number;
  /** REPLICA_CHECK_MS: how often each process checks its replicas (default 1000). */
  replicaCheckMs: number;
  companyId: string;
  /** API base URL the storefront calls; empty means same origin. */
  apiUrl: string;
  /** Requests per minute per client on login, register and password reset. */
  authRateLimit: number;
  /** Sign-in and reset requests per 15 minutes per account (e-mail), whatever the client. */
  accountRateLimit: number;
  /** Cart and wishlist writes per minute per shopper (token or guest session). */
  writeRateLimit: number;
  /** Cart and wishlist writes per minute per client address. */
  writeRateLimitPerAddress: number;
  /** Public origin used in mailed links. */
  publicUrl: string;
  logLevel: string;
  /** Requests handled at once before new ones are refused with 503. */
  maxInFlight: number;
  /** Mean event-loop delay (ms) of a saturated process, which tightens the in-flight bound (plugins/external/load-shedding.ts); 0: never. */
  maxEventLoopDelayMs: number;
  /** Work started per turn of the event loop, in ms (lib/loop-turns.ts); 0: every request starts at once. */
  loopSliceMs: number;
  /** MAX_QUEUE_WAIT_MS: longest wait (ms) of an admitted request (its turn, then the database) before it is refused with 503 (default 600; docs/decisions/015). */
  maxQueueWaitMs: number;
  /** Time allowed to receive a whole request (headers and body), in ms. */
  requestTimeoutMs: number;
  /** PostgreSQL statement_timeout of the pool's connections, in ms. */
  statementTimeoutMs: number;
  /** Connections of the serving PostgreSQL pool (db/client.ts). */
  databasePoolSize: number;
  /** Longest expected wait for a pooled connection before a request is refused with 503 (db/client.ts), in ms; 0: no bound. */
  databaseQueueMs: number;
  /** Period of the purge of stale rows (plugins/app/purge.ts), in ms. */
  purgeIntervalMs: number;
  /** How long a public catalogue answer is reused while its catalogue version holds (services/response-cache.ts); 0: never. */
  catalogueCacheTtlMs: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false
   * (none, the default), true (all), a number of hops, or addresses/CIDRs.
   * Behind a reverse proxy, without it every shopper shares the proxy's
   * address, hence one rate-limit bucket.
   */
  trustProxy: boolean | number | string;
}

/** TRUST_PROXY: unset or 'false', 'true', a hop count, or a comma-separated list of addresses or CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  if (entries.some((e) => !/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(e))) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count or addresses/CIDR ranges separated by commas, got "${value}"`);
  }
  return entries.join(',');
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** DATABASE_READ_URLS: replicas read only alongside a PostgreSQL primary (DATABASE_URL). */
function readUrls(env: NodeJS.ProcessEnv): string[] {
  const urls = (env.DATABASE_READ_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length > 0 && !env.DATABASE_URL?.trim()) throw new Error('DATABASE_READ_URLS needs DATABASE_URL: replicas follow a PostgreSQL primary');
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_READ_URLS must hold postgres:// URLs, got "${url.replace(/\/\/[^@/]*@/, '//…@')}"`);
  }
  return urls;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const companyId = env.COMPANY_ID?.trim() || DEFAULT_COMPANY_ID;
  if (!UUID_RE.test(companyId)) {
    throw new Error(`COMPANY_ID must be a UUID, got "${companyId}"`);
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST?.trim() || '127.0.0.1';
  // Read where passwords are hashed; checked here so a bad value stops the start.
  scryptCost(env);
  return {
    port,
    host,
    listenSockets: positiveInt(env, 'LISTEN_SOCKETS', 64),
    listenBacklog: positiveInt(env, 'LISTEN_BACKLOG', 4096),
    dataDir: path.resolve(env.DATA_DIR?.trim() || '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databaseReadUrls: readUrls(env),
    replicaMaxLagMs: positiveInt(env, 'REPLICA_MAX_LAG_MS', 5000),
    replicaCheckMs: positiveInt(env, 'REPLICA_CHECK_MS', 1000),
    companyId: companyId.toLowerCase(),
    apiUrl: (env.API_URL?.trim() || '').replace(/\/+$/, ''),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    accountRateLimit: positiveInt(env, 'AUTH_ACCOUNT_RATE_LIMIT', 10),
    writeRateLimit: positiveInt(env, 'WRITE_RATE_LIMIT', 120),
    writeRateLimitPerAddress: positiveInt(env, 'WRITE_RATE_LIMIT_PER_ADDRESS', 1200),
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    maxInFlight: positiveInt(env, 'MAX_IN_FLIGHT', 256),
    maxEventLoopDelayMs: nonNegativeInt(env, 'MAX_EVENT_LOOP_DELAY_MS', 100),
    loopSliceMs: nonNegativeInt(env, 'LOOP_SLICE_MS', 2),
    maxQueueWaitMs: positiveInt(env, 'MAX_QUEUE_WAIT_MS', 600),
    requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 30_000),
    statementTimeoutMs: positiveInt(env, 'STATEMENT_TIMEOUT_MS', 15_000),
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10),
    databaseQueueMs: nonNegativeInt(env, 'DATABASE_QUEUE_MS', 250),
    purgeIntervalMs: positiveInt(env, 'PURGE_INTERVAL_MS', 60 * 60 * 1000),
    catalogueCacheTtlMs: nonNegativeInt(env, 'CATALOGUE_CACHE_TTL_MS', 1000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
