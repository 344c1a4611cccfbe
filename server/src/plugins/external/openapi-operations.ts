/**
 * Every documented operation gets an `operationId` and an explicit security
 * declaration, so clients generated from /api/docs/json have stable method
 * names and know which calls need the bearer token. Routes that declare
 * their own keep them; the others are public (`security: []`: no credential).
 * Registered before the routes: an onRoute hook only sees routes added after it.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIX = /^\/api\/v1\//;

/** `GET /api/v1/customer-auth/orders/:id` → `getCustomerAuthOrdersById`. */
export function operationIdOf(method: RouteOptions['method'], url: string): string {
  const verb = (Array.isArray(method) ? method.join('-') : method).toLowerCase();
  const words = url
    .replace(API_PREFIX, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[-_]/))
    .filter(Boolean);
  return [verb, ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

export default fp(async function openapiOperations(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide || route.method === 'HEAD') return;
    // A schema object may be shared by two routes (a path with and without its trailing slash): never write one route's id onto another's.
    const schema = { ...route.schema } as typeof route.schema & { operationId?: string; security?: unknown[] };
    schema.operationId ??= operationIdOf(route.method, route.url.replace(/\/$/, '') || '/');
    schema.security ??= [];
    route.schema = schema;
  });
});
