/**
 * Wishlist: the heart on product cards, the product page's 'Ajouter à la
 * Wishlist', the /wishlist page (remove, add to cart, clear, empty and guest
 * states) and the guest's round trip through /login (spec sections 2 and 4,
 * decisions.md section 3). Each test uses a fresh customer; what the shopper
 * sees is checked against the server's wishlist.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Api } from './fixtures.ts';
import { axeWithoutToasts, type Product } from './helpers.ts';

interface Wishlist {
  items: { product_id: string; product_name: string }[];
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function logIn(page: Page, credentials: { email: string; password: string }) {
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail').fill(credentials.email);
  await main.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(credentials.password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
}

async function signedIn(page: Page, api: Api) {
  const customer = await api.newCustomer();
  await page.goto('/login');
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
  return customer;
}

async function serverWishlist(request: APIRequestContext, token: string): Promise<Wishlist> {
  const res = await request.get('/api/v1/wishlist/', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Wishlist;
}

async function addToServerWishlist(request: APIRequestContext, token: string, productId: string) {
  const res = await request.post('/api/v1/wishlist/', { headers: { Authorization: `Bearer ${token}` }, data: { product_id: productId } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Two distinct in-stock products: one sold by stores, one by none. */
async function twoProducts(api: Api): Promise<[Product, Product]> {
  return [(await api.productWithStores()) as Product, (await api.productWithoutStores()) as Product];
}

