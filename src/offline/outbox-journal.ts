/**
 * A change's note in localStorage while it waits for IndexedDB. Guarantees:
 * - a change is noted synchronously when the shopper acts, before the
 *   database (Dexie, loaded on demand on a first visit) is there to take it:
 *   a page left in between (a reload, a closed tab) does not lose it;
 * - the note goes once the change is in the outbox; notes still there at the
 *   next drain (offline/outbox-sync.ts) are moved into the outbox in the
 *   order they were made, under the drain's cross-tab lock, each at most
 *   once (the outbox's key is unique: a change already there is skipped);
 * - a noted change is pending like any other: the tab's views show it
 *   (offline/pending-followers.ts), before and while it waits for the
 *   database, and when the database cannot be loaded (offline before the
 *   service worker had Dexie's code) it simply waits for the next drain;
 * - a shopper's notes go with the rest of their data at sign-out.
 */
import type { OutboxEntry } from '#src/db/outbox-types.ts';
import { browserStorage, type KeyValueStorage } from '#src/lib/storage.ts';

export const JOURNAL_KEY = 'storefront-outbox-journal';

export type JournalEntry = Pick<OutboxEntry, 'key' | 'owner' | 'change' | 'createdAt'>;

export interface OutboxJournal {
  note(entry: JournalEntry): void;
  /**
   * `quiet`: the changes moved into the outbox, whose own follower tells the
   * views (telling them now would show the list without them for a moment).
   */
  forget(keys: readonly string[], options?: { quiet?: boolean }): void;
  entries(): JournalEntry[];
  forgetOwner(owner: string): void;
  /** Called after every change of the notes made by this tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createOutboxJournal(storage: () => KeyValueStorage = browserStorage): OutboxJournal {
  const read = (): JournalEntry[] => {
    try {
      const parsed: unknown = JSON.parse(storage().getItem(JOURNAL_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as JournalEntry[]) : [];
    } catch {
      return [];
    }
  };
  const listeners = new Set<() => void>();
  const write = (entries: JournalEntry[], quiet = false) => {
    try {
      if (entries.length === 0) storage().removeItem(JOURNAL_KEY);
      else storage().setItem(JOURNAL_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or refused: the change still goes to IndexedDB as before.
    }
    if (!quiet) for (const listener of [...listeners]) listener();
  };
  return {
    note: (entry) => write([...read(), entry]),
    forget: (keys, options) => {
      const current = read();
      if (current.length) write(current.filter((entry) => !keys.includes(entry.key)), options?.quiet);
    },
    entries: read,
    forgetOwner: (owner) => {
      const current = read();
      if (current.length) write(current.filter((entry) => entry.owner !== owner));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's journal (localStorage). */
export const outboxJournal = createOutboxJournal();

/** A note as an outbox entry not yet sent. */
export const asEntry = (note: JournalEntry): OutboxEntry => ({ ...note, attempts: 0, nextAttemptAt: 0 });
