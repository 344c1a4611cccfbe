/**
 * One follower of a shopper's pending changes per tab, shared by every view
 * (offline/use-outbox.ts). Guarantees:
 * - every component of the tab sees the same list, changed in the same
 *   render: the header's badge, the page's lines and the focus that follows
 *   a removed line never disagree (each component once had its own
 *   IndexedDB subscription, answered at its own moment);
 * - one IndexedDB read per change of the outbox, however many views;
 * - the list outlives a page change: a follower nobody uses is kept
 *   FOLLOWER_GRACE_MS, so the next page's views start from it rather than
 *   from an empty list;
 * - Dexie stays out of the entry chunk: it is loaded by the first follower.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadDatabase } from '#src/db/load-database.ts';
import type { OutboxEntry } from '#src/db/outbox-types.ts';

export const NO_PENDING: OutboxEntry[] = [];
export const FOLLOWER_GRACE_MS = 5000;

interface Follower {
  entries: OutboxEntry[];
  listeners: Set<() => void>;
  stop: () => void;
  idle?: ReturnType<typeof setTimeout>;
}

const followers = new Map<string, Follower>();

function start(owner: string, queryClient: QueryClient): Follower {
  let cancelled = false;
  const follower: Follower = {
    entries: NO_PENDING,
    listeners: new Set(),
    stop: () => void (cancelled = true),
  };
  Promise.all([loadDatabase(), import('./pending-watch.ts')]).then(
    ([db, { watchPending }]) => {
      if (cancelled) return;
      follower.stop = watchPending(db, owner, queryClient, (entries) => {
        follower.entries = entries.length ? entries : NO_PENDING;
        for (const listener of follower.listeners) listener();
      });
    },
    // The code could not be loaded (offline before the worker had it): the
    // next view to subscribe tries again.
    () => {
      if (followers.get(owner) === follower) followers.delete(owner);
    },
  );
  return follower;
}

/** Follows `owner`'s pending changes; `onChange` is called when they change. Returns the unsubscribe. */
export function followPending(owner: string, queryClient: QueryClient, onChange: () => void): () => void {
  let follower = followers.get(owner);
  if (!follower) {
    follower = start(owner, queryClient);
    followers.set(owner, follower);
  }
  clearTimeout(follower.idle);
  follower.listeners.add(onChange);
  const current = follower;
  return () => {
    current.listeners.delete(onChange);
    if (current.listeners.size > 0) return;
    clearTimeout(current.idle);
    current.idle = setTimeout(() => {
      if (current.listeners.size > 0 || followers.get(owner) !== current) return;
      current.stop();
      followers.delete(owner);
    }, FOLLOWER_GRACE_MS);
  };
}

/** `owner`'s pending changes as last read (an empty list before the first read). */
export function pendingOf(owner: string): OutboxEntry[] {
  return followers.get(owner)?.entries ?? NO_PENDING;
}
