/**
 * Spec section 2: an unknown path, the routing error screen and the crash
 * fallback. Both error screens are reached the way they happen in production,
 * with no test-only code in the app: a code chunk that cannot be downloaded
 * (a deploy that removed it, a dropped connection). A route's chunk failing
 * reaches the route's errorComponent ('Unexpected Application Error!'); the
 * toaster, which renders outside the router, failing for good (three
 * downloads online) reaches the app's crash boundary ('Something went
 * wrong'). A connection lost while it downloads does not: it waits for the
 * connection to return.
 */
import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { axeOnPhoneAndDesktop } from './helpers.ts';

// Requests answered by a service worker would bypass page.route.
test.use({ serviceWorkers: 'block' });

/**
 * Fails the download of the JS chunks whose file name starts with `prefix`,
 * except the route's split errorComponent and pendingComponent (the skeleton
 * shown while the rest loads).
 */
async function breakChunks(page: Page, prefix: string) {
  const handler = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (/export\s*\{\s*\w+ as (errorComponent|pendingComponent)\s*\}/.test(body)) return route.fulfill({ response, body });
    return route.abort('connectionfailed');
  };
  const pattern = new RegExp(`/assets/${prefix}-[\\w-]+\\.js$`);
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

test('an unknown path shows "Oups ! Page introuvable" with a link home', async ({ page, consoleErrors }) => {
  await page.goto('/cette-page-n-existe-pas/vraiment');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Oups ! Page introuvable' })).toBeVisible();
  // The layout stays: header and footer are there to find the way.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await axeOnPhoneAndDesktop(page, 'not found');
  await main.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Catégories Populaires' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown path reached by an in-app link shows the same screen', async ({ page }) => {
  await page.goto('/faq');
  // What a stale link inside the app does: the router learns of a path it has no route for.
  await page.evaluate("history.pushState({}, '', '/nulle-part'); dispatchEvent(new PopStateEvent('popstate'))");
  await expect(page.getByRole('heading', { level: 1, name: 'Oups ! Page introuvable' })).toBeVisible();
});

test('a route whose code cannot be loaded shows the routing error, and "Réessayer" recovers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const restore = await breakChunks(page, 'faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();

  // The router reloads once on a missing module, then shows its error screen.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('alert')).toContainText(/dynamically imported module|Importing a module script failed/);
  await expect(page).toHaveURL(/\/faq$/);
  await axeOnPhoneAndDesktop(page, 'routing error');

  await restore();
  await main.getByRole('button', { name: 'Réessayer' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
});

test('the connection lost while the toaster downloads keeps the page, and the toaster loads when it returns', async ({ page, context }) => {
  const pattern = /\/assets\/toaster-[\w-]+\.js$/;
  let failed = 0;
  await page.route(pattern, async (route) => {
    // What a phone that loses its network right after the page sees.
    failed += 1;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto('/about');
  await expect.poll(() => failed).toBe(1);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Offline, nothing is tried again and nothing breaks.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(failed).toBe(1);

  await page.unroute(pattern);
  const toaster = page.waitForResponse((res) => pattern.test(new URL(res.url()).pathname) && res.ok());
  await context.setOffline(false);
  await toaster;
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a crash outside the router shows the fallback with details and "Reload Page"', async ({ page, api }) => {
  const { companyId } = await api.get<{ companyId: string }>('/config.json');
  const company = await api.get(`/api/v1/public/companies/${companyId}`);
  const restore = await breakChunks(page, 'toaster');
  await page.goto('/about');

  const alert = page.getByRole('alert');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(alert.getByText('An error occurred while loading the application.')).toBeVisible();
  const details = alert.getByText('Error Details');
  await details.click();
  await expect(alert.locator('pre')).toContainText(/dynamically imported module|Importing a module script failed/);
  await expectNoSeriousA11yViolations(page, 'crash fallback');

  await restore();
  await alert.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
