/**
 * The outbox's own rules, with a scripted network: order, exactly-once keys,
 * refusals rolled back, failures retried, one drainer across tabs.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '#server/schemas/cart.ts';
import { cartQueries } from '#src/api/cart.ts';
import { ApiError, NetworkError, type HttpClient } from '#src/api/http.ts';
import { createAppDatabase, type AppDatabase } from '#src/db/db.ts';
import { allEntries, enqueueChange, removeOwner } from '#src/offline/outbox.ts';
import type { OutboxChange, OutboxEntry } from '#src/db/outbox-types.ts';
import { applyCartChanges } from '#src/offline/cart-overlay.ts';
import { watchPending } from '#src/offline/pending-watch.ts';
import { backoffDelay } from '#src/offline/outbox-drain.ts';
import { RefusedChange } from '#src/offline/outbox-request.ts';
import { createOutboxSync, type OutboxSyncDeps } from '#src/offline/outbox-sync.ts';
import { createOutboxJournal } from '#src/offline/outbox-journal.ts';
import { createMemoryStorage } from '#src/lib/storage.ts';
import { fakeLocks } from '../helpers/fake-locks.ts';

interface Sent {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  key?: string;
}

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const S1 = '33333333-3333-4333-8333-333333333333';

const snapshot = (name: string, price = '100.00') => ({ name, image: null, price });
const add = (productId: string, quantity = 1, storeId: string | null = null): OutboxChange => ({
  kind: 'cart.add',
  productId,
  storeId,
  quantity,
  product: snapshot(`Produit ${productId.slice(0, 1)}`),
});

/** A tiny server: a cart with lines, answers keyed requests once (replays get the stored answer). */
function fakeServer() {
  const sent: Sent[] = [];
  const lines: { id: string; product_id: string; store_id: string | null; quantity: number }[] = [];
  const answered = new Map<string, unknown>();
  let failNext: (() => Error) | null = null;
  let n = 0;
  const cart = (): Cart => ({
    id: 'c',
    items: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      product_name: 'x',
      product_image: null,
      product_slug: 'x',
      store_id: l.store_id,
      store_name: null,
      quantity: l.quantity,
      unit_price: '100.00',
      total_price: (100 * l.quantity).toFixed(2),
      stock: 10,
    })),
    total_items: lines.reduce((s, l) => s + l.quantity, 0),
    subtotal: '0',
    discount: '0',
    discount_code: null,
    total_price: '0',
    applied_changes: [...answered.keys()].reverse(),
  });
  const handle = async (method: string, path: string, body?: Record<string, unknown>, key?: string): Promise<unknown> => {
    sent.push({ method, path, body, key });
    if (failNext) {
      const make = failNext;
      failNext = null;
      throw make();
    }
    if (key && answered.has(key)) return answered.get(key);
    let result: unknown;
    if (method === 'GET') return cart();
    if (method === 'POST' && path === '/api/v1/cart/items') {
      if (body?.product_id === 'gone') throw new ApiError(404, 'Not Found', 'Produit introuvable');
      const line = lines.find((l) => l.product_id === body?.product_id && l.store_id === (body?.store_id ?? null));
      if (line) line.quantity += Number(body?.quantity);
      else lines.push({ id: `line-${++n}`, product_id: String(body?.product_id), store_id: (body?.store_id as string) ?? null, quantity: Number(body?.quantity) });
      result = cart();
    } else if (method === 'PUT') {
      const line = lines.find((l) => path.endsWith(l.id));
      if (!line) throw new ApiError(404, 'Not Found', 'Article introuvable dans le panier');
      line.quantity = Number(body?.quantity);
      result = cart();
    } else if (method === 'DELETE' && path.startsWith('/api/v1/cart/items/')) {
      const at = lines.findIndex((l) => path.endsWith(l.id));
      if (at < 0) throw new ApiError(404, 'Not Found', 'Article introuvable dans le panier');
      lines.splice(at, 1);
      result = cart();
    } else result = cart();
    if (key) answered.set(key, result);
    return result;
  };
  const http: HttpClient = {
    get: (path) => handle('GET', path) as never,
    post: (path, body, o) => handle('POST', path, body, o?.idempotencyKey) as never,
    put: (path, body, o) => handle('PUT', path, body, o?.idempotencyKey) as never,
    delete: (path, o) => handle('DELETE', path, undefined, o?.idempotencyKey) as never,
    upload: () => Promise.reject(new Error('no')),
  };
  return {
    http,
    sent,
    lines,
    mutations: () => sent.filter((s) => s.method !== 'GET'),
    failOnce: (make: () => Error) => {
      failNext = make;
    },
  };
}

