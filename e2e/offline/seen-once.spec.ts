/**
 * Every page seen once reloads offline (issue 10, part 4): the persisted
 * query cache and the service worker's cache both serve the shopper, so a
 * page glanced at is there offline even when the persister never wrote it;
 * and a signed-in shopper who opens the store offline stays signed in.
 */
import { expect, test } from '../fixtures.ts';
import { loginThroughUi, outboxEntries, serverCart, sessionIdOf, waitForPersist, waitForServiceWorker } from './helpers.ts';

/** Deletes the persisted query cache: what a tab closed before the persister's write leaves on disk. */
async function dropPersistedQueries(page: import('@playwright/test').Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('queryCache', 'readwrite');
          tx.objectStore('queryCache').clear();
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('a product seen for an instant reloads offline, from the service worker when the persisted cache missed it', async ({ page, context, api }) => {
  const list = await api.get('/api/v1/public/products/?limit=40&sort=price-high');
  const product = list.items[17] as { id: string; name: string };

  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Left at once, for another screen of the app.
  await page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await context.setOffline(true);
  // The persister may not have written yet: the tab's disk copy is gone.
  await dropPersistedQueries(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne')).toHaveCount(0);
  await context.setOffline(false);
});

test('a page never seen says so offline at once, without a skeleton for long', async ({ page, context, api }) => {
  const list = await api.get('/api/v1/public/products/?limit=40&sort=price-low');
  const product = list.items[23] as { id: string; name: string };
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible({ timeout: 3000 });
  await context.setOffline(false);
});

test('a signed-in shopper who opens the store offline stays signed in; the profile loads when the network returns', async ({
  page,
  context,
  api,
  request,
}) => {
  const customer = await api.newCustomer();
  const product = await api.productWithoutStores();
  const added = await request.post('/api/v1/cart/items', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { product_id: product.id, quantity: 2, store_id: null },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/');
  await waitForServiceWorker(page);
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await waitForPersist(page);

  await context.setOffline(true);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  await expect(header.getByTestId('cart-count')).toHaveText('2');

  await header.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText('Votre profil s’affichera dès le retour de la connexion.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(`Bonjour ${customer.name}, bienvenue dans votre espace client.`)).toBeVisible({ timeout: 15_000 });
});

test('a product seen only as a card opens offline from the card, says what is missing, and can be added to the cart', async ({ page, context, api, request }) => {
  const list = await api.get('/api/v1/public/products/?limit=100&sort=price-low');
  const product = list.items.find((p: any) => p.stock > 10 && p.available_stores.length === 0 && p.product_images.length > 1) as {
    id: string;
    name: string;
  };
  expect(product).toBeTruthy();
  // Seen in a list (a search for it), never opened.
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name });
  await expect(card).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersist(page);

  await context.setOffline(true);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toHaveCount(0);
  await expect(page.getByText('Vu dans une liste : ses autres photos s’afficheront au retour de la connexion.')).toBeVisible();
  await expect(page.getByTestId('seen-ago')).toContainText(/Prix vu (à l'instant|il y a \d+ min)/);
  // The card's data is enough to add it: queued until the connection returns.
  await page.getByRole('button', { name: /^Ajouter au Panier/ }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(1);

  await context.setOffline(false);
  const sessionId = await sessionIdOf(page);
  await expect.poll(async () => (await serverCart(request, { sessionId })).items.map((i: { product_id: string }) => i.product_id)).toEqual([product.id]);
  // Back online, the product's own data replaces the card's: the note goes.
  await expect(page.getByText('Vu dans une liste : ses autres photos s’afficheront au retour de la connexion.')).toHaveCount(0);
});
