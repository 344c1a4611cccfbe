/**
 * The outbox sent by the service worker (Background Sync, issue 44 point 3),
 * with a scripted network: the kept credentials, order and keys, one
 * drainer with the tabs, refusals kept for the next tab, failures left for
 * the browser's next try.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppDatabase, type AppDatabase } from '#src/db/db.ts';
import type { OutboxChange } from '#src/db/outbox-types.ts';
import { allEntries, enqueueChange, keepWorkerAuth, removeOwner } from '#src/offline/outbox.ts';
import { createOutboxSync } from '#src/offline/outbox-sync.ts';
import { drainOutboxInWorker } from '#src/offline/outbox-worker.ts';
import type { RefusalEvent } from '#src/offline/outbox-request.ts';
import { fakeLocks } from '../helpers/fake-locks.ts';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const OWNER = 'session:guest-1';
const add = (productId: string, quantity = 1): OutboxChange => ({
  kind: 'cart.add',
  productId,
  storeId: null,
  quantity,
  product: { name: `Produit ${productId.slice(0, 1)}`, image: null, price: '100.00' },
});

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A network that answers each POST with a cart of what was sent so far, or as `answer` says. */
function network(answer: (sent: Sent, index: number) => Response | 'offline' | undefined = () => undefined) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const one: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(one);
    const scripted = answer(one, sent.length - 1);
    if (scripted === 'offline') throw new TypeError('Failed to fetch');
    if (scripted) return scripted;
    const items = sent.filter((s) => s.method === 'POST').map((s, i) => ({ id: `line-${i}`, ...(s.body as object) }));
    return new Response(JSON.stringify({ items, total_items: items.length }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

let db: AppDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = createAppDatabase(`outbox-worker-test-${counter}-${Date.now()}`);
});
afterEach(() => db.close());

const keepAuth = (token: string | null = null, owner = OWNER) =>
  keepWorkerAuth(db, { owner, sessionId: 'guest-1', token, apiUrl: 'https://shop.example', companyId: 'company-1' });

describe('the outbox sent by the service worker', () => {
  it('sends the changes in order, once each, as the kept owner, and leaves the outbox empty', async () => {
    const net = network();
    const first = await enqueueChange(db, OWNER, add(P1, 2));
    const second = await enqueueChange(db, OWNER, add(P2));
    await keepAuth('customer-token');
    await drainOutboxInWorker({ db, fetch: net.fetch, locks: fakeLocks(), channel: null, isOnline: () => true });
    expect(net.writes().map((s) => [s.url, (s.body as { product_id: string }).product_id, s.headers['idempotency-key']])).toEqual([
      ['https://shop.example/api/v1/cart/items', P1, first.key],
      ['https://shop.example/api/v1/cart/items', P2, second.key],
    ]);
    expect(net.writes()[0]!.headers).toMatchObject({ 'x-session-id': 'guest-1', authorization: 'Bearer customer-token' });
    expect(await allEntries(db)).toEqual([]);
    // The server's answer is on disk for the next tab: the answers table holds the cart it returned.
    expect((await db.answers.where('owner').equals(OWNER).toArray()).map((row) => row.query.queryKey)).toEqual([['cart', 'detail']]);
  });

  it('sends nothing without kept credentials: a sign-out deletes them, and none are kept for an owner with nothing waiting', async () => {
    const net = network();
    await enqueueChange(db, OWNER, add(P1));
    expect(await keepAuth()).toBe(true);
    await removeOwner(db, OWNER);
    expect(await db.workerAuth.count()).toBe(0);
    // The write that asked for the sync, landing after the sign-out, keeps nothing.
    expect(await keepAuth('customer-token')).toBe(false);
    await drainOutboxInWorker({ db, fetch: net.fetch, locks: fakeLocks(), channel: null, isOnline: () => true });
    expect(net.sent).toEqual([]);
    expect(await db.workerAuth.count()).toBe(0);
  });

  it('waits for a tab that holds the lock, then finds nothing left to send', async () => {
    const net = network();
    const locks = fakeLocks();
    await enqueueChange(db, OWNER, add(P1));
    await keepAuth();
    let release!: () => void;
    const tabPass = locks.request('storefront-outbox', {}, () => new Promise<void>((resolve) => (release = resolve)));
    const worker = drainOutboxInWorker({ db, fetch: net.fetch, locks, channel: null, isOnline: () => true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(net.sent).toEqual([]);
    // The tab's pass sends it (here: removes it) while the worker waits.
    await db.outbox.clear();
    release();
    await tabPass;
    await worker;
    expect(net.sent).toEqual([]);
  });

  it('a network failure keeps the change and rejects, so the browser tries the sync again', async () => {
    const net = network(() => 'offline');
    await enqueueChange(db, OWNER, add(P1));
    await keepAuth();
    await expect(drainOutboxInWorker({ db, fetch: net.fetch, locks: fakeLocks(), channel: null, isOnline: () => true })).rejects.toThrow();
    const [entry] = await allEntries(db);
    expect(entry).toMatchObject({ attempts: 1, request: { method: 'POST', path: '/api/v1/cart/items' } });
    // Offline, nothing is even tried.
    const quiet = network();
    await expect(drainOutboxInWorker({ db, fetch: quiet.fetch, locks: fakeLocks(), channel: null, isOnline: () => false })).rejects.toThrow();
    expect(quiet.sent).toEqual([]);
  });

  it('a refused change is kept for the next tab of its owner, which announces it once; the next change is still sent', async () => {
    const net = network((sent) =>
      (sent.body as { product_id?: string } | undefined)?.product_id === P1
        ? new Response(JSON.stringify({ detail: 'Stock insuffisant' }), { status: 422, headers: { 'content-type': 'application/json' } })
        : undefined,
    );
    const posted: unknown[] = [];
    await enqueueChange(db, OWNER, add(P1, 5));
    await enqueueChange(db, OWNER, add(P2));
    await keepAuth();
    await drainOutboxInWorker({
      db,
      fetch: net.fetch,
      locks: fakeLocks(),
      channel: { postMessage: (message: unknown) => posted.push(message), addEventListener: () => {}, removeEventListener: () => {} },
      isOnline: () => true,
    });
    expect(net.writes().map((s) => (s.body as { product_id: string }).product_id)).toEqual([P1, P2]);
    expect(await allEntries(db)).toEqual([]);
    expect(posted).toContainEqual({ type: 'refusals-kept' });

    const tab = () =>
      createOutboxSync({ db: async () => db, http: {} as never, queryClient: new QueryClient(), owner: () => OWNER, isOnline: () => false });
    const heard: RefusalEvent[] = [];
    tab().onRefused((event) => heard.push(event));
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ message: 'Stock insuffisant', status: 422, change: { kind: 'cart.add', productId: P1 } });
    const other: RefusalEvent[] = [];
    tab().onRefused((event) => other.push(event));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(other).toEqual([]);
    expect(await db.refusals.count()).toBe(0);
  });
});
