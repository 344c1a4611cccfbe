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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoopTurns } from '#server/lib/loop-turns.ts';
import { msToDeadline, withDeadline } from '#server/lib/request-deadline.ts';

export const OVERLOADED = 'Le service est momentanément surchargé. Veuillez réessayer dans quelques instants.';

export const BODY_TIMEOUT_CODE = 'APP_BODY_TIMEOUT';

/** The longest Retry-After (s) of a refusal for overload; see overloadRetryAfter. */
export const OVERLOAD_RETRY_AFTER_MAX_S = 3;

/**
 * Retry-After of a refusal for overload: 1 to OVERLOAD_RETRY_AFTER_MAX_S
 * seconds, drawn at random. Refusals come in bursts (a thousand shoppers
 * arriving at once); told the same second, the refused all come back in the
 * same instant and are refused again, each refusal costing the loop a read,
 * a route and a write. Spread over three seconds, `bench:load` at 1,000
 * connections on PostgreSQL refused 450 instead of 800 requests a second,
 * answered 250–310 instead of 100–190, and answered or refused every request
 * within 1.8 s (docs/decisions/015, addendum stop 65).
 */
export function overloadRetryAfter(): string {
  return String(1 + Math.floor(Math.random() * OVERLOAD_RETRY_AFTER_MAX_S));
}

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
  const maxQueueWaitMs = opts.maxQueueWaitMs ?? 600;
  const turns = opts.loopSliceMs ? new LoopTurns({ sliceMs: opts.loopSliceMs, maxWaitMs: maxQueueWaitMs }) : undefined;
  const load: Load = { inFlight: 0, limit: opts.maxInFlight, eventLoopDelayMs: 0, utilization: 0 };
  watchEventLoop(app, load, { maxInFlight: opts.maxInFlight, maxDelayMs: opts.maxEventLoopDelayMs ?? 0, sampleIntervalMs: opts.sampleIntervalMs ?? 250 });
  const countRefusal = refusalLog(app, opts.logIntervalMs ?? 10_000, () => ({
    in_flight: load.inFlight,
    waiting: turns?.waiting ?? 0,
    limit: load.limit,
    event_loop_delay_ms: Math.round(load.eventLoopDelayMs),
    event_loop_utilization: Number(load.utilization.toFixed(2)),
  }));
  const nested = startDeadlines(app, maxQueueWaitMs);
  admitRequests(app, { load, maxInFlight: opts.maxInFlight, turns, nested, countRefusal });
  limitBodyTime(app, opts.bodyTimeoutMs);
});

/** The process's load as admission sees it. */
interface Load {
  /** Requests admitted and not yet answered. */
  inFlight: number;
  /** The bound on requests in flight now: maxInFlight, or tighter while the loop is saturated. */
  limit: number;
  /** The last sample's mean event-loop delay (ms) and utilization (0 to 1). */
  eventLoopDelayMs: number;
  utilization: number;
}

type Cause = 'inFlight' | 'eventLoop' | 'wait';

/**
 * Samples the event loop every `sampleIntervalMs` from ready on (the
 * start-up's own work, plugins and schemas, is no overload) and moves
 * `load.limit` (see the header). `maxDelayMs` 0: no sampling, the bound stays maxInFlight.
 */
function watchEventLoop(app: FastifyInstance, load: Load, opts: { maxInFlight: number; maxDelayMs: number; sampleIntervalMs: number }): void {
  if (opts.maxDelayMs <= 0) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let elu = performance.eventLoopUtilization();
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => {
    // No sample at all means the loop was blocked for the whole period.
    const mean = histogram.count > 0 ? histogram.mean / 1e6 : opts.sampleIntervalMs;
    load.eventLoopDelayMs = Math.max(0, mean - RESOLUTION_MS);
    histogram.reset();
    const now = performance.eventLoopUtilization();
    load.utilization = performance.eventLoopUtilization(now, elu).utilization;
    elu = now;
    const hot = load.eventLoopDelayMs > opts.maxDelayMs && load.utilization > BUSY_UTILIZATION;
    load.limit = nextLimit(load.limit, load.inFlight, hot, opts.maxInFlight);
  };
  app.addHook('onReady', async () => {
    histogram.enable();
    elu = performance.eventLoopUtilization();
    sampler = setInterval(sample, opts.sampleIntervalMs);
    sampler.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });
}

/** A hot sample cuts the bound to 3/4 of the requests in flight (never under MIN_LIMIT); a quiet one raises it by a tenth, up to maxInFlight. */
function nextLimit(limit: number, inFlight: number, hot: boolean, maxInFlight: number): number {
  if (hot) return Math.max(Math.min(MIN_LIMIT, maxInFlight), Math.floor(Math.min(limit, inFlight) * 0.75));
  return Math.min(maxInFlight, limit + Math.max(1, Math.floor(limit / 10)));
}

