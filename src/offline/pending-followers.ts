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
 * - a change noted while the database was not there (offline/outbox-journal.ts)
 *   is in the list too, after those of the database, until it joins them;
 * - Dexie stays out of the entry chunk: it is loaded by the first follower,
 *   and on a device without the database (a first visit: nothing can be
 *   pending) only once the tab opens it for another reason.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadDatabase, whenDatabaseOpens } from '#src/db/load-database.ts';
import type { OutboxEntry } from '#src/db/outbox-types.ts';
import { CHANNEL_NAME } from './outbox-cross-tab.ts';
import { asEntry, outboxJournal } from './outbox-journal.ts';

export const NO_PENDING: OutboxEntry[] = [];
export const FOLLOWER_GRACE_MS = 5000;

interface Follower {
  entries: OutboxEntry[];
  /** The database's list (without the journal's notes). */
  stored: OutboxEntry[];
  listeners: Set<() => void>;
  stop: () => void;
  idle?: ReturnType<typeof setTimeout>;
}

const followers = new Map<string, Follower>();

/**
 * Resolves when there may be changes to follow: the database exists, this
 * tab opens it, or another tab says on the outbox's channel that it queued
 * one (creating the database).
 */
function untilDatabase(): Promise<void> {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : null;
  const otherTab = new Promise<void>((resolve) => channel?.addEventListener('message', () => resolve(), { once: true }));
  return Promise.race([whenDatabaseOpens(), otherTab]).finally(() => channel?.close());
}

function start(owner: string, queryClient: QueryClient): Follower {
  let cancelled = false;
  const follower: Follower = {
    entries: NO_PENDING,
    stored: NO_PENDING,
    listeners: new Set(),
    stop: () => void (cancelled = true),
  };
  const update = () => {
    const stored = new Set(follower.stored.map((entry) => entry.key));
    const noted = outboxJournal.entries().filter((note) => note.owner === owner && !stored.has(note.key));
    const entries = noted.length ? [...follower.stored, ...noted.map(asEntry)] : follower.stored;
    if (entries.length === 0 && follower.entries.length === 0) return;
    follower.entries = entries.length ? entries : NO_PENDING;
    for (const listener of follower.listeners) listener();
  };
  const unjournal = outboxJournal.subscribe(update);
  update();
  const watch = () =>
    untilDatabase()
      .then(() => Promise.all([loadDatabase(), import('./pending-watch.ts')]))
      .then(
        ([db, { watchPending }]) => {
          if (cancelled) return;
          const unwatch = watchPending(db, owner, queryClient, (entries) => {
            follower.stored = entries.length ? entries : NO_PENDING;
            update();
          });
          follower.stop = () => {
            unwatch();
            unjournal();
          };
        },
        // The code could not be loaded (offline before the worker had it):
        // the notes stay on screen, and the code is asked for again online.
        () => {
          if (!cancelled && typeof window !== 'undefined') window.addEventListener('online', watch, { once: true });
        },
      );
  void watch();
  follower.stop = () => {
    cancelled = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', watch);
    unjournal();
  };
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
