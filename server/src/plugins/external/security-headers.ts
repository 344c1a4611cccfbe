/**
 * The security headers (CSP, nosniff, frame and referrer policies…) of every
 * answer, in one place. @fastify/helmet sets them in an onRequest hook, which
 * the router's own refusals (malformed URL, over-long path segment) never
 * reach: those answers get the same headers from `applySecurityHeaders`.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';

export function securityHeaderOptions(apiUrl: string): FastifyHelmetOptions {
  const apiOrigin = apiUrl ? new URL(apiUrl).origin : null;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Sonner set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : [])],
        connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A static host may serve the storefront from another origin than the API.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

type Middleware = (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
// The very helmet @fastify/helmet runs, resolved from it, so both set the same headers.
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (opts: object) => Middleware;

/** Sets the headers @fastify/helmet would have set, on an answer made outside the hooks. */
export function securityHeaders(apiUrl: string): (request: FastifyRequest, reply: FastifyReply) => void {
  const { global: _global, enableCSPNonces: _nonces, ...options } = securityHeaderOptions(apiUrl) as Record<string, unknown>;
  const middleware = helmet(options);
  return (request, reply) => {
    middleware(request.raw, reply.raw, (err) => {
      if (err) throw err;
    });
  };
}
