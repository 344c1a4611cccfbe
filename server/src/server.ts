/**
 * The production entry point: opens the database (PGlite under DATA_DIR, or
 * PostgreSQL with DATABASE_URL), seeds it when empty, and serves the built
 * storefront and /api/v1 on one port.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen } from './lib/listen.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './seed/seed.ts';

export async function startServer() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    poolSize: config.databasePoolSize,
    maxQueueMs: config.databaseQueueMs,
    readUrls: config.databaseReadUrls,
    replicaMaxLagMs: config.replicaMaxLagMs,
    replicaCheckMs: config.replicaCheckMs,
  });
  await seedDatabase(database.db, { companyId: config.companyId });
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : fileURLToPath(new URL('../../dist', import.meta.url));
  const app = await buildApp({
    config,
    database,
    distDir: existsSync(distDir) ? distDir : undefined,
    logger: { level: config.logLevel },
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const sockets = await listen(app, { port: config.port, host: config.host, sockets: config.listenSockets, backlog: config.listenBacklog });
  const replicas = config.databaseReadUrls.length ? ` and ${config.databaseReadUrls.length} read replica(s)` : '';
  const where = config.databaseUrl ? `PostgreSQL (DATABASE_URL${replicas})` : `PGlite in ${config.dataDir}`;
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Storefront ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (database: ${where}, company ${config.companyId}, ${sockets} listening socket${sockets > 1 ? 's' : ''})`);
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await startServer();
}