test.describe('wishlist for a signed-in customer', () => {
  test('the card heart and the product page button add to the wishlist, /wishlist lists them', async ({ page, api, request, consoleErrors }) => {
    void consoleErrors;
    const customer = await signedIn(page, api);
    const [withStores, withoutStores] = await twoProducts(api);

    // From a catalogue card.
    await page.goto(`/products?search=${encodeURIComponent(withoutStores.name)}`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: withoutStores.name, exact: true }) });
    const heart = card.getByRole('button', { name: 'Ajouter à la liste de souhaits' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(toast(page, 'Produit ajouté à la liste de souhaits')).toBeVisible();
    const pressed = card.getByRole('button', { name: 'Retirer de la liste de souhaits' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/products\?search=/);

    // From the product page.
    await page.goto(`/products/${withStores.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withStores.name })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter à la Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Retirer de la Wishlist' })).toBeVisible();
    await expect(toast(page, 'Produit ajouté à la liste de souhaits')).toBeVisible();

    await expect
      .poll(async () => (await serverWishlist(request, customer.token)).items.map((i) => i.product_id).sort())
      .toEqual([withStores.id, withoutStores.id].sort());

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Ma Liste de Souhaits' })).toBeVisible();
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(2);
    for (const product of [withStores, withoutStores]) {
      const item = items.filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
      await expect(item.getByRole('link', { name: product.name, exact: true })).toHaveAttribute('href', `/products/${product.id}`);
      await expect(item.locator(`data[value="${Number(product.price_from)}"]`)).toContainText('د.ج.');
      await expect(item.getByRole('button', { name: 'Ajouter au Panier', exact: true })).toBeVisible();
    }
    await axeWithoutToasts(page, '/wishlist');

    // Toggling again from the product page removes it.
    await page.goto(`/products/${withStores.id}`);
    await page.getByRole('button', { name: 'Retirer de la Wishlist' }).click();
    await expect(toast(page, 'Produit retiré de la liste de souhaits')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter à la Wishlist' })).toBeVisible();
    await expect.poll(async () => (await serverWishlist(request, customer.token)).items.map((i) => i.product_id)).toEqual([withoutStores.id]);
  });

  test('/wishlist: remove, add to cart (with the store dialog), clear with a confirmation, then the empty state', async ({ page, api, request, consoleErrors }) => {
    void consoleErrors;
    test.setTimeout(120_000);
    const customer = await signedIn(page, api);
    const [withStores, withoutStores] = await twoProducts(api);
    const third = ((await api.get<{ items: Product[] }>('/api/v1/public/products/?limit=50&sort=price-low')).items).find(
      (p) => p.stock > 0 && p.id !== withStores.id && p.id !== withoutStores.id,
    )!;
    for (const product of [withStores, withoutStores, third]) await addToServerWishlist(request, customer.token, product.id);

    await page.goto('/wishlist');
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(3);
    const itemOf = (product: Product) => items.filter({ has: page.getByRole('link', { name: product.name, exact: true }) });

    // Remove one, from the keyboard: focus moves on to the line that takes its place.
    const position = (await items.allTextContents()).findIndex((text) => text.includes(third.name));
    await itemOf(third).getByRole('button', { name: `Retirer ${third.name} de la liste de souhaits` }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Produit retiré de la liste de souhaits')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(itemOf(third)).toHaveCount(0);
    await expect(items.nth(Math.min(position, 1)).getByRole('heading').getByRole('link')).toBeFocused();

    // 'Ajouter au Panier' on a product sold by stores: the dialog asks for one.
    await itemOf(withStores).getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(escape(withStores.name)) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'store dialog from /wishlist');
    await dialog.getByRole('radio', { name: withStores.available_stores[0]!.store_name }).click();
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'Produit ajouté au panier')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // 'Ajouter au Panier' on a product sold by no store: added at once.
    await itemOf(withoutStores).getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The badge counts the change as soon as it is made; the server gets it a moment later.
    await expect
      .poll(async () => {
        const cartRes = await request.get('/api/v1/cart/', { headers: { Authorization: `Bearer ${customer.token}` } });
        return ((await cartRes.json()) as { items: { product_id: string; store_id: string | null; quantity: number }[] }).items;
      })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ product_id: withStores.id, store_id: withStores.available_stores[0]!.store_id, quantity: 1 }),
          expect.objectContaining({ product_id: withoutStores.id, store_id: null, quantity: 1 }),
        ]),
      );
    // Adding to the cart keeps the wishlist as it was.
    await expect(items).toHaveCount(2);

    // Clear, after a confirmation that can be cancelled.
    await page.getByRole('button', { name: 'Vider la liste' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Vider la liste de souhaits ?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(items).toHaveCount(2);
    await page.getByRole('button', { name: 'Vider la liste' }).click();
    await confirm.getByRole('button', { name: 'Vider la liste' }).click();
    await expect(toast(page, 'Liste de souhaits vidée')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Votre liste de souhaits est vide' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Découvrir nos produits' })).toHaveAttribute('href', '/products');
    await expect.poll(async () => (await serverWishlist(request, customer.token)).items).toEqual([]);
    await axeWithoutToasts(page, 'empty /wishlist');
  });

  test('/wishlist at 360 px stays within the screen', async ({ page, api, request, consoleErrors }) => {
    void consoleErrors;
    const customer = await signedIn(page, api);
    const [withStores, withoutStores] = await twoProducts(api);
    for (const product of [withStores, withoutStores]) await addToServerWishlist(request, customer.token, product.id);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, '/wishlist at 360 px');
  });
});

test.describe('wishlist offline', () => {
  test("a heart pressed offline shows the product on /wishlist as 'En attente d'envoi' until it is sent", async ({ page, context, api, request, consoleErrors }) => {
    void consoleErrors;
    const customer = await signedIn(page, api);
    const product = (await api.productWithoutStores()) as Product;
    // The empty list once loaded online, as a shopper would have seen it.
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Votre liste de souhaits est vide' })).toBeVisible();
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await expect(card).toHaveCount(1);

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(toast(page, 'Produit ajouté à la liste de souhaits')).toContainText('Hors ligne');
    await expect(card.getByRole('button', { name: 'Retirer de la liste de souhaits' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const item = page.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(product.name);
    await expect(item.getByText("En attente d'envoi")).toBeVisible();
    expect((await serverWishlist(request, customer.token)).items).toEqual([]);

    await context.setOffline(false);
    await expect(item.getByText("En attente d'envoi")).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(async () => (await serverWishlist(request, customer.token)).items.map((i) => i.product_id)).toEqual([product.id]);
  });
});

test.describe('wishlist for a guest', () => {
  test('/wishlist invites the guest to sign in and fetches nothing', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const wishlistCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/v1/wishlist')) wishlistCalls.push(req.url());
    });
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Ma Liste de Souhaits' })).toBeVisible();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Se connecter' });
    await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fwishlist');
    await expectNoSeriousA11yViolations(page, '/wishlist as a guest');
    expect(wishlistCalls).toEqual([]);
  });

  test('the heart sends a guest to /login, who comes back to the product and can then toggle it', async ({ page, api, request, consoleErrors }) => {
    void consoleErrors;
    const customer = await api.newCustomer();
    const product = (await api.productWithStores()) as Product;

    // The card heart: to /login, remembering the catalogue.
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await card.getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/products\?search=/);

    // The product page button: to /login, then back to the product once signed in.
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Ajouter à la Wishlist' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/products/${product.id}`);
    await logIn(page, customer);
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter à la Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Retirer de la Wishlist' })).toBeVisible();
    await expect.poll(async () => (await serverWishlist(request, customer.token)).items.map((i) => i.product_id)).toEqual([product.id]);
  });
});
