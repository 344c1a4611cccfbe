/**
 * Product detail /products/{id}: texts, badges, gallery, stepper, stores
 * panel, tabs, not-found and accessibility, on products read from the API.
 */
import { expect, expectNoSeriousA11yViolations, renderInBrowser, test, type Api } from './fixtures.ts';
import { allProducts, type Product } from './helpers.ts';

async function richProduct(api: Api): Promise<Product> {
  const found = (await allProducts(api)).find((p) => p.stock > 0 && p.available_stores.length >= 3 && p.product_images.length >= 2 && p.category);
  expect(found, 'a seeded product with 3+ stores and 2+ images').toBeTruthy();
  return found!;
}

test.describe('product page', () => {
  test('shows the product with its badges, price, promises and tabs, accessible on desktop and mobile', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const product = await richProduct(api);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('link', { name: product.category!.name, exact: true }).first()).toHaveAttribute('href', `/categories/${product.category!.id}`);
    await expect(page.getByText('En Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `Note : ${Number(product.rating).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} sur 5` }).first()).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator(`data[value="${Number(product.price_from)}"]`).first()).toContainText('د.ج.');
    for (const text of ['Livraison Gratuite pour les commandes de plus de 5000 DZD', 'Retours sous 30 jours', 'Paiement Sécurisé']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    await expect(page.getByRole('button', { name: 'Ajouter au Panier', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Ajouter à la Wishlist' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Informations sur le produit' });
    await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(product.description!);
    // Once: in its tab, not again above the buttons.
    await expect(page.getByRole('main').getByText(product.description!, { exact: true })).toHaveCount(1);
    await tabs.getByRole('tab', { name: 'Description' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Avis' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('Aucun avis pour ce produit pour le moment.');
    await expectNoSeriousA11yViolations(page, 'product desktop');

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'product 360 px');
  });

  test('the stores panel shows 2 stores, then the others on demand, with their prices', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const product = await richProduct(api);
    const stores = product.available_stores;
    await page.goto(`/products/${product.id}`);
    const panel = page.getByRole('region', { name: 'Boutiques disponibles' });
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('link')).toHaveText(stores.slice(0, 2).map((s) => s.store_name));
    await expect(panel.getByRole('listitem').first().locator('data')).toHaveAttribute('value', String(Number(stores[0]!.price)));
    const more = panel.getByRole('button', { name: `+${stores.length - 2} autre(s) boutique(s)` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(panel.getByRole('listitem')).toHaveCount(stores.length);
    await expect(panel.getByRole('link')).toHaveText(stores.map((s) => s.store_name));
    await expect(panel.getByRole('button', { name: 'Afficher moins de boutiques' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', `/stores/${stores[0]!.store_id}`);
  });

  test('the quantity stepper never goes below 1', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const product = await richProduct(api);
    await page.goto(`/products/${product.id}`);
    const quantity = page.getByRole('spinbutton', { name: 'Quantité' });
    const minus = page.getByRole('button', { name: 'Diminuer la quantité' });
    const plus = page.getByRole('button', { name: 'Augmenter la quantité' });
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveValue('3');
    await expect(minus).toBeEnabled();
    await minus.click();
    await minus.click();
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    // No maximum, even past the stock.
    await quantity.fill(String(product.stock + 5));
    await quantity.blur();
    await expect(quantity).toHaveValue(String(product.stock + 5));
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue(String(product.stock + 5));
  });

  test('the gallery thumbnails work with the keyboard', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const product = await richProduct(api);
    const count = product.product_images.length;
    const second = product.product_images.filter((img) => !img.is_primary)[0]!.image_url;
    await page.goto(`/products/${product.id}`);
    const thumbs = page.getByRole('list', { name: 'Images du produit' }).getByRole('button');
    await expect(thumbs).toHaveCount(count);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(thumbs.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    const mainImage = page.getByRole('img', { name: `${product.name}, image 2 sur ${count}` });
    await expect(mainImage).toHaveAttribute('src', new RegExp(`${second.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('an out-of-stock product says so', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const soldOut = (await allProducts(api)).find((p) => p.stock === 0);
    test.skip(!soldOut, 'the seed has no product out of stock');
    await page.goto(`/products/${soldOut!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: soldOut!.name })).toBeVisible();
    // The stock badge, and the add button disabled with the same words.
    await expect(page.getByText('Rupture de Stock', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Rupture de Stock/ })).toBeDisabled();
    await expect(page.getByText('En Stock', { exact: true })).toHaveCount(0);
  });

  test('a catalogue card opens its product page', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const first = (await api.get<{ items: Product[] }>('/api/v1/public/products/?limit=1&sort=rating')).items[0]!;
    await page.goto('/products?sort=rating');
    await page.getByRole('list', { name: 'Produits' }).getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=rating$/);
  });

  test('an unknown product shows a not-found message, not a crash', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/products/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Produit introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir tous les produits' })).toHaveAttribute('href', '/products');
    await expectNoSeriousA11yViolations(page, 'product not found');
    await page.goto('/products/pas-un-identifiant');
    await expect(page.getByRole('heading', { name: 'Produit introuvable' })).toBeVisible();
  });
});

test.describe('product page layout', () => {
  test('a single image leaves no empty band under the gallery, and each promise fits the column', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const single = (await allProducts(api)).find((p) => p.product_images.length === 1 && p.available_stores.length >= 2);
    test.skip(!single, 'the seed has no single-image product sold by 2+ stores');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/products/${single!.id}`);
    const image = page.getByRole('img', { name: single!.name, exact: true });
    await expect(image).toBeVisible();
    await expect(page.getByRole('list', { name: 'Images du produit' })).toHaveCount(0);
    // The tabs follow the image in the same column, not after the taller buying column.
    const imageBox = (await image.boundingBox())!;
    const tabsBox = (await page.getByRole('tablist', { name: 'Informations sur le produit' }).boundingBox())!;
    expect(tabsBox.x).toBeLessThan(imageBox.x + imageBox.width);
    expect(tabsBox.y - (imageBox.y + imageBox.height)).toBeLessThan(64);
    // One line each beside the gallery (the free-delivery promise used to wrap to three).
    for (const item of await page.getByRole('list', { name: 'Nos engagements' }).getByRole('listitem').all()) {
      expect((await item.boundingBox())!.height).toBeLessThan(32);
    }
    await page.setViewportSize({ width: 360, height: 800 });
    const delivery = page.getByRole('list', { name: 'Nos engagements' }).getByRole('listitem').first();
    expect((await delivery.boundingBox())!.height).toBeLessThan(48);
  });
});

test.describe('Vous aimerez aussi', () => {
  const isRelatedRequest = (url: URL, categoryId: string) =>
    url.pathname === '/api/v1/public/products/' && url.searchParams.get('category') === categoryId;

  test('lists other products of the category once scrolled near, and nothing is fetched before', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const product = await richProduct(api);
    const categoryId = product.category!.id;
    const sameCategory = (await allProducts(api, `&category=${categoryId}`)).filter((p) => p.id !== product.id);
    expect(sameCategory.length, 'other products in the category').toBeGreaterThan(0);
    const requests: string[] = [];
    page.on('request', (req) => {
      if (isRelatedRequest(new URL(req.url()), categoryId)) requests.push(req.url());
    });
    // A phone: the section starts far below the first screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests, 'no request while the section is far below the fold').toEqual([]);
    await expect(page.getByRole('heading', { name: 'Vous aimerez aussi' })).toHaveCount(0);

    await page.mouse.wheel(0, 1000);
    await page.mouse.wheel(0, 1000);
    const section = page.getByRole('region', { name: 'Vous aimerez aussi' });
    const cards = section.getByRole('list', { name: 'Vous aimerez aussi' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(requests).toHaveLength(1);
    // allTextContents does not wait: let the list settle at its full length first.
    await expect(cards.getByRole('heading')).toHaveCount(Math.min(8, sameCategory.length));
    const shown = await cards.getByRole('heading').allTextContents();
    expect(shown).not.toContain(product.name);
    for (const name of shown) expect(sameCategory.map((p) => p.name)).toContain(name);
    // The catalogue's cards, with their price in DZD.
    await expect(cards.first().locator('data').first()).toContainText('د.ج.');
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: shown[0]! })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'related products');
  });

  test.describe('served by the API only', () => {
    // Requests must reach page.route, not a service worker.
    test.use({ serviceWorkers: 'block' });

    test('hidden when the category has no other product', async ({ page, api, consoleErrors }) => {
      await renderInBrowser(page);
      void consoleErrors;
      const product = await richProduct(api);
      const categoryId = product.category!.id;
      let answered = false;
      await page.route(
        (url) => isRelatedRequest(url, categoryId),
        async (route) => {
          answered = true;
          const body = JSON.stringify({ items: [product], total_items: 1 });
          await route.fulfill({ status: 200, contentType: 'application/json', body });
        },
      );
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await page.mouse.wheel(0, 4000);
      await expect.poll(() => answered).toBe(true);
      await expect(page.getByTestId('product-row-placeholder')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Vous aimerez aussi' })).toHaveCount(0);
    });
  });
});

test.describe('product load failure', () => {
  // Requests must reach page.route, not a service worker.
  test.use({ serviceWorkers: 'block' });

  test('shows the load error with a retry that reloads the page', async ({ page, api, consoleErrors }) => {
    await renderInBrowser(page);
    void consoleErrors;
    const product = await richProduct(api);
    let fail = true;
    await page.route(
      (url) => url.pathname === `/api/v1/public/products/${product.id}`,
      (route) => (fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Panne"}' }) : route.continue()),
    );
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Erreur lors du chargement du produit' })).toBeVisible({ timeout: 30_000 });
    fail = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});
