/**
 * When this tab runs a drain pass. Guarantees:
 * - one pass at a time in this tab, each under the cross-tab lock; a drain
 *   asked for during a pass is folded into one more pass after it, never lost;
 * - `skipBackoff` asked for meanwhile reaches the next pass that starts;
 * - a pass that fails (IndexedDB or the lock: a full device, a blocked
 *   database) leaves the entries where they are, ends the waiting actions as
 *   queued and is tried again with backoff;
 * - one retry timer at most: a new one replaces the old.
 */
import { backoffDelay } from './outbox-drain.ts';

export interface DrainLoopDeps {
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  random?: () => number;
  /** Runs fn while this tab is the origin's only drainer. */
  withLock(fn: () => Promise<void>): Promise<void>;
  /** One pass; `skipBackoff`: a change waiting out a backoff is sent now. */
  pass(skipBackoff: boolean): Promise<void>;
  settleAllQueued(): void;
}

export interface DrainLoop {
  drain(options?: { skipBackoff?: boolean }): Promise<void>;
  /** Drains again at `at` (replacing the retry planned before). */
  scheduleRetry(at: number): void;
  /** Cancels the planned retry. */
  stop(): void;
}

export function createDrainLoop(deps: DrainLoopDeps): DrainLoop {
  let draining: Promise<void> | null = null;
  let again = false;
  let skipBackoff = false;
  let retryTimer: unknown = null;
  /** Passes that failed in a row (not a change's send: the storage, the lock). */
  let failedPasses = 0;

  function scheduleRetry(at: number) {
    if (retryTimer !== null) deps.clearTimer(retryTimer);
    retryTimer = deps.setTimer(() => {
      retryTimer = null;
      void drain();
    }, Math.max(0, at - deps.now()));
  }

  function pass(): Promise<void> {
    const backNow = skipBackoff;
    skipBackoff = false;
    return deps.pass(backNow);
  }

  function drain(options: { skipBackoff?: boolean } = {}): Promise<void> {
    if (options.skipBackoff) skipBackoff = true;
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await deps.withLock(pass);
      } while (again);
      failedPasses = 0;
    })()
      .catch((error: unknown) => {
        // IndexedDB or lock failure (a full device, a blocked database): the
        // entries stay, and a pass is tried again with backoff, as a trigger
        // that came meanwhile (the connection returned) was folded into this one.
        console.error('outbox drain failed', error);
        deps.settleAllQueued();
        failedPasses += 1;
        scheduleRetry(deps.now() + backoffDelay(failedPasses, deps.random));
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    drain,
    scheduleRetry,
    stop() {
      if (retryTimer !== null) deps.clearTimer(retryTimer);
    },
  };
}
