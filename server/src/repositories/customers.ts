import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import type { Customer } from '../schemas/auth.ts';

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(r: CustomerRow): Customer {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    email_verified: r.emailVerifiedAt !== null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** E-mails are stored trimmed and lowercased, which makes the (company, email) constraint case-insensitive. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findCustomerByEmail(db: Executor, companyId: string, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.email, normalizeEmail(email))))
    .limit(1);
  return row ?? null;
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

export interface NewCustomer {
  companyId: string;
  name: string;
  email: string;
  passwordHash: string;
  phone?: string | null;
}

/** Inserts a customer; null when the e-mail is taken in that company. */
export async function insertCustomer(db: Executor, c: NewCustomer): Promise<CustomerRow | null> {
  const [row] = await db
    .insert(customers)
    .values({ companyId: c.companyId, name: c.name, email: normalizeEmail(c.email), passwordHash: c.passwordHash, phone: c.phone ?? null })
    .onConflictDoNothing({ target: [customers.companyId, customers.email] })
    .returning();
  return row ?? null;
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string | null;
  address?: string | null;
  /** A changed e-mail is no longer verified. */
  emailVerifiedAt?: Date | null;
}

export async function updateCustomer(db: Executor, id: string, changes: ProfileChanges): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({ ...changes, ...(changes.email !== undefined ? { email: normalizeEmail(changes.email) } : {}), updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new Error(`customer ${id} vanished`);
  return row;
}

export async function setPasswordHash(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db.update(customers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(customers.id, id));
}

/** Upgrades a hash at login, unless the password changed in the meantime (then the newer hash stays). */
export async function upgradePasswordHash(db: Executor, id: string, previousHash: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ passwordHash })
    .where(and(eq(customers.id, id), eq(customers.passwordHash, previousHash)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function markEmailVerified(db: Executor, id: string): Promise<void> {
  await db
    .update(customers)
    .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

/** Whether another customer of the company already uses this e-mail. */
export async function emailTaken(db: Executor, companyId: string, email: string, exceptId?: string): Promise<boolean> {
  const row = await findCustomerByEmail(db, companyId, email);
  return row !== null && row.id !== exceptId;
}
