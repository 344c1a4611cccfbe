/**
 * /forgot-password, /reset-password and /verify-email against the real API.
 * The API has no mail server: it writes reset and verification links to its
 * mail_outbox table and logs them, and the e2e server runs on PGlite in a
 * throwaway folder the browser test cannot read. So the full reset and
 * verification flows with a real token are covered by the API tests
 * (tests/server); here the screens are tested with what a browser can reach:
 * the request's confirmation, invalid tokens refused by the real server, and
 * the success and failure screens with the answer stubbed at the network.
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { dismissToasts } from './helpers.ts';

const CONFIRMATION = "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.";
const PASSWORD_PATH = '**/api/v1/customer-auth/password';

function posts(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && pattern.test(new URL(req.url()).pathname)) seen.push(req);
  });
  return seen;
}

test.describe('forgot password', () => {
  test('reached from /login; the same confirmation whether or not the account exists', async ({ page, api }) => {
    const customer = await api.newCustomer();
    const sent = posts(page, /\/customer-auth\/password$/);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page);

    const email = page.getByLabel('Adresse e-mail');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(email).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail');
    await expect(email).toBeFocused();
    await email.fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(email).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide');
    expect(sent).toHaveLength(0);

    // An address with an account.
    await email.fill(customer.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status').filter({ hasText: CONFIRMATION })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ email: customer.email });
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/forgot-password (sent)');

    // An address without one: word for word the same answer.
    await page.getByRole('button', { name: 'Utiliser une autre adresse' }).click();
    await expect(email).toBeFocused();
    await email.fill(`personne-${Date.now().toString(36)}@example.dz`);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status').filter({ hasText: CONFIRMATION })).toBeVisible();
    expect(sent).toHaveLength(2);
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await expect(page).toHaveURL('/login');
  });

  test("too many requests: the server's message; no network: a French explanation", async ({ page }) => {
    const detail = 'Trop de requêtes. Veuillez réessayer dans une minute.';
    await page.route(PASSWORD_PATH, (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ detail }) }));
    await page.goto('/forgot-password');
    await page.getByLabel('Adresse e-mail').fill('client@example.dz');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('alert').filter({ hasText: detail })).toBeVisible();
    await expect(page.getByText(CONFIRMATION)).toHaveCount(0);

    await page.unroute(PASSWORD_PATH);
    await page.route(PASSWORD_PATH, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Impossible de joindre le serveur' })).toBeVisible();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/forgot-password (error)');
  });
});

test.describe('reset password', () => {
  test("an invalid token: checked inline first, then the server's message and a way to a new link", async ({ page }) => {
    const sent = posts(page, /\/customer-auth\/password$/);
    await page.goto('/reset-password?token=jeton-invalide-e2e');
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page);

    const password = page.getByLabel('Nouveau mot de passe', { exact: true });
    const confirm = page.getByLabel('Confirmer le mot de passe', { exact: true });
    const submit = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
    await password.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await expect(password).toHaveAccessibleDescription(/Le mot de passe doit contenir au moins 6 caractères/);
    await password.fill('nouveau-mdp');
    await confirm.fill('nouveau-mdx');
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    expect(sent).toHaveLength(0);

    await confirm.fill('nouveau-mdp');
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Lien de réinitialisation invalide ou expiré' });
    await expect(alert).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ token: 'jeton-invalide-e2e', new_password: 'nouveau-mdp' });
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/reset-password (refused)');
    await alert.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('without a token: an explanation and a link to ask for one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Lien de réinitialisation incomplet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réinitialiser le mot de passe' })).toHaveCount(0);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('accepted: a toast, the confirmation and the way to sign in (answer stubbed)', async ({ page }) => {
    const message = 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.';
    await page.route(PASSWORD_PATH, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message }) }));
    await page.goto('/reset-password?token=jeton-accepte');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp');
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('nouveau-mdp');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe réinitialisé' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Mot de passe réinitialisé' })).toBeVisible();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/reset-password (done)');
    await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('verify e-mail', () => {
  test("an invalid token is sent once and refused with the server's message", async ({ page }) => {
    const sent = posts(page, /\/customer-auth\/verify-email\//);
    await page.goto('/verify-email/jeton-invalide-e2e');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation impossible' })).toBeVisible();
    await expect(page.getByText('Lien de vérification invalide ou expiré')).toBeVisible();
    expect(sent).toHaveLength(1);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL('/');
    expect(sent).toHaveLength(1);
  });

  test('a valid link shows the confirmation (answer stubbed); offline, a retry sends it again', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/v1/customer-auth/verify-email/**', (route) => {
      calls += 1;
      if (calls === 1) return route.abort('internetdisconnected');
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'Votre adresse e-mail est confirmée' }) });
    });
    await page.goto('/verify-email/jeton-valide');
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
    expect(calls).toBe(1);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Votre adresse e-mail est confirmée.' })).toBeVisible();
    expect(calls).toBe(2);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/verify-email (confirmed)');
  });
});
