/** Helpers of the offline specs: service worker readiness, IndexedDB and Cache Storage reads. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storedSessionId } from '../fixtures.ts';

/** Waits until the service worker controls the page (the first install claims it). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    if (!('serviceWorker' in navigator)) return false;
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Lets the throttled persister write the query cache to IndexedDB. */
export async function waitForPersist(page: Page) {
  await page.waitForTimeout(1500);
}

/** The shopper, with the worker in control after a visit to `from`, opens the product's page; the persister writes what it showed. */
export async function openProductUnderWorker(page: Page, product: { id: string; name: string }, from: string) {
  await page.goto(from);
  await waitForServiceWorker(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await waitForPersist(page);
}

/**
 * The connection drops and the shopper reloads the product's page: the
 * answer is the server's rendering itself (the product's heading in the
 * document), kept by the worker, not the shell's splash; the product shows.
 * The tab stays offline.
 */
export async function reloadOfflineAsTheServerRenderedIt(page: Page, product: { name: string }) {
  await page.context().setOffline(true);
  const offline = await page.reload();
  const html = await offline!.text();
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('application/ld+json');
  expect(html).not.toContain('Chargement…');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

export async function outboxEntries(page: Page): Promise<{ key: string; owner: string; change: { kind: string } }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const req = db.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

/** Everything the app keeps in IndexedDB and Cache Storage, as text, to search for a shopper's traces. */
export async function storedText(page: Page): Promise<{ indexedDb: string; cacheUrls: string[] }> {
  return page.evaluate(async () => {
    const dump = await new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('storefront');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const names = [...db.objectStoreNames];
        if (!names.length) return resolve('');
        const tx = db.transaction(names);
        const parts: unknown[] = [];
        let left = names.length;
        for (const name of names) {
          const req = tx.objectStore(name).getAll();
          req.onsuccess = () => {
            parts.push({ [name]: req.result });
            if (--left === 0) resolve(JSON.stringify(parts));
          };
        }
      };
    });
    const cacheUrls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) cacheUrls.push(req.url);
    }
    return { indexedDb: dump, cacheUrls };
  });
}

export async function sessionIdOf(page: Page): Promise<string> {
  return (await storedSessionId(page)) ?? '';
}

export async function serverCart(request: APIRequestContext, auth: { token?: string; sessionId?: string }) {
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.sessionId) headers['x-session-id'] = auth.sessionId;
  const res = await request.get('/api/v1/cart/', { headers });
  expect(res.ok()).toBe(true);
  return res.json();
}

export async function serverWishlist(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/wishlist/', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return res.json();
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/mot de passe/i).first().fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: /mon compte/i }).first()).toBeVisible();
}
