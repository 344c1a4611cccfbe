/**
 * Steps and checks several specs share, named for what the shopper does or
 * what the test checks. The fixtures themselves (the `api` helpers, the
 * cleanup, the page that waits until it is live) are in fixtures.ts; the
 * offline specs' own helpers in offline/helpers.ts.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, type Api } from './fixtures.ts';

export const PHONE = { width: 360, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

/** axe at a phone's width, then at a desktop's: each layout is judged. */
export async function axeOnPhoneAndDesktop(page: Page, label: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `${label} at ${size.width}px`);
  }
}

/*
 * Toasts and axe: Sonner's richColors success toast (the shared Toaster)
 * measures about 4.3:1, under the 4.5:1 axe asks (reported to the lead), so
 * the checks below run axe on the screen itself, without the toasts.
 */

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** axe, once the toasts have gone by themselves. */
export async function axeOnceToastsAreGone(page: Page, label: string) {
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, label);
}

/** Closes every toast, then axe. One toast shows at a time, the next waits behind it: close them until none is left. */
export async function axeWithoutToasts(page: Page, label: string) {
  await expect(async () => {
    for (const close of await page.getByRole('button', { name: 'Fermer la notification' }).all()) await close.click({ timeout: 1000 }).catch(() => {});
    await expect(toasts(page)).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, label);
}

/** The shopper closes the toasts one by one (ten at most) until none is left. */
export async function dismissToasts(page: Page) {
  for (let i = 0; i < 10 && (await toasts(page).count()) > 0; i += 1) {
    await page.getByRole('button', { name: 'Fermer la notification' }).first().click({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
}

/** Every call to `url` from now on gets a server error: `status` and a JSON `{ detail }`, as the API writes its errors. */
export async function failApiCalls(page: Page, url: Parameters<Page['route']>[0], status = 500, detail = 'Panne') {
  await page.route(url, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ detail }) }));
}

/**
 * The shopper opens `/{section}/{id}` for an id that is well formed but
 * unknown, then for a malformed one: each time the page's French not-found
 * `heading`; then axe on that page.
 */
export async function openUnknownAndMalformedIds(page: Page, section: string, malformed: string, heading: string) {
  for (const id of ['00000000-0000-4000-8000-000000000000', malformed]) {
    await page.goto(`/${section}/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, `/${section}/{unknown}`);
}

/**
 * On a list screen with a search box (/categories, /stores), the shopper
 * types `typed`, which matches nothing: the empty state's `heading` and the
 * count `noneText` show, and axe runs there (`label`). The shopper clears the
 * search: the box is empty and the count reads `allText` again.
 */
export async function searchForNothingThenClear(
  page: Page,
  list: { box: Locator; count: Locator; label: string },
  typed: string,
  expected: { heading: string; noneText: string; allText: string },
) {
  await list.box.fill(typed);
  await expect(page.getByRole('heading', { name: expected.heading })).toBeVisible();
  await expect(list.count).toHaveText(expected.noneText);
  await expectNoSeriousA11yViolations(page, list.label);
  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await expect(list.box).toHaveValue('');
  await expect(list.count).toHaveText(expected.allText);
}

/** Signs in through the login screen and waits to be back on `redirect`. */
export async function signInAndReturnTo(page: Page, customer: { email: string; password: string }, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail').fill(customer.email);
  await main.getByLabel(/^Mot de passe\s*\*?$/).fill(customer.password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

/** The page's guest session (spec section 3), created by its first API call, as the header the API reads. */
export async function guestSessionHeaders(page: Page): Promise<Record<string, string>> {
  await page.waitForFunction(() => (globalThis as any).localStorage.getItem('session_data'));
  const sessionId = await page.evaluate(() => JSON.parse((globalThis as any).localStorage.getItem('session_data')).sessionId as string);
  return { 'X-Session-Id': sessionId };
}

/** The server's cart for a guest session or a customer, as the page's own headers reach it. */
export async function serverCart<Cart>(request: APIRequestContext, headers: Record<string, string>): Promise<Cart> {
  const res = await request.get('/api/v1/cart/', { headers });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Cart;
}

export const digits = (text: string) => text.replace(/\D/g, '');
/** XOF has no minor unit: "1234.50" reads 1 235 F CFA. */
export const xofDigits = (amount: string | number) => String(Math.round(Number(amount)));

/** The amount shown, in whole francs, is `amount` (the API's decimal string). */
export async function expectXofAmount(locator: Locator, amount: string | number) {
  await expect.poll(async () => digits(await locator.innerText())).toBe(xofDigits(amount));
}

/** A product as the public catalogue lists it (the fields the specs read). */
export interface Product {
  id: string;
  name: string;
  price: string;
  price_from: string;
  stock: number;
  rating: string;
  description: string | null;
  category: { id: string; name: string } | null;
  product_images: { image_url: string; is_primary: boolean }[];
  available_stores: { store_id: string; store_name: string; store_address: string | null; price: string }[];
}

/** Every product of the catalogue, page by page; `query` ("&category_id=…") narrows the list. */
export async function allProducts(api: Api, query = ''): Promise<Product[]> {
  const all: Product[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await api.get<{ items: Product[]; total_items: number }>(`/api/v1/public/products/?limit=100&skip=${skip}${query}`);
    all.push(...page.items);
    if (skip + 100 >= page.total_items) return all;
  }
}

/** A collection as the API lists it (home's 'Collections en Vedette'). */
export interface Collection {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  product_count: number;
  preview_products?: { id: string; image: string | null }[];
}

export const COLLECTIONS = '/api/v1/public/collections/';

/** The collections the home page features, with their preview products. */
export async function homeCollections(api: Api): Promise<Collection[]> {
  return (await api.get<{ items: Collection[] }>(`${COLLECTIONS}?limit=10&include_preview_products=true`)).items;
}

/** "1 produit", "12 produits": a count as the screens write it. */
export function productCount(n: number): string {
  return n > 1 ? `${n} produits` : `${n} produit`;
}
