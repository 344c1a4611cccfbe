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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { claimKey, storedKey, storeOutcome, type Outcome } from '#server/repositories/idempotency-keys.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '#server/schemas/headers.ts';

const KEY_RE = new RegExp(IDEMPOTENCY_KEY_PATTERN);

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
    if (!(await claimKey(tx, scope, key, hash, now))) {
      const stored = await storedKey(tx, scope, key);
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
    await storeOutcome(tx, scope, key, result);
    return result;
  });
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}
