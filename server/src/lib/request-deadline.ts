/**
 * A request's deadline for waiting: the moment after which it is no longer
 * worth queueing for anything (a turn on the event loop, the database
 * connection), because its client would rather have a 503 and retry than
 * wait. Set once per request when it is admitted (plugins/external/load-shedding.ts),
 * read by every queue it meets on the way, however deep in the calls: the
 * repositories do not pass it along, the async context carries it.
 *
 * Each queue used to bound its own wait (the loop's turn, then each statement's
 * turn on PGlite's connection), so a cart write that queued four times could
 * wait four bounds: 503s came after 2 to 3 s and answers after up to 10 s
 * under 1,000 connections (bench:load). With one deadline, the waits of a
 * request add up to at most its budget, and work already started is finished.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ deadline: number }>();

/** Runs `fn` (and everything it starts) with a waiting deadline at `deadline` (performance.now() time). */
export function withDeadline<T>(deadline: number, fn: () => T): T {
  return storage.run({ deadline }, fn);
}

/** Runs `fn` with no deadline: work a request starts to finish after its answer (lib/background.ts). */
export function withoutDeadline<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** Ms left before the current request's deadline; Infinity outside a request (start-up, background jobs). */
export function msToDeadline(now = performance.now()): number {
  const store = storage.getStore();
  return store ? store.deadline - now : Number.POSITIVE_INFINITY;
}
