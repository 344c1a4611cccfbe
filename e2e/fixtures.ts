/**
 * Shared Playwright fixtures: the seeded company, API helpers that talk to the
 * real server, an accessibility check (axe) that fails on serious or critical
 * violations, and the removal of what each test created.
 *
 * Cleanup, as the epic-stack's fixtures do it: every customer, guest session
 * and order a test creates is recorded while it runs (`created`), from the
 * API answers its browser context and its API clients (`request`,
 * `page.request`) receive, and from the session id each open tab keeps; when
 * the test ends, passed or failed, its contexts are closed and one call to
 * the server's test-support route (server/src/routes/testing.ts, on only in
 * this suite's server: TEST_SUPPORT_ROUTES in playwright.config.ts) deletes
 * them, with their carts, wishlists, orders and tokens. The seeded demo
 * account is never deleted; an order it places in a test is.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page, type Response } from '@playwright/test';

export const DEMO = { email: 'demo@example.dz', password: 'demo1234', name: 'Amina Benali' };

export interface Api {
  get<T = any>(path: string): Promise<T>;
  /** A product that is active, in stock, sold by at least one store. */
  productWithStores(): Promise<any>;
  /** A product that is active and in stock and sold by no store. */
  productWithoutStores(): Promise<any>;
  /** Registers a fresh customer and returns its credentials and token. */
  newCustomer(): Promise<{ email: string; password: string; name: string; token: string }>;
  /** Puts one of `product` (from its first store) in the customer's cart and checks out with `address`, all through the API. */
  placeOrder(token: string, product: any, address?: string): Promise<{ order_id: string; order_number: string }>;
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

/** What the running test created on the server: removed when it ends. */
export interface Created {
  /** A customer, by login e-mail (the demo account is never recorded). */
  customer(email: string): void;
  /** A guest session (X-Session-Id): its cart and guest orders. */
  session(id: string): void;
  /** One order, whoever placed it. */
  order(id: string): void;
  /** What is recorded so far. */
  readonly recorded: { emails: string[]; session_ids: string[]; order_ids: string[] };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function newCreated(): Created {
  const emails = new Set<string>();
  const sessions = new Set<string>();
  const orders = new Set<string>();
  return {
    customer(email) {
      const e = email.trim().toLowerCase();
      if (e && e !== DEMO.email) emails.add(e);
    },
    session(id) {
      if (id) sessions.add(id);
    },
    order(id) {
      // A test may answer a checkout itself (page.route) with a made-up id.
      if (UUID_RE.test(id)) orders.add(id);
    },
    get recorded() {
      return { emails: [...emails], session_ids: [...sessions], order_ids: [...orders] };
    },
  };
}

/** Records what a successful API answer created: a customer (sign-up, new e-mail) or an order. */
function recordAnswer(created: Created, method: string, url: string, status: number, body: () => Promise<any>): Promise<void> | undefined {
  if (status < 200 || status >= 300) return;
  const path = new URL(url, 'http://host').pathname.replace(/\/+$/, '');
  method = method.toUpperCase();
  let pick: ((b: any) => void) | undefined;
  if (method === 'POST' && path.endsWith('/customer-auth/register')) pick = (b) => b?.customer?.email && created.customer(b.customer.email);
  else if (method === 'PUT' && path.endsWith('/customer-auth/profile')) pick = (b) => b?.email && created.customer(b.email);
  else if (method === 'POST' && /\/customer-auth\/(guest-)?checkout$/.test(path)) pick = (b) => b?.order_id && created.order(b.order_id);
  if (!pick) return;
  return body().then(pick, () => undefined);
}

function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return v;
  return undefined;
}

const trackedClients = new WeakSet<APIRequestContext>();

/** Records the sessions an API client writes for and what its answers created (every verb goes through fetch). */
function trackApiClient(client: APIRequestContext, created: Created) {
  if (trackedClients.has(client)) return;
  trackedClients.add(client);
  const fetch = client.fetch.bind(client);
  client.fetch = async (urlOrRequest, options = {}) => {
    const request = typeof urlOrRequest === 'string' ? undefined : urlOrRequest;
    const session = headerValue(options.headers ?? request?.headers(), 'x-session-id');
    if (session) created.session(session);
    const response: APIResponse = await fetch(urlOrRequest, options);
    await recordAnswer(created, options.method ?? request?.method() ?? 'GET', response.url(), response.status(), () => response.json());
    return response;
  };
}

/** The shopper's guest session id kept by a tab (src/lib/session.ts), if any. */
export async function storedSessionId(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => localStorage.getItem('session_data'));
  if (!raw) return null;
  return (JSON.parse(raw) as { sessionId?: string }).sessionId ?? null;
}

/**
 * A guest back for another visit: the tab finds the session an earlier visit
 * stored (src/lib/session.ts), so its cart may hold items and is asked for
 * (a first visit's brand-new session has none, and the app does not ask).
 * Call before the first navigation.
 */
export async function asReturningGuest(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('session_data')) return;
    const now = Date.now();
    const random = Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => (b % 36).toString(36)).join('');
    localStorage.setItem('session_data', JSON.stringify({ sessionId: `session_${random}_${now.toString(36)}`, createdAt: now, expiresAt: now + 86_400_000 }));
  });
}

