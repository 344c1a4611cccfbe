/**
 * Turns on the event loop: work admitted by the server waits here and is let
 * go a little at a time, so that one turn of the event loop stays short
 * however many requests are waiting.
 *
 * Why: libuv accepts ONE new connection per turn of the loop (libuv PR #3696,
 * since 1.45; Node 20 and later), and a turn runs every request whose bytes
 * arrived during the previous one. Under load with hundreds of keep-alive
 * connections a turn lasts hundreds of milliseconds, so new connections sit in
 * the kernel's accept queue and are accepted at a few per second: measured on
 * PGlite with 300 connections, the accept queue held 250 connections draining
 * at 10 per second while the server answered each accepted request in about a
 * millisecond, and 125 requests waited past 15 s (docs/benchmarks.md, issue 43).
 *
 * How: a waiting task is let go from a `setImmediate` callback (the loop's
 * check phase). The first task of a turn is always let go; more follow while
 * the turn's slice is not spent (`sliceMs`, or as long as the rest of the turn
 * took, if longer: a flood of cheap work elsewhere, such as refusals, cannot
 * starve the tasks), counting the work the tasks let go before did in their
 * microtasks. What is left waits for the next turn, and between the two the
 * loop polls: it accepts a connection and reads what came. A task still
 * waiting at its deadline is refused instead (its caller answers 503), and
 * while the queue stands (its oldest task has waited half of `maxWaitMs`) new
 * tasks are refused at once: a wait has a bound the client can see.
 */
import { performance } from 'node:perf_hooks';

export interface LoopTurnsOptions {
  /** Work let go per turn of the loop, in ms of the loop's time (at least one task per turn). */
  sliceMs: number;
  /**
   * The longest wait (ms) of a task that gives no deadline of its own; and
   * while the oldest waiting task has waited half of it, new tasks are
   * refused at once.
   */
  maxWaitMs: number;
}

export type Turn = 'go' | 'refused';

interface Waiting {
  since: number;
  /** performance.now() time past which the task is refused rather than let go. */
  deadline: number;
  settle: (turn: Turn) => void;
  /** Whether the task is still wanted (its client may have gone meanwhile). */
  wanted: () => boolean;
}

/** At most this many check-phase callbacks are queued at once: the most tasks one turn can let go. */
const MAX_CALLBACKS = 64;
/** Refusals one callback sends at most before the loop moves on. */
const MAX_REFUSALS_PER_CALLBACK = 16;

export class LoopTurns {
  private readonly queue: (Waiting | undefined)[] = [];
  private head = 0;
  private callbacks = 0;
  /** The turn the last callback ran in, and when that turn's check phase began. */
  private turn = 0;
  private turnStart = 0;
  private letGoThisTurn = 0;
  private turnSlice = 0;
  /** When the last callback ended while tasks were waiting (0: none waited). */
  private lastCallback = 0;
  private stats = { letGo: 0, refused: 0, maxWaitedMs: 0 };

  constructor(private readonly opts: LoopTurnsOptions) {}

  /** Tasks waiting now. */
  get waiting(): number {
    return this.queue.length - this.head;
  }

  /** What was let go and refused since the last call, and the longest wait of a task let go (ms). */
  takeStats(): { letGo: number; refused: number; maxWaitedMs: number } {
    const s = this.stats;
    this.stats = { letGo: 0, refused: 0, maxWaitedMs: 0 };
    return s;
  }

  /** How long (ms) the oldest waiting task has waited. */
  private oldestWaitMs(now: number): number {
    const oldest = this.queue[this.head];
    return oldest ? now - oldest.since : 0;
  }

  /**
   * Resolves 'go' when it is the task's turn, or 'refused': at once while the
   * oldest waiting task has waited more than half of maxWaitMs (the queue
   * stands: under a lasting overload a queue whose every task waits until it
   * is refused serves nobody; refusing at the door keeps the wait of those
   * let in short), or once its deadline has passed.
   */
  wait(deadline = performance.now() + this.opts.maxWaitMs, wanted: () => boolean = () => true): Promise<Turn> {
    if (this.oldestWaitMs(performance.now()) > this.opts.maxWaitMs / 2) {
      this.stats.refused += 1;
      return Promise.resolve('refused');
    }
    return new Promise<Turn>((settle) => {
      this.queue.push({ since: performance.now(), deadline, settle, wanted });
      this.arm();
    });
  }

  /** Queues check-phase callbacks for the next turn, one per waiting task up to MAX_CALLBACKS. */
  private arm(): void {
    // A callback queued now runs in the next check phase: during a check phase
    // that is the next turn's, otherwise (poll, timers) this turn's.
    const next = this.turn + 1;
    while (this.callbacks < Math.min(MAX_CALLBACKS, this.waiting)) {
      this.callbacks += 1;
      setImmediate(this.onCheck, next);
    }
  }

  private readonly onCheck = (turn: number): void => {
    this.callbacks -= 1;
    const now = performance.now();
    if (turn > this.turn) {
      this.turn = turn;
      this.turnStart = now;
      this.letGoThisTurn = 0;
      // The rest of the turn (reading sockets, refusing, timers, database
      // answers) took `now - lastCallback`: the tasks get as long, so that a
      // flood of cheap work elsewhere cannot starve them; and at least sliceMs.
      this.turnSlice = Math.max(this.opts.sliceMs, this.lastCallback > 0 ? now - this.lastCallback : 0);
    }
    // The slice counts from the first callback of the turn: what the tasks let
    // go before this one did (their microtasks ran between the callbacks) is in it.
    if (this.letGoThisTurn === 0 || now - this.turnStart < this.turnSlice) this.letGoOne(now);
    if (this.waiting > 0) this.arm();
    this.lastCallback = this.waiting > 0 ? performance.now() : 0;
  };

  private letGoOne(now: number): void {
    let refusedNow = 0;
    while (this.waiting > 0) {
      const task = this.queue[this.head]!;
      this.queue[this.head] = undefined;
      this.head += 1;
      if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue.splice(0, this.head);
        this.head = 0;
      }
      // A task whose client left costs nothing and takes no turn.
      if (!task.wanted()) {
        task.settle('refused');
        continue;
      }
      const waited = now - task.since;
      if (now > task.deadline) {
        this.stats.refused += 1;
        task.settle('refused');
        // A refusal is cheap (a short 503): the next task may still go in this
        // callback, up to a bound, so that a long queue of stale tasks does
        // not make one long turn either.
        if ((refusedNow += 1) >= MAX_REFUSALS_PER_CALLBACK) return;
        continue;
      }
      this.stats.letGo += 1;
      this.stats.maxWaitedMs = Math.max(this.stats.maxWaitedMs, waited);
      this.letGoThisTurn += 1;
      task.settle('go');
      return;
    }
  }
}
