/** Finding one of a company's catalogue rows (a store, a collection) by its id or by its slug. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** How a row is asked for: by its id or by its slug. */
export type IdOrSlug = { id: string } | { slug: string };

/**
 * The condition for the company's row of `table` asked for `by`; null when
 * no row can match (PostgreSQL text holds no NUL: no slug has one).
 */
export function idOrSlugWhere(table: { companyId: PgColumn; id: PgColumn; slug: PgColumn }, companyId: string, by: IdOrSlug): SQL | null {
  if ('slug' in by && by.slug.includes('\u0000')) return null;
  return and(eq(table.companyId, companyId), 'id' in by ? eq(table.id, by.id) : eq(table.slug, by.slug)) ?? null;
}
