/**
 * Turns on the event loop (lib/loop-turns.ts), on Node's real loop: waiting
 * work is let go a slice at a time so that the loop turns (polls sockets,
 * accepts a connection) between slices; a task past its deadline, or arriving
 * while the queue stands, is refused instead.
 */
import { describe, expect, it } from 'vitest';
import { LoopTurns } from '#server/lib/loop-turns.ts';

function burn(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a request's synchronous work (a PGlite statement, a render)
  }
}

/** Counts check phases (turns of the loop) until stopped. */
function turnCounter(): { turns: () => number; stop: () => void } {
  let turns = 0;
  let stopped = false;
  const tick = () => {
    turns += 1;
    if (!stopped) setImmediate(tick);
  };
  setImmediate(tick);
  return { turns: () => turns, stop: () => (stopped = true) };
}

describe('LoopTurns', () => {
  it('lets a slice of work go per turn, so the loop turns between slices instead of running all of it at once', async () => {
    const turns = new LoopTurns({ sliceMs: 2, maxWaitMs: 60_000 });
    const counter = turnCounter();
    const ranInTurn: number[] = [];
    await Promise.all(
      Array.from({ length: 100 }, () =>
        turns.wait().then((turn) => {
          expect(turn).toBe('go');
          ranInTurn.push(counter.turns());
          burn(1);
        }),
      ),
    );
    counter.stop();
    // Without turns the 100 ms of work would run in one turn. With a 2 ms
    // slice about 2 tasks go per turn on a quiet machine; a slice grows to the
    // rest of the turn's length, which a busy machine (the suite's other
    // files) stretches: 7 in one turn was seen in CI. The bounds leave room.
    const perTurn = new Map<number, number>();
    for (const t of ranInTurn) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(perTurn.size).toBeGreaterThanOrEqual(10);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(25);
    expect(turns.waiting).toBe(0);
  });

  it('lets tasks go in the order they came', async () => {
    const turns = new LoopTurns({ sliceMs: 1, maxWaitMs: 60_000 });
    const order: number[] = [];
    await Promise.all(Array.from({ length: 30 }, (_, i) => turns.wait().then(() => order.push(i))));
    expect(order).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('refuses a task whose deadline passed while it waited, and counts it', async () => {
    const turns = new LoopTurns({ sliceMs: 2, maxWaitMs: 60_000 });
    const late = turns.wait(performance.now() + 20);
    const onTime = turns.wait(performance.now() + 60_000);
    // The loop is held past the first task's deadline before any turn comes.
    burn(40);
    expect(await late).toBe('refused');
    expect(await onTime).toBe('go');
    expect(turns.takeStats()).toMatchObject({ letGo: 1, refused: 1 });
  });

  it('refuses a new task at once while the oldest waiting one has waited more than half of maxWaitMs', async () => {
    const turns = new LoopTurns({ sliceMs: 2, maxWaitMs: 100 });
    const first = turns.wait();
    burn(60);
    // The queue stands (60 ms > 100 / 2): the newcomer is refused without waiting.
    const settled: string[] = [];
    const newcomer = turns.wait().then((t) => settled.push(`newcomer ${t}`));
    await Promise.resolve();
    expect(settled).toEqual(['newcomer refused']);
    await newcomer;
    // The first one is still let go: it is within its own deadline.
    expect(await first).toBe('go');
    // Once the queue is short again, newcomers wait their turn as usual.
    expect(await turns.wait()).toBe('go');
  });

  it('a task whose client has gone takes no turn', async () => {
    const turns = new LoopTurns({ sliceMs: 2, maxWaitMs: 60_000 });
    const gone = turns.wait(undefined, () => false);
    const here = turns.wait();
    expect(await gone).toBe('refused');
    expect(await here).toBe('go');
    expect(turns.takeStats()).toMatchObject({ letGo: 1, refused: 0 });
  });
});
