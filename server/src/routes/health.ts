/** Liveness and readiness, for an orchestrator or a load balancer (never refused by load shedding). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { DATABASE_UNAVAILABLE } from '#server/lib/db-unavailable.ts';

export interface HealthOptions {
  database: Database;
}

export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  const { database } = opts;
  // Liveness: the process answers. It never touches the database, so an
  // orchestrator does not restart a healthy process during a database outage.
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok', database: database.kind }));
  // Readiness: the database answers too; a load balancer stops sending
  // traffic while it does not. Read replicas are listed with their state,
  // but do not decide: without one, reads go to the primary.
  app.get('/api/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping(2000);
      const replicas = database.replicas().map((r) => ({ name: r.name, usable: r.usable, lag_ms: r.lagMs, ...(r.reason ? { reason: r.reason } : {}) }));
      return { status: 'ok', database: database.kind, ...(replicas.length ? { replicas } : {}) };
    } catch (err) {
      request.log.warn({ err }, 'readiness check: database unreachable');
      return reply.status(503).header('Retry-After', '2').send({ detail: DATABASE_UNAVAILABLE });
    }
  });
}
