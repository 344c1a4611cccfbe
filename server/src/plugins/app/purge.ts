/**
 * Runs the purges of repositories/maintenance.ts inside the server, every
 * `intervalMs` (the first run shortly after start). Guarantees:
 * - a failing run (database down, statement timeout) is logged at warn and
 *   tried again next period; it never ends the process;
 * - runs never overlap in one process; several processes may run at once
 *   (the purges are idempotent and skip each other's rows);
 * - the timer does not keep the process alive, and close() waits for a run
 *   under way before the database is closed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeStaleRows } from '../../repositories/maintenance.ts';

/** Delay of the first run: after start-up work, not during it. */
export const FIRST_RUN_DELAY_MS = 60_000;

export interface PurgeOptions {
  intervalMs: number;
  /** Defaults to min(FIRST_RUN_DELAY_MS, intervalMs). */
  firstRunDelayMs?: number;
  /** The work of one run; defaults to purgeStaleRows on app.db (tests replace it). */
  run?: () => Promise<unknown>;
}

export default fp(async function purge(app: FastifyInstance, opts: PurgeOptions) {
  const run = opts.run ?? (() => purgeStaleRows(app.db));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const schedule = (delayMs: number) => {
    if (closing) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };

  // The next run is scheduled when this one ends, so a slow run never overlaps the next.
  function tick() {
    running = (async () => {
      try {
        const removed = await run();
        app.log.info({ removed }, 'purge of stale rows done');
      } catch (err) {
        app.log.warn({ err }, 'purge of stale rows failed; retrying next period');
      }
    })().finally(() => {
      running = undefined;
      schedule(opts.intervalMs);
    });
  }

  app.addHook('onReady', async () => {
    schedule(opts.firstRunDelayMs ?? Math.min(FIRST_RUN_DELAY_MS, opts.intervalMs));
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
});
