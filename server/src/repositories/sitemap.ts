/**
 * What the sitemaps list (routes/sitemap.ts): one company's public product,
 * store, category and collection pages. Products are the active ones only,
 * as on their pages (findProduct), newest first: a walk of the
 * `products_company_created` index alone, which carries `updated_at` for
 * the files' `<lastmod>` (without it, every file read the whole table).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { categories, collections, products, stores } from '#server/db/schema.ts';
import { rowsOf } from '../db/rows.ts';

export const SITEMAP_KINDS = ['products', 'stores', 'categories', 'collections'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  id: string;
  /** The last change, where the table keeps one (products). */
  updatedAt?: Date;
}

const activeProducts = (companyId: string) => and(eq(products.companyId, companyId), sql`${products.status} = 'active'`);

/** How many pages of each kind there are, in one statement. */
export async function sitemapCounts(db: Executor, companyId: string): Promise<Record<SitemapKind, number>> {
  const of = (table: typeof stores | typeof categories | typeof collections) => sql`(SELECT count(*) FROM ${table} WHERE ${table.companyId} = ${companyId})`;
  const [row] = rowsOf<Record<SitemapKind, string | number>>(
    await db.execute(
      sql`SELECT (SELECT count(*) FROM ${products} WHERE ${activeProducts(companyId)}) AS products, ${of(stores)} AS stores, ${of(categories)} AS categories, ${of(collections)} AS collections`,
    ),
  );
  return { products: Number(row?.products ?? 0), stores: Number(row?.stores ?? 0), categories: Number(row?.categories ?? 0), collections: Number(row?.collections ?? 0) };
}

/** One slice of a company's rows of a table without a last-change column, by id. */
function idsOf(db: Executor, table: typeof stores | typeof categories | typeof collections, companyId: string, skip: number, limit: number): Promise<SitemapEntry[]> {
  return db.select({ id: table.id }).from(table).where(eq(table.companyId, companyId)).orderBy(asc(table.id)).limit(limit).offset(skip);
}

/** One slice of a kind's pages, in a stable order. */
export async function sitemapEntries(db: Executor, companyId: string, kind: SitemapKind, skip: number, limit: number): Promise<SitemapEntry[]> {
  switch (kind) {
    case 'products':
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(activeProducts(companyId))
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(limit)
        .offset(skip);
    case 'stores':
      return idsOf(db, stores, companyId, skip, limit);
    case 'categories':
      return idsOf(db, categories, companyId, skip, limit);
    case 'collections':
      return idsOf(db, collections, companyId, skip, limit);
  }
}
