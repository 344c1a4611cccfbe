/** A customer's wishlist: one line per product (unique), newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products, wishlistItems } from '../db/schema.ts';
import type { Wishlist, WishlistItem } from '../schemas/wishlist.ts';
import { appliedKeys } from './idempotency-keys.ts';
import { formatCents, toCents } from '../lib/money.ts';
import { ownerScope } from '../lib/owner.ts';
import { productImageSql } from './carts.ts';
import { storeCountSql } from './products.ts';

function itemsQuery(db: Executor, customerId: string, productId?: string) {
  return db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      productName: products.name,
      productImage: productImageSql,
      productPrice: products.price,
      priceFrom: products.priceFrom,
      storeCount: storeCountSql(products.id, products.companyId),
      productSlug: products.slug,
      createdAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.customerId, customerId), productId ? eq(wishlistItems.productId, productId) : undefined))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

type Row = Awaited<ReturnType<typeof itemsQuery>>[number];

const toItem = (r: Row): WishlistItem => ({
  id: r.id,
  product_id: r.productId,
  product_name: r.productName,
  product_image: r.productImage,
  product_price: formatCents(toCents(r.productPrice)),
  price_from: formatCents(toCents(r.priceFrom)),
  store_count: Number(r.storeCount),
  product_slug: r.productSlug,
  created_at: r.createdAt.toISOString(),
});

/**
 * The customer's wishlist as a write answers it: `applied_changes` is empty,
 * for the cart's reason (repositories/carts.ts cartView).
 */
export async function wishlistView(db: Executor, customerId: string): Promise<Wishlist> {
  const rows = await itemsQuery(db, customerId);
  return { items: rows.map(toItem), total_items: rows.length, applied_changes: [] };
}

/**
 * The customer's wishlist as a read answers it: it names the owner's newest
 * applied changes, so a client that lost a change's answer (a removal, a
 * clear) does not apply it again over what another device did since.
 */
export async function readWishlist(db: Executor, customerId: string): Promise<Wishlist> {
  const list = await wishlistView(db, customerId);
  return { ...list, applied_changes: await appliedKeys(db, ownerScope({ customerId })) };
}

export async function findWishlistItem(db: Executor, customerId: string, productId: string): Promise<WishlistItem | null> {
  const [row] = await itemsQuery(db, customerId, productId).limit(1);
  return row ? toItem(row) : null;
}

/** Whether the product can be added: it exists in the company and is on sale. */
export async function wishableProductExists(db: Executor, companyId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId), eq(products.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/** Adds the product; false when it was already there (no duplicate, even under concurrency). */
export async function addWishlistItem(db: Executor, customerId: string, productId: string): Promise<boolean> {
  const rows = await db
    .insert(wishlistItems)
    .values({ customerId, productId })
    .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function removeWishlistItem(db: Executor, customerId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function clearWishlist(db: Executor, customerId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}
