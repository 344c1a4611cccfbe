/**
 * Purges of rows nobody can use any more: guest carts left empty, idempotency
 * records past their 24 h replay window, auth tokens past their expiry,
 * rate-limit counters past their window.
 * Guarantees:
 * - each purge is one DELETE per batch, idempotent: two processes running it
 *   at once delete each row once between them, and never wait on each other
 *   (candidates are locked FOR UPDATE SKIP LOCKED);
 * - a row a request is using is never taken: a cart a request has locked is
 *   skipped, and a cart written to since the purge's snapshot has a fresh
 *   updated_at, which the row lock re-checks;
 * - batches of BATCH_SIZE rows, each its own statement, so a large backlog
 *   never holds many locks or one statement for long.
 */
import { and, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { authTokens, cartItems, carts, idempotencyKeys, rateLimitHits } from '../db/schema.ts';

export const BATCH_SIZE = 1000;

/** An empty guest cart untouched this long is gone; the session id it was made for recreates one on its next write. */
export const EMPTY_GUEST_CART_MAX_AGE = '30 days';

export interface PurgeCounts {
  emptyGuestCarts: number;
  idempotencyKeys: number;
  authTokens: number;
  rateLimitHits: number;
}

/** Runs `batch` until it deletes fewer than BATCH_SIZE rows; the total deleted. */
async function drain(batch: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await batch()).length;
    total += deleted;
    if (deleted < BATCH_SIZE) return total;
  }
}

/**
 * Guest carts (no customer) with no line whose last write is older than 30
 * days. updated_at, not created_at: every cart write (lines, discount code,
 * merge) sets it in the same transaction as the change. An empty cart holds
 * nothing a shopper would miss; its session's next write creates a new one.
 */
export function purgeEmptyGuestCarts(db: Executor): Promise<number> {
  return drain(() => {
    const candidates = db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          isNull(carts.customerId),
          lt(carts.updatedAt, sql`now() - ${EMPTY_GUEST_CART_MAX_AGE}::interval`),
          notExists(db.select({ one: sql`1` }).from(cartItems).where(sql`${cartItems.cartId} = ${carts.id}`)),
        ),
      )
      .limit(BATCH_SIZE)
      .for('update', { of: carts, skipLocked: true });
    return db.delete(carts).where(inArray(carts.id, candidates)).returning({ id: carts.id });
  });
}

/**
 * Idempotency records past their expiry (created + 24 h, the replay window;
 * idempotency.ts already treats them as new keys). A key still in progress is
 * never visible here: it is claimed and answered in one transaction, and its
 * expiry lies 24 h after the claim.
 */
export function purgeIdempotencyKeys(db: Executor): Promise<number> {
  return drain(() => {
    const candidates = db
      .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, sql`now()`))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in ${candidates}`)
      .returning({ key: idempotencyKeys.key });
  });
}

/**
 * Auth tokens past their expiry, revoked or not: auth refuses an expired
 * token before anything else, and a refresh needs a valid one, so nothing
 * reads them again. Tokens revoked but not yet expired are kept.
 */
export function purgeExpiredTokens(db: Executor): Promise<number> {
  return purgeExpired(db, authTokens, authTokens.id);
}

/**
 * Rate-limit counters whose window has ended (repositories/rate-limits.ts):
 * the next hit on such a key starts a new window anyway, so deleting it
 * changes no limit. A row a hit is updating is locked: skipped, and if a hit
 * comes after its deletion it inserts the row anew.
 */
export function purgeRateLimitHits(db: Executor): Promise<number> {
  return purgeExpired(db, rateLimitHits, rateLimitHits.key);
}

/**
 * The rows of `table` past their `expires_at`, a batch at a time, found by
 * their primary key; a row locked by a writer is skipped (the next period
 * sees it again).
 */
function purgeExpired(db: Executor, table: typeof authTokens | typeof rateLimitHits, key: PgColumn): Promise<number> {
  return drain(() => {
    const candidates = db
      .select({ key })
      .from(table)
      .where(lt(table.expiresAt, sql`now()`))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db.delete(table).where(inArray(key, candidates)).returning({ key });
  });
}

/** Every purge, one after the other; a failure stops the rest (the next period retries them). */
export async function purgeStaleRows(db: Executor): Promise<PurgeCounts> {
  const emptyGuestCarts = await purgeEmptyGuestCarts(db);
  const idempotencyKeysCount = await purgeIdempotencyKeys(db);
  const authTokensCount = await purgeExpiredTokens(db);
  const rateLimitHitsCount = await purgeRateLimitHits(db);
  return { emptyGuestCarts, idempotencyKeys: idempotencyKeysCount, authTokens: authTokensCount, rateLimitHits: rateLimitHitsCount };
}
