/**
 * Issue 42: a server page works the moment it looks ready. On a phone's CPU
 * and network (throttleLikeAPhone), each test opens a page without waiting
 * for its code (openWithoutWaiting) and acts as soon as the control is on
 * screen, as a shopper does; what it did must be done once the page is
 * live (src/lib/early-input.ts), and no form ever puts a field in a URL.
 * Every test checks, in the page, that it did act before the hydration.
 */
import type { Page, Request } from '@playwright/test';
import { DEMO, expect, isHydrated, openWithoutWaiting, test, throttleLikeAPhone } from './fixtures.ts';

const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true } as const;

/**
 * Records, in the page, each click (a tap's included) with its control's name
 * and whether it came before `boot:hydrated`: the proof that a test acted
 * on the page before its code ran, whatever the machine's speed.
 */
async function noteClicks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __clicks?: string[] };
    w.__clicks = [];
    addEventListener(
      'click',
      (event) => {
        const control = (event.target as Element).closest?.('button,a,input,label');
        const name = control?.getAttribute('aria-label') ?? control?.textContent?.trim() ?? '';
        if (performance.getEntriesByName('boot:hydrated').length === 0) w.__clicks!.push(name);
      },
      { capture: true },
    );
  });
}
/** The names of the controls clicked before the page was hydrated. */
const clickedBeforeHydration = (page: Page) => page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks);

/**
 * Holds the app's entry script back until the returned function is called:
 * a test that does several things before the page is live (fills a form,
 * scrolls) then does them all before its code runs, however fast the
 * machine and the page (the code is fetched before the first paint, and on
 * the first focus: a quick page could hydrate between two of the test's steps).
 */
async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every request the page makes, kept to check that no field's value ever travels in a URL. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}
const isLogin = (r: Request) => r.method() === 'POST' && r.url().endsWith('/customer-auth/login');

function urlsCarrying(requests: Request[], values: string[]): string[] {
  return requests
    .map((r) => decodeURIComponent(r.url()))
    .filter((url) => values.some((value) => url.includes(value) || url.includes(encodeURIComponent(value))));
}

