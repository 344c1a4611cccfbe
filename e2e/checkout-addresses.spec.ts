/**
 * /checkout remembers (issue 13, point 5): a signed-in shopper is offered
 * the addresses of their past orders, their profile's and the one picked on
 * /account, the default prefilled, still editable, chosen with the keyboard
 * as with the mouse. Guests are covered in checkout.spec.ts (no choice).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { dismissToasts, signInAndReturnTo } from './helpers.ts';

type Customer = { email: string; password: string; name: string; token: string };

const bearer = (customer: Customer) => ({ Authorization: `Bearer ${customer.token}` });

async function addItem(request: APIRequestContext, customer: Customer, product: any) {
  const res = await request.post('/api/v1/cart/items', {
    headers: bearer(customer),
    data: { product_id: product.id, quantity: 1, store_id: product.available_stores?.[0]?.store_id ?? null },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function placeOrder(request: APIRequestContext, customer: Customer, product: any, address: string) {
  await addItem(request, customer, product);
  const res = await request.post('/api/v1/customer-auth/checkout', { headers: bearer(customer), data: { shipping_address: address } });
  expect(res.status(), await res.text()).toBe(201);
}

async function setProfileAddress(request: APIRequestContext, customer: Customer, address: string) {
  const res = await request.put('/api/v1/customer-auth/profile', { headers: bearer(customer), data: { name: customer.name, address } });
  expect(res.ok(), await res.text()).toBe(true);
}

const confirmButton = (page: Page) => page.getByRole('button', { name: /^(Confirmer la commande|Traitement\.\.\.)$/ });

test.describe('checkout with saved addresses', () => {
  test('the latest order’s address is prefilled; the profile’s is offered; keyboard choice, editable, ordered as edited', async ({ page, request, api, consoleErrors }) => {
    void consoleErrors;
    const customer = await api.newCustomer();
    const tag = Date.now().toString(36);
    const older = `${tag} cité 500 logements\n19000 Sétif`;
    const latest = `${tag} rue Didouche Mourad\n16000 Alger`;
    const profile = `${tag} boulevard Zighoud Youcef, Constantine`;
    const product = await api.productWithoutStores();
    await placeOrder(request, customer, product, older);
    await placeOrder(request, customer, product, latest);
    await setProfileAddress(request, customer, profile);
    await addItem(request, customer, product);

    await signInAndReturnTo(page, customer, '/checkout');
    const main = page.getByRole('main');
    const saved = main.getByRole('group', { name: 'Vos adresses enregistrées' });
    const radios = saved.getByRole('radio');
    const address = main.getByLabel('Adresse de livraison');
    // Default first: the latest order's, then the profile's, the older order's, and another one.
    await expect(radios).toHaveCount(4);
    await expect(radios.nth(0)).toHaveAccessibleName(new RegExp(`${tag} rue Didouche Mourad.*Dernière utilisée`, 's'));
    await expect(radios.nth(1)).toHaveAccessibleName(new RegExp(`${tag} boulevard Zighoud Youcef.*Adresse de votre profil`));
    await expect(radios.nth(2)).toHaveAccessibleName(new RegExp(`${tag} cité 500 logements`));
    await expect(radios.nth(3)).toHaveAccessibleName(/Une autre adresse/);
    await expect(radios.nth(0)).toBeChecked();
    await expect(address).toHaveValue(latest);
    await expect(address).toHaveAccessibleDescription('Vous pouvez la modifier avant de confirmer.');
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, 'checkout with saved addresses');

    // The keyboard: one tab stop, arrows move the choice and fill the field.
    await radios.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(1)).toBeFocused();
    await expect(address).toHaveValue(profile);
    await page.keyboard.press('ArrowDown');
    await expect(address).toHaveValue(older);
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(3)).toBeChecked();
    await expect(address).toHaveValue('');
    await address.fill('2 place du 1er Novembre, Tizi Ouzou');
    await radios.nth(0).check();
    await expect(address).toHaveValue(latest);
    // What was typed as another address comes back with it.
    await radios.nth(3).check();
    await expect(address).toHaveValue('2 place du 1er Novembre, Tizi Ouzou');

    // Still editable: a saved address changed becomes another address, and is the one ordered.
    await radios.nth(0).check();
    await address.press('Control+End');
    await address.pressSequentially(', 3e étage');
    const edited = `${latest}, 3e étage`;
    await expect(address).toHaveValue(edited);
    await expect(radios.nth(3)).toBeChecked();
    await main.getByRole('combobox', { name: 'Wilaya' }).fill('25');
    await page.getByRole('option', { name: /^25 – Constantine/ }).click();
    await confirmButton(page).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orders = await (await request.get('/api/v1/customer-auth/orders', { headers: bearer(customer) })).json();
    expect(orders.items[0].shipping_address).toBe(edited);
  });

  test('the address picked on /account is the one prefilled', async ({ page, request, api, consoleErrors }) => {
    void consoleErrors;
    const customer = await api.newCustomer();
    const tag = Date.now().toString(36);
    const older = `${tag} rue Larbi Ben M’hidi, 31000 Oran`;
    const latest = `${tag} avenue de l’ALN, 23000 Annaba`;
    const product = await api.productWithoutStores();
    await placeOrder(request, customer, product, older);
    await placeOrder(request, customer, product, latest);
    await addItem(request, customer, product);

    await signInAndReturnTo(page, customer, '/account');
    await page.getByRole('tab', { name: 'Adresses' }).click();
    const item = page.getByRole('list', { name: 'Mes adresses de livraison' }).getByRole('listitem').filter({ hasText: older });
    await item.getByRole('button', { name: 'Utiliser pour ma prochaine commande' }).click();
    // In memory only: reached through the app's own link, not a reload.
    await item.getByRole('link', { name: 'Commander' }).click();
    await expect(page).toHaveURL('/checkout');

    const saved = page.getByRole('main').getByRole('group', { name: 'Vos adresses enregistrées' });
    await expect(saved.getByRole('radio').first()).toHaveAccessibleName(new RegExp(`${tag} rue Larbi Ben M’hidi.*Choisie dans votre compte`));
    await expect(saved.getByRole('radio').first()).toBeChecked();
    await expect(saved.getByRole('radio', { name: new RegExp(`${tag} avenue de l’ALN.*Dernière utilisée`) })).not.toBeChecked();
    await expect(page.getByRole('main').getByLabel('Adresse de livraison')).toHaveValue(older);
  });

  test('a shopper without a saved address types it as before', async ({ page, request, api, consoleErrors }) => {
    void consoleErrors;
    const customer = await api.newCustomer();
    await addItem(request, customer, await api.productWithoutStores());
    await signInAndReturnTo(page, customer, '/checkout');
    const main = page.getByRole('main');
    await expect(confirmButton(page)).toBeVisible();
    await expect(main.getByLabel('Adresse de livraison')).toHaveValue('');
    await expect(main.getByRole('group', { name: 'Vos adresses enregistrées' })).toHaveCount(0);
  });
});
