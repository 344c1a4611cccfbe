/**
 * The header as a shopper sees it (issue 13, point 6): a search on phones,
 * the company name whole at 360 px (signed in, offline too), the search
 * placeholder whole on desktop, nothing overflowing at 1024 px, and a
 * sign-out on desktop.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('banner');

async function signIn(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('customer_token', t), token);
}

/** The company name is shown whole: not cut by an ellipsis, nor clamped past its lines. */
async function expectBrandWhole(page: Page) {
  const brand = banner(page).getByRole('link', { name: /Souk El Djazair/ });
  await expect(brand).toBeVisible();
  const cut = await brand.locator('span').evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(cut, 'company name cut').toBe(false);
}

async function expectNoOverflow(page: Page, width: number) {
  const header = await banner(page).evaluate((el) => ({ scroll: el.scrollWidth, page: document.documentElement.scrollWidth }));
  expect(header.scroll).toBeLessThanOrEqual(width);
  expect(header.page).toBeLessThanOrEqual(width);
}

test.describe('header on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a search button opens a field that searches the catalogue', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await expectBrandWhole(page);
    await expectNoOverflow(page, 360);
    const toggle = banner(page).getByRole('button', { name: 'Rechercher un produit' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = banner(page).getByRole('combobox', { name: 'Rechercher des produits' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('placeholder', 'Rechercher des produits...');
    await expectNoOverflow(page, 360);
    await expectNoSeriousA11yViolations(page, 'header search open at 360 px');

    // Escape closes it and gives focus back.
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await field.fill('tapis');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=tapis$/);
    await expect(page.getByRole('status').filter({ hasText: /produits? trouvés?/ })).toBeVisible();
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('signed in, and signed in offline, the company name reads whole', async ({ page, context, api, consoleErrors }) => {
    void consoleErrors;
    const customer = await api.newCustomer();
    await signIn(page, customer.token);
    await page.goto('/products');
    await expect(banner(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();
    await expectBrandWhole(page);
    await expectNoOverflow(page, 360);
    // Phones: 'Déconnexion' is in the drawer, not beside the icons.
    await expect(banner(page).getByRole('button', { name: 'Menu du compte' })).toBeHidden();

    await context.setOffline(true);
    await expect(banner(page).getByTestId('sync-status')).toHaveText(/Hors ligne/);
    await expectBrandWhole(page);
    await expectNoOverflow(page, 360);
    await expectNoSeriousA11yViolations(page, 'header signed in offline at 360 px');
    await context.setOffline(false);
    await expect(banner(page).getByTestId('sync-status')).toHaveCount(0);
  });
});

test.describe('header on desktop', () => {
  test('the search placeholder is whole at 1366 px, and the field searches', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    const field = banner(page).getByRole('combobox', { name: 'Rechercher des produits' });
    await expect(field).toHaveAttribute('placeholder', 'Rechercher des produits...');
    await expect(banner(page).getByRole('button', { name: 'Rechercher un produit' })).toBeHidden();
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, room };
    });
    expect(fits.text).toBeLessThanOrEqual(fits.room);
    await field.fill('théière');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=th%C3%A9i%C3%A8re$/);
  });

  test('nothing overflows at 1024, 1280 and 1366 px, anonymous or signed in, online or not', async ({ page, context, api, consoleErrors }) => {
    void consoleErrors;
    for (const width of [1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(banner(page).getByRole('link', { name: "S'inscrire" })).toBeInViewport();
      await expectNoOverflow(page, width);
      await context.setOffline(true);
      await expect(banner(page).getByTestId('sync-status')).toBeVisible();
      await expect(banner(page).getByRole('link', { name: "S'inscrire" })).toBeInViewport({ ratio: 1 });
      await expectNoOverflow(page, width);
      await context.setOffline(false);
    }
    const customer = await api.newCustomer();
    await signIn(page, customer.token);
    for (const width of [1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(banner(page).getByRole('button', { name: 'Menu du compte' })).toBeInViewport({ ratio: 1 });
      await expectNoOverflow(page, width);
    }
  });

  test('the account menu signs out from any page', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const customer = await api.newCustomer();
    await signIn(page, customer.token);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/products');
    const menu = banner(page).getByRole('button', { name: 'Menu du compte' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(banner(page).getByText(customer.name)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/orders');
    await expectNoSeriousA11yViolations(page, 'account menu open');
    // The footer offers the account, not to sign in or up (issue 45, point 6).
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/orders');
    await expect(footer.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/account');
    await expect(footer.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: "S'inscrire" })).toHaveCount(0);

    // Escape closes it, focus back on its button.
    await page.keyboard.press('Escape');
    await expect(banner(page).getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.click();
    await banner(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expect(banner(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Mon compte' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    await expect(footer.getByRole('link', { name: 'Mes commandes' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
  });
});
