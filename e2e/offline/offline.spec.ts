/**
 * Offline-first, end to end (issue: offline-first): the service worker and
 * the persisted cache show what was seen before; changes made offline wait in
 * IndexedDB, survive a closed tab, and reach the server once, in order.
 */
import { expect, test, type Api } from '../fixtures.ts';
import {
  loginThroughUi,
  outboxEntries,
  serverCart,
  serverWishlist,
  sessionIdOf,
  storedText,
  waitForPersist,
  waitForServiceWorker,
} from './helpers.ts';

async function productsWithoutStores(api: Api, n: number) {
  const list = await api.get('/api/v1/public/products/?limit=100&sort=price-low');
  const found = list.items.filter((p: any) => p.stock > 10 && p.available_stores.length === 0).slice(0, n);
  expect(found.length).toBe(n);
  return found as { id: string; name: string; category: { id: string; name: string } }[];
}

const syncStatus = (page: import('@playwright/test').Page) => page.getByTestId('sync-status');

test.describe('offline reading', () => {
  test('after one online visit, /, /products, a product page and a category page reload offline with their content', async ({ page, context, api }) => {
    const [product] = await productsWithoutStores(api, 1);
    const company = await api.get('/config.json');
    const { name: companyName } = await api.get(`/api/v1/public/companies/${company.companyId}`);

    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await waitForPersist(page);
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await waitForPersist(page);
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await waitForPersist(page);
    await page.goto(`/categories/${product!.category.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.category.name })).toBeVisible();
    await waitForPersist(page);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    // Offline, the price and stock say how old they are.
    await expect(page.getByTestId('seen-ago')).toContainText(/Prix vu (à l'instant|il y a \d+ min)/);
    await page.goto(`/categories/${product!.category.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.category.name })).toBeVisible();
    await expect(syncStatus(page)).toContainText('Hors ligne');

    // The app passes Chromium's installability checks.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito, which Chromium never installs from: every other check must pass.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('offline changes', () => {
  test('survive a closed tab and replay once, in order, when the connection returns', async ({ page, context, api, request }) => {
    const customer = await api.newCustomer();
    const [p1, p2, p3] = await productsWithoutStores(api, 3);
    await page.goto('/');
    await waitForServiceWorker(page);
    await loginThroughUi(page, customer.email, customer.password);
    for (const p of [p1!, p2!, p3!]) {
      await page.goto(`/products/${p.id}`);
      await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
      await waitForPersist(page);
    }
    await page.goto('/cart');
    await expect(page.getByText('Votre panier est vide')).toBeVisible();
    await waitForPersist(page);

    await context.setOffline(true);
    for (const p of [p1!, p2!, p3!]) {
      await page.goto(`/products/${p.id}`);
      await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
      await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Ajouter à la Wishlist' }).click();
    await expect(syncStatus(page)).toContainText('4 modifications en attente');

    await page.goto('/cart');
    await page.getByRole('button', { name: `Augmenter la quantité de ${p1!.name}` }).click();
    await page.getByRole('button', { name: `Retirer ${p2!.name}` }).click();
    await expect(syncStatus(page)).toContainText('6 modifications en attente');
    expect((await outboxEntries(page)).map((e) => e.change.kind)).toEqual([
      'cart.add',
      'cart.add',
      'cart.add',
      'wishlist.add',
      'cart.update',
      'cart.remove',
    ]);

    // Close the tab; a new one, still offline, shows the same pending changes.
    await page.close();
    const again = await context.newPage();
    await again.goto('/cart');
    await expect(again.getByRole('link', { name: p1!.name })).toBeVisible();
    await expect(again.getByRole('link', { name: p3!.name })).toBeVisible();
    await expect(again.getByRole('link', { name: p2!.name })).toHaveCount(0);
    await expect(syncStatus(again)).toContainText('6 modifications en attente');
    expect(await serverCart(request, { token: customer.token })).toMatchObject({ items: [] });

    await context.setOffline(false);
    await expect(syncStatus(again)).toBeHidden({ timeout: 30_000 });
    const cart = await serverCart(request, { token: customer.token });
    expect(cart.items.map((i: any) => [i.product_id, i.quantity]).sort()).toEqual(
      [
        [p1!.id, 2],
        [p3!.id, 1],
      ].sort(),
    );
    const wishlist = await serverWishlist(request, customer.token);
    expect(wishlist.items.map((i: any) => i.product_id)).toEqual([p3!.id]);
    expect(await outboxEntries(again)).toEqual([]);
  });

  test('two tabs with offline changes: each change reaches the server once', async ({ context, api, request }) => {
    const [p1, p2] = await productsWithoutStores(api, 2);
    const a = await context.newPage();
    await a.goto('/');
    await waitForServiceWorker(a);
    const b = await context.newPage();
    for (const page of [a, b]) {
      for (const p of [p1!, p2!]) {
        await page.goto(`/products/${p.id}`);
        await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
        await waitForPersist(page);
      }
    }
    await waitForPersist(a);
    const sessionId = await sessionIdOf(a);

    await context.setOffline(true);
    await a.goto(`/products/${p1!.id}`);
    await a.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await b.goto(`/products/${p2!.id}`);
    await b.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await a.goto(`/products/${p2!.id}`);
    await a.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await expect(syncStatus(b)).toContainText('3 modifications en attente');

    await context.setOffline(false);
    await expect(syncStatus(a)).toBeHidden({ timeout: 30_000 });
    await expect(syncStatus(b)).toBeHidden({ timeout: 30_000 });
    const cart = await serverCart(request, { sessionId });
    expect(cart.items.map((i: any) => [i.product_id, i.quantity]).sort()).toEqual(
      [
        [p1!.id, 1],
        [p2!.id, 2],
      ].sort(),
    );
    // Both tabs show the server's cart.
    await expect(a.getByTestId('cart-count')).toHaveText('3');
    await expect(b.getByTestId('cart-count')).toHaveText('3');
  });

  test('a change another tab applies as the connection drops stays in this tab, and in a page opened offline', async ({ context, api }) => {
    const [p1] = await productsWithoutStores(api, 1);
    const a = await context.newPage();
    await a.goto('/');
    await waitForServiceWorker(a);
    // Seen online under the worker and persisted: the page opened offline at the end has its copy.
    await a.goto(`/products/${p1!.id}`);
    await expect(a.getByRole('heading', { level: 1, name: p1!.name })).toBeVisible();
    await waitForPersist(a);
    await a.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await a.goto('/cart');
    await expect(a.getByTestId('cart-count')).toHaveText('1');
    const b = await context.newPage();
    await b.goto('/cart');
    await expect(b.getByTestId('cart-count')).toHaveText('1');
    await waitForPersist(a);

    // The server applies tab A's next change; its answer arrives only once the connection is gone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await context.route('**/api/v1/cart/items/*', async (route) => {
      held += 1;
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    });
    await a.getByRole('button', { name: `Augmenter la quantité de ${p1!.name}` }).click();
    for (const page of [a, b]) await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect.poll(() => held).toBe(1);
    await context.setOffline(true);
    release();
    await expect.poll(async () => (await outboxEntries(a)).length).toBe(0);

    // Tab B cannot refetch the cart: the change left its pending list as the answer entered its cart.
    await expect(b.getByTestId('cart-count')).toHaveText('2');
    await expect(a.getByTestId('cart-count')).toHaveText('2');
    const c = await context.newPage();
    await c.goto(`/products/${p1!.id}`);
    await expect(c.getByRole('heading', { level: 1, name: p1!.name })).toBeVisible();
    await expect(c.getByTestId('cart-count')).toHaveText('2');
  });

  test('a guest cart merged at sign-in does not come back on screen after signing out offline', async ({ page, context, api }) => {
    const customer = await api.newCustomer();
    const [p1] = await productsWithoutStores(api, 1);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/products/${p1!.id}`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    const badge = page.getByRole('banner').getByTestId('cart-count');
    await expect(badge).toHaveText('1');
    // Applied: the guest cart's answer is the device's last word on it.
    await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);

    await loginThroughUi(page, customer.email, customer.password);
    await expect(badge).toHaveText('1');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
    // The line moved to the customer's cart at sign-in: the guest's old cart is not shown again.
    await expect(badge).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(badge).toHaveCount(0);
    await context.setOffline(false);
  });

  test('logout while changes are queued leaves nothing of that shopper on the device', async ({ page, context, api }) => {
    const customer = await api.newCustomer();
    const [p1] = await productsWithoutStores(api, 1);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await waitForServiceWorker(page);
    await loginThroughUi(page, customer.email, customer.password);
    await page.goto(`/products/${p1!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p1!.name })).toBeVisible();
    await waitForPersist(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter à la Wishlist' }).click();
    await expect(syncStatus(page)).toContainText('2 modifications en attente');

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await waitForPersist(page);

    expect(await outboxEntries(page)).toEqual([]);
    const stored = await storedText(page);
    expect(stored.indexedDb).not.toContain(customer.email);
    expect(stored.indexedDb).not.toContain(customer.token);
    expect(stored.indexedDb).not.toContain('"wishlist"');
    expect(stored.indexedDb).not.toContain(p1!.id + '","product_name'); // no cart or wishlist line of theirs
    expect(stored.cacheUrls.filter((u) => /\/api\/v1\/(cart|wishlist|customer-auth)/.test(u))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
    await context.setOffline(false);
  });
});

