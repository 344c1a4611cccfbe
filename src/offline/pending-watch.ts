/**
 * Follows one shopper's pending changes across tabs (Dexie's liveQuery) for
 * the views of offline/use-outbox.ts. Guarantees:
 * - the pending changes and the server's answers to applied ones are read in
 *   one transaction (pendingWithAnswers), and an answer newer than this tab's
 *   copy enters the query cache before the new list is handed on: when
 *   another tab applies a change, it leaves the pending list here as it
 *   enters this tab's cart, never shown twice nor lost, even offline (this
 *   tab cannot refetch then) and right after a restore that read the cache
 *   before the change was applied;
 * - an older answer never replaces newer data (hydrate compares when each
 *   arrived).
 * Loaded lazily with Dexie (see use-outbox.ts).
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import type { AppDatabase } from '#src/db/db.ts';
import type { OutboxEntry } from '#src/db/outbox-types.ts';
import { pendingWithAnswers } from './outbox.ts';

export function watchPending(
  db: AppDatabase,
  owner: string,
  queryClient: QueryClient,
  onEntries: (entries: OutboxEntry[]) => void,
): () => void {
  const subscription = liveQuery(() => pendingWithAnswers(db, owner)).subscribe({
    next: ({ entries, answers }) => {
      if (answers.length > 0) hydrate(queryClient, { queries: answers.map((answer) => answer.query), mutations: [] });
      onEntries(entries);
    },
    error: (error: unknown) => console.error('outbox read failed', error),
  });
  return () => subscription.unsubscribe();
}
