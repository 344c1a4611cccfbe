/**
 * What the sitemaps list (routes/sitemap.ts): one company's public product,
 * store, category and collection pages. Products are the active ones only,
 * as on their pages (findProduct), newest first: a walk of the
 * `products_company_created` index.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { categories, collections, products, stores } from '#server/db/schema.ts';

export const SITEMAP_KINDS = ['products', 'stores', 'categories', 'collections'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  id: string;
  /** The last change, where the table keeps one (products). */
  updatedAt?: Date;
}

const activeProducts = (companyId: string) => and(eq(products.companyId, companyId), sql`${products.status} = 'active'`);

/** How many pages of each kind there are. */
export async function sitemapCounts(db: Executor, companyId: string): Promise<Record<SitemapKind, number>> {
  const one = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  const [p, s, c, k] = await Promise.all([
    one(db.select({ n: count() }).from(products).where(activeProducts(companyId))),
    one(db.select({ n: count() }).from(stores).where(eq(stores.companyId, companyId))),
    one(db.select({ n: count() }).from(categories).where(eq(categories.companyId, companyId))),
    one(db.select({ n: count() }).from(collections).where(eq(collections.companyId, companyId))),
  ]);
  return { products: p, stores: s, categories: c, collections: k };
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
