/**
 * A product's card (its images and offers as every list sends them) is kept
 * in product_cards by triggers (migration 0015) in the transaction of each
 * write, so lists never build it. Every write that changes what a card shows
 * is made here in plain SQL, as an operator's tool would, and the public API
 * (its answer cache off) must show the change at once, equal to what the
 * images, offers and stores tables say.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#server/schemas/product.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ CATALOGUE_CACHE_TTL_MS: '0' });
}, 120_000);
afterAll(async () => api?.close());

/** The product as its page and as a list show it (both must carry the same card). */
async function shown(id: string): Promise<Product> {
  const one = await api.getOk<Product>(`/api/v1/public/products/${id}`);
  const [row] = await api.rows<{ sku: string }>(sql`SELECT sku FROM products WHERE id = ${id}::uuid`);
  const listed = await api.getOk<{ items: Product[] }>(`/api/v1/public/search/?q=${encodeURIComponent(row!.sku)}&limit=50`);
  const inList = listed.items.find((p) => p.id === id);
  expect(inList, 'the product is in the list').toBeDefined();
  expect(inList!.product_images).toEqual(one.product_images);
  expect(inList!.available_stores).toEqual(one.available_stores);
  return one;
}

/** What the source tables say the product shows: images primary first, then by position; its company's offers cheapest first. */
async function expected(id: string) {
  const images = await api.rows<{ id: string; image_url: string; is_primary: boolean }>(
    sql`SELECT id, image_url, is_primary FROM product_images WHERE product_id = ${id}::uuid ORDER BY is_primary DESC, position, id`,
  );
  const offers = await api.rows<{ store_id: string; store_name: string; store_address: string | null; price: string }>(
    sql`SELECT s.id AS store_id, s.name AS store_name, s.address AS store_address, o.price::text AS price
        FROM store_products o JOIN stores s ON s.id = o.store_id JOIN products p ON p.id = o.product_id
        WHERE o.product_id = ${id}::uuid AND s.company_id = p.company_id ORDER BY o.price, s.name, s.id`,
  );
  return { product_images: images, available_stores: offers };
}

async function expectCard(id: string): Promise<Product> {
  const product = await shown(id);
  expect({ product_images: product.product_images, available_stores: product.available_stores }).toEqual(await expected(id));
  return product;
}

/** An active product with at least two images and two offers. */
async function aProduct(): Promise<string> {
  const [row] = await api.rows<{ id: string }>(sql`
    SELECT p.id FROM products p WHERE p.company_id = ${api.config.companyId}::uuid AND p.status = 'active'
      AND (SELECT count(*) FROM product_images i WHERE i.product_id = p.id) >= 2
      AND (SELECT count(*) FROM store_products o WHERE o.product_id = p.id) >= 2
    ORDER BY p.sku LIMIT 1`);
  expect(row, 'the seed has a product with two images and two offers').toBeDefined();
  return row!.id;
}

describe('product cards', () => {
  it('show what the tables hold for every product of the seeded catalogue', async () => {
    const [card] = await api.rows<{ products: number; wrong: number }>(sql`
      SELECT count(*)::int AS products,
        count(*) FILTER (WHERE pc.images::jsonb IS DISTINCT FROM product_card_images(p.id)::jsonb
                          OR pc.offers::jsonb IS DISTINCT FROM product_card_offers(p.id, p.company_id)::jsonb)::int AS wrong
      FROM products p LEFT JOIN product_cards pc ON pc.product_id = p.id`);
    expect(card!.products).toBeGreaterThan(0);
    expect(card!.wrong).toBe(0);
    await expectCard(await aProduct());
  });

  it('follow images added, made primary, moved and deleted', async () => {
    const id = await aProduct();
    const imageId = randomUUID();
    await api.db.execute(sql`INSERT INTO product_images (id, product_id, image_url, is_primary, position) VALUES (${imageId}::uuid, ${id}::uuid, '/media/test/new.webp', false, 99)`);
    let product = await expectCard(id);
    expect(product.product_images.at(-1)!.id).toBe(imageId);
    await api.db.execute(sql`UPDATE product_images SET is_primary = (id = ${imageId}::uuid) WHERE product_id = ${id}::uuid`);
    product = await expectCard(id);
    expect(product.product_images[0]).toEqual({ id: imageId, image_url: '/media/test/new.webp', is_primary: true });
    await api.db.execute(sql`UPDATE product_images SET image_url = '/media/test/moved.webp' WHERE id = ${imageId}::uuid`);
    expect((await expectCard(id)).product_images[0]!.image_url).toBe('/media/test/moved.webp');
    await api.db.execute(sql`DELETE FROM product_images WHERE product_id = ${id}::uuid`);
    expect((await expectCard(id)).product_images).toEqual([]);
  });

  it('follow offers repriced, withdrawn and added, and stores renamed, moved or given to another company', async () => {
    const id = await aProduct();
    const before = await expectCard(id);
    const [first, second] = before.available_stores;
    // The dearer store undercuts the other: it comes first, and the product's "from" price follows.
    const cheaper = (Number(first!.price) - 10).toFixed(2);
    await api.db.execute(sql`UPDATE store_products SET price = ${cheaper}::numeric WHERE product_id = ${id}::uuid AND store_id = ${second!.store_id}::uuid`);
    let product = await expectCard(id);
    expect(product.available_stores[0]).toMatchObject({ store_id: second!.store_id, price: cheaper });
    expect(product.price_from).toBe(cheaper);
    await api.db.execute(sql`UPDATE stores SET name = 'Boutique renommée', address = 'Oran' WHERE id = ${second!.store_id}::uuid`);
    product = await expectCard(id);
    expect(product.available_stores[0]).toMatchObject({ store_name: 'Boutique renommée', store_address: 'Oran' });
    await api.db.execute(sql`DELETE FROM store_products WHERE product_id = ${id}::uuid AND store_id = ${second!.store_id}::uuid`);
    product = await expectCard(id);
    expect(product.available_stores.map((s) => s.store_id)).not.toContain(second!.store_id);
    await api.db.execute(sql`INSERT INTO store_products (store_id, product_id, price) VALUES (${second!.store_id}::uuid, ${id}::uuid, ${cheaper}::numeric)`);
    expect((await expectCard(id)).available_stores[0]!.store_id).toBe(second!.store_id);
    // A store given to another company no longer offers this company's product.
    const [other] = await api.rows<{ id: string }>(sql`INSERT INTO companies (name, slug) VALUES ('Autre', ${`autre-${randomUUID()}`}) RETURNING id`);
    await api.db.execute(sql`UPDATE stores SET company_id = ${other!.id}::uuid WHERE id = ${second!.store_id}::uuid`);
    product = await expectCard(id);
    expect(product.available_stores.map((s) => s.store_id)).not.toContain(second!.store_id);
    expect(product.available_stores.length).toBeGreaterThan(0);
    // A product given to that company is offered there by that store alone.
    await api.db.execute(sql`UPDATE products SET company_id = ${other!.id}::uuid WHERE id = ${id}::uuid`);
    const moved = await api.getOk<Product>(`/api/v1/public/products/${id}?company_id=${other!.id}`);
    expect(moved.available_stores.map((s) => s.store_id)).toEqual([second!.store_id]);
    expect(moved).toMatchObject(await expected(id));
  });
});