test.describe('on a phone, before the page is hydrated', () => {
  test.use(PHONE);

  test.beforeEach(async ({ page }) => {
    await noteClicks(page);
    await throttleLikeAPhone(page);
  });

  test("'Ajouter au Panier' tapped right after paint shows it is busy, then opens the store dialog; the stepper's + counts", async ({ page, api }) => {
    const product = await api.productWithStores();
    // Two taps: the first one fetches the code, which on a quick machine could
    // otherwise be live before the second.
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, `/products/${product.id}`);
    const plus = page.getByRole('button', { name: 'Augmenter la quantité' });
    const add = page.getByRole('button', { name: /^Ajouter au Panier/ }).first();
    // As a shopper taps: at once, without waiting for the page to settle.
    await plus.tap({ force: true });
    await add.tap({ force: true });
    // Acknowledged at once: busy, for eyes and screen readers.
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await expect(plus).toHaveAttribute('aria-busy', 'true');
    release();

    // Done once the page is live, in the order tapped: quantity 2, then the dialog.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Quantité', { exact: true })).toHaveValue('2');
    // Nothing is left marked busy.
    await expect(page.locator('[data-early-pending]')).toHaveCount(0);
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    expect(await clickedBeforeHydration(page)).toEqual(['Augmenter la quantité', 'Ajouter au Panier']);
  });

  test("what a tap right after paint opens comes right after the page's own code, before the rest", async ({ page, api }) => {
    const product = await api.productWithStores();
    // The page's own code held until the tap is made, whatever the machine's speed.
    const release = await holdTheCode(page);
    const requests = recordRequests(page);
    const order = (chunk: string) => requests.findIndex((r) => new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(r.url()));
    await openWithoutWaiting(page, `/products/${product.id}`);
    await page.getByRole('button', { name: /^Ajouter au Panier/ }).first().tap({ force: true });
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    expect(await clickedBeforeHydration(page)).toEqual(['Ajouter au Panier']);
    // The store dialog's code (the button's data-code) before the page's other secondary code:
    // the menus' and the database's.
    const dialog = order('store-choice-dialog');
    expect(dialog).toBeGreaterThan(order('index'));
    for (const other of ['mobile-nav-drawer', 'categories-menu-dropdown', 'import-wrapper']) {
      const at = order(other);
      expect(at === -1 || at > dialog, `${other} after the dialog's code`).toBe(true);
    }
  });

  test('the part of the page tapped right after paint is made live first, before the parts above it', async ({ page, api }) => {
    // Each region marks `region:<name>` once it is hydrated (components/hydration-region.tsx).
    const hydratedAt = (names: string[]) =>
      page.evaluate((marks) => marks.map((name) => performance.getEntriesByName(`region:${name}`)[0]?.startTime ?? null), names);
    const product = await api.productWithStores();
    let release = await holdTheCode(page);
    await openWithoutWaiting(page, `/products/${product.id}`);
    await page.getByRole('button', { name: /^Ajouter au Panier/ }).first().tap({ force: true });
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => hydratedAt(['header', 'gallery']), { timeout: 20_000 }).not.toContain(null);
    // The buy box first: before the header and the gallery, which come before it in the page.
    const [buyBox, header, gallery] = await hydratedAt(['buy-box', 'header', 'gallery']);
    expect(buyBox).toBeLessThan(header!);
    expect(buyBox).toBeLessThan(gallery!);
    expect(await clickedBeforeHydration(page)).toEqual(['Ajouter au Panier']);

    await page.unrouteAll();
    release = await holdTheCode(page);
    await openWithoutWaiting(page, '/products');
    await page.getByRole('button', { name: /^Filtres/ }).tap({ force: true });
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => hydratedAt(['header', 'catalogue-search', 'filters']), { timeout: 20_000 }).not.toContain(null);
    // The toolbar ('Filtres') before the header, the search and the sidebar above it.
    const [toolbar, ...above] = await hydratedAt(['toolbar', 'header', 'catalogue-search', 'filters']);
    for (const at of above) expect(toolbar).toBeLessThan(at!);
    expect(await clickedBeforeHydration(page)).toEqual([expect.stringMatching(/^Filtres/)]);
  });

  test("'Filtres' tapped right after paint opens the drawer; a category ticked there filters the list", async ({ page }) => {
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/products');
    const filters = page.getByRole('button', { name: /^Filtres/ });
    await filters.tap({ force: true });
    release();
    expect(await clickedBeforeHydration(page)).toEqual([expect.stringMatching(/^Filtres/)]);
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer).toBeVisible({ timeout: 20_000 });
    await drawer.getByRole('region', { name: 'Catégories' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/[?&]categories=/);
  });

  test('the menu opened right after paint opens once the page is live', async ({ page }) => {
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/products');
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menu.tap({ force: true });
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    expect(await clickedBeforeHydration(page)).toEqual(['Ouvrir le menu']);
  });

  test('signing in right after paint signs in; the password never goes into a URL', async ({ page }) => {
    const requests = recordRequests(page);
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/login');
    // As the browser's autofill does: both fields at once, then the tap.
    await autofill(page, { 'Adresse e-mail': DEMO.email, 'Mot de passe': DEMO.password });
    await page.getByRole('button', { name: 'Se connecter' }).tap({ force: true });
    // A first visit: the device holds nothing of the app's, so the request leaves at the tap, the code still held.
    await expect.poll(() => requests.filter(isLogin).length).toBe(1);
    release();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('customer_token'))).toBeTruthy();
    // The app's own sign-in took that answer: one request in all.
    const logins = requests.filter(isLogin);
    expect(logins).toHaveLength(1);
    expect(logins[0]!.postDataJSON()).toEqual({ email: DEMO.email, password: DEMO.password });
    expect(urlsCarrying(requests, [DEMO.password, DEMO.email])).toEqual([]);
    expect(await clickedBeforeHydration(page)).toEqual(['Se connecter']);
    // Sent once the code ran, before the page was live: the password was checked while it hydrated.
    const [sent, live] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((e) => e.name.endsWith('/customer-auth/login'))?.startTime ?? Number.NaN,
      performance.getEntriesByName('boot:hydrated')[0]?.startTime ?? Number.NaN,
    ]);
    expect(sent).toBeLessThan(live!);
  });

  test("a returning guest's sign-in right after paint waits for the app's code, which sends it once", async ({ page }) => {
    // A guest session from an earlier visit: what it holds must reach the server before the sign-in merges it.
    await page.addInitScript(() => localStorage.setItem('session_data', JSON.stringify({ sessionId: 'session_retour1e2_m0k1e2', createdAt: Date.now(), expiresAt: Date.now() + 3_600_000 })));
    const requests = recordRequests(page);
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/login');
    await autofill(page, { 'Adresse e-mail': DEMO.email, 'Mot de passe': DEMO.password });
    await page.getByRole('button', { name: 'Se connecter' }).tap({ force: true });
    // After a moment the status line says why the tap waits: nothing was sent meanwhile.
    await expect(page.getByRole('status').filter({ hasText: 'Un instant, la page se prépare' })).toBeVisible();
    expect(requests.filter(isLogin)).toHaveLength(0);
    release();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    const logins = requests.filter(isLogin);
    expect(logins).toHaveLength(1);
    expect(logins[0]!.headers()['x-session-id']).toBeTruthy();
  });

  test('signing up right after paint creates the account; nothing typed goes into a URL', async ({ page, created }) => {
    const requests = recordRequests(page);
    const email = `avant-hydratation-${Date.now().toString(36)}@example.dz`;
    created.customer(email);
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/signup');
    await autofill(page, { 'Nom complet': 'Yacine Hamdi', 'Adresse e-mail': email, 'Mot de passe': 'motdepasse-42', 'Confirmer le mot de passe': 'motdepasse-42' });
    await page.getByRole('button', { name: 'Créer mon compte' }).tap({ force: true });
    release();
    await expect(page).not.toHaveURL(/\/signup/, { timeout: 20_000 });
    const register = requests.find((r) => r.method() === 'POST' && r.url().endsWith('/customer-auth/register'));
    expect(register?.postDataJSON()).toMatchObject({ name: 'Yacine Hamdi', email, password: 'motdepasse-42' });
    expect(urlsCarrying(requests, ['motdepasse-42', email, 'Yacine'])).toEqual([]);
    expect(await clickedBeforeHydration(page)).toEqual(['Créer mon compte']);
  });

  test('a new password chosen right after paint is sent with its link token; never in a URL', async ({ page }) => {
    const requests = recordRequests(page);
    await page.route('**/api/v1/customer-auth/password', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'Votre mot de passe a été réinitialisé.' }) }),
    );
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/reset-password?token=jeton-avant-hydratation');
    await autofill(page, { 'Nouveau mot de passe': 'nouveau-mdp-42', 'Confirmer le mot de passe': 'nouveau-mdp-42' });
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).tap({ force: true });
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe réinitialisé' })).toBeVisible({ timeout: 20_000 });
    const sent = requests.find((r) => r.method() === 'POST' && r.url().endsWith('/customer-auth/password'));
    expect(sent?.postDataJSON()).toEqual({ token: 'jeton-avant-hydratation', new_password: 'nouveau-mdp-42' });
    expect(urlsCarrying(requests, ['nouveau-mdp-42'])).toEqual([]);
    expect(await clickedBeforeHydration(page)).toEqual(['Réinitialiser le mot de passe']);
  });

  test("the wishlist button tapped right after paint adds to a signed-in shopper's wishlist", async ({ page, api }) => {
    const customer = await api.newCustomer();
    await page.addInitScript((token) => localStorage.setItem('customer_token', token), customer.token);
    const product = await api.productWithStores();
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, `/products/${product.id}`);
    await page.getByRole('button', { name: 'Ajouter à la Wishlist' }).tap({ force: true });
    release();
    await expect(page.getByRole('button', { name: 'Retirer de la Wishlist' })).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/v1/wishlist/', { headers: { Authorization: `Bearer ${customer.token}` } });
        return ((await res.json()).items as { product_id: string }[]).map((i) => i.product_id);
      })
      .toContain(product.id);
    expect(await clickedBeforeHydration(page)).toEqual(['Ajouter à la Wishlist']);
  });

  test('a shopper who scrolled down while the page loads is not sent back to the top when it hydrates', async ({ page }) => {
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/products');
    await page.getByTestId('product-card').first().waitFor();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(600);
    expect(await isHydrated(page)).toBe(false);
    const before = await page.evaluate(() => scrollY);
    release();
    await page.waitForFunction(() => performance.getEntriesByName('boot:hydrated').length > 0, null, { timeout: 20_000, polling: 100 });
    // The router's first render, and what follows it.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => scrollY)).toBe(before);
  });
});

