/**
 * The outbox: the shopper's cart and wishlist changes waiting for the server.
 * Guarantees:
 * - a change is written to IndexedDB before it is shown or sent, so it
 *   survives a reload, a closed tab or a crash;
 * - changes keep the order the shopper made them in (auto-increment `seq`)
 *   and are sent in that order (offline/outbox-sync.ts);
 * - each carries its Idempotency-Key from the moment the shopper acted; the
 *   request is fixed the first time it is sent, so a replay is identical and
 *   the server applies it once;
 * - it lives outside the persisted query cache, whose maxAge and buster
 *   delete the whole blob: nothing here expires by itself;
 * - an entry leaves only when the server answered it (applied or refused) or
 *   when its owner signs out (decisions.md section 4);
 * - an applied entry leaves in the same transaction that writes the server's
 *   answer into the persisted query cache and the `answers` table
 *   (removeApplied): a reload at any moment finds the change either waiting
 *   or in the cart on disk, never neither (the cache's own writes are
 *   throttled and may come too late);
 * - a tab reads its pending changes and those answers together
 *   (pendingWithAnswers): when another tab applies a change, the change
 *   leaves this tab's pending list only as its answer arrives, even offline,
 *   when this tab cannot refetch the cart.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { AnswerRow, AppDatabase, WorkerAuthRow } from '#src/db/db.ts';
import type { OutboxChange, OutboxEntry, OutboxRequest, RefusalEvent } from '#src/db/outbox-types.ts';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Adds a change at the end of the outbox. `key` is the Idempotency-Key made
 * when the shopper acted (a new one by default); a change whose key is
 * already there (moved in from the journal by another tab) is not added
 * twice: the entry there is returned.
 */
export async function enqueueChange(
  db: AppDatabase,
  owner: string,
  change: OutboxChange,
  now = Date.now(),
  key = newIdempotencyKey(),
): Promise<OutboxEntry> {
  const entry: OutboxEntry = { key, owner, change, createdAt: now, attempts: 0, nextAttemptAt: 0 };
  try {
    const seq = await db.outbox.add(entry);
    return { ...entry, seq };
  } catch (error) {
    // The key is unique (`&key`): another tab moved this change in first.
    const existing = (error as { name?: string })?.name === 'ConstraintError' ? await db.outbox.where('key').equals(key).first() : undefined;
    if (existing) return existing;
    throw error;
  }
}

/** The oldest change of any owner: the next to send. */
export function firstEntry(db: AppDatabase): Promise<OutboxEntry | undefined> {
  return db.outbox.orderBy('seq').first();
}

export function entriesOf(db: AppDatabase, owner: string): Promise<OutboxEntry[]> {
  return db.outbox.where('owner').equals(owner).sortBy('seq');
}

export function allEntries(db: AppDatabase): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

export async function fixRequest(db: AppDatabase, seq: number, request: OutboxRequest): Promise<void> {
  await db.outbox.update(seq, { request });
}

export async function recordFailure(db: AppDatabase, seq: number, attempts: number, nextAttemptAt: number, lastError: string): Promise<void> {
  await db.outbox.update(seq, { attempts, nextAttemptAt, lastError });
}

export async function removeEntry(db: AppDatabase, seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

/**
 * Forgets an applied change and records the server's answer (dehydrated
 * queries, e.g. the cart it returned), in one transaction: in `answers`, for
 * the tabs open now, and in the persisted cache row `cacheKey`, for the next
 * restore (without a row there is nothing on disk to go stale).
 */
export async function removeApplied(
  db: AppDatabase,
  seq: number,
  answer: DehydratedState['queries'],
  cacheKey: string,
  owner: string,
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.queryCache, db.answers], async () => {
    await db.outbox.delete(seq);
    if (answer.length === 0) return;
    await db.answers.bulkPut(answer.map((query) => ({ queryHash: query.queryHash, owner, query })));
    const row = await db.queryCache.get(cacheKey);
    if (!row) return;
    const replaced = new Set(answer.map((q) => q.queryHash));
    const queries = [...row.client.clientState.queries.filter((q) => !replaced.has(q.queryHash)), ...answer];
    await db.queryCache.put({ ...row, client: { ...row.client, clientState: { ...row.client.clientState, queries } } });
  });
}

/**
 * One owner's pending changes, in order, and the server's answers to their
 * applied changes, read in one transaction: a change another tab applies in
 * between is found in one or the other, never in neither.
 */
export function pendingWithAnswers(db: AppDatabase, owner: string): Promise<{ entries: OutboxEntry[]; answers: AnswerRow[] }> {
  return db.transaction('r', db.outbox, db.answers, async () => ({
    entries: await entriesOf(db, owner),
    answers: await db.answers.where('owner').equals(owner).toArray(),
  }));
}

/** The server's last answers for one owner, forgotten (a guest cart merged at sign-in); their pending changes stay. */
export async function forgetAnswers(db: AppDatabase, owner: string): Promise<void> {
  await db.answers.where('owner').equals(owner).delete();
}

/**
 * Sign-out: the changes of that shopper, the answers to them, the refusals
 * waiting to be announced and the credentials kept for the service worker
 * are forgotten with the rest of their data (decisions.md section 4).
 */
export async function removeOwner(db: AppDatabase, owner: string): Promise<number> {
  return db.transaction('rw', [db.outbox, db.answers, db.refusals, db.workerAuth], async () => {
    await forgetAnswers(db, owner);
    await db.refusals.where('owner').equals(owner).delete();
    const kept = await db.workerAuth.get('current');
    if (kept?.owner === owner) await db.workerAuth.delete('current');
    return db.outbox.where('owner').equals(owner).delete();
  });
}

/**
 * Who the service worker sends the outbox as, from now on (the owner of the
 * last change queued). Kept only while that owner has changes waiting, in
 * one transaction: a sign-out (removeOwner) that comes first leaves nothing
 * for this write to keep.
 */
export async function keepWorkerAuth(db: AppDatabase, auth: Omit<WorkerAuthRow, 'key'>): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.workerAuth, async () => {
    if ((await db.outbox.where('owner').equals(auth.owner).count()) === 0) return false;
    await db.workerAuth.put({ key: 'current', ...auth });
    return true;
  });
}

/** A change refused while no tab was open leaves the outbox and waits, in the same transaction, for a tab to announce it. */
export async function removeRefused(db: AppDatabase, entry: Pick<OutboxEntry, 'seq' | 'key' | 'owner'>, event: RefusalEvent): Promise<void> {
  await db.transaction('rw', db.outbox, db.refusals, async () => {
    await db.outbox.delete(entry.seq!);
    await db.refusals.add({ key: entry.key, owner: entry.owner, event });
  });
}

/** The refusals waiting for this owner's tab, taken in the order they came (a second tab does not announce them again). */
export function takeRefusals(db: AppDatabase, owner: string): Promise<{ key: string; event: RefusalEvent }[]> {
  return db.transaction('rw', db.refusals, async () => {
    const rows = await db.refusals.where('owner').equals(owner).sortBy('id');
    if (rows.length > 0) await db.refusals.bulkDelete(rows.map((row) => row.id!));
    return rows.map(({ key, event }) => ({ key, event }));
  });
}
