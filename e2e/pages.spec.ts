/**
 * Information pages: /about, /contact (with its simulated form and FAQ),
 * /faq, /shipping and /returns. The company shown is read from the API;
 * every screen is checked with axe on a phone (360 px) and on a desktop.
 */
import type { Page } from '@playwright/test';
import { expect, renderInBrowser, test } from './fixtures.ts';
import { axeOnPhoneAndDesktop } from './helpers.ts';

async function companyFromApi(api: { get<T = any>(path: string): Promise<T> }) {
  const config = await api.get<{ companyId: string }>('/config.json');
  const company = await api.get(`/api/v1/public/companies/${config.companyId}`);
  return { config, company };
}

/**
 * The shopper opens `path` while the company call fails the way a missing
 * company does (404: never retried): the page's load error shows, saying
 * `message`. Returns that alert.
 */
async function openWithTheCompanyFailing(page: Page, path: string, message: string) {
  await renderInBrowser(page);
  await page.route('**/api/v1/public/companies/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ detail: 'Entreprise introuvable' }) }),
  );
  await page.goto(path);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible();
  await expect(alert.getByText(message)).toBeVisible();
  return alert;
}

const frDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

test.describe('À propos', () => {
  test('shows the company, its contact and info cards, the static figures and the configuration', async ({ page, api, consoleErrors }) => {
    const { config, company } = await companyFromApi(api);
    await page.goto('/about');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await expect(main.getByText(company.description)).toBeVisible();
    await expect(main.getByRole('img', { name: `Logo ${company.name}` })).toBeVisible();

    await expect(main.getByText('100%', { exact: true })).toBeVisible();
    await expect(main.getByText('Satisfaction client')).toBeVisible();
    await expect(main.getByText('24/7', { exact: true })).toBeVisible();

    const contact = main.getByRole('region', { name: 'Nous contacter' });
    await expect(contact.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    await expect(contact.getByRole('link', { name: company.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(contact.getByText(company.address)).toBeVisible();

    const info = main.getByRole('region', { name: 'Informations sur l’entreprise' });
    await expect(info.getByText(company.id.slice(0, 8), { exact: true })).toBeVisible();
    await expect(info.getByText(company.id, { exact: true })).toHaveCount(0);
    await expect(info.getByText(frDate(company.created_at), { exact: true })).toBeVisible();
    await expect(info.getByText(frDate(company.updated_at), { exact: true })).toBeVisible();

    // Demo and diagnostic cards show the configured company id.
    await expect(main.getByRole('region', { name: 'Mode démonstration' }).getByText(config.companyId)).toBeVisible();
    const diagnostic = main.getByRole('region', { name: 'Diagnostic' });
    await expect(diagnostic.getByText(config.companyId).first()).toBeVisible();
    await expect(diagnostic.getByText('Oui', { exact: true })).toBeVisible();

    await axeOnPhoneAndDesktop(page, '/about');

    await main.getByRole('link', { name: 'Découvrir nos produits' }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(consoleErrors).toEqual([]);
  });

  test('a company that cannot be loaded shows the load error and a way home', async ({ page }) => {
    const alert = await openWithTheCompanyFailing(page, '/about', "Impossible de charger les informations de l'entreprise.");
    await axeOnPhoneAndDesktop(page, '/about (error)');
    await alert.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Contact', () => {
  test('shows the coordinates, opening hours, support figures and an accessible FAQ', async ({ page, api, consoleErrors }) => {
    const { company } = await companyFromApi(api);
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();

    const details = main.getByRole('region', { name: 'Nos coordonnées' });
    await expect(details.getByText(company.address)).toBeVisible();
    await expect(details.getByRole('link', { name: company.email })).toBeVisible();
    await expect(details.getByRole('link', { name: company.phone })).toBeVisible();

    const hours = main.getByRole('region', { name: 'Horaires d’ouverture' });
    const opening: [string, string][] = [
      ['Lundi - Vendredi', '9:00 - 18:00'],
      ['Samedi', '9:00 - 16:00'],
      ['Dimanche', 'Fermé'],
    ];
    for (const [days, time] of opening) {
      await expect(hours.getByText(days, { exact: true })).toBeVisible();
      await expect(hours.getByText(time, { exact: true })).toBeVisible();
    }
    await expect(main.getByText('Support en ligne')).toBeVisible();
    await expect(main.getByText('24/7', { exact: true })).toBeVisible();
    await expect(main.getByText('24-48 heures', { exact: true })).toBeVisible();

    // The FAQ: a Radix accordion, operable by keyboard; returns within 14 days.
    const faq = main.getByRole('region', { name: 'Questions fréquentes' });
    const question = faq.getByRole('button', { name: 'Puis-je retourner un produit ?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/les retours sont possibles dans un délai de 14 jours/)).toBeVisible();
    await axeOnPhoneAndDesktop(page, '/contact');
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test('the form validates in French, sends for about a second without calling the server, then clears', async ({ page, consoleErrors }) => {
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Envoyez-nous un message' });
    const send = form.getByRole('button', { name: 'Envoyer le message' });
    const name = form.getByLabel('Nom complet');
    const email = form.getByLabel('Adresse e-mail');
    const subject = form.getByLabel('Sujet');
    const message = form.getByLabel('Message');

    await send.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Veuillez saisir votre nom');
    await expect(email).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail');
    await expect(subject).toHaveAccessibleDescription('Veuillez indiquer le sujet de votre message');
    await expect(message).toHaveAccessibleDescription('Veuillez écrire votre message');
    await axeOnPhoneAndDesktop(page, '/contact (form errors)');

    await name.fill('Karim Haddad');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await email.fill('karim@');
    await subject.fill('Question sur une livraison');
    await message.fill('Bonjour, quand ma commande arrivera-t-elle à Oran ?');
    await send.click();
    await expect(email).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide');
    await expect(email).toBeFocused();
    await email.fill('karim@example.dz');

    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') apiCalls.push(`${request.method()} ${request.url()}`);
    });
    const started = Date.now();
    await send.click();
    await expect(form.getByRole('button', { name: 'Envoi en cours...' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Message envoyé !')).toBeVisible();
    await expect(page.getByText('Nous vous répondrons dans les plus brefs délais.')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();
    expect(apiCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a company that cannot be loaded shows the contact load error; the form stays usable', async ({ page }) => {
    const alert = await openWithTheCompanyFailing(page, '/contact', 'Impossible de charger les informations de contact.');
    await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();
    await axeOnPhoneAndDesktop(page, '/contact (error)');
    await alert.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('FAQ, livraison, retours (footer pages)', () => {
  test('the footer leads to a FAQ consistent with the contact page', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    for (const topic of ['Commandes', 'Livraison', 'Paiement', 'Retours et remboursements', 'Compte et assistance']) {
      await expect(main.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const returns = main.getByRole('button', { name: 'Puis-je retourner un produit ?' });
    await returns.click();
    await expect(main.getByText(/les retours sont possibles dans un délai de 14 jours/)).toBeVisible();
    await main.getByRole('button', { name: 'Quels moyens de paiement acceptez-vous ?' }).click();
    await expect(main.getByText(/Le paiement se fait à la livraison/)).toBeVisible();
    await main.getByRole('button', { name: 'Livrez-vous dans toute l’Algérie ?' }).click();
    await expect(main.getByText(/58 wilayas/)).toBeVisible();
    await axeOnPhoneAndDesktop(page, '/faq');

    // The topic links jump to their section.
    await main.getByRole('navigation', { name: 'Thèmes de la FAQ' }).getByRole('link', { name: 'Paiement' }).click();
    await expect(page).toHaveURL(/\/faq#paiement$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Paiement' })).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });

  test('the shipping page states free delivery above 5000 DZD, the 58 wilayas and payment on delivery', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Livraison' }).click();
    await expect(page).toHaveURL(/\/shipping$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Livraison' })).toBeVisible();
    await expect(main.getByText(/Livraison gratuite dès 5\s?000 DZD/)).toBeVisible();
    await expect(main.getByText('58 wilayas desservies')).toBeVisible();
    await expect(main.getByText('Paiement à la livraison', { exact: true })).toBeVisible();
    await expect(main.getByRole('table')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: 'Alger et wilayas limitrophes' })).toBeVisible();
    await expect(main.getByText(/Vous avez 14 jours pour le retourner/)).toBeVisible();
    await axeOnPhoneAndDesktop(page, '/shipping');
    expect(consoleErrors).toEqual([]);
  });

  test('the returns page: 14 days as the contact FAQ says, 30 days for a defective item', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Retours' }).click();
    await expect(page).toHaveURL(/\/returns$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Retours et remboursements' })).toBeVisible();
    await expect(main.getByText('14 jours pour changer d’avis')).toBeVisible();
    await expect(main.getByText(/Les retours sont possibles dans un délai de 14 jours/)).toBeVisible();
    await expect(main.getByText('30 jours pour un article défectueux')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Comment retourner un article ?' })).toBeVisible();
    await axeOnPhoneAndDesktop(page, '/returns');
    await main.getByRole('link', { name: 'Nous contacter' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(consoleErrors).toEqual([]);
  });
});