/**
 * The refusal log: one warn line when refusals start, then a summary (counts
 * by cause) every `logIntervalMs` while they go on, and one at close.
 * Returns what counts a refusal.
 */
function refusalLog(app: FastifyInstance, logIntervalMs: number, state: () => Record<string, number>): (cause: Cause) => void {
  const refused: Record<Cause, number> = { inFlight: 0, eventLoop: 0, wait: 0 };
  const total = () => refused.inFlight + refused.eventLoop + refused.wait;
  let logTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    logTimer = undefined;
    if (total() === 0) return;
    app.log.warn({ refused: { ...refused }, interval_ms: logIntervalMs, ...state() }, `overloaded: ${total()} requests refused in the last ${logIntervalMs / 1000} s`);
    refused.inFlight = 0;
    refused.eventLoop = 0;
    refused.wait = 0;
    // Still refusing: the next summary in one period; otherwise the next refusal starts over.
    logTimer = setTimeout(flush, logIntervalMs);
    logTimer.unref();
  };
  app.addHook('onClose', async () => {
    clearTimeout(logTimer);
    if (total() > 0) app.log.warn({ refused: { ...refused } }, `overloaded: ${total()} requests refused before close`);
  });
  return (cause) => {
    refused[cause] += 1;
    if (logTimer) return;
    app.log.warn({ cause, ...state() }, 'overloaded: refusing new requests');
    logTimer = setTimeout(flush, logIntervalMs);
    logTimer.unref();
  };
}

/**
 * Gives every request its waiting deadline, `maxQueueWaitMs` after it
 * arrived, carried by the async context to every queue it meets
 * (lib/request-deadline.ts): its turn here, then the database's. A request
 * made while serving another (a page rendered on the server asks the API
 * through app.inject) keeps that request's deadline and its turn: returns
 * those nested requests.
 */
function startDeadlines(app: FastifyInstance, maxQueueWaitMs: number): WeakSet<FastifyRequest> {
  const nested = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', (request, _reply, done) => {
    const now = performance.now();
    const outer = msToDeadline(now);
    if (Number.isFinite(outer)) nested.add(request);
    withDeadline(now + Math.min(maxQueueWaitMs, outer), done);
  });
  return nested;
}

/**
 * Admits a request while fewer than `load.limit` are in flight (liveness and
 * readiness always), then, with turns, once its turn on the event loop comes
 * before its deadline; refuses it with 503 otherwise. Counts it out when it
 * is answered, or when its caller goes first (never both).
 */
function admitRequests(
  app: FastifyInstance,
  opts: { load: Load; maxInFlight: number; turns: LoopTurns | undefined; nested: WeakSet<FastifyRequest>; countRefusal: (cause: Cause) => void },
): void {
  const { load, turns } = opts;
  const counted = new WeakSet<FastifyRequest>();
  const refuse = (reply: FastifyReply, cause: Cause) => {
    opts.countRefusal(cause);
    return reply.status(503).header('Retry-After', overloadRetryAfter()).send({ detail: OVERLOADED });
  };
  app.addHook('onRequest', async (request, reply) => {
    if (EXEMPT.has(pathOf(request.url))) return;
    const cause = load.inFlight >= opts.maxInFlight ? 'inFlight' : load.inFlight >= load.limit ? 'eventLoop' : undefined;
    if (cause) return refuse(reply, cause);
    load.inFlight += 1;
    counted.add(request);
    if (!turns || opts.nested.has(request)) return;
    const socket = request.raw.socket;
    if ((await turns.wait(performance.now() + msToDeadline(), () => !socket.destroyed)) === 'go') return;
    return refuse(reply, 'wait');
  });
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) load.inFlight -= 1;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

/** A body not received within `bodyTimeoutMs` of the headers fails its request with 408 (BODY_TIMEOUT_CODE). */
function limitBodyTime(app: FastifyInstance, bodyTimeoutMs: number): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.raw.complete) return payload;
    const timer = setTimeout(() => {
      // Only while fastify reads the body (its listener answers the error);
      // before or after that nothing is waiting on it.
      if (payload.listenerCount('error') === 0) return;
      payload.emit('error', Object.assign(new Error('request body not received in time'), { statusCode: 408, code: BODY_TIMEOUT_CODE }));
    }, bodyTimeoutMs);
    const clear = () => clearTimeout(timer);
    payload.once('end', clear);
    payload.once('close', clear);
    return payload;
  });
}
