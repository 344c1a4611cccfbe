import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, cartItems, carts, customers, mailOutbox, products, storeProducts } from '#server/db/schema.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const uniqueEmail = (tag = 'client') => `${tag}.${randomBytes(5).toString('hex')}@exemple.dz`;

async function register(extra: Record<string, unknown> = {}, opts: { sessionId?: string } = {}) {
  const email = uniqueEmail();
  const res = await api.call('POST', '/api/v1/customer-auth/register', {
    body: { name: 'Yacine Haddad', email, password: 'secret123', ...extra },
    sessionId: opts.sessionId,
  });
  return { res, email, token: res.body.access_token as string };
}

async function lastMail(to: string) {
  const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

const tokenOf = (link: string | null | undefined) => {
  const m = /(?:token=|verify-email\/)([A-Za-z0-9_-]+)/.exec(link ?? '');
  if (!m?.[1]) throw new Error(`no token in ${link}`);
  return m[1];
};

describe('passwords', () => {
  it('hashes with scrypt, a random salt and its parameters, and verifies', async () => {
    const a = await hashPassword('motdepasse');
    const b = await hashPassword('motdepasse');
    // The test runners' cost (helpers.ts); production's is checked in auth-hardening.test.ts.
    expect(a).toMatch(new RegExp(`^scrypt\\$${2 ** Number(process.env.PASSWORD_HASH_COST)}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    expect(a).not.toBe(b);
    expect(await verifyPassword('motdepasse', a)).toBe(true);
    expect(await verifyPassword('motdepassE', a)).toBe(false);
    expect(await verifyPassword('motdepasse', 'garbage')).toBe(false);
  });
});

describe('register', () => {
  it('creates the account, signs in (201) and never returns the hash', async () => {
    const { res, email } = await register({ phone: '+213 555 00 11 22', company_id: api.config.companyId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ token_type: 'bearer', customer: { name: 'Yacine Haddad', email, phone: '+213 555 00 11 22', email_verified: false, address: null } });
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(res.body.customer).sort()).toEqual(['address', 'created_at', 'email', 'email_verified', 'id', 'name', 'phone', 'updated_at']);
    // Access tokens last 30 days.
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const profile = await api.call('GET', '/api/v1/customer-auth/profile', { token: res.body.access_token });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(email);
    // Only the token's hash is stored.
    const [row] = await api.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(res.body.access_token)));
    expect(row?.kind).toBe('access');
    const [stored] = await api.db.select().from(customers).where(eq(customers.email, email));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('stores the e-mail lowercased and refuses a duplicate in any case (409)', async () => {
    const email = uniqueEmail('Casse');
    const first = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'A', email: email.toUpperCase(), password: 'secret123' } });
    expect(first.status).toBe(201);
    expect(first.body.customer.email).toBe(email.toLowerCase());
    const again = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'B', email, password: 'secret123' } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Un compte existe déjà avec cette adresse e-mail');
    const login = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: email.toUpperCase(), password: 'secret123' } });
    expect(login.status).toBe(200);
  });

  it('refuses the seeded demo e-mail', async () => {
    const res = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'X', email: 'Demo@Example.dz', password: 'secret123' } });
    expect(res.status).toBe(409);
  });

  it('handles concurrent signups with one e-mail: one account, the others 409', async () => {
    const email = uniqueEmail('course');
    const results = await Promise.all(
      [1, 2, 3].map(() => api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'C', email, password: 'secret123' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('requires a password of 6 characters, with the spec message', async () => {
    const res = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'A', email: uniqueEmail(), password: '12345' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('validates name and e-mail in French', async () => {
    const noName = await api.call('POST', '/api/v1/customer-auth/register', { body: { email: uniqueEmail(), password: 'secret123' } });
    expect(noName.status).toBe(400);
    expect(noName.body.detail).toMatch(/name/);
    const blank = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: '   ', email: uniqueEmail(), password: 'secret123' } });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Veuillez saisir votre nom');
    const badEmail = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'A', email: 'pas-un-email', password: 'secret123' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.detail).toMatch(/adresse e-mail/);
    const badCompany = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'A', email: uniqueEmail(), password: 'secret123', company_id: 'x' } });
    expect(badCompany.status).toBe(400);
  });

  it('queues a verification mail whose link verifies the address once', async () => {
    const { res, email, token } = await register();
    const mail = await lastMail(email);
    expect(mail?.subject).toMatch(/Confirmez/);
    expect(mail?.link).toMatch(new RegExp(`^${api.config.publicUrl}/verify-email/[A-Za-z0-9_-]{43}$`));
    expect(mail?.body).toContain(mail!.link!);
    const verifyToken = tokenOf(mail?.link);
    const ok = await api.call('POST', `/api/v1/customer-auth/verify-email/${verifyToken}`);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBeTruthy();
    const profile = await api.call('GET', '/api/v1/customer-auth/profile', { token });
    expect(profile.body.email_verified).toBe(true);
    expect(res.body.customer.email_verified).toBe(false);
    const again = await api.call('POST', `/api/v1/customer-auth/verify-email/${verifyToken}`);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('Lien de vérification invalide ou expiré');
  });

  it('refuses an unknown or expired verification token', async () => {
    const unknown = await api.call('POST', '/api/v1/customer-auth/verify-email/inconnu');
    expect(unknown.status).toBe(400);
    const { email } = await register();
    const verifyToken = tokenOf((await lastMail(email))?.link);
    await api.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(verifyToken)));
    const expired = await api.call('POST', `/api/v1/customer-auth/verify-email/${verifyToken}`, { headers: { 'content-type': 'application/json' } });
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe('Lien de vérification invalide ou expiré');
  });
});

describe('login', () => {
  it('signs the demo customer in', async () => {
    const res = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz', password: 'demo1234', company_id: api.config.companyId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', customer: { email: 'demo@example.dz', name: 'Amina Benali', phone: '+213 555 12 34 56', email_verified: true } });
    expect(res.body.customer.password_hash).toBeUndefined();
    expect(res.body.customer.passwordHash).toBeUndefined();
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz', password: 'mauvais' } });
    const unknown = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: 'personne@example.dz', password: 'demo1234' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('Email ou mot de passe incorrect');
    }
  });

  it('validates the body', async () => {
    const missing = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz' } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/password/);
    const malformed = await api.call('POST', '/api/v1/customer-auth/login', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Corps de requête JSON invalide');
    const form = await api.call('POST', '/api/v1/customer-auth/login', {
      rawBody: 'email=demo@example.dz&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.detail).toBe('Type de contenu non pris en charge');
    const huge = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz', password: 'x'.repeat(70 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('Corps de requête trop volumineux');
    const array = await api.call('POST', '/api/v1/customer-auth/login', { body: ['demo@example.dz'] });
    expect(array.status).toBe(400);
    const empty = await api.call('POST', '/api/v1/customer-auth/login', { headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
  });
});

describe('tokens', () => {
  it('check-token, validate-token and test-token accept a valid token', async () => {
    const { token, res } = await register();
    const check = await api.call('GET', '/api/v1/customer-auth/check-token', { token });
    expect(check).toMatchObject({ status: 200, body: { valid: true } });
    const validate = await api.call('GET', `/api/v1/customer-auth/validate-token?company_id=${api.config.companyId}`, { token });
    expect(validate.status).toBe(200);
    expect(validate.body).toEqual({ valid: true, customer_id: res.body.customer.id, expires_at: res.body.expires_at });
    const test = await api.call('GET', '/api/v1/customer-auth/test-token', { token });
    expect(test.body).toMatchObject({ id: res.body.customer.id, email: res.body.customer.email });
  });

  it('answers 401 without a token, with an unknown, expired or revoked one', async () => {
    const { token } = await register();
    await api.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(token)));
    const { token: revoked } = await register();
    await api.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, hashToken(revoked)));
    for (const t of [undefined, 'inconnu', token, revoked]) {
      for (const path of ['check-token', 'validate-token', 'test-token', 'profile']) {
        const res = await api.call('GET', `/api/v1/customer-auth/${path}`, { token: t });
        expect(res.status, `${path} ${t}`).toBe(401);
        expect(res.body.detail).toMatch(/connect/);
      }
    }
  });

  it('logout revokes the current token only', async () => {
    const { email, token } = await register();
    const second = await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'secret123' } });
    const out = await api.call('POST', '/api/v1/customer-auth/logout', { token, headers: { 'content-type': 'application/json' } });
    expect(out.status).toBe(200);
    expect(out.body.message).toBeTruthy();
    expect((await api.call('GET', '/api/v1/customer-auth/profile', { token })).status).toBe(401);
    expect((await api.call('GET', '/api/v1/customer-auth/profile', { token: second.body.access_token })).status).toBe(200);
    expect((await api.call('POST', '/api/v1/customer-auth/logout', { token })).status).toBe(401);
    expect((await api.call('POST', '/api/v1/customer-auth/logout')).status).toBe(401);
  });

  it('refresh issues a new token and revokes the old one', async () => {
    const { token, res } = await register();
    const refreshed = await api.call('POST', '/api/v1/customer-auth/refresh', { token, body: { company_id: api.config.companyId } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(token);
    expect(refreshed.body.customer.id).toBe(res.body.customer.id);
    expect(refreshed.body.token_type).toBe('bearer');
    expect((await api.call('GET', '/api/v1/customer-auth/check-token', { token })).status).toBe(401);
    expect((await api.call('GET', '/api/v1/customer-auth/check-token', { token: refreshed.body.access_token })).status).toBe(200);
    expect((await api.call('POST', '/api/v1/customer-auth/refresh', { token })).status).toBe(401);
  });
});

describe('profile', () => {
  it('updates name, phone and address; blank phone clears it', async () => {
    const { token } = await register({ phone: '0555' });
    const res = await api.call('PUT', '/api/v1/customer-auth/profile', {
      token,
      body: { name: '  Yacine H.  ', address: '12 rue Didouche Mourad, Alger', phone: '  ', company_id: api.config.companyId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Yacine H.', address: '12 rue Didouche Mourad, Alger', phone: null });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(res.body.created_at));
    const profile = await api.call('GET', '/api/v1/customer-auth/profile', { token });
    expect(profile.body).toEqual(res.body);
    const empty = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body.name).toBe('Yacine H.');
  });

  it('changes the e-mail (unverified again, a new verification mail) and refuses a taken one (409)', async () => {
    const { token } = await register();
    const next = uniqueEmail('nouveau');
    const res = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: next.toUpperCase(), current_password: 'secret123' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: next, email_verified: false });
    expect((await lastMail(next))?.link).toMatch(/verify-email/);
    const taken = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: 'demo@example.dz', current_password: 'secret123' } });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('Un compte existe déjà avec cette adresse e-mail');
  });

  it('validates the fields', async () => {
    const { token } = await register();
    const blank = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Le nom ne peut pas être vide');
    const email = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: 'x' } });
    expect(email.status).toBe(400);
    const guest = await api.call('PUT', '/api/v1/customer-auth/profile', { body: { name: 'A' } });
    expect(guest.status).toBe(401);
  });
});

describe('password change', () => {
  it('requires the current password and signs the other sessions out', async () => {
    const { email, token } = await register();
    const other = await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'secret123' } });
    const wrong = await api.call('PUT', '/api/v1/customer-auth/password', { token, body: { current_password: 'nope', new_password: 'nouveau123' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Mot de passe actuel incorrect');
    const short = await api.call('PUT', '/api/v1/customer-auth/password', { token, body: { current_password: 'secret123', new_password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Le mot de passe doit contenir au moins 6 caractères');
    const ok = await api.call('PUT', '/api/v1/customer-auth/password', { token, body: { current_password: 'secret123', new_password: 'nouveau123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBeTruthy();
    expect((await api.call('GET', '/api/v1/customer-auth/profile', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/v1/customer-auth/profile', { token: other.body.access_token })).status).toBe(401);
    expect((await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'secret123' } })).status).toBe(401);
    expect((await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'nouveau123' } })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and mails a link only to a real account', async () => {
    const { email } = await register();
    const known = await api.call('POST', '/api/v1/customer-auth/password', { body: { email, company_id: api.config.companyId } });
    const unknown = await api.call('POST', '/api/v1/customer-auth/password', { body: { email: 'inconnu@exemple.dz' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    // The mail is queued after the answer.
    await api.app.background.drain();
    const mail = await lastMail(email);
    expect(mail?.subject).toMatch(/Réinitialisation/);
    expect(mail?.link).toMatch(new RegExp(`^${api.config.publicUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(await lastMail('inconnu@exemple.dz')).toBeUndefined();
  });

  it('resets with the token once, revokes the sessions, and expires after an hour', async () => {
    const { email, token } = await register();
    await api.call('POST', '/api/v1/customer-auth/password', { body: { email } });
    await api.app.background.drain();
    const resetToken = tokenOf((await lastMail(email))?.link);
    const [row] = await api.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(resetToken)));
    expect(row?.kind).toBe('reset');
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const short = await api.call('POST', '/api/v1/customer-auth/password', { body: { token: resetToken, new_password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Le mot de passe doit contenir au moins 6 caractères');
    const ok = await api.call('POST', '/api/v1/customer-auth/password', { body: { token: resetToken, new_password: 'reinit123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBeTruthy();
    expect((await api.call('GET', '/api/v1/customer-auth/profile', { token })).status).toBe(401);
    expect((await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'reinit123' } })).status).toBe(200);
    const reused = await api.call('POST', '/api/v1/customer-auth/password', { body: { token: resetToken, new_password: 'autre1234' } });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe('Lien de réinitialisation invalide ou expiré');

    await api.call('POST', '/api/v1/customer-auth/password', { body: { email } });
    await api.app.background.drain();
    const late = tokenOf((await lastMail(email))?.link);
    await api.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(authTokens.tokenHash, hashToken(late)));
    const expired = await api.call('POST', '/api/v1/customer-auth/password', { body: { token: late, new_password: 'autre1234' } });
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe('Lien de réinitialisation invalide ou expiré');
  });

  it('refuses an access token used as a reset token, and an empty request', async () => {
    const { token } = await register();
    const res = await api.call('POST', '/api/v1/customer-auth/password', { body: { token, new_password: 'reinit123' } });
    expect(res.status).toBe(400);
    const none = await api.call('POST', '/api/v1/customer-auth/password', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('Veuillez indiquer votre adresse e-mail');
    const badEmail = await api.call('POST', '/api/v1/customer-auth/password', { body: { email: 'nope' } });
    expect(badEmail.status).toBe(400);
  });
});

describe('guest cart merge at sign-in', () => {
  async function offerlessProduct(minStock: number) {
    const rows = await api.db
      .select({ id: products.id, stock: products.stock, offer: storeProducts.storeId })
      .from(products)
      .leftJoin(storeProducts, eq(storeProducts.productId, products.id))
      .where(and(eq(products.status, 'active'), eq(products.companyId, api.config.companyId)));
    const p = rows.find((r) => r.offer === null && r.stock >= minStock);
    if (!p) throw new Error('no product without offers');
    return p;
  }

  it('register with X-Session-Id takes the guest cart over', async () => {
    const sessionId = newSessionId();
    const p = await offerlessProduct(3);
    const add = await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: p.id, quantity: 2, store_id: null } });
    expect(add.status).toBe(201);
    const { token } = await register({}, { sessionId });
    const cart = await api.call('GET', '/api/v1/cart/', { token });
    expect(cart.body.items).toMatchObject([{ product_id: p.id, quantity: 2 }]);
    const guest = await api.call('GET', '/api/v1/cart/', { sessionId });
    expect(guest.body.items).toEqual([]);
    expect(await api.db.select().from(carts).where(eq(carts.sessionId, sessionId))).toEqual([]);
  });

  it('login with X-Session-Id merges lines (summed, capped by stock), keeps the guest code, deletes the guest cart', async () => {
    const { email, token } = await register();
    const [a, b] = await (async () => {
      const rows = await api.db
        .select({ id: products.id, stock: products.stock, offer: storeProducts.storeId })
        .from(products)
        .leftJoin(storeProducts, eq(storeProducts.productId, products.id))
        .where(eq(products.status, 'active'));
      const ids = rows.filter((r) => r.offer === null && r.stock >= 10).map((r) => r.id);
      return [ids[0]!, ids[1]!];
    })();
    await api.db.update(products).set({ stock: 5 }).where(eq(products.id, a));
    expect((await api.call('POST', '/api/v1/cart/items', { token, body: { product_id: a, quantity: 3 } })).status).toBe(201);
    const sessionId = newSessionId();
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: a, quantity: 4 } });
    await api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: b, quantity: 1 } });
    expect((await api.call('POST', '/api/v1/cart/apply-discount/', { sessionId, body: { code: 'BIENVENUE10' } })).status).toBe(200);

    const login = await api.call('POST', '/api/v1/customer-auth/login', { sessionId, body: { email, password: 'secret123' } });
    expect(login.status).toBe(200);
    const cart = await api.call('GET', '/api/v1/cart/', { token: login.body.access_token });
    const byProduct = Object.fromEntries(cart.body.items.map((i: { product_id: string; quantity: number }) => [i.product_id, i.quantity]));
    expect(byProduct).toEqual({ [a]: 5, [b]: 1 });
    expect(cart.body.discount_code).toBe('BIENVENUE10');
    expect(cart.body.total_items).toBe(6);
    const guestCarts = await api.db.select().from(carts).where(eq(carts.sessionId, sessionId));
    expect(guestCarts).toEqual([]);
    expect(await api.db.select().from(cartItems).where(eq(cartItems.cartId, cart.body.id))).toHaveLength(2);
    // Same token or the new one: one cart per customer.
    expect((await api.call('GET', '/api/v1/cart/', { token })).body.id).toBe(cart.body.id);
  });

  it('an invalid X-Session-Id does not prevent login', async () => {
    const res = await api.call('POST', '/api/v1/customer-auth/login', {
      body: { email: 'demo@example.dz', password: 'demo1234' },
      headers: { 'x-session-id': 'nimporte quoi' },
    });
    expect(res.status).toBe(200);
  });
});

