/**
 * Sign-in and sign-up screens against the real API: the demo customer, fresh
 * random accounts, the spec's toasts, the safe `redirect` back to where the
 * shopper came from (history replaced), and signing out from the drawer.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures.ts';
import { axeOnPhoneAndDesktop, DESKTOP, PHONE } from './helpers.ts';

function loginForm(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByLabel('Adresse e-mail'),
    password: main.getByRole('textbox', { name: 'Mot de passe', exact: true }),
    submit: main.getByRole('button', { name: /^(Se connecter|Connexion\.\.\.)$/ }),
  };
}

/** The demo customer signs in with the form of the page open (/login). */
async function signInAsDemo(page: Page) {
  const { email, password, submit } = loginForm(page);
  await email.fill(DEMO.email);
  await password.fill(DEMO.password);
  await submit.click();
}

function signupForm(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByLabel('Nom complet'),
    email: main.getByLabel('Adresse e-mail'),
    password: main.getByRole('textbox', { name: 'Mot de passe', exact: true }),
    confirm: main.getByLabel('Confirmer le mot de passe'),
    submit: main.getByRole('button', { name: 'Créer mon compte' }),
  };
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

function randomEmail() {
  return `e2e-signup-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.dz`;
}

test.describe('Connexion', () => {
  test('the form is labelled, autocompletes, and links to signup, password reset and back', async ({ page, consoleErrors }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    const { email, password, submit } = loginForm(page);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(submit).toHaveText('Se connecter');
    await expect(main.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');

    // The show-password toggle is a named toggle button.
    const reveal = main.getByRole('button', { name: 'Afficher le mot de passe' });
    await password.fill('abc');
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await reveal.click();
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill('');

    // Both fields are required, with inline French errors.
    await submit.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail');
    await expect(password).toHaveAccessibleDescription('Veuillez saisir votre mot de passe');
    await axeOnPhoneAndDesktop(page, '/login');

    await main.getByRole('link', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the demo customer signs in and returns to the page they came from, the login screen replaced in history', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact');
    await page.goto(`/login?redirect=${encodeURIComponent('/about')}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/about');

    // Slow the call down to see the busy label.
    await page.route('**/api/v1/customer-auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await signInAsDemo(page);
    await expect(main.getByRole('button', { name: 'Connexion...' })).toHaveAttribute('aria-busy', 'true');

    await expect(toast(page, 'Connexion réussie')).toBeVisible();
    await expect(toast(page, 'Vous êtes maintenant connecté')).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toHaveCount(0);

    // Back goes to the page before /login: /login was replaced.
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    expect(consoleErrors).toEqual([]);
  });

  test('a redirect to another site is ignored: the shopper lands on the home page', async ({ page }) => {
    for (const target of ['https://evil.example/phish', '//evil.example', '/\\evil.example']) {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    }
    await signInAsDemo(page);
    await expect(toast(page, 'Connexion réussie')).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('a wrong password shows the destructive toast with the server message', async ({ page, consoleErrors }) => {
    await page.goto('/login');
    const { email, password, submit } = loginForm(page);
    await email.fill(DEMO.email);
    await password.fill('not-the-password');
    await submit.click();
    await expect(toast(page, 'Erreur de connexion')).toBeVisible();
    await expect(toast(page, 'Email ou mot de passe incorrect')).toBeVisible();
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('[data-type="error"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
    await expect(submit).toHaveText('Se connecter');
    await expect(password).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('too many attempts (429) show the server’s French message', async ({ page }) => {
    const detail = 'Trop de tentatives. Veuillez réessayer dans une minute.';
    await page.route('**/api/v1/customer-auth/login', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ detail }) }),
    );
    await page.goto('/login');
    await signInAsDemo(page);
    await expect(toast(page, 'Erreur de connexion')).toBeVisible();
    await expect(toast(page, detail)).toBeVisible();
  });

  test('a signed-in shopper who opens /login is told so and can go on', async ({ page }) => {
    await page.goto('/login');
    await signInAsDemo(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login?redirect=%2Fcontact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Vous êtes déjà connecté' })).toBeVisible();
    await expect(main.getByText(`Connecté en tant que ${DEMO.name}.`)).toBeVisible();
    await main.getByRole('link', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('Inscription', () => {
  test('a new customer signs up, is signed in and goes home', async ({ page, consoleErrors }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    const form = signupForm(page);
    await expect(form.name).toHaveAttribute('autocomplete', 'name');
    await expect(form.email).toHaveAttribute('autocomplete', 'email');
    await expect(form.password).toHaveAttribute('autocomplete', 'new-password');
    await expect(form.confirm).toHaveAttribute('autocomplete', 'new-password');
    await expect(form.password).toHaveAccessibleDescription('Au moins 6 caractères.');
    await axeOnPhoneAndDesktop(page, '/signup');

    const email = randomEmail();
    await form.name.fill('Yacine Bouzid');
    await form.email.fill(email);
    await form.password.fill('motdepasse1');
    await form.confirm.fill('motdepasse1');
    await form.submit.click();

    await expect(toast(page, 'Compte créé avec succès')).toBeVisible();
    await expect(toast(page, 'Vous êtes maintenant connecté')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
    // The token the API issued is stored: the account exists and signs in.
    const token = await page.evaluate<string | null>("localStorage.getItem('customer_token')");
    expect(token).toBeTruthy();
    const profile = await page.request.get('/api/v1/customer-auth/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect((await profile.json()).email).toBe(email);
    expect(consoleErrors).toEqual([]);
  });

  test('inline errors for missing fields, bad e-mail and a short password', async ({ page }) => {
    await page.goto('/signup');
    const form = signupForm(page);
    await form.submit.click();
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAccessibleDescription('Veuillez saisir votre nom complet');
    await expect(form.email).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail');
    await expect(form.password).toHaveAccessibleDescription(/Veuillez saisir votre mot de passe/);
    await expect(form.confirm).toHaveAccessibleDescription('Veuillez confirmer votre mot de passe');
    await axeOnPhoneAndDesktop(page, '/signup (errors)');

    await form.name.fill('Yacine Bouzid');
    await form.email.fill('yacine@');
    await form.password.fill('12345');
    await form.confirm.fill('12345');
    await form.submit.click();
    await expect(form.email).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('different passwords: the "Erreur de validation" toast and nothing sent', async ({ page }) => {
    await page.goto('/signup');
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/customer-auth/register')) registerCalls += 1;
    });
    const form = signupForm(page);
    await form.name.fill('Yacine Bouzid');
    await form.email.fill(randomEmail());
    await form.password.fill('motdepasse1');
    await form.confirm.fill('motdepasse2');
    await form.submit.click();
    await expect(toast(page, 'Erreur de validation')).toBeVisible();
    await expect(toast(page, 'Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(form.confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    await expect(form.confirm).toBeFocused();
    expect(registerCalls).toBe(0);
  });

  test('an e-mail already registered: "Erreur d\'inscription" with the server message', async ({ page, api }) => {
    const existing = await api.newCustomer();
    // What the API answers for a taken address, read from the API itself.
    const answer = await page.request.post('/api/v1/customer-auth/register', {
      data: { name: 'Doublon', email: existing.email, password: 'motdepasse1' },
    });
    expect(answer.status()).toBe(409);
    const { detail } = await answer.json();

    await page.goto('/signup');
    const form = signupForm(page);
    await form.name.fill('Doublon');
    await form.email.fill(existing.email);
    await form.password.fill('motdepasse1');
    await form.confirm.fill('motdepasse1');
    await form.submit.click();
    await expect(toast(page, "Erreur d'inscription")).toBeVisible();
    await expect(toast(page, detail)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(form.submit).toBeVisible();
  });
});

test.describe('Déconnexion', () => {
  test('the drawer signs the shopper out and the header is signed out again', async ({ page, consoleErrors }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await signInAsDemo(page);
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Mon compte' })).toBeVisible();

    await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Mon compte' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Déconnexion' }).click();

    await expect(drawer).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Mon compte' })).toHaveCount(0);
    expect(await page.evaluate<string | null>("localStorage.getItem('customer_token')")).toBeNull();
    await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: "S'inscrire" })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // At desktop width the header offers sign-in again.
    await page.setViewportSize(DESKTOP);
    await expect(banner.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(banner.getByRole('link', { name: "S'inscrire" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
