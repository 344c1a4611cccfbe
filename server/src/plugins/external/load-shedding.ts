/**
 * Bounds on what one request may hold, and on the work the process takes on.
 * - The body must arrive within `bodyTimeoutMs` of the headers, or the
 *   request is answered 408 (a slow sender cannot keep a slot and a
 *   connection for ever; Node's own requestTimeout stops at the headers once
 *   a handler reads the body).
 * - Past `maxInFlight` requests at once, a new one is refused at once with
 *   503, a French detail and Retry-After, instead of queueing behind the
 *   database pool until every caller times out.
 * - While the process is saturated, the bound tightens: a sample (one every
 *   `sampleIntervalMs`) is hot when a 10 ms timer ran late by more than
 *   `maxEventLoopDelayMs` on average AND the loop was busy (utilization over
 *   90 %); each hot sample cuts the bound to 3/4 of the requests then in
 *   flight (never under MIN_LIMIT), each quiet one raises it by a tenth, up
 *   to `maxInFlight`. The fixed bound cannot see this: on PGlite the database
 *   runs on the event loop itself, so a few dozen requests already queue for
 *   seconds, liveness included. Busy, because a machine busy with other
 *   processes makes timers late while this loop idles; gradual, because a
 *   single long task (a collection, a purge) with little in flight refuses
 *   nobody.
 * - An admitted request waits for its turn on the event loop (lib/loop-turns.ts):
 *   a few are started per turn, so that turns stay short and the loop keeps
 *   accepting connections (libuv takes one per turn) and reading sockets.
 * - Every wait of a request (its turn, then the database's queue) ends by one
 *   deadline, `maxQueueWaitMs` after it arrived (lib/request-deadline.ts): past
 *   it the request is refused with 503, so that it is answered or refused
 *   within that bound plus its own work.
 * Liveness and readiness (/api/health, /api/ready) are never refused: a busy
 * process is neither dead nor to be restarted.
 * Refusals are logged as one warn line when they start, then one summary line
 * per `logIntervalMs` while they go on (counts by cause), not one per request.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoopTurns } from '#server/lib/loop-turns.ts';
import { msToDeadline, withDeadline } from '#server/lib/request-deadline.ts';

export const OVERLOADED = 'Le service est momentanément surchargé. Veuillez réessayer dans quelques instants.';

export const BODY_TIMEOUT_CODE = 'APP_BODY_TIMEOUT';

const EXEMPT = new Set(['/api/health', '/api/ready']);

/** The histogram's sampling period: a delay below it is not measured. */
const RESOLUTION_MS = 10;
/** Event-loop utilization of a saturated process (fraction of the time in callbacks). */
const BUSY_UTILIZATION = 0.9;
/** The tightest the bound gets: a saturated process still serves this many at once. */
const MIN_LIMIT = 8;

export interface LoadSheddingOptions {
  maxInFlight: number;
  bodyTimeoutMs: number;
  /** Mean event-loop delay (ms) of a hot sample (see above); 0: the bound stays maxInFlight. */
  maxEventLoopDelayMs?: number;
  /** How often the event-loop delay is sampled (ms); default 250. */
  sampleIntervalMs?: number;
  /** Work started per turn of the event loop (ms), see lib/loop-turns.ts; 0 or absent: no turns. */
  loopSliceMs?: number;
  /** Longest wait (ms) for a turn before a request is refused; default 1000. */
  maxQueueWaitMs?: number;
  /** Period of the refusal summary in the log (ms); default 10 s. */
  logIntervalMs?: number;
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export default fp(async function loadShedding(app: FastifyInstance, opts: LoadSheddingOptions) {
  const maxDelay = opts.maxEventLoopDelayMs ?? 0;
  const sampleIntervalMs = opts.sampleIntervalMs ?? 250;
  const logIntervalMs = opts.logIntervalMs ?? 10_000;

  // --- event-loop delay ---------------------------------------------------------
  let eventLoopDelayMs = 0;
  let utilization = 0;
  /** The bound on requests in flight now: maxInFlight, or tighter while the loop is saturated. */
  let limit = opts.maxInFlight;
  if (maxDelay > 0) {
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    let elu = performance.eventLoopUtilization();
    let sampler: NodeJS.Timeout | undefined;
    // From ready on: the start-up's own work (plugins, schemas) is no overload.
    app.addHook('onReady', async () => {
      histogram.enable();
      elu = performance.eventLoopUtilization();
      sampler = setInterval(sample, sampleIntervalMs);
      sampler.unref();
    });
    const sample = () => {
      // No sample at all means the loop was blocked for the whole period.
      const mean = histogram.count > 0 ? histogram.mean / 1e6 : sampleIntervalMs;
      eventLoopDelayMs = Math.max(0, mean - RESOLUTION_MS);
      histogram.reset();
      const now = performance.eventLoopUtilization();
      utilization = performance.eventLoopUtilization(now, elu).utilization;
      elu = now;
      if (eventLoopDelayMs > maxDelay && utilization > BUSY_UTILIZATION) {
        limit = Math.max(Math.min(MIN_LIMIT, opts.maxInFlight), Math.floor(Math.min(limit, inFlight) * 0.75));
      } else {
        limit = Math.min(opts.maxInFlight, limit + Math.max(1, Math.floor(limit / 10)));
      }
    };
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      histogram.disable();
    });
  }

