/**
 * Who is calling: a customer (bearer token, checked against the stored hash,
 * expiry and revocation) or a guest (the client session in X-Session-Id).
 * A token that is sent but not valid is a 401, never a silent guest.
 */
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#server/db/client.ts';
import { badRequest, unauthorized } from '#server/lib/http-error.ts';
import { findAccessSession, type AccessSession } from '#server/repositories/auth-tokens.ts';
import type { CartOwner } from '#server/lib/owner.ts';
import { SESSION_ID_PATTERN } from '#server/schemas/headers.ts';

export type AuthContext = AccessSession;

/** The spec's session id (schemas/headers.ts). */
export const SESSION_ID_RE = new RegExp(SESSION_ID_PATTERN);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

const authCache = new WeakMap<FastifyRequest, AuthContext | null>();

/** The signed-in customer, null for a guest; 401 for a token that is not (or no longer) valid. */
export async function optionalCustomer(db: Executor, request: FastifyRequest): Promise<AuthContext | null> {
  if (authCache.has(request)) return authCache.get(request) ?? null;
  const token = bearerToken(request);
  if (!token) {
    authCache.set(request, null);
    return null;
  }
  const row = await findAccessSession(db, token);
  if (!row) throw unauthorized('Session expirée ou invalide. Veuillez vous reconnecter.');
  const ctx: AuthContext = { customer: row.customer, tokenId: row.tokenId, expiresAt: row.expiresAt };
  authCache.set(request, ctx);
  return ctx;
}

export async function requireCustomer(db: Executor, request: FastifyRequest): Promise<AuthContext> {
  const ctx = await optionalCustomer(db, request);
  if (!ctx) throw unauthorized('Authentification requise. Veuillez vous connecter.');
  return ctx;
}

export function sessionIdOf(request: FastifyRequest): string | null {
  const raw = request.headers['x-session-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  return SESSION_ID_RE.test(value) ? value : null;
}

/** The owner of the cart a request works on: the customer if signed in, else the guest's session. */
export async function cartOwner(db: Executor, request: FastifyRequest): Promise<CartOwner> {
  const auth = await optionalCustomer(db, request);
  if (auth) return { customerId: auth.customer.id };
  const sessionId = sessionIdOf(request);
  if (!sessionId) {
    throw badRequest(
      request.headers['x-session-id'] ? 'En-tête X-Session-Id invalide' : 'En-tête X-Session-Id manquant : session client requise',
    );
  }
  return { sessionId };
}

