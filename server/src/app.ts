/**
 * Builds the Fastify instance of the marketplace API (and, when given a build
 * folder, the storefront's static files). Used by server.ts and by the tests.
 * Plugins load in order: external → app → routes.
 */
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { BackgroundJobs } from './lib/background.ts';
import { redactUrl } from './lib/redact.ts';
import errors, { frenchClientError, frenchFrameworkError } from './plugins/app/errors.ts';
import jsonBody from './plugins/app/json-body.ts';
import purge from './plugins/app/purge.ts';
import compress from './plugins/external/compress.ts';
import helmet from './plugins/external/helmet.ts';
import loadShedding from './plugins/external/load-shedding.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import { securityHeaders } from './plugins/external/security-headers.ts';
import ssr, { serverBuildDir } from './plugins/external/ssr/plugin.ts';
import staticSite from './plugins/external/static.ts';
import swagger from './plugins/external/swagger.ts';
import { createResponseCache, type ResponseCache } from './services/response-cache.ts';
import { apiRoutes } from './routes/api/v1/index.ts';
import { cspReportRoutes } from './routes/csp-reports.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { sitemapRoutes } from './routes/sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** A handle for a public catalogue read: a read replica that keeps up, else `db` (use services/catalogue-query.ts catalogueDb). */
    reads: () => Db;
    config: AppConfig;
    /** Work done after the answer (lib/background.ts). */
    background: BackgroundJobs;
    /** Public catalogue answers of this process, by catalogue version (services/response-cache.ts). */
    catalogueCache: ResponseCache;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** The storefront build to serve (dist/); absent for an API-only instance. */
  distDir?: string;
  /** The server renderer's build (entry-server.js); by default the folder beside distDir (dist-server/). */
  serverDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export type App = FastifyInstance;

/** The request log with mailed-link tokens cut out of URLs (lib/redact.ts). */
function withRedactedUrls(logger: BuildOptions['logger']): BuildOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      req: (req: { method: string; url: string; host?: string; socket?: { remoteAddress?: string; remotePort?: number } }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.socket?.remoteAddress,
        remotePort: req.socket?.remotePort,
      }),
      ...(base as { serializers?: object }).serializers,
    },
  };
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(opts: BuildOptions) {
  const withSecurityHeaders = securityHeaders(opts.config.apiUrl);
  const app = Fastify({
    logger: withRedactedUrls(opts.logger),
    bodyLimit: 64 * 1024,
    // request.ip (rate limits, logs) from X-Forwarded-For only behind proxies named by TRUST_PROXY.
    // (A hop count n trusts the n nearest proxies: hops 0 to n-1.)
    trustProxy: typeof opts.config.trustProxy === 'number' ? trustHops(opts.config.trustProxy) : opts.config.trustProxy,
    // The router's refusals skip every hook, helmet's included.
    frameworkErrors: (error, request, reply) => {
      withSecurityHeaders(request, reply);
      frenchFrameworkError(error, request, reply);
    },
    // Headers within this time, or 408 (Node; it checks every
    // connectionsCheckingInterval, kept below the timeout). The body has its
    // own deadline (plugins/external/load-shedding.ts).
    requestTimeout: opts.config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(opts.config.requestTimeoutMs / 4))) },
    clientErrorHandler: frenchClientError,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', opts.database.db);
  app.decorate('reads', () => opts.database.reads());
  app.decorate('config', opts.config);
  app.decorate('catalogueCache', createResponseCache({ ttlMs: opts.config.catalogueCacheTtlMs }));
  opts.database.onConnectionError((err, inUse) =>
    app.log.warn({ err }, inUse ? 'PostgreSQL connection lost under a request; the pool opens another' : 'PostgreSQL connection lost while idle; the pool opens another'),
  );
  const background = new BackgroundJobs(() => app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    // Jobs still running use the database.
    await background.drain();
    await opts.database.close();
  });

  // external
  await app.register(helmet, { apiUrl: opts.config.apiUrl });
  // After helmet, so its refusals carry the security headers too.
  await app.register(loadShedding, {
    maxInFlight: opts.config.maxInFlight,
    maxEventLoopDelayMs: opts.config.maxEventLoopDelayMs,
    loopSliceMs: opts.config.loopSliceMs,
    maxQueueWaitMs: opts.config.maxQueueWaitMs,
    bodyTimeoutMs: opts.config.requestTimeoutMs,
  });
  await app.register(compress);
  await app.register(rateLimit, { database: opts.database });
  await app.register(swagger);

  // app
  await app.register(errors, { shell: Boolean(opts.distDir) });
  await app.register(jsonBody);
  await app.register(purge, { intervalMs: opts.config.purgeIntervalMs });

  // routes
  await app.register(healthRoutes, { database: opts.database });
  await app.register(mediaRoutes);
  await app.register(cspReportRoutes);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  if (process.env.TEST_SUPPORT_ROUTES === '1') await app.register(import('./routes/testing.ts'), { prefix: '/api/test-support' }); // e2e cleanup only (routes/testing.ts)
  if (opts.distDir) {
    await app.register(staticSite, { root: opts.distDir });
    // Its /robots.txt (the build's, with the sitemap's address) wins over the static files' wildcard.
    await app.register(sitemapRoutes, { robotsFile: path.join(opts.distDir, 'robots.txt') });
    await app.register(ssr, { distDir: opts.distDir, serverDir: opts.serverDir ?? serverBuildDir(opts.distDir) });
  }
  return app;
}