let db: AppDatabase;
let counter = 0;
let online = true;
let clock = 1_000_000;
const timers: { fn: () => void; at: number }[] = [];

function makeSync(server: ReturnType<typeof fakeServer>, overrides: Partial<OutboxSyncDeps> = {}) {
  const queryClient = new QueryClient();
  const sync = createOutboxSync({
    db: async () => db,
    http: server.http,
    queryClient,
    owner: () => 'session:test',
    isOnline: () => online,
    now: () => clock,
    setTimer: (fn, ms) => timers.push({ fn, at: clock + ms }),
    clearTimer: () => {},
    random: () => 0.5,
    ...overrides,
  });
  return { sync, queryClient };
}

beforeEach(() => {
  counter += 1;
  db = createAppDatabase(`outbox-test-${counter}-${Date.now()}`);
  online = true;
  clock = 1_000_000;
  timers.length = 0;
});
afterEach(async () => {
  db.close();
});

describe('outbox sync', () => {
  it('sends a change at once when online, with an Idempotency-Key, and shows the server cart', async () => {
    const server = fakeServer();
    const { sync, queryClient } = makeSync(server);
    await expect(sync.submit(add(P1, 2))).resolves.toEqual({ status: 'applied' });
    expect(server.mutations()).toHaveLength(1);
    expect(server.mutations()[0]).toMatchObject({ method: 'POST', path: '/api/v1/cart/items', body: { product_id: P1, quantity: 2, store_id: null } });
    expect(server.mutations()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await allEntries(db)).toEqual([]);
    expect(queryClient.getQueryData<Cart>(cartQueries.detail().queryKey)?.total_items).toBe(2);
  });

  it('an applied change leaves the outbox in the same write that puts the server cart on disk', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    // What the persister last wrote: a cart without the change (its own writes are throttled).
    const emptyCart = { queryKey: cartQueries.detail().queryKey, queryHash: JSON.stringify(cartQueries.detail().queryKey), state: { data: { items: [], total_items: 0 }, dataUpdatedAt: 1, status: 'success' } };
    await db.queryCache.put({ key: 'react-query', savedAt: 1, client: { timestamp: 1, buster: '1:c', clientState: { mutations: [], queries: [emptyCart] } } as never });
    online = false;
    await sync.submit(add(P1, 2));
    online = true;
    await sync.drain();
    expect(await allEntries(db)).toEqual([]);
    const row = await db.queryCache.get('react-query');
    const carts = row!.client.clientState.queries.filter((q) => q.queryKey[0] === 'cart');
    expect(carts).toHaveLength(1);
    expect((carts[0]!.state.data as Cart).total_items).toBe(2);
  });

  it('a step is sent relative to the server line at sending time: a lost answer is not counted twice', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    await sync.submit(add(P1, 1));
    // Another device (or a change whose answer was lost) brought the line to 3 meanwhile.
    server.lines[0]!.quantity = 3;
    online = false;
    // The screen still showed 1 and the shopper stepped to 2.
    await sync.submit({ kind: 'cart.update', productId: P1, storeId: null, quantity: 2, delta: 1, productName: 'Produit 1' });
    online = true;
    await sync.drain();
    expect(server.mutations().at(-1)).toMatchObject({ method: 'PUT', body: { quantity: 4 } });
    expect(server.lines[0]!.quantity).toBe(4);
  });

  it('queues changes offline and replays them in the order they were made', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    online = false;
    expect(await sync.submit(add(P1))).toEqual({ status: 'queued' });
    expect(await sync.submit(add(P2, 3, S1))).toEqual({ status: 'queued' });
    expect(await sync.submit({ kind: 'cart.update', productId: P1, storeId: null, quantity: 5, productName: 'Produit 1' })).toEqual({ status: 'queued' });
    expect(await sync.submit({ kind: 'cart.remove', productId: P2, storeId: S1, productName: 'Produit 2' })).toEqual({ status: 'queued' });
    expect(server.sent).toEqual([]);
    expect(await allEntries(db)).toHaveLength(4);

    online = true;
    await sync.drain();
    expect(server.mutations().map((s) => s.method)).toEqual(['POST', 'POST', 'PUT', 'DELETE']);
    expect(server.lines).toEqual([{ id: 'line-1', product_id: P1, store_id: null, quantity: 5 }]);
    expect(await allEntries(db)).toEqual([]);
  });

  it('a change queued offline asks for a background sync; one sent online, or a server failure, does not', async () => {
    const server = fakeServer();
    let asked = 0;
    const { sync } = makeSync(server, { backgroundSync: async () => void (asked += 1) });
    await sync.submit(add(P1));
    server.failOnce(() => new ApiError(503, 'Service Unavailable', 'Surchargé'));
    await sync.submit(add(P2));
    expect(asked).toBe(0);
    online = false;
    await sync.submit(add(P1));
    expect(asked).toBe(1);
    // A browser without Background Sync (or one that refuses it) changes nothing: the change waits for a tab.
    const { sync: refused } = makeSync(server, { backgroundSync: () => Promise.reject(new Error('no sync')) });
    expect(await refused.submit(add(P2))).toEqual({ status: 'queued' });
    expect(await allEntries(db)).toHaveLength(3);
  });

  it('a change made while the database is still loading survives the page being left, and is sent once', async () => {
    const server = fakeServer();
    const storage = createMemoryStorage();
    const journal = createOutboxJournal(() => storage);
    // The first page: Dexie's code never arrives (the shopper leaves first).
    const leftPage = makeSync(server, { db: () => new Promise<AppDatabase>(() => {}), journal });
    void leftPage.sync.submit(add(P1));
    void leftPage.sync.submit(add(P2, 2));
    expect(journal.entries().map((e) => e.change.kind)).toEqual(['cart.add', 'cart.add']);
    // The next page (or another tab) drains: the noted changes join the outbox, in order, and are sent once.
    const nextPage = makeSync(server, { journal });
    await nextPage.sync.drain();
    await nextPage.sync.drain();
    expect(server.mutations().map((m) => m.body?.product_id)).toEqual([P1, P2]);
    expect(journal.entries()).toEqual([]);
    expect(await allEntries(db)).toEqual([]);
  });

  it("when Dexie's code cannot be loaded (offline on a first visit), the change is kept, reported queued, and sent by a later drain", async () => {
    const server = fakeServer();
    const storage = createMemoryStorage();
    const journal = createOutboxJournal(() => storage);
    const offlinePage = makeSync(server, { db: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), journal });
    await expect(offlinePage.sync.submit(add(P1))).resolves.toEqual({ status: 'queued' });
    expect(journal.entries()).toHaveLength(1);
    await makeSync(server, { journal }).sync.drain();
    expect(server.mutations().map((m) => m.body?.product_id)).toEqual([P1]);
    expect(journal.entries()).toEqual([]);
  });

  it('a noted change another tab already moved into the outbox is not added twice', async () => {
    const server = fakeServer();
    const storage = createMemoryStorage();
    const journal = createOutboxJournal(() => storage);
    online = false;
    let release!: () => void;
    const dbReady = new Promise<void>((resolve) => (release = resolve));
    const slow = makeSync(server, { db: () => dbReady.then(() => db), journal });
    const submitted = slow.sync.submit(add(P1));
    // Another tab's drain moves the note first.
    await makeSync(server, { journal }).sync.drain();
    release();
    await expect(submitted).resolves.toEqual({ status: 'queued' });
    expect(await allEntries(db)).toHaveLength(1);
    expect(journal.entries()).toEqual([]);
  });

  it('a line change right after a cart change of the same pass reads no cart of its own; after a replay it does', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    online = false;
    await sync.submit(add(P1));
    await sync.submit({ kind: 'cart.update', productId: P1, storeId: null, quantity: 2, delta: 1, productName: 'Produit 1' });
    await sync.submit({ kind: 'cart.remove', productId: P1, storeId: null, productName: 'Produit 1' });
    online = true;
    await sync.drain();
    expect(server.sent.map((s) => s.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(server.lines).toEqual([]);

    // A replay may answer with the server's first answer: the next line change reads the cart.
    server.failOnce(() => new NetworkError('Network error occurred'));
    await sync.submit(add(P2));
    online = false;
    await sync.submit({ kind: 'cart.update', productId: P2, storeId: null, quantity: 2, delta: 1, productName: 'Produit 2' });
    online = true;
    clock += 120_000;
    await sync.drain();
    expect(server.sent.slice(3).map((s) => s.method)).toEqual(['POST', 'POST', 'GET', 'PUT']);
    expect(server.lines).toEqual([{ id: 'line-2', product_id: P2, store_id: null, quantity: 2 }]);
  });

  it('drops a refused change, rejects the waiting action with the server message, and keeps going', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    const refused = sync.submit({ ...add(P1), productId: 'gone' } as OutboxChange);
    await expect(refused).rejects.toBeInstanceOf(RefusedChange);
    await expect(refused).rejects.toThrow('Produit introuvable');
    expect(await allEntries(db)).toEqual([]);
    await expect(sync.submit(add(P2))).resolves.toEqual({ status: 'applied' });
  });

  it('tells the listeners, naming the product, when a replayed change is refused', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    const events: unknown[] = [];
    sync.onRefused((e) => events.push(e));
    online = false;
    await sync.submit({ kind: 'cart.add', productId: 'gone', storeId: null, quantity: 1, product: snapshot('Tajine en terre cuite') });
    online = true;
    await sync.drain();
    expect(events).toEqual([
      expect.objectContaining({ message: 'Produit introuvable', status: 404, change: expect.objectContaining({ product: expect.objectContaining({ name: 'Tajine en terre cuite' }) }) }),
    ]);
  });

  it('keeps a change after a network failure and retries it later with the same key and request', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    server.failOnce(() => new NetworkError('Network error occurred'));
    await expect(sync.submit(add(P1))).resolves.toEqual({ status: 'queued' });
    const [entry] = await allEntries(db);
    expect(entry?.attempts).toBe(1);
    expect(entry?.nextAttemptAt).toBe(clock + backoffDelay(1, () => 0.5));
    expect(timers).toHaveLength(1);

    clock = timers[0]!.at;
    timers[0]!.fn();
    await sync.drain();
    const posts = server.mutations();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(server.lines[0]?.quantity).toBe(1);
  });

  it('sends a change waiting out its backoff as soon as the connection returns, or the app starts again', async () => {
    const events = new EventTarget();
    vi.stubGlobal('window', events);
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    try {
      const server = fakeServer();
      const first = makeSync(server);
      server.failOnce(() => new NetworkError('Failed to fetch'));
      await first.sync.submit(add(P1));
      server.failOnce(() => new NetworkError('Failed to fetch'));
      clock = timers[0]!.at;
      await first.sync.drain();
      // Two failures: the next try is about 2 s away; a plain drain before then sends nothing.
      const [entry] = await allEntries(db);
      expect(entry?.nextAttemptAt).toBeGreaterThan(clock + 1000);
      await first.sync.drain();
      expect(server.mutations()).toHaveLength(2);

      // The browser says the connection is back: the change goes now.
      const stop = first.sync.start();
      await first.sync.drain(); // the start's own pass (a reopened tab) already sent it
      expect(server.mutations()).toHaveLength(3);
      expect(await allEntries(db)).toEqual([]);

      server.failOnce(() => new NetworkError('Failed to fetch'));
      await first.sync.submit(add(P2));
      expect(server.mutations()).toHaveLength(4);
      events.dispatchEvent(new Event('online'));
      await first.sync.drain();
      expect(server.mutations()).toHaveLength(5);
      expect(server.lines.map((l) => l.product_id)).toEqual([P1, P2]);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not apply twice when the response is lost after the server applied the change', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    // The server applies the change, then the answer is lost on the way back.
    const original = server.http.post;
    let drop = true;
    server.http.post = (async (path: string, body?: Record<string, unknown>, o?: { idempotencyKey?: string }) => {
      const result = await original(path, body, o);
      if (drop) {
        drop = false;
        throw new NetworkError('Failed to fetch');
      }
      return result;
    }) as HttpClient['post'];
    await expect(sync.submit(add(P1, 2))).resolves.toEqual({ status: 'queued' });
    clock += 120_000;
    await sync.drain();
    expect(server.lines).toEqual([{ id: 'line-1', product_id: P1, store_id: null, quantity: 2 }]);
    expect(await allEntries(db)).toEqual([]);
  });

  it('retries a 5xx, and stops sending while offline', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    server.failOnce(() => new ApiError(503, 'Service Unavailable', 'Indisponible'));
    await sync.submit(add(P1));
    expect(await allEntries(db)).toHaveLength(1);
    online = false;
    clock += 120_000;
    await sync.drain();
    expect(server.mutations()).toHaveLength(1);
    online = true;
    await sync.drain();
    expect(server.mutations()).toHaveLength(2);
    expect(await allEntries(db)).toEqual([]);
  });

  it('changing a line that is no longer in the cart is refused with a French message', async () => {
    const server = fakeServer();
    const { sync } = makeSync(server);
    await expect(sync.submit({ kind: 'cart.update', productId: P1, storeId: null, quantity: 3, productName: 'Produit 1' })).rejects.toThrow(
      "Cet article n'est plus dans le panier",
    );
    // Removing a line that is already gone is simply done.
    await expect(sync.submit({ kind: 'cart.remove', productId: P1, storeId: null, productName: 'Produit 1' })).resolves.toEqual({ status: 'applied' });
  });

  it('never sends a change as someone else: entries of another owner are dropped', async () => {
    const server = fakeServer();
    let owner = 'session:guest';
    const { sync } = makeSync(server, { owner: () => owner });
    online = false;
    await sync.submit(add(P1));
    owner = 'customer:abc';
    online = true;
    await sync.drain();
    expect(server.mutations()).toEqual([]);
    expect(await allEntries(db)).toEqual([]);
  });

  it('two tabs draining the same outbox send each change once', async () => {
    const server = fakeServer();
    const locks = fakeLocks();
    const tabA = makeSync(server, { locks });
    const tabB = makeSync(server, { locks });
    online = false;
    await tabA.sync.submit(add(P1));
    await tabB.sync.submit(add(P2));
    await tabA.sync.submit(add(P1));
    online = true;
    await Promise.all([tabA.sync.drain(), tabB.sync.drain(), tabA.sync.drain()]);
    expect(server.mutations()).toHaveLength(3);
    expect(new Set(server.mutations().map((m) => m.key)).size).toBe(3);
    expect(server.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [P1, 2],
      [P2, 1],
    ]);
  });
});

