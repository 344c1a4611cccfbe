/**
 * The account rules of /api/v1/customer-auth: credentials checked in the same
 * time whatever they are, and the changes that span several tables, each
 * in one transaction: a new account with its first session, verification mail
 * and the guest's cart; a sign-in; a token refresh; a profile or password
 * change with the sessions and links it ends; a password reset; a confirmed
 * e-mail. Guarantees: each runs wholly or not at all; a token is issued only
 * with what it goes with (a mail queued, a cart merged); a refused step (4xx)
 * rolls the whole change back.
 */
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, unauthorized } from '#server/lib/http-error.ts';
import type { AuthContext } from '#server/services/caller.ts';
import { consumeToken, issueToken, revokeCustomerTokens, revokeToken, sessionStartOf, type IssuedToken } from '#server/repositories/auth-tokens.ts';
import { mergeGuestCart } from '#server/repositories/carts.ts';
import {
  emailTaken,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  markEmailVerified,
  setPasswordHash,
  updateCustomer,
  upgradePasswordHash,
  type CustomerRow,
  type ProfileChanges,
} from '#server/repositories/customers.ts';
import { emailChangedMail, passwordChangedMail, queueMail, resetMail, verificationMail } from '#server/repositories/mail.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '#server/lib/passwords.ts';

export const EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail';
export const BAD_RESET_LINK = 'Lien de réinitialisation invalide ou expiré';
export const BAD_VERIFY_LINK = 'Lien de vérification invalide ou expiré';
export const SESSION_INVALID = 'Session expirée ou invalide. Veuillez vous reconnecter.';

/** A mailed link's URL for its token. */
export type LinkOf = (token: string) => string;

/** The unique constraint on (company, email) won a race against our check. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface NewAccount {
  companyId: string;
  name: string;
  email: string;
  passwordHash: string;
  phone: string | null | undefined;
  /** The guest session whose cart becomes the customer's. */
  sessionId: string | null;
}

/** Creates the account, signs it in, queues the verification mail and takes over the guest's cart. */
export async function createAccount(db: Db, account: NewAccount, verifyLink: LinkOf): Promise<{ customer: CustomerRow; access: IssuedToken }> {
  return db.transaction(async (tx) => {
    const { sessionId, ...fields } = account;
    const customer = await insertCustomer(tx, fields);
    if (!customer) throw conflict(EMAIL_TAKEN);
    const access = await issueToken(tx, customer.id, 'access');
    const verify = await issueToken(tx, customer.id, 'verify');
    await queueMail(tx, verificationMail(customer.email, customer.name, verifyLink(verify.token)));
    if (sessionId) await mergeGuestCart(tx, sessionId, customer.id);
    return { customer, access };
  });
}

/**
 * The password of a new account, hashed; a taken address is refused, but only
 * after the hash: the spec signs a new shopper in at once, so a taken address
 * must be told apart, though not by the answer's time.
 */
export async function newPasswordHash(db: Db, companyId: string, email: string, password: string): Promise<string> {
  const taken = await emailTaken(db, companyId, email);
  const passwordHash = await hashPassword(password);
  if (taken) throw conflict(EMAIL_TAKEN);
  return passwordHash;
}

/**
 * The customer these credentials are of, or null, in the same time either
 * way. An unknown e-mail costs the same scrypt as a wrong password. A hash
 * made at an older, lower cost verifies faster than that: today's cost runs
 * alongside it, so such an account (every account, the day the cost is
 * raised) is not told apart by the answer's time either.
 */
export async function checkCredentials(db: Db, companyId: string, email: string, password: string): Promise<CustomerRow | null> {
  const customer = await findCustomerByEmail(db, companyId, email);
  const dummy = await dummyPasswordHash();
  const weaker = customer !== null && needsRehash(customer.passwordHash);
  const [ok] = await Promise.all([verifyPassword(password, customer?.passwordHash ?? dummy), weaker ? verifyPassword(password, dummy) : false]);
  return customer && ok ? customer : null;
}

/** Whether a signed-in customer's hash was made at an older, lower cost (upgradeWeakHash, with the password at hand only now). */
export function hasWeakHash(customer: CustomerRow): boolean {
  return needsRehash(customer.passwordHash);
}

