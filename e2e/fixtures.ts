/**
 * Shared Playwright fixtures: the seeded company, API helpers that talk to the
 * real server, and an accessibility check (axe) that fails on serious or
 * critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.dz', password: 'demo1234', name: 'Amina Benali' };

export interface Api {
  get<T = any>(path: string): Promise<T>;
  /** A product that is active, in stock, sold by at least one store. */
  productWithStores(): Promise<any>;
  /** A product that is active and in stock and sold by no store. */
  productWithoutStores(): Promise<any>;
  /** Registers a fresh customer and returns its credentials and token. */
  newCustomer(): Promise<{ email: string; password: string; name: string; token: string }>;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`${path} → ${res.status()}`);
  return (await res.json()) as T;
}

export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

let counter = 0;

/**
 * A server-rendered page shows its content before its scripts have run: a
 * click on a button then does nothing. Like a shopper who waits for the page
 * to be ready, navigations wait until the app has hydrated the server's HTML
 * (`boot:hydrated`, src/entry-client.tsx); a page rendered in the browser
 * (the shell, offline) is ready when its content shows.
 */
async function untilLive(page: Page) {
  await page
    .waitForFunction(() => !('$_TSR' in window) || performance.getEntriesByName('boot:hydrated').length > 0, null, { timeout: 30_000 })
    .catch(() => undefined);
}

/**
 * Navigations get the shell (index.html), as from a static host: the browser
 * renders the screen and loads its data itself, so `page.route` can make the
 * API fail or answer as a test needs (the server's own rendering fetches
 * in-process, out of the browser's reach).
 */
export async function renderInBrowser(page: Page) {
  await page.route(
    () => true,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
      return route.fulfill({ response });
    },
  );
}

const patched = new WeakSet<Page>();

/** Makes goto and reload of `page` wait until the page is live (untilLive). Once per page. */
function waitForLiveOnNavigation(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive(page);
    return response;
  };
}

export const test = base.extend<{ api: Api; consoleErrors: string[] }>({
  // Every tab of the test's context, the second tabs included.
  context: async ({ context }, use) => {
    context.on('page', waitForLiveOnNavigation);
    await use(context);
  },
  page: async ({ page }, use) => {
    waitForLiveOnNavigation(page);
    await use(page);
  },
  api: async ({ request }, use) => {
    const api: Api = {
      get: (path) => json(request, path),
      async productWithStores() {
        const list = await json<any>(request, '/api/v1/public/products/?limit=100&sort=rating');
        return list.items.find((p: any) => p.stock > 5 && p.available_stores.length >= 2);
      },
      async productWithoutStores() {
        const list = await json<any>(request, '/api/v1/public/products/?limit=100');
        return list.items.find((p: any) => p.stock > 5 && p.available_stores.length === 0);
      },
      async newCustomer() {
        counter += 1;
        const email = `e2e-${Date.now().toString(36)}-${counter}@example.dz`;
        const password = 'motdepasse1';
        const name = 'Client Test';
        const res = await request.post('/api/v1/customer-auth/register', { data: { name, email, password } });
        if (!res.ok()) throw new Error(`register → ${res.status()} ${await res.text()}`);
        const body = await res.json();
        return { email, password, name, token: body.access_token };
      },
    };
    await use(api);
  },
  // Uncaught page errors fail the test: a screen that throws is a bug even if it looks fine.
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
