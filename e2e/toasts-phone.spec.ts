/**
 * Issue 45 point 6: on a phone a toast spans the screen's width, so it
 * shows at the top, below the header (whose menu and cart stay in reach),
 * and never on the button just tapped or the field the shopper is typing
 * in; on a large screen it stays bottom-right (decisions.md section 3,
 * docs/decisions/022).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page until the element's bottom edge sits `above` px from the screen's bottom, where a thumb taps. */
async function bringToTheBottom(page: Page, locator: Locator, above: number) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  await page.evaluate((dy) => scrollBy(0, dy), box.y + box.height - (height - above));
  const after = (await locator.boundingBox())!;
  expect(after.y + after.height).toBeGreaterThan(height - above - 20);
}

/** The toast's box, and whether the element's centre is still the element's to tap. */
async function expectUncovered(toast: Locator, locator: Locator, label: string, { hitOnly = false } = {}) {
  const toastBox = (await toast.boundingBox())!;
  const box = (await locator.boundingBox())!;
  if (!hitOnly) expect(overlap(toastBox, box), `${label} under the toast`).toBe(false);
  const reachable = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
  expect(reachable, `${label} can be tapped`).toBe(true);
}

/**
 * The toast is at the top of the screen, just below the header, whose menu
 * and cart it leaves free from the moment it shows (it slides in from under
 * the header: what would cross it is cut off).
 */
async function expectBelowTheHeader(page: Page, toast: Locator) {
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  const cart = page.getByRole('link', { name: /^Panier/ });
  // Right away, during its slide, then in its place.
  await expectUncovered(toast, menu, "'Ouvrir le menu'", { hitOnly: true });
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual((await page.getByRole('banner').boundingBox())!.height);
  expect((await toast.boundingBox())!.y).toBeLessThan(140);
  await expectUncovered(toast, menu, "'Ouvrir le menu'");
  await expectUncovered(toast, cart, 'the cart');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('the add toast shows at the top below the header, off the button just tapped, whose next tap is not lost', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const product = await api.productWithoutStores();
    await page.goto(`/products/${product.id}`);
    const add = page.getByRole('button', { name: 'Ajouter au Panier', exact: true });
    await bringToTheBottom(page, add, 24);
    await add.tap();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Produit ajouté au panier' });
    await expect(toast).toBeVisible();
    await expectBelowTheHeader(page, toast);
    await expectUncovered(toast, add, "'Ajouter au Panier'");

    // Its close button is drawn small; its tap target is 44 px.
    const close = toast.getByRole('button', { name: 'Fermer la notification' });
    const target = await close.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const after = getComputedStyle(el, '::after');
      return { drawn: r.width, reach: r.width - 2 * parseFloat(after.left) };
    });
    expect(target.drawn).toBeLessThan(44);
    expect(target.reach).toBeGreaterThanOrEqual(44);

    // A second tap while the toast shows adds a second one.
    await add.tap();
    await expect(page.getByRole('link', { name: 'Panier, 2 articles' })).toHaveCount(1);
  });

  test('a sign-in refused shows at the top below the header, off the password field the shopper sent it from', async ({ page, consoleErrors }) => {
    void consoleErrors;
    // The keyboard is up: little of the page shows.
    await page.setViewportSize({ width: 360, height: 420 });
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill('nobody@example.dz');
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('wrong-password');
    await bringToTheBottom(page, password, 16);
    await password.press('Enter');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Erreur de connexion' });
    await expect(toast).toBeVisible();
    await expectBelowTheHeader(page, toast);
    await expectUncovered(toast, password, 'the password field');
    await expect(password).toBeFocused();
  });
});

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a toast stays bottom-right', async ({ page, api, consoleErrors }) => {
    void consoleErrors;
    const product = await api.productWithoutStores();
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Ajouter au Panier', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Produit ajouté au panier' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1366 - 60);
    expect(box.y + box.height).toBeGreaterThan(800 - 60);
  });
});