test.describe('a flaky network', () => {
  test.use({ serviceWorkers: 'block' });

  test('answers lost after the server applied a change never make duplicates', async ({ page, context, api, request }) => {
    const [p1, p2] = await productsWithoutStores(api, 2);
    await page.goto(`/products/${p1!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p1!.name })).toBeVisible();

    // The server processes the first two cart writes, but their answers never arrive.
    let dropped = 0;
    await context.route('**/api/v1/cart/items', async (route) => {
      if (route.request().method() === 'POST' && dropped < 2) {
        dropped += 1;
        await route.fetch();
        await route.abort('failed');
        return;
      }
      await route.continue();
    });

    await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await page.goto(`/products/${p2!.id}`);
    await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await expect(syncStatus(page)).toBeHidden({ timeout: 30_000 });
    expect(dropped).toBe(2);

    // The session the writes were sent with. (Read at the first heading, it
    // could be missing: the server renders the page, and the app creates the
    // session at its first call, after hydration; once in CI.)
    const sessionId = await sessionIdOf(page);
    expect(sessionId).not.toBe('');
    const cart = await serverCart(request, { sessionId });
    expect(cart.items.map((i: any) => [i.product_id, i.quantity]).sort()).toEqual(
      [
        [p1!.id, 1],
        [p2!.id, 1],
      ].sort(),
    );
  });

  test('a change whose answer was lost counts once on a freshly read cart while its replay waits', async ({ page, context, api, request }) => {
    const [product] = await productsWithoutStores(api, 1);
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();

    // Every answer to the add is lost: the server applies it, the change stays in the outbox.
    let lost = 0;
    await context.route('**/api/v1/cart/items', async (route) => {
      lost += 1;
      await route.fetch();
      await route.abort('failed');
    });
    await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await expect.poll(() => lost).toBeGreaterThan(0);
    await expect.poll(async () => (await outboxEntries(page)).length).toBe(1);

    // The cart page reads the server's cart, which holds the change already.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: `Quantité de ${product!.name}` })).toContainText('Quantité : 1');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    expect(await outboxEntries(page)).toHaveLength(1);

    // The answers come back: the replay gets the stored answer, nothing is added twice.
    await context.unroute('**/api/v1/cart/items');
    await expect(syncStatus(page)).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    const cart = await serverCart(request, { sessionId: await sessionIdOf(page) });
    expect(cart.items.map((i: any) => [i.product_id, i.quantity])).toEqual([[product!.id, 1]]);
  });

  test('a wishlist removal whose answer was lost does not hide, on a freshly read list, the item another device added back', async ({ page, context, api, request }) => {
    const [product] = await productsWithoutStores(api, 1);
    const customer = await api.newCustomer();
    const auth = { authorization: `Bearer ${customer.token}` };
    expect((await request.post('/api/v1/wishlist/', { headers: auth, data: { product_id: product!.id } })).status()).toBe(201);
    await loginThroughUi(page, customer.email, customer.password);
    await page.goto('/wishlist');
    const item = page.getByTestId('wishlist-item').filter({ has: page.getByRole('link', { name: product!.name, exact: true }) });
    await expect(item).toHaveCount(1);

    // Every answer to the removal is lost: the server applies it, the change stays in the outbox.
    let lost = 0;
    await context.route(`**/api/v1/wishlist/${product!.id}`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort('failed');
    });
    await item.getByRole('button', { name: `Retirer ${product!.name} de la liste de souhaits` }).click();
    await expect.poll(() => lost).toBeGreaterThan(0);
    await expect.poll(async () => (await outboxEntries(page)).length).toBe(1);

    // On another device the shopper adds it back; this page reads the list again.
    expect((await request.post('/api/v1/wishlist/', { headers: auth, data: { product_id: product!.id } })).status()).toBe(201);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(item).toHaveCount(1);
    expect(await outboxEntries(page)).toHaveLength(1);

    // The answers come back: the replay gets the stored answer and takes nothing out again.
    await context.unroute(`**/api/v1/wishlist/${product!.id}`);
    await expect(syncStatus(page)).toBeHidden({ timeout: 30_000 });
    await expect(item).toHaveCount(1);
    const wishlist = await serverWishlist(request, customer.token);
    expect(wishlist.items.map((i: any) => i.product_id)).toEqual([product!.id]);
  });
});
