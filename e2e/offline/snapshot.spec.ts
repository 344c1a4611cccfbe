/**
 * Boot snapshots (src/lib/boot-snapshot.ts, sw/boot-snapshot.ts): a returning
 * shopper sees the catalogue screen they last saw before the app has booted,
 * inert, then the app takes its place; personal screens, another build's
 * markup and signed-in screens after sign-out are never shown that way.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { loginThroughUi, waitForServiceWorker } from './helpers.ts';

const snapshotPaths = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('boot-snapshots-v1'))) return [];
    const keys = await (await caches.open('boot-snapshots-v1')).keys();
    return keys.map((k) => new URL(k.url).pathname.replace('/__boot-snapshot__', ''));
  });

/** The page as the service worker serves it, scripts off: nothing of the app runs. */
async function withoutScripts<T>(context: BrowserContext, page: Page, run: () => Promise<T>): Promise<T> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  try {
    return await run();
  } finally {
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    await cdp.detach();
  }
}

/** Visits a screen under the worker and waits until its snapshot is saved. */
async function visitAndSave(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root').getByTestId('product-card').first()).toBeVisible();
  await expect.poll(() => snapshotPaths(page), { timeout: 15_000 }).toContain(path);
}

test.describe('boot snapshot', () => {
  test('the last catalogue screen shows before the app boots, inert and without the cart badge; then the app replaces it and reacts', async ({ page, context }) => {
    await page.goto('/products');
    await waitForServiceWorker(page);
    await visitAndSave(page, '/products');
    const firstName = (await page.locator('#root').getByTestId('product-card').first().getByRole('heading').textContent())!.trim();

    await withoutScripts(context, page, async () => {
      await page.reload();
      const snapshot = page.locator('#boot-snapshot');
      await expect(snapshot.getByTestId('product-card').first()).toContainText(firstName);
      await expect(snapshot).toHaveAttribute('inert', '');
      await expect(page.locator('#root')).toBeHidden();
      // Minute-to-minute state stays out of it.
      await expect(snapshot.getByTestId('cart-count')).toHaveCount(0);
      await expect(snapshot.locator('[aria-label^="Panier"]')).toHaveCount(0);
      await expect(snapshot.locator('input:not([readonly])')).toHaveCount(0);
      // Its rules are inline; the stylesheet links wait, not holding the first paint.
      await expect(page.locator('style#boot-snapshot-css')).toHaveCount(1);
      await expect(page.locator('link[rel="stylesheet"]:not([media="print"])')).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('#boot-snapshot header')!).position)).toBe('sticky');
    });

    await page.reload();
    const live = page.locator('#root').getByTestId('product-card').first();
    await expect(live).toContainText(firstName);
    await expect(page.locator('#boot-snapshot')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    // The links are back on and the inline copy gone: the app is styled by the build's own files.
    await expect(page.locator('style#boot-snapshot-css')).toHaveCount(0);
    await expect(page.locator('link[rel="stylesheet"][media="print"]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#root header')!).position)).toBe('sticky');
    await live.getByRole('link', { name: firstName }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  });

  test('personal screens are never kept, and a snapshot of another build is not shown', async ({ page, context }) => {
    await page.goto('/products');
    await waitForServiceWorker(page);
    await visitAndSave(page, '/products');
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2500);
    expect(await snapshotPaths(page)).not.toContain('/cart');

    // The stored snapshot now claims another build: its classes would not match.
    await page.evaluate(async () => {
      const cache = await caches.open('boot-snapshots-v1');
      const key = `${location.origin}/__boot-snapshot__/products`;
      const saved = await (await cache.match(key))!.json();
      await cache.put(key, Response.json({ ...saved, build: '/assets/index-ancien.js' }));
    });
    await withoutScripts(context, page, async () => {
      await page.goto('/products');
      await expect(page.locator('#root')).toContainText('Chargement…');
      await expect(page.locator('#boot-snapshot')).toHaveCount(0);
    });
  });

  test('sign-in and sign-out delete every snapshot', async ({ page, api }) => {
    const customer = await api.newCustomer();
    await page.goto('/products');
    await waitForServiceWorker(page);
    await visitAndSave(page, '/products');
    await loginThroughUi(page, customer.email, customer.password);
    expect(await snapshotPaths(page)).not.toContain('/products');

    await visitAndSave(page, '/products');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
    await expect.poll(() => snapshotPaths(page)).not.toContain('/products');
  });
});
