/**
 * The rate-limit counters in the database (repositories/rate-limits.ts) that
 * the API processes of one PostgreSQL share: each hit is counted once, even
 * at once from many callers; a window starts at its key's first hit and the
 * first hit after it starts the next one; reading counts nothing.
 * Runs on the suite's database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit, hitRateLimits, readRateLimit } from '#server/repositories/rate-limits.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const key = () => `test:${Math.random().toString(36).slice(2)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('rate-limit counters in the database', () => {
  it('counts each hit of a window once, concurrent hits included, with the time left', async () => {
    const k = key();
    const first = await hitRateLimit(api.db, k, 60_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(55_000);
    expect(first.ttlMs).toBeLessThanOrEqual(60_000);
    const counts = (await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(api.db, k, 60_000)))).map((r) => r.count);
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect((await readRateLimit(api.db, k)).count).toBe(21);
    // Reading counted nothing; another key is another count.
    expect((await hitRateLimit(api.db, k, 60_000)).count).toBe(22);
    expect((await hitRateLimit(api.db, key(), 60_000)).count).toBe(1);
    expect(await readRateLimit(api.db, key())).toEqual({ count: 0, ttlMs: 0 });
  });

  it('counts a batch of hits as one by one: consecutive counts per key, in the order given', async () => {
    const a = key();
    const b = key();
    expect((await hitRateLimit(api.db, a, 60_000)).count).toBe(1);
    const counts = await hitRateLimits(api.db, [
      { key: b, windowMs: 60_000 },
      { key: a, windowMs: 60_000 },
      { key: a, windowMs: 60_000 },
      { key: b, windowMs: 60_000 },
      { key: a, windowMs: 60_000 },
    ]);
    expect(counts.map((c) => c.count)).toEqual([1, 2, 3, 2, 4]);
    for (const c of counts) expect(c.ttlMs).toBeGreaterThan(55_000);
    // Concurrent batches on the same keys lose no hit.
    const batches = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimits(api.db, [{ key: a, windowMs: 60_000 }, { key: b, windowMs: 60_000 }])),
    );
    expect(batches.map((r) => r[0]!.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 5));
    expect((await readRateLimit(api.db, b)).count).toBe(12);
    // A window that ended starts again at the batch's first hit.
    const c = key();
    await hitRateLimit(api.db, c, 200);
    await sleep(300);
    expect((await hitRateLimits(api.db, [{ key: c, windowMs: 200 }, { key: c, windowMs: 200 }])).map((r) => r.count)).toEqual([1, 2]);
  });

  it('starts a new window at the first hit after the last one ended', async () => {
    const k = key();
    for (let i = 1; i <= 3; i++) expect((await hitRateLimit(api.db, k, 300)).count).toBe(i);
    await sleep(400);
    expect((await readRateLimit(api.db, k)).count).toBe(0);
    const next = await hitRateLimit(api.db, k, 300);
    expect(next.count).toBe(1);
    expect(next.ttlMs).toBeGreaterThan(200);
  });
});
