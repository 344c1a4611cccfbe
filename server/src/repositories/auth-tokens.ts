/**
 * Opaque tokens: the caller gets 256 random bits once; only the SHA-256 hash
 * is stored. Reset and verification tokens are single use: consuming one
 * revokes it in the same statement, so two concurrent uses cannot both win.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { authTokens } from '../db/schema.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

export type TokenKind = 'access' | 'reset' | 'verify';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  access: 30 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  verify: 7 * 24 * 60 * 60 * 1000,
};

export interface IssuedToken {
  id: string;
  token: string;
  expiresAt: Date;
}

export async function issueToken(db: Executor, customerId: string, kind: TokenKind): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[kind]);
  const [row] = await db
    .insert(authTokens)
    .values({ customerId, tokenHash: hashToken(token), kind, expiresAt })
    .returning({ id: authTokens.id });
  return { id: row!.id, token, expiresAt };
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
