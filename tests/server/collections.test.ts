/**
 * Public collections over HTTP on the seeded catalogue: list with previews,
 * one collection (by id and slug) with or without its products, and its products.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionDetail, CollectionList } from '#server/schemas/collection.ts';
import type { Product, ProductList } from '#server/schemas/product.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;
let list: CollectionList;

/** The collection's active product ids in collection order. */
async function members(collectionId: string): Promise<string[]> {
  const rows = await api.rows<{ id: string }>(
    sql`SELECT p.id FROM collection_products cp JOIN products p ON p.id = cp.product_id
        WHERE cp.collection_id = ${collectionId} AND p.status = 'active' ORDER BY cp.position, p.id`,
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  api = await startTestApi();
  companyId = api.config.companyId;
  list = await api.getOk<CollectionList>('/api/v1/public/collections/?limit=100');
});
afterAll(async () => api?.close());

describe('GET /api/v1/public/collections/', () => {
  it("lists the company's collections with their active product counts", async () => {
    const [r] = await api.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM collections WHERE company_id = ${companyId}`);
    expect(list.total_items).toBe(Number(r!.n));
    expect(list.items).toHaveLength(list.total_items);
    expect(list.total_items).toBeGreaterThanOrEqual(6);
    for (const c of list.items) {
      expect(Object.keys(c).sort()).toEqual(['company_id', 'description', 'id', 'image', 'name', 'product_count', 'slug']);
      expect(c.company_id).toBe(companyId);
      expect(c.product_count).toBe((await members(c.id)).length);
    }
  });

  it('adds the first 4 products of each collection with include_preview_products=true', async () => {
    const page = await api.getOk<CollectionList>('/api/v1/public/collections/?include_preview_products=true&limit=10');
    expect(page.items.length).toBe(Math.min(10, list.total_items));
    for (const c of page.items) {
      const ids = await members(c.id);
      expect(c.preview_products!.map((p) => p.id)).toEqual(ids.slice(0, 4));
      for (const p of c.preview_products!) {
        expect(Object.keys(p).sort()).toEqual(['id', 'image', 'name', 'price', 'price_from', 'slug', 'status', 'stock', 'store_count']);
        expect(p.price).toMatch(/^\d+\.\d{2}$/);
        const full = await api.getOk<Product>(`/api/v1/public/products/${p.id}`);
        expect([p.price_from, p.store_count]).toEqual([full.price_from, full.store_count]);
        expect(p.status).toBe('active');
        expect(p.image).toMatch(/^\/media\//);
      }
    }
    const without = await api.getOk<CollectionList>('/api/v1/public/collections/?include_preview_products=false');
    expect(without.items.every((c) => !('preview_products' in c))).toBe(true);
  });

  it('pages with skip and limit', async () => {
    const page = await api.getOk<CollectionList>('/api/v1/public/collections/?skip=1&limit=2');
    expect(page.total_items).toBe(list.total_items);
    expect(page.items.map((c) => c.id)).toEqual(list.items.slice(1, 3).map((c) => c.id));
  });

  it('is empty for another company', async () => {
    expect(await api.getOk<CollectionList>(`/api/v1/public/collections/?company_id=${randomUUID()}`)).toEqual({ items: [], total_items: 0 });
  });
});

describe('GET /api/v1/public/collections/:id and /by-slug/:slug', () => {
  it('returns the collection without products unless asked', async () => {
    const c = list.items[0]!;
    const detail = await api.getOk<CollectionDetail>(`/api/v1/public/collections/${c.id}`);
    expect(detail).toEqual(c);
    expect(await api.getOk<CollectionDetail>(`/api/v1/public/collections/by-slug/${c.slug}`)).toEqual(c);
  });

  it('with include_products=true adds a page of full product cards in collection order', async () => {
    const c = [...list.items].sort((a, b) => b.product_count - a.product_count)[0]!;
    const ids = await members(c.id);
    const detail = await api.getOk<CollectionDetail>(`/api/v1/public/collections/${c.id}?include_products=true`);
    expect(detail.total_items).toBe(c.product_count);
    expect(detail.items!.map((p) => p.id)).toEqual(ids.slice(0, 20));
    for (const p of detail.items!) {
      for (const key of ['id', 'name', 'price', 'stock', 'status', 'slug', 'image', 'product_images', 'available_stores', 'rating', 'category']) {
        expect(p).toHaveProperty(key);
      }
    }
    const paged = await api.getOk<CollectionDetail>(`/api/v1/public/collections/by-slug/${c.slug}?include_products=true&skip=2&limit=3`);
    expect(paged.items!.map((p) => p.id)).toEqual(ids.slice(2, 5));
    expect(paged.total_items).toBe(c.product_count);
  });

  it('answers 404 in French for unknown collections and other companies', async () => {
    for (const path of [
      `/api/v1/public/collections/${randomUUID()}`,
      '/api/v1/public/collections/by-slug/introuvable',
      `/api/v1/public/collections/${list.items[0]!.id}?company_id=${randomUUID()}`,
      `/api/v1/public/collections/by-slug/${list.items[0]!.slug}?company_id=${randomUUID()}&include_products=true`,
      `/api/v1/public/collections/${randomUUID()}/products`,
    ]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe("La collection demandée n'existe pas");
    }
  });
});

describe('GET /api/v1/public/collections/:id/products', () => {
  it("pages the collection's active products", async () => {
    const c = list.items.find((x) => x.product_count > 6)!;
    const ids = await members(c.id);
    const page = await api.getOk<ProductList>(`/api/v1/public/collections/${c.id}/products`);
    expect(page.total_items).toBe(ids.length);
    expect(page.items.map((p) => p.id)).toEqual(ids.slice(0, 20));
    const second = await api.getOk<ProductList>(`/api/v1/public/collections/${c.id}/products?skip=3&limit=3`);
    expect(second.items.map((p) => p.id)).toEqual(ids.slice(3, 6));
  });

  it('leaves out a product that is no longer active', async () => {
    const c = list.items.find((x) => x.product_count > 2)!;
    const ids = await members(c.id);
    const gone = ids[0]!;
    await api.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${gone}`);
    try {
      const page = await api.getOk<ProductList>(`/api/v1/public/collections/${c.id}/products`);
      expect(page.items.map((p) => p.id)).not.toContain(gone);
      expect(page.total_items).toBe(ids.length - 1);
      const detail = await api.getOk<CollectionDetail>(`/api/v1/public/collections/${c.id}`);
      expect(detail.product_count).toBe(ids.length - 1);
    } finally {
      await api.db.execute(sql`UPDATE products SET status = 'active' WHERE id = ${gone}`);
    }
  });
});
