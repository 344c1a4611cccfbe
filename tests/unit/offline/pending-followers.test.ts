/**
 * The tab's shared follower of the pending changes (offline/pending-followers.ts),
 * on a fake IndexedDB with the app's own database module: every view hears a
 * change in the same round (one render), and a page change does not start
 * from an empty list.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appDatabase } from '#src/db/db.ts';
import { databaseExists, loadDatabase } from '#src/db/load-database.ts';
import { enqueueChange, removeOwner } from '#src/offline/outbox.ts';
import { followPending, pendingOf } from '#src/offline/pending-followers.ts';
import { outboxJournal } from '#src/offline/outbox-journal.ts';

const OWNER = 'session:followers';
const db = appDatabase();
const change = (productId: string) =>
  ({ kind: 'cart.add', productId, storeId: null, quantity: 1, product: { name: productId, image: null, price: '10.00' } }) as const;

afterAll(() => db.close());

describe('the shared pending-changes follower', () => {
  it('on a device without the database (a first visit), creates nothing, then follows once the tab opens it', async () => {
    const queryClient = new QueryClient();
    const owner = `${OWNER}:first-visit`;
    expect(await databaseExists()).toBe(false);
    const stop = followPending(owner, queryClient, () => undefined);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Following did not open (so create) the database.
      expect(await databaseExists()).toBe(false);
      // The tab's first change opens it: the follower starts and sees it.
      await enqueueChange(await loadDatabase(), owner, change('p0'));
      await vi.waitFor(() => expect(pendingOf(owner)).toHaveLength(1));
    } finally {
      stop();
      await removeOwner(db, owner);
    }
  });

  it('a change noted before the database took it is pending at once, and once only when it joins the database', async () => {
    await loadDatabase();
    const queryClient = new QueryClient();
    const owner = `${OWNER}:noted`;
    let heard = 0;
    const stop = followPending(owner, queryClient, () => (heard += 1));
    try {
      outboxJournal.note({ key: 'k-noted', owner, change: change('p9'), createdAt: 1 });
      expect(pendingOf(owner).map((e) => e.key)).toEqual(['k-noted']);
      expect(heard).toBeGreaterThan(0);
      await enqueueChange(db, owner, change('p9'), 1, 'k-noted');
      await vi.waitFor(() => expect(pendingOf(owner).filter((e) => e.seq !== undefined)).toHaveLength(1));
      expect(pendingOf(owner)).toHaveLength(1);
      outboxJournal.forget(['k-noted']);
      expect(pendingOf(owner).map((e) => e.key)).toEqual(['k-noted']);
    } finally {
      stop();
      outboxJournal.forgetOwner(owner);
      await removeOwner(db, owner);
    }
  });

  it('a noted change moving into the database never leaves the list for a moment', async () => {
    await loadDatabase();
    const queryClient = new QueryClient();
    const owner = `${OWNER}:moving`;
    const seen: number[] = [];
    const stop = followPending(owner, queryClient, () => seen.push(pendingOf(owner).length));
    try {
      outboxJournal.note({ key: 'k-moving', owner, change: change('p8'), createdAt: 1 });
      // What the outbox does with a note (offline/outbox-sync.ts): into the database, then forgotten quietly.
      await enqueueChange(db, owner, change('p8'), 1, 'k-moving');
      outboxJournal.forget(['k-moving'], { quiet: true });
      await vi.waitFor(() => expect(pendingOf(owner).filter((e) => e.seq !== undefined)).toHaveLength(1));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((length) => length === 1)).toBe(true);
    } finally {
      stop();
      await removeOwner(db, owner);
    }
  });

  it('tells every view of a change in the same round, with the same list', async () => {
    await loadDatabase();
    const queryClient = new QueryClient();
    const events: string[] = [];
    const seen = new Map<string, number>();
    const view = (name: string) => () => {
      seen.set(name, pendingOf(OWNER).length);
      events.push(name);
      // What runs after this round (a microtask) comes after every view heard of it.
      if (name === 'header') queueMicrotask(() => events.push('next round'));
    };
    const stops = [followPending(OWNER, queryClient, view('header')), followPending(OWNER, queryClient, view('page'))];
    try {
      await enqueueChange(db, OWNER, change('p1'));
      await vi.waitFor(() => expect(seen.get('page')).toBe(1));
      expect(seen.get('header')).toBe(1);
      const round = events.lastIndexOf('header');
      expect(events.slice(round, round + 3)).toEqual(['header', 'page', 'next round']);
    } finally {
      for (const stop of stops) stop();
      await removeOwner(db, OWNER);
    }
  });

  it("keeps the list through a page change: the next page's views start from it", async () => {
    const queryClient = new QueryClient();
    await loadDatabase();
    const owner = `${OWNER}:pages`;
    let heard = 0;
    const stopFirst = followPending(owner, queryClient, () => (heard += 1));
    try {
      await enqueueChange(db, owner, change('p2'));
      await vi.waitFor(() => expect(pendingOf(owner)).toHaveLength(1));
      // The old page's views unsubscribe, the new page's subscribe.
      stopFirst();
      const stopNext = followPending(owner, queryClient, () => undefined);
      expect(pendingOf(owner).map((e) => e.change.kind)).toEqual(['cart.add']);
      stopNext();
    } finally {
      await removeOwner(db, owner);
    }
    expect(heard).toBeGreaterThan(0);
  });
});
