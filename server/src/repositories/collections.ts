/** Curated collections of a company: counts of active products and short previews. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { collectionProducts, collections, products } from '../db/schema.ts';
import type { Collection, CollectionProductPreview } from '../schemas/collection.ts';
import type { List } from '../schemas/common.ts';
import { uuidArray } from '../db/rows.ts';
import { idOrSlugWhere, type IdOrSlug } from './id-or-slug.ts';
import { isActive, storeCountSql } from './products.ts';

type Row = Omit<typeof collections.$inferSelect, 'position' | 'createdAt'>;
export type CollectionBase = Omit<Collection, 'preview_products'>;

const columns = {
  id: collections.id,
  companyId: collections.companyId,
  name: collections.name,
  slug: collections.slug,
  description: collections.description,
  image: collections.image,
};

const PREVIEW_SIZE = 4;

async function productCounts(db: Executor, companyId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ collectionId: collectionProducts.collectionId, n: sql<number>`count(*)::int` })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      and(
        sql`${collectionProducts.collectionId} = ANY(${uuidArray(ids)}::uuid[])`,
        eq(products.companyId, companyId),
        isActive,
      ),
    )
    .groupBy(collectionProducts.collectionId);
  return new Map(rows.map((r) => [r.collectionId, Number(r.n)]));
}

const toCollection = (r: Row, count: number): CollectionBase => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  image: r.image,
  company_id: r.companyId,
  product_count: count,
});

/** The first active products of each collection, in collection order (one statement for all). */
async function previews(db: Executor, companyId: string, ids: string[]): Promise<Map<string, CollectionProductPreview[]>> {
  const out = new Map<string, CollectionProductPreview[]>();
  if (ids.length === 0) return out;
  const result = await db.execute<{
    collection_id: string;
    id: string;
    name: string;
    price: string;
    price_from: string;
    store_count: number;
    stock: number;
    status: string;
    slug: string;
    image: string | null;
  }>(sql`
    SELECT c.id AS collection_id, p.id, p.name, p.price::text AS price, p.price_from::text AS price_from,
           ${storeCountSql(sql`p.id`, sql`p.company_id`)} AS store_count,
           p.stock, p.status, p.slug,
           coalesce((SELECT pi.image_url FROM product_images pi WHERE pi.product_id = p.id
                     ORDER BY pi.is_primary DESC, pi.position, pi.id LIMIT 1), p.image) AS image
    FROM unnest(${uuidArray(ids)}::uuid[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT p.*, cp.position AS member_position FROM collection_products cp
      JOIN products p ON p.id = cp.product_id
      WHERE cp.collection_id = c.id AND p.company_id = ${companyId} AND p.status = 'active'
      ORDER BY cp.position, p.id
      LIMIT ${PREVIEW_SIZE}
    ) p
    ORDER BY c.id, p.member_position, p.id`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  for (const r of rows) {
    const cid = String(r.collection_id);
    let list = out.get(cid);
    if (!list) out.set(cid, (list = []));
    list.push({
      id: String(r.id),
      name: String(r.name),
      price: String(r.price),
      price_from: String(r.price_from),
      store_count: Number(r.store_count),
      stock: Number(r.stock),
      status: String(r.status),
      slug: String(r.slug),
      image: r.image === null || r.image === undefined ? null : String(r.image),
    });
  }
  return out;
}

export async function listCollections(
  db: Executor,
  companyId: string,
  opts: { skip: number; limit: number; includePreview: boolean },
): Promise<List<Collection>> {
  const where = eq(collections.companyId, companyId);
  const [countRows, rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(collections).where(where),
    db
      .select(columns)
      .from(collections)
      .where(where)
      .orderBy(asc(collections.position), asc(collections.name), asc(collections.id))
      .limit(opts.limit)
      .offset(opts.skip),
  ]);
  const ids = rows.map((r) => r.id);
  const [counts, preview] = await Promise.all([
    productCounts(db, companyId, ids),
    opts.includePreview ? previews(db, companyId, ids) : Promise.resolve(null),
  ]);
  return {
    items: rows.map((r) => {
      const base: Collection = toCollection(r, counts.get(r.id) ?? 0);
      if (preview) base.preview_products = preview.get(r.id) ?? [];
      return base;
    }),
    total_items: Number(countRows[0]?.n ?? 0),
  };
}

export async function findCollection(db: Executor, companyId: string, by: IdOrSlug): Promise<CollectionBase | null> {
  const where = idOrSlugWhere(collections, companyId, by);
  if (!where) return null;
  const [row] = await db.select(columns).from(collections).where(where).limit(1);
  if (!row) return null;
  const counts = await productCounts(db, companyId, [row.id]);
  return toCollection(row, counts.get(row.id) ?? 0);
}
