/**
 * Exactly-once mutations. A request carrying `Idempotency-Key` runs in one
 * transaction that first claims the key (scope, key), then applies the change,
 * then stores the response with the key. Guarantees:
 * - the same key with the same body gets the first response again (24 h), the
 *   change is not applied twice, even when both requests race: the second
 *   blocks on the key's row until the first commits, then replays it;
 * - the same key with a different body answers 422;
 * - a refused change (4xx) is rolled back but its answer is kept for the key,
 *   so a replay is refused the same way; a server fault (5xx) keeps nothing,
 *   so the client may retry.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor, Tx } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '#server/schemas/headers.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_RE = new RegExp(IDEMPOTENCY_KEY_PATTERN);

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

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (!KEY_RE.test(value)) throw new HttpError(400, 'En-tête Idempotency-Key invalide (8 à 200 caractères alphanumériques)');
  return value;
}

function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

class Refused extends Error {
  constructor(readonly outcome: Outcome) {
    super('refused');
  }
}

/**
 * Runs `change` in a transaction, exactly once per Idempotency-Key within `scope`,
 * and sends its outcome (or the stored outcome of the first request with that key).
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  change: (tx: Tx) => Promise<Outcome>,
): Promise<FastifyReply> {
  const key = keyOf(request);
  if (!key) {
    const outcome = await db.transaction(change);
    return reply.status(outcome.status).send(outcome.body);
  }
  const hash = requestHash(request);
  const now = new Date();
  let replayed = false;
  const outcome = await db.transaction(async (tx) => {
    // One statement claims the key: a new key is inserted; an expired one (older
    // than 24 h) is reclaimed as new, in place; a live one is left as it is and
    // nothing comes back. A concurrent claim of the same key waits for the
    // first one's transaction, then sees its row (READ COMMITTED re-reads it).
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        scope,
        key,
        requestHash: hash,
        responseStatus: 0,
        responseBody: sql`'null'::jsonb`,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          requestHash: hash,
          responseStatus: 0,
          responseBody: sql`'null'::jsonb`,
          createdAt: sql`now()`,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        },
        setWhere: lt(idempotencyKeys.expiresAt, now),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!stored) throw new HttpError(409, 'Requête en cours de traitement, veuillez réessayer');
      if (stored.requestHash !== hash) {
        throw new HttpError(422, "Cette clé d'idempotence a déjà été utilisée pour une autre requête");
      }
      if (stored.responseStatus === 0) throw new HttpError(409, 'Requête en cours de traitement, veuillez réessayer');
      replayed = true;
      return { status: stored.responseStatus, body: stored.responseBody } satisfies Outcome;
    }
    let result: Outcome;
    try {
      // A savepoint: a refused change rolls back alone and its answer is still stored.
      result = await tx.transaction(async (sp) => {
        try {
          return await change(sp);
        } catch (err) {
          if (err instanceof HttpError && err.statusCode < 500) {
            throw new Refused({ status: err.statusCode, body: { detail: err.message } });
          }
          throw err;
        }
      });
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      result = err.outcome;
    }
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: result.status, responseBody: result.body ?? null })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return result;
  });
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}
