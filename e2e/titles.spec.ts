/**
 * Every personal page names itself in the tab (issue 45, point 6): a shopper
 * with several tabs open, or coming back to one, reads where they are. These
 * pages are kept out of search engines.
 */
import { expect, isHydrated, test } from './fixtures.ts';

const PAGES: [path: string, title: string][] = [
  ['/cart', 'Mon Panier'],
  ['/checkout', 'Finaliser la commande'],
  ['/login', 'Connexion'],
  ['/signup', 'Créer un compte'],
  ['/forgot-password', 'Mot de passe oublié'],
  ['/wishlist', 'Ma Liste de Souhaits'],
  ['/orders', 'Mes Commandes'],
  ['/account', 'Mon compte'],
];

test('cart, checkout, sign-in and account pages name themselves in the tab, and are not indexed', async ({ page, api, consoleErrors }) => {
  void consoleErrors;
  const company = await api.get('/config.json');
  const { name } = await api.get(`/api/v1/public/companies/${company.companyId}`);
  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | ${name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  // Through the app's own navigation too: the cart's 'Se connecter' leads to the sign-in page.
  await page.goto('/cart');
  await expect(page).toHaveTitle(`Mon Panier | ${name}`);
  await page.getByRole('banner').getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveTitle(`Connexion | ${name}`);
  // A public page is indexed again.
  await page.getByRole('banner').getByRole('link', { name: 'Produits' }).click();
  await expect(page).toHaveTitle(`Tous les produits | ${name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("a public page keeps its own title once the app has taken over (the header's company name does not replace it)", async ({ page, api }) => {
  const company = await api.get('/config.json');
  const { name } = await api.get(`/api/v1/public/companies/${company.companyId}`);
  await page.goto('/faq');
  await expect(page).toHaveTitle(`Questions fréquentes | ${name}`);
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.waitForTimeout(500);
  await expect(page).toHaveTitle(`Questions fréquentes | ${name}`);
});

test('an unknown path says "Page introuvable" in the tab, rendered by the server and by the app', async ({ page, api }) => {
  const company = await api.get('/config.json');
  const { name } = await api.get(`/api/v1/public/companies/${company.companyId}`);
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response!.status()).toBe(404);
  expect(await response!.text()).toContain(`<title>Page introuvable | ${name}</title>`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oups ! Page introuvable' })).toBeVisible();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page).toHaveTitle(`Page introuvable | ${name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // From a page of the app, through its own navigation.
  await page.goto('/faq');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page).toHaveTitle(`Questions fréquentes | ${name}`);
  // What a stale link inside the app does: the router learns of a path it has no route for.
  await page.evaluate("history.pushState({}, '', '/nulle-part'); dispatchEvent(new PopStateEvent('popstate'))");
  await expect(page.getByRole('heading', { level: 1, name: 'Oups ! Page introuvable' })).toBeVisible();
  await expect(page).toHaveTitle(`Page introuvable | ${name}`);
});
