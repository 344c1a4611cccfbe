/**
 * /api/v1/customer-auth: accounts and sessions of customers (opaque bearer
 * tokens, 30 days, refreshable until 90 days after sign-in), password reset and e-mail verification (mails written to
 * mail_outbox), then checkout and orders (./orders.ts). Login and signup with
 * an X-Session-Id move the guest's cart into the customer's, in the
 * transaction that creates the token.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, conflict, unauthorized } from '#server/lib/http-error.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { requireCustomer, sessionIdOf } from '#server/services/caller.ts';
import { revokeToken, type IssuedToken } from '#server/repositories/auth-tokens.ts';
import {
  emailTaken,
  findCustomerByEmail,
  normalizeEmail,
  toCustomer,
  type CustomerRow,
  type ProfileChanges,
} from '#server/repositories/customers.ts';
import {
  CheckTokenSchema,
  CustomerSchema,
  EmptyBody,
  LoginBody,
  MessageSchema,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  PasswordChangeBody,
  PasswordResetBody,
  ProfileUpdateBody,
  RegisterBody,
  TokenParams,
  TokenResponseSchema,
  ValidateTokenSchema,
  type TokenResponse,
} from '#server/schemas/auth.ts';
import { CompanyQuery, errorResponses } from '#server/schemas/common.ts';
import {
  changePassword,
  changeProfile,
  checkCredentials,
  createAccount,
  EMAIL_TAKEN,
  hasWeakHash,
  newPasswordHash,
  refreshSession,
  resetPassword,
  sendResetLink,
  signIn,
  upgradeWeakHash,
  verifyEmail,
} from '#server/services/accounts.ts';
import { orderRoutes } from './orders.ts';
import { SignInHeaders } from '#server/schemas/headers.ts';

const BAD_CREDENTIALS = 'Email ou mot de passe incorrect';
const WRONG_CURRENT_PASSWORD = 'Mot de passe actuel incorrect';
const ACCOUNT_TOO_MANY_ATTEMPTS = 'Trop de tentatives pour ce compte. Veuillez réessayer dans quelques minutes.';
const CURRENT_PASSWORD_NEEDED = 'Veuillez saisir votre mot de passe actuel pour changer d’adresse e-mail';

const tags = ['customer-auth'];
const security = [{ bearer: [] }];

function checkPassword(password: string | undefined): string {
  if (password === undefined || password.length < MIN_PASSWORD_LENGTH) throw badRequest(PASSWORD_TOO_SHORT);
  return password;
}

function tokenResponse(customer: CustomerRow, access: IssuedToken): TokenResponse {
  return { access_token: access.token, token_type: 'bearer', expires_at: access.expiresAt.toISOString(), customer: toCustomer(customer) };
}

const blankToNull = (v: string | null | undefined) => (v == null ? v : v.trim() || null);

/** The plugin's instance, with its TypeBox-typed routes. */
type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the account routes share: the company, the rate limits and the mailed links. */
interface AuthRoutesContext {
  companyId: string;
  /** Per client address: the auth rate limit. */
  limited: { rateLimit: { max: number; timeWindow: string } };
  /** Per account: a preHandler that answers 429 once an address has had too many tries. */
  perAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  verifyLink: (token: string) => string;
  resetLink: (token: string) => string;
}

