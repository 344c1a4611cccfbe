/**
 * Product detail /products/{id}: texts, badges, gallery, stepper, stores
 * panel, tabs, not-found and accessibility, on products read from the API.
 */
import { expect, expectNoSeriousA11yViolations, test, type Api } from './fixtures.ts';

interface Product {
  id: string;
  name: string;
  price: string;
  stock: number;
  rating: string;
  description: string | null;
  category: { id: string; name: string } | null;
  product_images: { image_url: string; is_primary: boolean }[];
  available_stores: { store_id: string; store_name: string; store_address: string | null; price: string }[];
}

async function products(api: Api, query = ''): Promise<Product[]> {
  const all: Product[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await api.get<{ items: Product[]; total_items: number }>(`/api/v1/public/products/?limit=100&skip=${skip}${query}`);
    all.push(...page.items);
    if (skip + 100 >= page.total_items) return all;
  }
}

async function richProduct(api: Api): Promise<Product> {
  const found = (await products(api)).find((p) => p.stock > 0 && p.available_stores.length >= 3 && p.product_images.length >= 2 && p.category);
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
    await expect(main.locator(`data[value="${Number(product.price)}"]`).first()).toContainText('د.ج.');
    for (const text of ['Livraison Gratuite pour les commandes de plus de 5000 DZD', 'Retours sous 30 jours', 'Paiement Sécurisé']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    await expect(page.getByRole('button', { name: 'Ajouter au Panier' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Ajouter à la Wishlist' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Informations sur le produit' });
    await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(product.description!);
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
    const soldOut = (await products(api)).find((p) => p.stock === 0);
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

test.describe('product load failure', () => {
  // Requests must reach page.route, not a service worker.
  test.use({ serviceWorkers: 'block' });

  test('shows the load error with a retry that reloads the page', async ({ page, api, consoleErrors }) => {
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