/** Hashes the password again at today's cost; false when the hash changed meanwhile (another sign-in upgraded it, a reset). */
export async function upgradeWeakHash(db: Db, customer: CustomerRow, password: string): Promise<boolean> {
  return upgradePasswordHash(db, customer.id, customer.passwordHash, await hashPassword(password));
}

/** A new session for a customer whose password was checked, with the guest's cart taken over. */
export async function signIn(db: Db, customerId: string, sessionId: string | null): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    const access = await issueToken(tx, customerId, 'access');
    if (sessionId) await mergeGuestCart(tx, sessionId, customerId);
    return access;
  });
}

/** Replaces the caller's token with a new one of the same session (never past the sign-in's absolute limit). */
export async function refreshSession(db: Db, auth: AuthContext): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    // Two refreshes of one token: only the first gets a new one.
    if (!(await revokeToken(tx, auth.tokenId))) throw unauthorized(SESSION_INVALID);
    // The new token continues the same session: it cannot outlive the sign-in's absolute limit.
    const sessionStart = (await sessionStartOf(tx, auth.tokenId)) ?? new Date();
    const next = await issueToken(tx, auth.customer.id, 'access', sessionStart);
    if (next.expiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_INVALID);
    return next;
  });
}

/**
 * Applies a profile change. A new login address (`changes.email`, its
 * password already checked) ends the links and the other sessions of the old
 * one, mails a verification to the new address and a notice to the old.
 */
export async function changeProfile(db: Db, companyId: string, auth: AuthContext, changes: ProfileChanges, verifyLink: LinkOf): Promise<CustomerRow> {
  const newEmail = changes.email ?? null;
  try {
    return await db.transaction(async (tx) => {
      if (newEmail && (await emailTaken(tx, companyId, newEmail, auth.customer.id))) throw conflict(EMAIL_TAKEN);
      const customer = await updateCustomer(tx, auth.customer.id, changes);
      if (newEmail) {
        // Links already sent are for the old address: a pending verification
        // would confirm the new one, a pending reset would outlive the change.
        await revokeCustomerTokens(tx, customer.id, 'verify');
        await revokeCustomerTokens(tx, customer.id, 'reset');
        // Every other session ends; this one stays signed in.
        await revokeCustomerTokens(tx, customer.id, 'access', auth.tokenId);
        const verify = await issueToken(tx, customer.id, 'verify');
        await queueMail(tx, verificationMail(customer.email, customer.name, verifyLink(verify.token)));
        await queueMail(tx, emailChangedMail(auth.customer.email, customer.name, customer.email));
      }
      return customer;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/** Sets a new password (the current one already checked): other sessions and pending resets end, a notice is mailed. */
export async function changePassword(db: Db, auth: AuthContext, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.customer.id, passwordHash);
    // Every other session ends; this one stays signed in.
    await revokeCustomerTokens(tx, auth.customer.id, 'access', auth.tokenId);
    await revokeCustomerTokens(tx, auth.customer.id, 'reset');
    await queueMail(tx, passwordChangedMail(auth.customer.email, auth.customer.name));
  });
}

/** Sets the password of a reset link's account, once per link; every session and other link of it ends. */
export async function resetPassword(db: Db, token: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const customerId = await consumeToken(tx, token, 'reset');
    if (!customerId) throw badRequest(BAD_RESET_LINK);
    await setPasswordHash(tx, customerId, passwordHash);
    await revokeCustomerTokens(tx, customerId, 'access');
    await revokeCustomerTokens(tx, customerId, 'reset');
  });
}

/** Issues a reset link for the customer and queues its mail. */
export async function sendResetLink(db: Db, customer: CustomerRow, resetLink: LinkOf): Promise<void> {
  await db.transaction(async (tx) => {
    const reset = await issueToken(tx, customer.id, 'reset');
    await queueMail(tx, resetMail(customer.email, customer.name, resetLink(reset.token)));
  });
}

/** Confirms the address of a verification link's account, once per link. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const customerId = await consumeToken(tx, token, 'verify');
    if (!customerId || !(await findCustomerById(tx, customerId))) throw badRequest(BAD_VERIFY_LINK);
    await markEmailVerified(tx, customerId);
  });
}
