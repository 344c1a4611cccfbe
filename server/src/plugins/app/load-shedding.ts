/**
 * Bounds on what one request may hold. The body must arrive within
 * `bodyTimeoutMs` of the headers, or the request is answered 408 (a slow
 * sender cannot keep a slot and a connection for ever; Node's own
 * requestTimeout stops at the headers once a handler reads the body).
 * A bound on the work in flight: past `maxInFlight` requests at once, a new
 * one is refused at once with 503, a French detail and Retry-After, instead of
 * queueing behind the database pool until every caller times out. Liveness
 * (/api/health) is never refused: a busy process is not a dead one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const OVERLOADED = 'Le service est momentanément surchargé. Veuillez réessayer dans quelques instants.';

export const BODY_TIMEOUT_CODE = 'APP_BODY_TIMEOUT';

export default fp(async function loadShedding(app: FastifyInstance, opts: { maxInFlight: number; bodyTimeoutMs: number }) {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api/health') return;
    if (inFlight >= opts.maxInFlight) {
      request.log.warn({ in_flight: inFlight }, 'overloaded: request refused');
      return reply.status(503).header('Retry-After', '1').send({ detail: OVERLOADED });
    }
    inFlight += 1;
    counted.add(request);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.raw.complete) return payload;
    const timer = setTimeout(() => {
      // Only while fastify reads the body (its listener answers the error);
      // before or after that nothing is waiting on it.
      if (payload.listenerCount('error') === 0) return;
      payload.emit('error', Object.assign(new Error('request body not received in time'), { statusCode: 408, code: BODY_TIMEOUT_CODE }));
    }, opts.bodyTimeoutMs);
    const clear = () => clearTimeout(timer);
    payload.once('end', clear);
    payload.once('close', clear);
    return payload;
  });
  // onResponse, or onRequestAbort for a caller gone first; never both counted.
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
