/**
 * Limits on cart and wishlist writes (issue 11, point 6), as a preHandler the
 * cart and wishlist routes add to their writes. Two buckets a minute:
 * - per shopper (the bearer token, else the guest's X-Session-Id): far above
 *   what a person taps, so only a script meets it;
 * - per client address, higher, since shoppers behind one carrier NAT share
 *   it: a script inventing a new session id for every request still meets it.
 * The storefront's outbox takes a 429 as "later" and retries with backoff.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, sessionIdOf } from '#server/services/caller.ts';

export const WRITES_TOO_FAST = 'Trop de modifications en peu de temps. Veuillez réessayer dans un instant.';

const MINUTE = 60_000;

/** Whose writes these are; never the token itself (keys may be logged or kept by a store). */
function shopperKey(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (token) return `writes:customer:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
  const session = sessionIdOf(request);
  return session ? `writes:session:${session}` : `writes:ip:${request.ip}`;
}

export function writeLimits(app: FastifyInstance) {
  const limits = [
    app.createRateLimit({ max: app.config.writeRateLimit, timeWindow: MINUTE, keyGenerator: shopperKey }),
    app.createRateLimit({ max: app.config.writeRateLimitPerAddress, timeWindow: MINUTE, keyGenerator: (request) => `writes:address:${request.ip}` }),
  ];
  return async function limitWrites(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        return reply.status(429).header('Retry-After', String(result.ttlInSeconds)).send({ detail: WRITES_TOO_FAST });
      }
    }
  };
}
