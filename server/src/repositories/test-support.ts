/**
 * Removal of what a browser test created: its customers (by e-mail), its guest
 * sessions (by X-Session-Id) and single orders (the demo customer's, whose
 * account stays). Used only by routes/testing.ts, which exists only when
 * TEST_SUPPORT_ROUTES=1.
 * Guarantees:
 * - one transaction for the whole request: a failure removes nothing;
 * - children before parents where a foreign key would not cascade: orders
 *   keep their rows when their customer goes (customer_id SET NULL), so they
 *   are deleted first, their lines cascading;
 * - the seeded demo customer is never deleted (seed/catalogue.ts), nor
 *   another company's customer: every customer lookup is by (company, e-mail).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { authTokens, carts, customers, idempotencyKeys, mailOutbox, orders, wishlistItems } from '../db/schema.ts';
import { DEMO_CUSTOMER } from '../seed/catalogue.ts';
import { normalizeEmail } from './customers.ts';

export interface TestDataSelection {
  /** Customers' login e-mails. */
  emails: string[];
  /** Guest sessions (X-Session-Id): their cart and their guest orders. */
  sessionIds: string[];
  /** Orders by id, whoever placed them. */
  orderIds: string[];
}

export interface DeletedCounts {
  customers: number;
  carts: number;
  wishlistItems: number;
  orders: number;
  authTokens: number;
  idempotencyKeys: number;
  mails: number;
}

/** True for the seed's accounts, which tests use and must leave as they found them. */
export function isSeededCustomer(email: string): boolean {
  return normalizeEmail(email) === normalizeEmail(DEMO_CUSTOMER.email);
}

/** Deletes the selection and everything that hangs on it; `db` must be a transaction. */
export async function deleteTestData(db: Executor, companyId: string, selection: TestDataSelection): Promise<DeletedCounts> {
  const emails = [...new Set(selection.emails.map(normalizeEmail))].filter((e) => !isSeededCustomer(e));
  const sessionIds = [...new Set(selection.sessionIds)];
  const orderIds = [...new Set(selection.orderIds)];
  const counts: DeletedCounts = { customers: 0, carts: 0, wishlistItems: 0, orders: 0, authTokens: 0, idempotencyKeys: 0, mails: 0 };

  const found = emails.length
    ? await db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(and(eq(customers.companyId, companyId), inArray(customers.email, emails)))
        .for('update')
    : [];
  const customerIds = found.map((c) => c.id);

  // Orders: the customers', the guest sessions' (never a customer's order
  // that merely carries the session id), and those named.
  const orderFilters = [
    customerIds.length ? inArray(orders.customerId, customerIds) : undefined,
    sessionIds.length ? and(isNull(orders.customerId), inArray(orders.sessionId, sessionIds)) : undefined,
    orderIds.length ? inArray(orders.id, orderIds) : undefined,
  ].filter((f) => f !== undefined);
  if (orderFilters.length) {
    const deleted = await db
      .delete(orders)
      .where(and(eq(orders.companyId, companyId), or(...orderFilters)))
      .returning({ id: orders.id });
    counts.orders = deleted.length;
  }

  // Carts: the customers' and the guest sessions' (their lines cascade).
  const cartFilters = [
    customerIds.length ? inArray(carts.customerId, customerIds) : undefined,
    sessionIds.length ? and(isNull(carts.customerId), inArray(carts.sessionId, sessionIds)) : undefined,
  ].filter((f) => f !== undefined);
  if (cartFilters.length) {
    const deleted = await db
      .delete(carts)
      .where(and(eq(carts.companyId, companyId), or(...cartFilters)))
      .returning({ id: carts.id });
    counts.carts = deleted.length;
  }

  const scopes = [...customerIds.map((id) => `customer:${id}`), ...sessionIds.map((id) => `session:${id}`)];
  if (scopes.length) {
    counts.idempotencyKeys = (await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.scope, scopes)).returning({ key: idempotencyKeys.key })).length;
  }

  if (customerIds.length) {
    counts.wishlistItems = (await db.delete(wishlistItems).where(inArray(wishlistItems.customerId, customerIds)).returning({ id: wishlistItems.id })).length;
    counts.authTokens = (await db.delete(authTokens).where(inArray(authTokens.customerId, customerIds)).returning({ id: authTokens.id })).length;
    // The saved addresses are the customer's own columns (and their orders'): gone with the row.
    counts.customers = (await db.delete(customers).where(inArray(customers.id, customerIds)).returning({ id: customers.id })).length;
  }
  // The mails sent to those addresses (verification, reset, e-mail changed:
  // an address a customer left still has its mail).
  if (emails.length) {
    counts.mails = (await db.delete(mailOutbox).where(inArray(mailOutbox.to, emails)).returning({ id: mailOutbox.id })).length;
  }
  return counts;
}
