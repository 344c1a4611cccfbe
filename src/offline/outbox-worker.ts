/**
 * The outbox sent by the service worker (issue 44 point 3): where the
 * browser offers Background Sync, a change queued offline registers a sync
 * (offline/outbox-app.ts), and the browser wakes the worker once the
 * connection returns, even after every tab was closed. Guarantees, the same
 * as a tab's (offline/outbox-sync.ts), because it is the same pass
 * (drainOnce) over the same IndexedDB outbox:
 * - in order, exactly once: the entries' stored requests and
 *   Idempotency-Keys;
 * - one drainer at a time: the tabs' Web Lock, which a worker shares;
 * - sent as the owner the tab last queued a change for, with the session id
 *   and token it kept for the worker (`workerAuth`, deleted at sign-out);
 *   another owner's entries are dropped, as a tab drops them;
 * - a refused change leaves the outbox with its refusal kept in `refusals`,
 *   in one transaction: the next tab of its owner announces it and refetches;
 * - an applied change writes the server's answer to the persisted cache, so
 *   the next tab shows the server's lines without sending anything again;
 * - a pass stopped by the network rejects the sync: the browser tries it
 *   again later, and what is left waits for the next tab anyway.
 */
import { QueryClient } from '@tanstack/react-query';
import { createHttpClient } from '#src/api/http.ts';
import { appDatabase, type AppDatabase } from '#src/db/db.ts';
import { createCrossTab, CHANNEL_NAME, OUTBOX_SYNC_TAG } from './outbox-cross-tab.ts';
import { drainOnce } from './outbox-drain.ts';
import { firstEntry, removeRefused } from './outbox.ts';

export { OUTBOX_SYNC_TAG };

export interface WorkerDrainDeps {
  fetch: typeof fetch;
  locks: Pick<LockManager, 'request'> | null;
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'> | null;
  isOnline: () => boolean;
  /** The app's database by default. */
  db?: AppDatabase;
}

/** One pass over the outbox from the service worker; rejects when changes are left to send (the browser retries the sync). */
export async function drainOutboxInWorker(deps: WorkerDrainDeps): Promise<void> {
  const db = deps.db ?? appDatabase();
  const auth = await db.workerAuth.get('current');
  if (!auth) return;
  const http = createHttpClient({
    fetch: deps.fetch,
    baseUrl: () => auth.apiUrl,
    companyId: () => auth.companyId,
    sessionId: () => auth.sessionId,
    token: () => auth.token,
  });
  const crossTab = createCrossTab(deps.channel, deps.locks);
  let stopped = false;
  let kept = false;
  await crossTab.withLock(() =>
    drainOnce({
      db,
      http,
      // The pass writes the server's answers through a query cache; the worker's lives for this pass.
      queryClient: new QueryClient(),
      owner: () => auth.owner,
      isOnline: deps.isOnline,
      now: Date.now,
      // The connection is back: a change waiting out a tab's backoff goes now.
      skipBackoff: true,
      settle: () => undefined,
      settleAllQueued: () => undefined,
      isWaiting: () => false,
      emitRefused: () => undefined,
      dropRefused: async (entry, event) => {
        await removeRefused(db, entry, event);
        kept = true;
      },
      scheduleRetry: () => {
        stopped = true;
      },
      post: crossTab.post,
    }),
  );
  // An open tab of the owner announces what was refused now, not at its next pass.
  if (kept) crossTab.post({ type: 'refusals-kept' });
  if (stopped || (await firstEntry(db))) throw new Error('outbox: changes left to send');
}
