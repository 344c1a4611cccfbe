import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppDatabase } from '#src/db/db.ts';
import { createDexiePersister } from '#src/offline/query-persister.ts';
import { createQueryClient, PERSIST_MAX_AGE, persistOptions } from '#src/query-client.ts';


let counter = 0;
function freshDb() {
  counter += 1;
  return createAppDatabase(`test-db-${counter}-${Date.now()}`);
}

afterEach(() => {
  vi.useRealTimers();
});

function client(data: Record<string, unknown> = {}) {
  return { timestamp: Date.now(), buster: '1:c', clientState: { mutations: [], queries: [], ...data } };
}

describe('Dexie persister', () => {
  it('writes the latest state once per throttle window, then restores it', async () => {
    const db = freshDb();
    const persister = createDexiePersister({ table: async () => db.queryCache, throttleMs: 50 });
    const put = vi.spyOn(db.queryCache, 'put');
    persister.persistClient(client({ marker: 1 }) as never);
    persister.persistClient(client({ marker: 2 }) as never);
    persister.persistClient(client({ marker: 3 }) as never);
    // The write lands after the window; on a loaded machine (CI's Node 24
    // run) it took longer than a fixed 120 ms wait, so wait for it, then
    // for two more windows, in which no second write may come.
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 120));
    expect(put).toHaveBeenCalledTimes(1);
    const restored = (await persister.restoreClient()) as unknown as { clientState: { marker: number } };
    expect(restored.clientState.marker).toBe(3);
  });

  it('restore flushes a pending write first', async () => {
    const db = freshDb();
    const persister = createDexiePersister({ table: async () => db.queryCache, throttleMs: 10_000 });
    persister.persistClient(client({ marker: 'pending' }) as never);
    const restored = (await persister.restoreClient()) as unknown as { clientState: { marker: string } };
    expect(restored.clientState.marker).toBe('pending');
  });

  it("a cache of another company is deleted with the outbox's answers kept beside it", async () => {
    const db = freshDb();
    const persister = createDexiePersister({ table: async () => db.queryCache, onRemoved: () => db.answers.clear() });
    await db.queryCache.put({ key: 'react-query', savedAt: Date.now(), client: client() as never });
    await db.answers.put({ queryHash: '["cart","detail"]', owner: 'session:s', query: { queryHash: '["cart","detail"]', queryKey: ['cart', 'detail'], state: {} } as never });
    const queryClient = new QueryClient();
    await persistQueryClientRestore({ queryClient, persister, buster: '1:another-company', maxAge: PERSIST_MAX_AGE });
    expect(await db.queryCache.count()).toBe(0);
    expect(await db.answers.count()).toBe(0);
  });

  it('removeClient deletes the row and drops a pending write', async () => {
    const db = freshDb();
    const persister = createDexiePersister({ table: async () => db.queryCache, throttleMs: 10_000 });
    persister.persistClient(client() as never);
    await persister.flush();
    persister.persistClient(client() as never);
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
    expect(await db.queryCache.count()).toBe(0);
  });

  it('a failing database only logs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const persister = createDexiePersister({ table: () => Promise.reject(new Error('blocked')), throttleMs: 1 });
    persister.persistClient(client() as never);
    await persister.flush();
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('after a restore that timed out, nothing is written until the late read has been merged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = freshDb();
    await db.queryCache.put({ key: 'react-query', client: client({ marker: 'on disk' }) as never, savedAt: 1 });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const late: unknown[] = [];
    const persister = createDexiePersister({
      table: async () => {
        await slow;
        return db.queryCache;
      },
      restoreTimeoutMs: 10,
      throttleMs: 5,
      onLateRestore: (c) => late.push(c.clientState),
    });
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    // The app goes on with an empty cache and asks to write it: it must not replace the disk.
    persister.persistClient(client({ marker: 'less' }) as never);
    await new Promise((r) => setTimeout(r, 30));
    await persister.flush();
    expect(late).toEqual([]);
    release();
    await new Promise((r) => setTimeout(r, 30));
    expect(late).toEqual([expect.objectContaining({ marker: 'on disk' })]);
    // Once merged, writes resume (the cache then writes its merged state).
    persister.persistClient(client({ marker: 'merged' }) as never);
    await persister.flush();
    const row = await db.queryCache.get('react-query');
    expect((row?.client.clientState as unknown as { marker: string }).marker).toBe('merged');
  });

  it('after a restore that failed, the row is read again before anything is written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = freshDb();
    await db.queryCache.put({ key: 'react-query', client: client({ marker: 'on disk' }) as never, savedAt: 1 });
    let fail = true;
    const late: unknown[] = [];
    const persister = createDexiePersister({
      table: async () => {
        if (fail) throw new Error('busy');
        return db.queryCache;
      },
      throttleMs: 5,
      onLateRestore: (c) => late.push(c.clientState),
    });
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    persister.persistClient(client({ marker: 'less' }) as never);
    await new Promise((r) => setTimeout(r, 20));
    fail = false;
    expect((await db.queryCache.get('react-query'))?.client.clientState).toMatchObject({ marker: 'on disk' });
    persister.persistClient(client({ marker: 'less' }) as never);
    await new Promise((r) => setTimeout(r, 30));
    expect(late).toEqual([expect.objectContaining({ marker: 'on disk' })]);
  });

  it('a query whose refetch failed is written with its last good data, as a success', async () => {
    const db = freshDb();
    const persister = createDexiePersister({ table: async () => db.queryCache, throttleMs: 1 });
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: ['products', 'detail', 'p1'], queryFn: async () => ({ id: 'p1' }) });
    await queryClient
      .fetchQuery({
        queryKey: ['products', 'detail', 'p1'],
        queryFn: async () => {
          throw new Error('timeout');
        },
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['products', 'detail', 'p1'])?.status).toBe('error');
    await persistQueryClientSave({ queryClient, ...persistOptions('c'), persister });
    await persister.flush();

    const target = createQueryClient();
    await persistQueryClientRestore({ queryClient: target, ...persistOptions('c'), persister });
    expect(target.getQueryData(['products', 'detail', 'p1'])).toEqual({ id: 'p1' });
    expect(target.getQueryState(['products', 'detail', 'p1'])?.status).toBe('success');
  });

  it("a tab never replaces another tab's newer answer on disk with its older copy, and keeps its own newer queries", async () => {
    const db = freshDb();
    const cartKey = ['cart', 'detail'];
    const productKey = ['products', 'detail', 'p1'];
    // Tab B saw the cart before the change and a product afterwards.
    const tabB = createQueryClient();
    tabB.setQueryData(cartKey, { items: ['tajine'] }, { updatedAt: 1000 });
    tabB.setQueryData(productKey, { id: 'p1', name: 'old' }, { updatedAt: 1000 });
    // Tab A's drain wrote the server's answer to the change (the joint commit), newer than B's copy.
    const persisterA = createDexiePersister({ table: async () => db.queryCache, throttleMs: 1 });
    const tabA = createQueryClient();
    tabA.setQueryData(cartKey, { items: ['tajine', 'dattes'] }, { updatedAt: 2000 });
    tabA.setQueryData(productKey, { id: 'p1', name: 'old' }, { updatedAt: 500 });
    await persistQueryClientSave({ queryClient: tabA, ...persistOptions('c'), persister: persisterA });
    await persisterA.flush();
    tabB.setQueryData(productKey, { id: 'p1', name: 'new' }, { updatedAt: 3000 });
    // Tab B is left (pagehide): its state is flushed.
    const persisterB = createDexiePersister({ table: async () => db.queryCache, throttleMs: 10_000 });
    await persistQueryClientSave({ queryClient: tabB, ...persistOptions('c'), persister: persisterB });
    await persisterB.flush();

    const reloaded = createQueryClient();
    await persistQueryClientRestore({ queryClient: reloaded, ...persistOptions('c'), persister: createDexiePersister({ table: async () => db.queryCache }) });
    expect(reloaded.getQueryData(cartKey)).toEqual({ items: ['tajine', 'dattes'] });
    expect(reloaded.getQueryData(productKey)).toEqual({ id: 'p1', name: 'new' });
  });

  describe('on a full device (issue 44, point 4)', () => {
    const cartKey = ['cart', 'detail'];
    const productKey = ['products', 'detail', 'p1'];
    const keepWhenFull = (queryKey: readonly unknown[]) => queryKey[0] === 'cart';
    async function seen(db: ReturnType<typeof freshDb>) {
      const queryClient = createQueryClient();
      queryClient.setQueryData(cartKey, { items: ['tajine'] });
      queryClient.setQueryData(productKey, { id: 'p1' });
      const persister = createDexiePersister({ table: async () => db.queryCache, throttleMs: 1, keepWhenFull });
      await persistQueryClientSave({ queryClient, ...persistOptions('c'), persister });
      return persister;
    }
    async function reload(db: ReturnType<typeof freshDb>) {
      const queryClient = createQueryClient();
      await persistQueryClientRestore({ queryClient, ...persistOptions('c'), persister: createDexiePersister({ table: async () => db.queryCache }) });
      return queryClient;
    }

    it('a write that does not fit keeps the cart and lets the catalogue go', async () => {
      const db = freshDb();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const put = db.queryCache.put.bind(db.queryCache);
      // Only a row without the catalogue fits.
      vi.spyOn(db.queryCache, 'put').mockImplementation((row) =>
        (JSON.stringify(row).includes('"products"')
          ? Promise.reject(Object.assign(new Error('quota'), { name: 'QuotaExceededError' }))
          : put(row)) as ReturnType<typeof put>,
      );
      await (await seen(db)).flush();
      const reloaded = await reload(db);
      expect(reloaded.getQueryData(cartKey)).toEqual({ items: ['tajine'] });
      expect(reloaded.getQueryData(productKey)).toBeUndefined();
    });

    it('giveWay takes the catalogue off the disk and keeps the cart', async () => {
      const db = freshDb();
      const persister = await seen(db);
      await persister.flush();
      expect((await reload(db)).getQueryData(productKey)).toEqual({ id: 'p1' });
      await persister.giveWay();
      const reloaded = await reload(db);
      expect(reloaded.getQueryData(cartKey)).toEqual({ items: ['tajine'] });
      expect(reloaded.getQueryData(productKey)).toBeUndefined();
    });
  });

  it('on a device without the database, the restore loads nothing and finds nothing', async () => {
    const table = vi.fn(async () => freshDb().queryCache);
    const persister = createDexiePersister({ table, exists: async () => false });
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    expect(table).not.toHaveBeenCalled();
  });

  it('writes wait for firstWrite, keeping the latest state, then write it', async () => {
    const db = freshDb();
    let open!: () => void;
    const firstWrite = new Promise<void>((resolve) => (open = resolve));
    const table = vi.fn(async () => db.queryCache);
    const persister = createDexiePersister({ table, throttleMs: 5, firstWrite });
    persister.persistClient(client({ marker: 1 }) as never);
    persister.persistClient(client({ marker: 2 }) as never);
    await new Promise((r) => setTimeout(r, 30));
    await persister.flush();
    expect(table).not.toHaveBeenCalled();
    open();
    await vi.waitFor(async () => expect((await db.queryCache.get('react-query'))?.client.clientState).toMatchObject({ marker: 2 }));
  });

  it('a stuck database does not block the restore', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const persister = createDexiePersister({ table: () => new Promise(() => {}), restoreTimeoutMs: 20 });
    await expect(persister.restoreClient()).resolves.toBeUndefined();
  });
});

