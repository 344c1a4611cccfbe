/**
 * /account as a shopper uses it: a guest is asked to sign in; a new customer
 * signs in through /login, edits the profile, changes the password, finds the
 * addresses of past orders and keeps notification preferences on the device.
 * Customers, products and orders come from the API (the `api` fixture).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { dismissToasts } from './helpers.ts';

/** Fills the sign-in form of /login (its labels carry a required mark, hence no exact match). */
async function fillSignIn(page: Page, customer: { email: string; password: string }) {
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail').fill(customer.email);
  await main.getByLabel(/^Mot de passe/).fill(customer.password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
}

async function signIn(page: Page, customer: { email: string; password: string }, from = '/account') {
  await page.goto(`/login?redirect=${encodeURIComponent(from)}`);
  await fillSignIn(page, customer);
  await expect(page).toHaveURL(from);
}

async function profileOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/customer-auth/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return res.json();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a guest is asked to sign in and comes back to the account after /login', async ({ page, api }) => {
  const customer = await api.newCustomer();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  const signInLink = page.getByRole('main').getByRole('link', { name: 'Se connecter' });
  await expect(signInLink).toHaveAttribute('href', '/login?redirect=%2Faccount');
  await signInLink.click();
  await fillSignIn(page, customer);

  await expect(page).toHaveURL('/account');
  await expect(page.getByText(`Bonjour ${customer.name}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profil', selected: true })).toBeVisible();
  for (const name of ['Adresses', 'Moyens de Paiement', 'Notifications']) await expect(page.getByRole('tab', { name })).toBeVisible();
  // The shortcut cards.
  await expect(page.getByRole('main').getByRole('link', { name: /Mes commandes/ })).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('main').getByRole('link', { name: /Ma wishlist/ })).toHaveAttribute('href', '/wishlist');
});

test('profile: the real profile, edited, kept after a reload; an e-mail already used is refused', async ({ page, api, request }) => {
  const customer = await api.newCustomer();
  await signIn(page, customer);

  const details = page.getByRole('region', { name: 'Informations personnelles' });
  await expect(details.getByText(customer.email)).toBeVisible();
  await expect(details.getByText(customer.name, { exact: true })).toBeVisible();
  await expect(details.getByText('Non confirmée')).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page, '/account Profil');

  await details.getByRole('button', { name: 'Modifier mes informations' }).click();
  const name = details.getByLabel('Nom complet');
  await expect(name).toBeFocused();

  // Inline validation, read with the field.
  await name.fill('  ');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Veuillez saisir votre nom complet');
  await expect(name).toBeFocused();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page, '/account Profil (form)');

  const suffix = Date.now().toString(36);
  const newName = `Yacine Haddad ${suffix}`;
  const phone = '0550 12 34 56';
  const address = `${suffix} boulevard Zighoud Youcef, Constantine`;
  await name.fill(newName);
  await details.getByLabel('Téléphone').fill(phone);
  await details.getByLabel('Adresse', { exact: true }).fill(address);
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Profil mis à jour')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Modifier mes informations' })).toBeFocused();
  await expect(details.getByText(newName, { exact: true })).toBeVisible();
  await expect(details.getByText(phone)).toBeVisible();
  await expect(details.getByText(address)).toBeVisible();
  await expect(page.getByText(`Bonjour ${newName}`)).toBeVisible();

  // Saved on the server: the API agrees, and a reload shows it again.
  const saved = await profileOf(request, customer.token);
  expect(saved).toMatchObject({ name: newName, phone, address });
  await page.reload();
  await expect(details.getByText(newName, { exact: true })).toBeVisible();
  await expect(details.getByText(phone)).toBeVisible();
  await expect(details.getByText(address)).toBeVisible();

  // Moving the login address takes the current password: asked once the address changes.
  await details.getByRole('button', { name: 'Modifier mes informations' }).click();
  const email = details.getByLabel('Adresse e-mail');
  const currentPassword = details.getByLabel('Mot de passe actuel', { exact: true });
  await expect(currentPassword).toHaveCount(0);
  await email.fill(`nouvelle-${suffix}@example.dz`);
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(currentPassword).toBeFocused();
  await expect(currentPassword).toHaveAccessibleDescription(/Veuillez saisir votre mot de passe actuel pour changer d’adresse e-mail/);
  await currentPassword.fill('pas-le-bon-1');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(currentPassword).toHaveAccessibleDescription(/Mot de passe actuel incorrect/);
  await expect(currentPassword).toBeFocused();
  await dismissToasts(page);

  // Another account's e-mail: the server's message, next to the field and in a toast.
  await email.fill(DEMO.email);
  await currentPassword.fill(customer.password);
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Erreur lors de la mise à jour du profil')).toContainText('Un compte existe déjà avec cette adresse e-mail');
  await expect(email).toHaveAccessibleDescription(/Un compte existe déjà avec cette adresse e-mail/);
  await expect(email).toBeFocused();
  await details.getByRole('button', { name: 'Annuler' }).click();
  await expect(details.getByText(customer.email)).toBeVisible();
  expect((await profileOf(request, customer.token)).email).toBe(customer.email);
});

test('password: checked inline, a wrong current password refused, then the new one signs in', async ({ page, api, request }) => {
  const customer = await api.newCustomer();
  await signIn(page, customer);

  const section = page.getByRole('region', { name: 'Mot de passe' });
  const current = section.getByLabel('Mot de passe actuel', { exact: true });
  const next = section.getByLabel('Nouveau mot de passe', { exact: true });
  const confirm = section.getByLabel('Confirmer le nouveau mot de passe', { exact: true });
  const submit = section.getByRole('button', { name: 'Modifier le mot de passe' });

  await current.fill(customer.password);
  await next.fill('12345');
  await confirm.fill('12345');
  await submit.click();
  await expect(next).toHaveAccessibleDescription(/Le mot de passe doit contenir au moins 6 caractères/);
  await expect(next).toBeFocused();

  await next.fill('nouveau-mdp-1');
  await confirm.fill('nouveau-mdp-2');
  await submit.click();
  await expect(confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page, '/account password errors');

  // Wrong current password: the server's French message.
  await current.fill('pas-le-bon');
  await confirm.fill('nouveau-mdp-1');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Mot de passe actuel incorrect');
  await expect(toast(page, 'Erreur lors du changement de mot de passe')).toContainText('Mot de passe actuel incorrect');

  await current.fill(customer.password);
  await submit.click();
  await expect(toast(page, 'Mot de passe modifié')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');

  // The old password no longer works; the new one does, through the sign-in screen.
  const old = await request.post('/api/v1/customer-auth/login', { data: { email: customer.email, password: customer.password } });
  expect(old.status()).toBe(401);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, { email: customer.email, password: 'nouveau-mdp-1' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
});

test('Adresses: the address of an order placed through the API, kept for the next order', async ({ page, api }) => {
  const customer = await api.newCustomer();
  await signIn(page, customer);
  // No orders yet: the empty state.
  await page.getByRole('tab', { name: 'Adresses' }).click();
  await expect(page).toHaveURL('/account?tab=adresses');
  await expect(page.getByRole('heading', { name: 'Aucune adresse enregistrée' })).toBeVisible();

  const product = await api.productWithStores();
  const address = `${Date.now().toString(36)} rue Larbi Ben M'hidi, 31000 Oran`;
  const order = await api.placeOrder(customer.token, product, address);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Adresses', selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Mes adresses de livraison' });
  const item = list.getByRole('listitem').filter({ hasText: address });
  await expect(item).toBeVisible();
  await expect(item).toContainText(order.order_number);
  await expect(item).toContainText('1 commande');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page, '/account Adresses');

  const use = item.getByRole('button', { name: 'Utiliser pour ma prochaine commande' });
  await expect(use).toHaveAttribute('aria-pressed', 'false');
  await use.click();
  await expect(use).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Adresse choisie pour votre prochaine commande')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/checkout');
  await use.click();
  await expect(use).toHaveAttribute('aria-pressed', 'false');
});