describe('the other tabs', () => {
  it('on a first visit a pass reads nothing until a change is queued, here or in a tab that says so', async () => {
    const server = fakeServer();
    const name = `outbox-first-visit-${counter}`;
    let opened = 0;
    const channels = [new BroadcastChannel(name), new BroadcastChannel(name)];
    // The device had no database as tab A started; A opens it meanwhile, for something else.
    const tabA = makeSync(server, {
      channel: channels[0],
      hadDatabaseAtStart: async () => false,
      hasDatabase: async () => true,
      db: async () => {
        opened += 1;
        return db;
      },
    });
    await tabA.sync.drain();
    expect(opened).toBe(0);
    // Tab B, offline, queues a change and says so on the channel.
    const tabB = makeSync(server, { channel: channels[1] });
    online = false;
    await tabB.sync.submit(add(P1));
    await vi.waitFor(async () => {
      online = true;
      await tabA.sync.drain();
      expect(server.mutations().map((m) => m.body?.product_id)).toEqual([P1]);
    });
    expect(opened).toBeGreaterThan(0);
    for (const channel of channels) channel.close();
  });

  it('a tab that cannot refetch shows a change another tab applied once, never neither pending nor in its cart', async () => {
    const server = fakeServer();
    const tabA = makeSync(server);
    await tabA.sync.submit(add(P1));
    // Tab B (its own connection to the same database) last fetched the cart with that line, then went offline.
    const tabB = new QueryClient();
    tabB.setQueryData(cartQueries.detail().queryKey, await server.http.get<Cart>('/api/v1/cart/'));
    const dbB = createAppDatabase(db.name);
    const shown: number[] = [];
    let pending: OutboxEntry[] = [];
    const stop = watchPending(dbB, 'session:test', tabB, (entries) => {
      pending = entries;
      shown.push(applyCartChanges(tabB.getQueryData<Cart>(cartQueries.detail().queryKey)!, entries).total_items);
    });
    try {
      await vi.waitFor(() => expect(shown).toEqual([1]));
      online = false;
      await tabA.sync.submit({ kind: 'cart.update', productId: P1, storeId: null, quantity: 2, delta: 1, productName: 'Produit 1' });
      await vi.waitFor(() => expect(pending).toHaveLength(1));
      // Tab A's connection returns and it applies the change; tab B hears of it only through the database.
      online = true;
      await tabA.sync.drain();
      await vi.waitFor(() => expect(pending).toHaveLength(0));
      expect(server.lines[0]!.quantity).toBe(2);
      expect(shown.slice(1)).toEqual(shown.slice(1).map(() => 2));
      expect(tabB.getQueryData<Cart>(cartQueries.detail().queryKey)!.total_items).toBe(2);
    } finally {
      stop();
      dbB.close();
    }
  });

  it("a tab never takes an older answer over its own newer cart, nor another shopper's", async () => {
    const server = fakeServer();
    const tabA = makeSync(server);
    await tabA.sync.submit(add(P1));
    // Tab B fetched the cart after tab A's answer: a later line of another device is in it.
    server.lines[0]!.quantity = 3;
    const tabB = new QueryClient();
    await new Promise((resolve) => setTimeout(resolve, 2));
    tabB.setQueryData(cartQueries.detail().queryKey, await server.http.get<Cart>('/api/v1/cart/'));
    const seen: number[] = [];
    const stop = watchPending(db, 'session:test', tabB, () => seen.push(tabB.getQueryData<Cart>(cartQueries.detail().queryKey)!.total_items));
    const other = new QueryClient();
    const stopOther = watchPending(db, 'customer:other', other, () => seen.push(-1));
    try {
      await vi.waitFor(() => expect(seen).toHaveLength(2));
      expect(seen).toContain(3);
      expect(other.getQueryData(cartQueries.detail().queryKey)).toBeUndefined();
    } finally {
      stop();
      stopOther();
    }
  });

  it('sign-out forgets the answers with the changes of that shopper', async () => {
    const server = fakeServer();
    const tabA = makeSync(server);
    await tabA.sync.submit(add(P1));
    expect(await db.answers.count()).toBe(1);
    await removeOwner(db, 'session:test');
    expect(await db.answers.count()).toBe(0);
  });
});