  // --- the refusal log ----------------------------------------------------------
  const refused = { inFlight: 0, eventLoop: 0, wait: 0 };
  let logTimer: NodeJS.Timeout | undefined;
  const state = () => ({ in_flight: inFlight, waiting: turns?.waiting ?? 0, limit, event_loop_delay_ms: Math.round(eventLoopDelayMs), event_loop_utilization: Number(utilization.toFixed(2)) });
  const flush = () => {
    logTimer = undefined;
    const total = refused.inFlight + refused.eventLoop + refused.wait;
    if (total === 0) return;
    app.log.warn({ refused: { ...refused }, interval_ms: logIntervalMs, ...state() }, `overloaded: ${total} requests refused in the last ${logIntervalMs / 1000} s`);
    refused.inFlight = 0;
    refused.eventLoop = 0;
    refused.wait = 0;
    // Still refusing: the next summary in one period; otherwise the next refusal starts over.
    logTimer = setTimeout(flush, logIntervalMs);
    logTimer.unref();
  };
  const countRefusal = (cause: keyof typeof refused) => {
    refused[cause] += 1;
    if (logTimer) return;
    app.log.warn({ cause, ...state() }, 'overloaded: refusing new requests');
    logTimer = setTimeout(flush, logIntervalMs);
    logTimer.unref();
  };
  app.addHook('onClose', async () => {
    clearTimeout(logTimer);
    const total = refused.inFlight + refused.eventLoop + refused.wait;
    if (total > 0) app.log.warn({ refused: { ...refused } }, `overloaded: ${total} requests refused before close`);
  });

  // --- admission ----------------------------------------------------------------
  let inFlight = 0;
  const maxQueueWaitMs = opts.maxQueueWaitMs ?? 1000;
  const turns = opts.loopSliceMs ? new LoopTurns({ sliceMs: opts.loopSliceMs, maxWaitMs: maxQueueWaitMs }) : undefined;
  const counted = new WeakSet<FastifyRequest>();
  // The request's waiting deadline, carried by the async context to every
  // queue it meets (lib/request-deadline.ts): its turn here, then the database's.
  // A request made while serving another (a page rendered on the server asks
  // the API through app.inject) keeps that request's deadline and its turn.
  const nested = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', (request, _reply, done) => {
    const now = performance.now();
    const outer = msToDeadline(now);
    if (Number.isFinite(outer)) nested.add(request);
    withDeadline(now + Math.min(maxQueueWaitMs, outer), done);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (EXEMPT.has(pathOf(request.url))) return;
    const cause = inFlight >= opts.maxInFlight ? 'inFlight' : inFlight >= limit ? 'eventLoop' : undefined;
    if (cause) {
      countRefusal(cause);
      return reply.status(503).header('Retry-After', '1').send({ detail: OVERLOADED });
    }
    inFlight += 1;
    counted.add(request);
    if (!turns || nested.has(request)) return;
    const socket = request.raw.socket;
    if ((await turns.wait(performance.now() + msToDeadline(), () => !socket.destroyed)) === 'go') return;
    countRefusal('wait');
    return reply.status(503).header('Retry-After', '1').send({ detail: OVERLOADED });
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
