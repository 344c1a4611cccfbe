/**
 * Rate-limit counters in PostgreSQL (table rate_limit_hits), shared by every
 * API process on the database. Guarantees:
 * - a hit is one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING):
 *   concurrent hits on one key, from any process, each get their own count,
 *   none lost, with no transaction around it;
 * - a window starts at the key's first hit and lasts `windowMs`; the first hit
 *   after it ends starts the next one at 1 (the in-memory store's rule);
 * - time is the database's (now()), so processes with skewed clocks agree;
 * - hits may be counted in batches (hitRateLimits: one statement for the hits
 *   of many requests), with the same counts as one by one.
 * Expired rows are harmless (the next hit resets them) and purged by
 * repositories/maintenance.ts.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

type Row = { count: number; ttl_ms: number | string };

const toCount = (row: Row | undefined): RateLimitCount =>
  row ? { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) } : { count: 0, ttlMs: 0 };

/** Counts one hit on `key` in a window of `windowMs`. */
export async function hitRateLimit(db: Executor, key: string, windowMs: number): Promise<RateLimitCount> {
  const result = await db.execute(sql`
    INSERT INTO rate_limit_hits AS h (key, count, expires_at)
    VALUES (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN h.expires_at <= now() THEN 1 ELSE h.count + 1 END,
      expires_at = CASE WHEN h.expires_at <= now() THEN excluded.expires_at ELSE h.expires_at END
    RETURNING h.count, ceil(extract(epoch FROM h.expires_at - now()) * 1000) AS ttl_ms`);
  return toCount((result as unknown as { rows: Row[] }).rows[0]);
}

export interface RateLimitHit {
  key: string;
  windowMs: number;
}

/**
 * Counts many hits in one statement, as if each were counted by
 * hitRateLimit() in the order given: the answers come in that order, and a
 * key hit n times gets n consecutive counts. A key's window is the one of its
 * first hit in the list (the store puts the window in the key). Rows are
 * locked in key order, so two batches (from any process) never wait on each
 * other in a cycle.
 */
export async function hitRateLimits(db: Executor, hits: RateLimitHit[]): Promise<RateLimitCount[]> {
  if (hits.length === 0) return [];
  const perKey = new Map<string, { n: number; windowMs: number }>();
  for (const h of hits) {
    const entry = perKey.get(h.key);
    if (entry) entry.n += 1;
    else perKey.set(h.key, { n: 1, windowMs: h.windowMs });
  }
  const values = sql.join(
    [...perKey].map(([key, { n, windowMs }]) => sql`(${key}::text, ${n}::int, ${windowMs}::float8)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    INSERT INTO rate_limit_hits AS h (key, count, expires_at)
    SELECT key, n, now() + window_ms * interval '1 millisecond'
    FROM (VALUES ${values}) AS v(key, n, window_ms)
    ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN h.expires_at <= now() THEN excluded.count ELSE h.count + excluded.count END,
      expires_at = CASE WHEN h.expires_at <= now() THEN excluded.expires_at ELSE h.expires_at END
    RETURNING h.key, h.count, ceil(extract(epoch FROM h.expires_at - now()) * 1000) AS ttl_ms`);
  const after = new Map((result as unknown as { rows: (Row & { key: string })[] }).rows.map((r) => [r.key, toCount(r)]));
  // The i-th hit of a key that went from c to c + n counts c + i.
  const seen = new Map<string, number>();
  return hits.map((h) => {
    const total = after.get(h.key)!;
    const i = (seen.get(h.key) ?? 0) + 1;
    seen.set(h.key, i);
    return { count: total.count - perKey.get(h.key)!.n + i, ttlMs: total.ttlMs };
  });
}

/** The hits of `key` in its current window, without counting one. */
export async function readRateLimit(db: Executor, key: string): Promise<RateLimitCount> {
  const result = await db.execute(sql`
    SELECT count, ceil(extract(epoch FROM expires_at - now()) * 1000) AS ttl_ms
    FROM rate_limit_hits WHERE key = ${key} AND expires_at > now()`);
  return toCount((result as unknown as { rows: Row[] }).rows[0]);
}