test.describe('before the page is hydrated, on a desktop', () => {
  // Every page from the server: once installed, the worker would answer the
  // sign-in pages with the shell, which renders in the browser.
  test.use({ serviceWorkers: 'block' });

  test.beforeEach(async ({ page }) => {
    await noteClicks(page);
    await throttleLikeAPhone(page);
  });

  test('text typed in the search box stays, with the focus, and is searched for', async ({ page }) => {
    const release = await holdTheCode(page);
    await openWithoutWaiting(page, '/stores');
    const search = page.getByRole('search', { name: 'Recherche' }).getByRole('combobox');
    await search.fill('tajine', { force: true });
    expect(await isHydrated(page)).toBe(false);
    release();
    await page.waitForFunction(() => performance.getEntriesByName('boot:hydrated').length > 0, null, { timeout: 20_000, polling: 100 });
    await expect(search).toHaveValue('tajine');
    await expect(search).toBeFocused();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=tajine$/);
  });

  test('every form of a server page submitted before hydration keeps its fields out of URLs', async ({ page }) => {
    const requests = recordRequests(page);
    // Answers stubbed: the forms' own API calls are tested elsewhere; here, only where their fields travel.
    await page.route('**/api/v1/customer-auth/**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: 'Refusé pour le test' }) }),
    );
    const secret = 'secret-champ-7391';
    const forms: { url: string; submit: string }[] = [
      { url: '/login', submit: 'Se connecter' },
      { url: '/signup', submit: 'Créer mon compte' },
      { url: '/forgot-password', submit: 'Envoyer le lien' },
      { url: '/reset-password?token=jeton-formulaires', submit: 'Réinitialiser le mot de passe' },
      { url: '/contact', submit: 'Envoyer le message' },
    ];
    for (const form of forms) {
      const release = await holdTheCode(page);
      await openWithoutWaiting(page, form.url);
      const submit = page.getByRole('button', { name: form.submit });
      await submit.waitFor();
      // Every field at once, as an autofill would.
      await page.evaluate((value) => {
        for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main form input:not([type=hidden]):not([type=checkbox]), main form textarea')) {
          field.value = field.type === 'email' ? `${value}@example.dz` : value;
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }, secret);
      await submit.click({ force: true });
      expect(await clickedBeforeHydration(page), form.url).toEqual([form.submit]);
      release();
      await page.waitForFunction(() => performance.getEntriesByName('boot:hydrated').length > 0, null, { timeout: 20_000, polling: 100 });
      await page.waitForTimeout(500);
    }
    expect(urlsCarrying(requests, [secret])).toEqual([]);
  });
});

