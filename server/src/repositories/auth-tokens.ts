/**
 * Opaque tokens: the caller gets 256 random bits once; only the SHA-256 hash
 * is stored. Reset and verification tokens are single use: consuming one
 * revokes it in the same statement, so two concurrent uses cannot both win.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { authTokens, customers } from '../db/schema.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import type { CustomerRow } from './customers.ts';

export type TokenKind = 'access' | 'reset' | 'verify';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  access: 30 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  verify: 7 * 24 * 60 * 60 * 1000,
};

/**
 * A session (an access token and the tokens refresh trades it for) ends this
 * long after its sign-in, however often it is refreshed: a stolen token cannot
 * be kept alive forever. The sign-in time travels across refreshes in the
 * access tokens' `created_at` (the first token's issue time), so no column
 * was added for it.
 */
export const SESSION_MAX_MS = 90 * 24 * 60 * 60 * 1000;

export interface IssuedToken {
  id: string;
  token: string;
  expiresAt: Date;
}

/**
 * A new token. `sessionStart` (access tokens only) is the sign-in a refresh
 * continues: the token keeps it and expires no later than SESSION_MAX_MS after it.
 */
export async function issueToken(db: Executor, customerId: string, kind: TokenKind, sessionStart?: Date): Promise<IssuedToken> {
  const token = newToken();
  const now = Date.now();
  const cap = sessionStart ? sessionStart.getTime() + SESSION_MAX_MS : Infinity;
  const expiresAt = new Date(Math.min(now + TOKEN_TTL_MS[kind], cap));
  const [row] = await db
    .insert(authTokens)
    .values({ customerId, tokenHash: hashToken(token), kind, expiresAt, ...(sessionStart ? { createdAt: sessionStart } : {}) })
    .returning({ id: authTokens.id });
  return { id: row!.id, token, expiresAt };
}

/** When the session of an access token began (its first token's issue time), or null for an unknown token. */
export async function sessionStartOf(db: Executor, tokenId: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: authTokens.createdAt }).from(authTokens).where(eq(authTokens.id, tokenId)).limit(1);
  return row?.createdAt ?? null;
}

/** Revokes a valid token of that kind and returns its customer; null when unknown, expired, used or revoked. */
export async function consumeToken(db: Executor, token: string, kind: TokenKind): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: authTokens.customerId });
  return row?.customerId ?? null;
}

/** Revokes one token; false when it was already revoked (a concurrent logout or refresh). */
export async function revokeToken(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** Revokes every live token of a kind for a customer, except one (the session making the change). */
export async function revokeCustomerTokens(db: Executor, customerId: string, kind: TokenKind, exceptId?: string): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.customerId, customerId),
        eq(authTokens.kind, kind),
        isNull(authTokens.revokedAt),
        exceptId ? ne(authTokens.id, exceptId) : undefined,
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length;
}

export interface AccessSession {
  customer: CustomerRow;
  tokenId: string;
  expiresAt: Date;
}

/** The customer signed in with access token `token`, while it is neither expired nor revoked; else null. */
export async function findAccessSession(db: Executor, token: string): Promise<AccessSession | null> {
  const rows = await db
    .select({ customer: customers, tokenId: authTokens.id, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(customers, eq(customers.id, authTokens.customerId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, 'access'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