test("Adresses lists the profile's address too, once (not again when an order used it)", async ({ page, api, request }) => {
  const customer = await api.newCustomer();
  const address = `${Date.now().toString(36)} boulevard Zighoud Youcef, 16000 Alger`;
  const res = await request.put('/api/v1/customer-auth/profile', { headers: { Authorization: `Bearer ${customer.token}` }, data: { name: customer.name, address } });
  expect(res.ok(), await res.text()).toBe(true);
  await signIn(page, customer);
  await page.getByRole('tab', { name: 'Adresses' }).click();
  const list = page.getByRole('list', { name: 'Mes adresses de livraison' });
  const item = list.getByRole('listitem').filter({ hasText: address });
  await expect(item).toContainText('Adresse de votre profil');
  await expect(page.getByRole('heading', { name: 'Aucune adresse enregistrée' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Utiliser pour ma prochaine commande' })).toBeVisible();

  // An order to the same address: one line, with its orders.
  await api.placeOrder(customer.token, await api.productWithStores(), address);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(item).toContainText('1 commande');
});

test('Moyens de Paiement states payment on delivery; Notifications persist on reload', async ({ page, api }) => {
  const customer = await api.newCustomer();
  await signIn(page, customer);

  await page.getByRole('tab', { name: 'Moyens de Paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement à la livraison' })).toBeVisible();
  await expect(page.getByText('Aucune carte bancaire n’est demandée ni enregistrée')).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page, '/account Moyens de Paiement');

  // Arrow keys move between tabs (Radix Tabs).
  await page.getByRole('tab', { name: 'Moyens de Paiement' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeFocused();
  await expect(page).toHaveURL('/account?tab=notifications');

  const orders = page.getByRole('switch', { name: 'Suivi de mes commandes' });
  const promotions = page.getByRole('switch', { name: 'Offres et promotions' });
  const newsletter = page.getByRole('switch', { name: 'Newsletter' });
  await expect(orders).toBeChecked();
  await expect(promotions).not.toBeChecked();
  await expect(newsletter).not.toBeChecked();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page, '/account Notifications');

  await promotions.click();
  await expect(promotions).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Préférence « Offres et promotions » activée' })).toBeVisible();
  await newsletter.focus();
  await page.keyboard.press('Space');
  await expect(newsletter).toBeChecked();
  await orders.click();
  await expect(orders).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Préférence « Suivi de mes commandes » désactivée' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Offres et promotions' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Suivi de mes commandes' })).not.toBeChecked();
});