/**
 * Fills the form's fields at once by their labels, as the browser's autofill
 * does (each field's value and its input event), without the focus and key
 * strokes a test's typing takes the time of.
 */
async function autofill(page: Page, values: Record<string, string>) {
  for (const label of Object.keys(values)) await page.getByLabel(label, { exact: true }).waitFor();
  await page.evaluate((entries) => {
    for (const [label, value] of entries) {
      const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().replace(/\s*\*$/, '') === label)?.control as HTMLInputElement | null;
      if (!field) throw new Error(`no field labelled ${label}`);
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, Object.entries(values));
}

test.describe('when the page cannot run its code', () => {
  test('with scripts off, a form is posted to its own page and the shopper comes back to it: no field in any URL', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const requests = recordRequests(page);
      await page.goto('/reset-password?token=jeton-sans-script');
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('sans-script-42');
      await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('sans-script-42');
      await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
      await page.waitForLoadState();
      const post = requests.find((r) => r.method() === 'POST');
      expect(post?.url()).toMatch(/\/reset-password\?token=jeton-sans-script$/);
      // Back on the page, with its link's token, as a GET.
      await expect(page).toHaveURL(/\/reset-password\?token=jeton-sans-script$/);
      expect(requests.filter((r) => r.method() === 'GET' && r.isNavigationRequest())).toHaveLength(2);
      expect(urlsCarrying(requests, ['sans-script-42'])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("when the app's code fails to load, a held tap says so and offers a reload", async ({ page, api }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    const product = await api.productWithStores();
    await openWithoutWaiting(page, `/products/${product.id}`);
    const add = page.getByRole('button', { name: /^Ajouter au Panier/ }).first();
    await add.click();
    await expect(add).toHaveAttribute('aria-busy', 'true');
    const status = page.getByRole('status').filter({ hasText: 'La page n’a pas pu se charger complètement' });
    await expect(status).toBeVisible({ timeout: 20_000 });
    await expect(status.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  });
});
