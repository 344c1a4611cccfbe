/**
 * The security headers (CSP, nosniff, frame and referrer policies…) of every
 * answer, in one place: helmet's middleware, built once. The helmet plugin
 * (helmet.ts) runs it in an onRequest hook; the router's own refusals
 * (malformed URL, over-long path segment), which never reach the hooks, get
 * the same headers from it in app.ts. (@fastify/helmet, used before, built
 * the middleware again on every request: parsing the CSP and making helmet's
 * dozen middlewares cost about 2 % of the API's CPU in the `varied` bench.)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

function securityHeaderOptions(apiUrl: string): HelmetOptions {
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

/** Sets the storefront's security headers on an answer (helmet built once, here). */
export function securityHeaders(apiUrl: string): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(securityHeaderOptions(apiUrl));
  return (request, reply) => {
    middleware(request.raw, reply.raw, (err) => {
      if (err) throw err;
    });
  };
}
