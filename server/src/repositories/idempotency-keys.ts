/**
 * The idempotency store (services/idempotency.ts): one row per (scope, key),
 * claimed before a change, holding its answer after, kept 24 h.
 */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A change's answer, as stored with its key. */
export interface Outcome {
  status: number;
  body: unknown;
}

/** How many keys appliedKeys names: the newest changes are the ones a client can still be unsure of. */
export const APPLIED_KEYS_LISTED = 20;

/**
 * The keys of the newest changes applied in `scope` (answered 2xx), newest
 * first. A cart or wishlist read names them, so a client that lost a
 * change's answer learns that the change is in, and does not apply it twice
 * on screen while the replay waits. The client's changes are sent in order
 * and one waits behind an unanswered one, so only changes made elsewhere can
 * come after it: a short list is enough.
 */
export async function appliedKeys(db: Executor, scope: string): Promise<string[]> {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.responseStatus, 300), gt(idempotencyKeys.expiresAt, new Date())))
    .orderBy(desc(idempotencyKeys.createdAt))
    .limit(APPLIED_KEYS_LISTED);
  return rows.map((r) => r.key);
}

/**
 * Claims a key in one statement: a new key is inserted; an expired one (older
 * than 24 h) is reclaimed as new, in place; a live one is left as it is and
 * false comes back. A concurrent claim of the same key waits for the first
 * one's transaction, then sees its row (READ COMMITTED re-reads it).
 */
export async function claimKey(tx: Executor, scope: string, key: string, requestHash: string, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, responseStatus: 0, responseBody: sql`'null'::jsonb`, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash, responseStatus: 0, responseBody: sql`'null'::jsonb`, createdAt: sql`now()`, expiresAt },
      setWhere: lt(idempotencyKeys.expiresAt, now),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** A key's row as stored: its request's hash, and its answer (status 0: not answered yet). */
export async function storedKey(tx: Executor, scope: string, key: string) {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return stored;
}

/** Keeps a change's answer with its key. */
export async function storeOutcome(tx: Executor, scope: string, key: string, outcome: Outcome): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: outcome.status, responseBody: outcome.body ?? null })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