describe('rate limiting', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => limited?.close());

  it('answers 429 in French after the limit on login, register and password reset, per route', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await limited.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz', password: 'faux-mdp' } });
      expect(res.status).toBe(401);
    }
    const blocked = await limited.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz', password: 'demo1234' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toBe('Trop de tentatives. Veuillez réessayer dans une minute.');
    expect(blocked.headers.get('retry-after')).toBeTruthy();

    for (let i = 0; i < 3; i++) {
      expect((await limited.call('POST', '/api/v1/customer-auth/password', { body: { email: 'demo@example.dz' } })).status).toBe(200);
    }
    expect((await limited.call('POST', '/api/v1/customer-auth/password', { body: { email: 'demo@example.dz' } })).status).toBe(429);
    expect((await limited.call('POST', '/api/v1/customer-auth/password', { body: { token: 'x', new_password: 'abcdef' } })).status).toBe(429);

    for (let i = 0; i < 3; i++) {
      await limited.call('POST', '/api/v1/customer-auth/register', { body: { name: 'A', email: uniqueEmail(), password: '1' } });
    }
    const reg = await limited.call('POST', '/api/v1/customer-auth/register', { body: { name: 'A', email: uniqueEmail(), password: 'secret123' } });
    expect(reg.status).toBe(429);
    expect(reg.body.detail).toMatch(/Trop de tentatives/);

    // Other routes are not limited.
    expect((await limited.call('GET', '/api/v1/customer-auth/check-token')).status).toBe(401);
  });
});