/** Records what a browser context's tabs create; the returned function, at the test's end, waits for the answers still being read and reads each open tab's session. */
function trackBrowserContext(context: BrowserContext, created: Created): () => Promise<void> {
  const reading = new Set<Promise<void>>();
  context.on('request', (request) => {
    const session = request.headers()['x-session-id'];
    if (session) created.session(session);
  });
  context.on('response', (response: Response) => {
    const request = response.request();
    const read = recordAnswer(created, request.method(), response.url(), response.status(), () => response.json());
    if (!read) return;
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  trackApiClient(context.request, created);
  return async () => {
    await Promise.allSettled([...reading]);
    for (const page of context.pages()) {
      const id = await Promise.race([
        storedSessionId(page).catch(() => null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
      ]);
      if (id) created.session(id);
    }
  };
}

/**
 * A server-rendered page shows its content before its scripts have run;
 * what a shopper does then is held and replayed once the page is hydrated
 * (src/lib/early-input.ts), which e2e/before-hydration.spec.ts tests on
 * purpose (openWithoutWaiting). The other tests test what a page does, not
 * when: their navigations wait until the app has hydrated the server's HTML
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

/** Each patched page's own goto, which does not wait for the page to be live. */
const plainGoto = new WeakMap<Page, Page['goto']>();

/**
 * Opens `url` and returns as soon as the page has painted, without waiting
 * for it to be live: for the tests that act as a shopper who does not wait
 * (architecture convention 15). A shopper taps what they see: before the
 * first paint the stylesheet may not apply yet, and a tap aimed at a control
 * laid out without it would land beside the control once it does.
 */
export async function openWithoutWaiting(page: Page, url: string): Promise<Response | null> {
  const response = await (plainGoto.get(page) ?? page.goto.bind(page))(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50 });
  return response;
}

/** Whether the server's page is hydrated yet (`boot:hydrated`, src/entry-client.tsx). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('boot:hydrated').length > 0);
}

/**
 * A mid-range phone on a slow mobile network, as Lighthouse's mobile
 * profile has it: the CPU four times slower, 150 ms of round trip and
 * 1.6 Mbit/s down (Chromium's emulation, over CDP). Set before opening the
 * page; the page then paints well before its code has run.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

const patched = new WeakSet<Page>();

/** Makes goto and reload of `page` wait until the page is live (untilLive). Once per page. */
function waitForLiveOnNavigation(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  plainGoto.set(page, goto);
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

export const test = base.extend<{ api: Api; consoleErrors: string[]; created: Created }>({
  // Set up before the contexts and API clients, torn down after them: the
  // browser has stopped writing (outbox replays included) when it deletes.
  created: [
    async ({ playwright, baseURL }, use) => {
      const created = newCreated();
      await use(created);
      const { recorded } = created;
      if (!recorded.emails.length && !recorded.session_ids.length && !recorded.order_ids.length) return;
      const client = await playwright.request.newContext({ baseURL });
      try {
        const res = await client.post('/api/test-support/cleanup', { data: recorded });
        if (!res.ok()) throw new Error(`cleanup of ${JSON.stringify(recorded)} → ${res.status()} ${await res.text()}`);
      } finally {
        await client.dispose();
      }
    },
    { auto: true, timeout: 30_000 },
  ],
  // Every tab of the test's context, the second tabs included.
  context: async ({ context, created }, use) => {
    context.on('page', waitForLiveOnNavigation);
    const finish = trackBrowserContext(context, created);
    await use(context);
    await finish();
  },
  request: async ({ request, created }, use) => {
    trackApiClient(request, created);
    await use(request);
  },
  page: async ({ page }, use) => {
    waitForLiveOnNavigation(page);
    await use(page);
  },
  api: async ({ request, created }, use) => {
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
        created.customer(email);
        return { email, password, name, token: body.access_token };
      },
      async placeOrder(token, product, address = '10 avenue de l’ALN, Alger') {
        const headers = { Authorization: `Bearer ${token}` };
        const add = await request.post('/api/v1/cart/items', {
          headers,
          data: { product_id: product.id, quantity: 1, store_id: product.available_stores?.[0]?.store_id ?? null },
        });
        if (!add.ok()) throw new Error(`cart → ${add.status()} ${await add.text()}`);
        const res = await request.post('/api/v1/customer-auth/checkout', { headers, data: { shipping_address: address } });
        if (res.status() !== 201) throw new Error(`checkout → ${res.status()} ${await res.text()}`);
        return res.json();
      },
    };
    await use(api);
  },
  // Uncaught page errors fail the test: a screen that throws is a bug even if it looks fine.
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const stacks: string[] = [];
    page.on('pageerror', (err) => {
      errors.push(err.message);
      stacks.push(`${page.url()}\n${err.stack ?? err.message}`);
    });
    await use(errors);
    // The stacks and pages go to the report, so that a rare failure says where it came from.
    expect(errors, `uncaught errors in the page:\n${stacks.join('\n\n')}`).toEqual([]);
  },
});

export { expect };