describe('a pass that fails (storage, lock)', () => {
  it('is tried again with backoff, so a trigger folded into it is not lost', async () => {
    const server = fakeServer();
    await enqueueChange(db, 'session:test', add(P1));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let blocked = true;
    const { sync } = makeSync(server, { db: async () => (blocked ? Promise.reject(Object.assign(new Error('quota'), { name: 'QuotaExceededError' })) : db) });
    await sync.drain({ skipBackoff: true });
    expect(error).toHaveBeenCalled();
    expect(server.mutations()).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.at - clock).toBe(backoffDelay(1, () => 0.5));
    blocked = false;
    clock = timers[0]!.at;
    timers.shift()!.fn();
    await vi.waitFor(() => expect(server.mutations().map((r) => r.body?.product_id)).toEqual([P1]));
    expect(await allEntries(db)).toEqual([]);
  });
});

describe('backoff', () => {
  it('doubles from 1 s and is capped at 60 s', () => {
    const mid = () => 0.5;
    expect(backoffDelay(1, mid)).toBe(1000);
    expect(backoffDelay(2, mid)).toBe(2000);
    expect(backoffDelay(5, mid)).toBe(16000);
    expect(backoffDelay(20, mid)).toBe(60000);
  });
});

describe('storage full', () => {
  it('tells the shopper in French when the change cannot be stored, and sends nothing', async () => {
    const server = fakeServer();
    const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    const brokenDb = { ...db, outbox: { ...db.outbox, add: () => Promise.reject(full) } } as unknown as AppDatabase;
    const { sync } = makeSync(server, { db: async () => brokenDb });
    await expect(sync.submit(add(P1))).rejects.toThrow("L'espace de stockage de l'appareil est plein");
    expect(server.sent).toEqual([]);
  });

  /** An outbox whose writes fail with the quota error until `room` frees space (`fits` says how many changes then fit). */
  function fullDevice(fits: number) {
    const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    let free = 0;
    const room = vi.fn(async () => {
      free = fits;
    });
    const outbox = new Proxy(db.outbox, {
      get: (target, prop) =>
        prop === 'add'
          ? (entry: Parameters<typeof target.add>[0]) => (free-- > 0 ? target.add(entry) : Promise.reject(full))
          : Reflect.get(target, prop, target),
    });
    const fullDb = new Proxy(db, { get: (target, prop) => (prop === 'outbox' ? outbox : Reflect.get(target, prop, target)) });
    return { room, db: async () => fullDb as AppDatabase };
  }

  it('makes room (the catalogue gives way) and keeps the change when the device is full', async () => {
    const server = fakeServer();
    const device = fullDevice(1);
    online = false;
    const { sync } = makeSync(server, { db: device.db, makeRoom: device.room });
    await expect(sync.submit(add(P1))).resolves.toEqual({ status: 'queued' });
    expect(device.room).toHaveBeenCalledTimes(1);
    expect((await allEntries(db)).map((e) => e.change)).toEqual([add(P1)]);
    online = true;
    await sync.drain();
    expect(server.mutations().map((r) => r.body?.product_id)).toEqual([P1]);
  });

  it('refuses, in French, a change that still does not fit, and keeps the one queued before', async () => {
    const server = fakeServer();
    const device = fullDevice(0);
    online = false;
    await enqueueChange(db, 'session:test', add(P1));
    const { sync } = makeSync(server, { db: device.db, makeRoom: device.room });
    await expect(sync.submit(add(P2))).rejects.toThrow("L'espace de stockage de l'appareil est plein");
    expect(device.room).toHaveBeenCalledTimes(1);
    expect((await allEntries(db)).map((e) => e.change)).toEqual([add(P1)]);
  });
});
