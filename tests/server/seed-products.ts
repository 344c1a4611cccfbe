/**
 * The seeded products that the cart, checkout and order tests put in carts,
 * read from the test file's database.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { products, storeProducts, stores } from '#server/db/schema.ts';
import type { TestApi } from './helpers.ts';

/** A seeded product and the stores that offer it, each at its own price. */
export type SeedProduct = typeof products.$inferSelect & { offers: { storeId: string; price: string; storeName: string }[] };

/** Every product of the company, with its offers. */
export async function loadSeedProducts(api: TestApi): Promise<SeedProduct[]> {
  const rows = await api.db.select().from(products).where(eq(products.companyId, api.config.companyId));
  const offers = await api.db
    .select({ productId: storeProducts.productId, storeId: storeProducts.storeId, price: storeProducts.price, storeName: stores.name })
    .from(storeProducts)
    .innerJoin(stores, eq(stores.id, storeProducts.storeId));
  return rows.map((p) => ({ ...p, offers: offers.filter((o) => o.productId === p.id) }));
}

/** Picks a product that fits, never one picked before in the file (tests change stock). */
export function productPicker(catalogue: readonly SeedProduct[]): (pred: (p: SeedProduct) => boolean) => SeedProduct {
  const used = new Set<string>();
  return (pred) => {
    const p = catalogue.find((c) => !used.has(c.id) && pred(c));
    if (!p) throw new Error('no matching product in the seed');
    used.add(p.id);
    return p;
  };
}

/** The ids of the active products sold without a store choice, given stock enough for a whole test file. */
export async function stockProductsWithoutOffers(api: TestApi, stock = 500): Promise<string[]> {
  const rows = await api.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'active'), notExists(api.db.select().from(storeProducts).where(eq(storeProducts.productId, products.id)))));
  const ids = rows.map((r) => r.id);
  for (const id of ids) await api.db.update(products).set({ stock }).where(eq(products.id, id));
  return ids;
}
