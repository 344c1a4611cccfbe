/**
 * Fills deploy/nginx.conf.template and writes PREFIX/nginx.conf, the folders
 * nginx writes to made beside it. Used by tests/cluster and by an operator:
 *
 *   NGINX_PREFIX=/srv/shop/nginx NGINX_LISTEN=80 NGINX_DIST_DIR=/srv/shop/dist \
 *   NGINX_UPSTREAMS=127.0.0.1:3001,127.0.0.1:3002 NGINX_USER=www-data \
 *     npx tsx deploy/render-nginx.ts
 *   nginx -c /srv/shop/nginx/nginx.conf -p /srv/shop/nginx/
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface NginxOptions {
  /** Folder of the config, pid file, logs, cache and temporary files (made if missing). */
  prefix: string;
  /** `listen` argument: '80', '127.0.0.1:8080'. */
  listen: string;
  /**
   * The API processes, 'HOST:PORT', each optionally followed by nginx server
   * parameters ('127.0.0.1:3002 backup').
   */
  upstreams: string[];
  /** Parameters added to every upstream server (default 'max_fails=3 fail_timeout=2s'). */
  upstreamParams?: string;
  /** The storefront build (`npm run build`'s dist/): its assets/ are served by nginx. */
  distDir: string;
  /** The workers' user when nginx starts as root (it must read distDir); omitted: nginx's default. */
  user?: string;
  workerProcesses?: number | 'auto';
  serverName?: string;
  /**
   * Addresses or CIDR ranges of a CDN or load balancer in front of nginx: their
   * X-Forwarded-For names the shopper (set_real_ip_from). None: nginx is the edge.
   */
  realIpFrom?: string[];
  cacheMaxSize?: string;
  brotliStaticModule?: string;
  mimeTypes?: string;
}

export const TEMPLATE = fileURLToPath(new URL('./nginx.conf.template', import.meta.url));
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The config's text. */
export function renderNginxConfig(opts: NginxOptions): string {
  if (opts.upstreams.length === 0) throw new Error('nginx needs at least one API process (upstreams)');
  const prefix = path.resolve(opts.prefix);
  const params = opts.upstreamParams ?? 'max_fails=3 fail_timeout=2s';
  const values: Record<string, string> = {
    BROTLI_STATIC_MODULE: opts.brotliStaticModule ?? BROTLI_STATIC_MODULE,
    USER: opts.user ? `user ${opts.user};` : '# user: nginx started without root, or its default',
    WORKER_PROCESSES: String(opts.workerProcesses ?? 'auto'),
    PREFIX: prefix,
    MIME_TYPES: opts.mimeTypes ?? '/etc/nginx/mime.types',
    REAL_IP: opts.realIpFrom?.length
      ? [...opts.realIpFrom.map((a) => `    set_real_ip_from ${a};`), '    real_ip_header X-Forwarded-For;', '    real_ip_recursive on;'].join('\n')
      : '    # nginx is the edge: $remote_addr is the shopper (no set_real_ip_from).',
    UPSTREAM_SERVERS: opts.upstreams.map((u) => `        server ${u.trim()} ${params};`).join('\n'),
    CACHE_MAX_SIZE: opts.cacheMaxSize ?? '1g',
    LISTEN: opts.listen,
    SERVER_NAME: opts.serverName ?? '_',
    DIST_DIR: path.resolve(opts.distDir),
  };
  const text = readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z][A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return value;
  });
  return text;
}

/** Writes PREFIX/nginx.conf and makes PREFIX/logs; returns the config's path. */
export function writeNginxConfig(opts: NginxOptions): string {
  const prefix = path.resolve(opts.prefix);
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  // nginx makes tmp/* and cache/ itself and gives them to the workers' user.
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, renderNginxConfig(opts));
  return file;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const env = process.env;
  const need = (name: string) => env[name]?.trim() || (console.error(`${name} is required`), process.exit(2));
  const list = (raw: string | undefined) => (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const file = writeNginxConfig({
    prefix: need('NGINX_PREFIX'),
    listen: env.NGINX_LISTEN?.trim() || '80',
    upstreams: list(need('NGINX_UPSTREAMS')),
    distDir: need('NGINX_DIST_DIR'),
    user: env.NGINX_USER?.trim() || undefined,
    serverName: env.NGINX_SERVER_NAME?.trim() || undefined,
    realIpFrom: list(env.NGINX_REAL_IP_FROM),
  });
  console.log(file);
}