function authRoutesContext(app: App): AuthRoutesContext {
  // Per account as well: guesses spread over many addresses (a botnet, or
  // every shopper behind one proxy without TRUST_PROXY) still meet a limit.
  // Keyed by the normalized e-mail; a request without one is not counted here.
  // (createRateLimit: a second limit on a route that has one; the plugin's
  // own handler runs once per request.)
  const accountLimit = app.createRateLimit({
    max: app.config.accountRateLimit,
    timeWindow: 15 * 60 * 1000,
    keyGenerator: (request) => `account:${normalizeEmail((request.body as { email: string }).email)}`,
  });
  return {
    companyId: app.config.companyId,
    limited: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
    perAccount: async (request, reply) => {
      if (typeof (request.body as { email?: unknown } | undefined)?.email !== 'string') return;
      const limit = await accountLimit(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      return reply.status(429).header('Retry-After', String(limit.ttlInSeconds)).send({ detail: ACCOUNT_TOO_MANY_ATTEMPTS });
    },
    verifyLink: (token) => `${app.config.publicUrl}/verify-email/${token}`,
    resetLink: (token) => `${app.config.publicUrl}/reset-password?token=${token}`,
  };
}

/** Signing up and in, out, and a session's renewal. */
function sessionRoutes(app: App, { companyId, limited, perAccount, verifyLink }: AuthRoutesContext): void {
  app.post(
    '/register',
    {
      config: limited,
      schema: { tags, summary: 'Créer un compte (et se connecter)', documentedHeaders: SignInHeaders, body: RegisterBody, response: { 201: TokenResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { email, phone } = request.body;
      const name = request.body.name.trim();
      if (!name) throw badRequest('Veuillez saisir votre nom');
      const passwordHash = await newPasswordHash(app.db, companyId, email, checkPassword(request.body.password));
      const { customer, access } = await createAccount(
        app.db,
        { companyId, name, email, passwordHash, phone: blankToNull(phone), sessionId: sessionIdOf(request) },
        verifyLink,
      );
      // Never the link: its token is a credential, and logs travel further than the outbox.
      request.log.info({ customer_id: customer.id, mail: 'verification' }, 'mail queued');
      return reply.status(201).send(tokenResponse(customer, access));
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      preHandler: perAccount,
      schema: { tags, summary: 'Se connecter', documentedHeaders: SignInHeaders, body: LoginBody, response: { 200: TokenResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { email, password } = request.body;
      const customer = await checkCredentials(app.db, companyId, email, password);
      if (!customer) throw unauthorized(BAD_CREDENTIALS);
      if (hasWeakHash(customer)) {
        // After the answer, so the upgrade's hash does not slow the login.
        const log = request.log;
        app.background.run('password rehash', async () => {
          if (await upgradeWeakHash(app.db, customer, password)) log.info({ customer_id: customer.id }, 'password hash upgraded');
        });
      }
      const access = await signIn(app.db, customer.id, sessionIdOf(request));
      return tokenResponse(customer, access);
    },
  );

  app.post(
    '/logout',
    { schema: { tags, security, summary: 'Se déconnecter (révoque le jeton)', body: EmptyBody, response: { 200: MessageSchema, ...errorResponses } } },
    async (request) => {
      const auth = await requireCustomer(app.db, request);
      await revokeToken(app.db, auth.tokenId);
      return { message: 'Déconnexion réussie' };
    },
  );

  app.post(
    '/refresh',
    { schema: { tags, security, summary: 'Renouveler le jeton', body: EmptyBody, response: { 200: TokenResponseSchema, ...errorResponses } } },
    async (request) => {
      const auth = await requireCustomer(app.db, request);
      const access = await refreshSession(app.db, auth);
      return tokenResponse(auth.customer, access);
    },
  );

}

/** The signed-in customer's profile and password. */
function profileRoutes(app: App, { companyId, verifyLink }: AuthRoutesContext): void {
  app.get(
    '/profile',
    { schema: { tags, security, summary: 'Mon profil', querystring: CompanyQuery, response: { 200: CustomerSchema, ...errorResponses } } },
    async (request) => toCustomer((await requireCustomer(app.db, request)).customer),
  );

  app.put(
    '/profile',
    { schema: { tags, security, summary: 'Modifier mon profil', body: ProfileUpdateBody, response: { 200: CustomerSchema, ...errorResponses } } },
    async (request) => {
      const auth = await requireCustomer(app.db, request);
      const body = request.body;
      const changes: ProfileChanges = {};
      if (body.name !== undefined) {
        changes.name = body.name.trim();
        if (!changes.name) throw badRequest('Le nom ne peut pas être vide');
      }
      if (body.phone !== undefined) changes.phone = blankToNull(body.phone);
      if (body.address !== undefined) changes.address = blankToNull(body.address);
      const newEmail = body.email !== undefined && normalizeEmail(body.email) !== auth.customer.email ? normalizeEmail(body.email) : null;
      if (newEmail) {
        // A taken address first, as before (the storefront shows it beside
        // the field): register tells taken addresses apart anyway, by the spec.
        if (await emailTaken(app.db, companyId, newEmail, auth.customer.id)) throw conflict(EMAIL_TAKEN);
        // The login address is a credential: a bearer token alone (stolen,
        // or a shared device left signed in) must not be enough to move the
        // account, and its password resets, to another mailbox.
        if (!body.current_password) throw badRequest(CURRENT_PASSWORD_NEEDED);
        if (!(await verifyPassword(body.current_password, auth.customer.passwordHash))) throw badRequest(WRONG_CURRENT_PASSWORD);
        changes.email = newEmail;
        changes.emailVerifiedAt = null;
      }
      const customer = await changeProfile(app.db, companyId, auth, changes, verifyLink);
      if (newEmail) request.log.info({ customer_id: customer.id, mail: 'verification,email-changed' }, 'mail queued');
      return toCustomer(customer);
    },
  );

  app.put(
    '/password',
    { schema: { tags, security, summary: 'Changer mon mot de passe', body: PasswordChangeBody, response: { 200: MessageSchema, ...errorResponses } } },
    async (request) => {
      const auth = await requireCustomer(app.db, request);
      const password = checkPassword(request.body.new_password);
      if (!(await verifyPassword(request.body.current_password, auth.customer.passwordHash))) {
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
      const passwordHash = await hashPassword(password);
      await changePassword(app.db, auth, passwordHash);
      request.log.info({ customer_id: auth.customer.id, mail: 'password-changed' }, 'mail queued');
      return { message: 'Mot de passe modifié avec succès' };
    },
  );

}

/** A forgotten password's link and reset, and an address's confirmation. */
function recoveryRoutes(app: App, { companyId, limited, perAccount, resetLink }: AuthRoutesContext): void {
  app.post(
    '/password',
    {
      config: limited,
      preHandler: perAccount,
      schema: {
        tags,
        summary: 'Demander un lien de réinitialisation {email}, ou réinitialiser {token, new_password}',
        body: PasswordResetBody,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, token, new_password } = request.body;
      if (token !== undefined) {
        const passwordHash = await hashPassword(checkPassword(new_password));
        await resetPassword(app.db, token, passwordHash);
        return { message: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.' };
      }
      if (email === undefined) throw badRequest('Veuillez indiquer votre adresse e-mail');
      // The same answer, in the same time, whether or not the account exists:
      // the lookup and the mail happen after the answer, so its timing cannot
      // tell a shopper's address from an unknown one.
      const log = request.log;
      app.background.run('password-reset mail', async () => {
        const customer = await findCustomerByEmail(app.db, companyId, email);
        if (!customer) return;
        await sendResetLink(app.db, customer, resetLink);
        log.info({ customer_id: customer.id, mail: 'password-reset' }, 'mail queued');
      });
      return { message: 'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient de vous être envoyé.' };
    },
  );

  app.post(
    '/verify-email/:token',
    {
      schema: { tags, summary: 'Confirmer mon adresse e-mail', params: TokenParams, body: EmptyBody, response: { 200: MessageSchema, ...errorResponses } },
    },
    async (request) => {
      await verifyEmail(app.db, request.params.token);
      return { message: 'Votre adresse e-mail est confirmée' };
    },
  );

}

/** What a bearer token is worth (check, details, its customer). */
function tokenRoutes(app: App): void {
  app.get(
    '/check-token',
    { schema: { tags, security, summary: 'Le jeton est-il valide ?', querystring: CompanyQuery, response: { 200: CheckTokenSchema, ...errorResponses } } },
    async (request) => {
      await requireCustomer(app.db, request);
      return { valid: true };
    },
  );

  app.get(
    '/validate-token',
    { schema: { tags, security, summary: 'Détails du jeton', querystring: CompanyQuery, response: { 200: ValidateTokenSchema, ...errorResponses } } },
    async (request) => {
      const auth = await requireCustomer(app.db, request);
      return { valid: true, customer_id: auth.customer.id, expires_at: auth.expiresAt.toISOString() };
    },
  );

  app.get(
    '/test-token',
    { schema: { tags, security, summary: 'Le client du jeton', querystring: CompanyQuery, response: { 200: CustomerSchema, ...errorResponses } } },
    async (request) => toCustomer((await requireCustomer(app.db, request)).customer),
  );

}

export const customerAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = authRoutesContext(app);
  sessionRoutes(app, context);
  profileRoutes(app, context);
  recoveryRoutes(app, context);
  tokenRoutes(app);
  await app.register(orderRoutes);
};
