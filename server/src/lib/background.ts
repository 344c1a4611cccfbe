/**
 * Work that runs after the answer is sent (a mail to queue whose existence
 * the answer must not reveal by its timing). Failures are logged, never
 * thrown at nobody; close() waits for what is under way, so a shutdown does
 * not cut a job off or close the database under it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { withoutDeadline } from './request-deadline.ts';

const START_DELAY_MS = 10;

export class BackgroundJobs {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: () => FastifyBaseLogger) {}

  run(label: string, work: () => Promise<void>): void {
    // A short wait, not setImmediate: PGlite runs queries on this very thread,
    // so a job started on the next turn of the loop would hold up a caller in
    // the same process (the tests) still reading the answer, and make its
    // timing depend on the job again.
    // Outside the request's waiting deadline (lib/request-deadline.ts): the
    // job runs after the answer, whenever the database has a turn for it.
    const job = new Promise<void>((resolve) => setTimeout(resolve, START_DELAY_MS))
      .then(() => withoutDeadline(work))
      .catch((err: unknown) => this.log().error({ err, job: label }, 'background job failed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