describe('what is persisted (decisions.md section 4)', () => {
  function seed(queryClient: QueryClient) {
    queryClient.setQueryData(['products', 'list', { page: 1 }], { items: [], total_items: 0 });
    queryClient.setQueryData(['products', 'detail', 'p1'], { id: 'p1' });
    queryClient.setQueryData(['categories', 'tree'], []);
    queryClient.setQueryData(['company', 'detail', 'c'], { id: 'c' });
    queryClient.setQueryData(['collections', 'list', { limit: 10 }], { items: [] });
    queryClient.setQueryData(['stores', 'list', {}], { items: [] });
    queryClient.setQueryData(['cart', 'detail'], { items: [] });
    queryClient.setQueryData(['wishlist', 'list'], { items: [] });
    queryClient.setQueryData(['orders', 'list', {}], { items: [] });
    queryClient.setQueryData(['orders', 'detail', 'o1'], { id: 'o1' });
    queryClient.setQueryData(['auth', 'profile'], { id: 'me' });
  }

  it('keeps catalogue, cart and wishlist; never orders, profile or auth', async () => {
    const db = freshDb();
    const persister = createDexiePersister({ table: async () => db.queryCache, throttleMs: 1 });
    const options = { ...persistOptions('c'), persister };
    const source = createQueryClient();
    seed(source);
    await persistQueryClientSave({ queryClient: source, ...options });
    await persister.flush();

    const target = createQueryClient();
    await persistQueryClientRestore({ queryClient: target, ...options });
    const keys = target
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(new Set(keys)).toEqual(new Set(['products', 'categories', 'company', 'collections', 'stores', 'cart', 'wishlist']));
    expect(target.getQueryData(['orders', 'list', {}])).toBeUndefined();
    expect(target.getQueryData(['auth', 'profile'])).toBeUndefined();
  });

  it('another company (buster) starts from an empty cache', async () => {
    const db = freshDb();
    const persister = createDexiePersister({ table: async () => db.queryCache, throttleMs: 1 });
    const source = createQueryClient();
    seed(source);
    await persistQueryClientSave({ queryClient: source, ...persistOptions('c'), persister });
    await persister.flush();
    const target = createQueryClient();
    await persistQueryClientRestore({ queryClient: target, ...persistOptions('other'), persister });
    expect(target.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('query client defaults', () => {
  it('persisted roots live as long as the persister keeps them; others 5 minutes', () => {
    const qc = createQueryClient();
    expect(qc.getQueryDefaults(['products', 'detail', 'x']).gcTime).toBe(PERSIST_MAX_AGE);
    expect(qc.getQueryDefaults(['cart', 'detail']).gcTime).toBe(PERSIST_MAX_AGE);
    expect(PERSIST_MAX_AGE).toBe(7 * 24 * 60 * 60 * 1000);
    expect(qc.getDefaultOptions().queries?.gcTime).toBe(5 * 60 * 1000);
    expect(qc.getDefaultOptions().queries?.staleTime).toBe(5 * 60 * 1000);
    expect(qc.getQueryDefaults(['orders', 'list']).gcTime).toBeUndefined();
  });

  it('catalogue queries fetch even offline (the service worker may hold them); personal ones wait for the network', () => {
    const qc = createQueryClient();
    for (const key of [['products', 'detail', 'x'], ['categories', 'tree'], ['company', 'detail', 'c'], ['collections'], ['stores', 'list']]) {
      expect(qc.getQueryDefaults(key).networkMode, key.join('/')).toBe('offlineFirst');
      expect(qc.getQueryDefaults(key).gcTime, key.join('/')).toBe(PERSIST_MAX_AGE);
    }
    for (const key of [['cart', 'detail'], ['wishlist', 'list'], ['orders', 'list']]) {
      expect(qc.getQueryDefaults(key).networkMode, key.join('/')).toBeUndefined();
    }
  });
});
