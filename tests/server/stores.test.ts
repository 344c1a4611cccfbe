/**
 * Public stores over HTTP on the seeded catalogue: list and search, one store
 * (by id and slug), and the products a store offers at its own price.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProductList } from '#server/schemas/product.ts';
import type { Store, StoreList } from '#server/schemas/store.ts';
import { STORES } from '#server/seed/catalogue.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;
let stores: Store[];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const names = (list: StoreList) => list.items.map((s) => s.name);

beforeAll(async () => {
  api = await startTestApi();
  companyId = api.config.companyId;
  stores = (await api.getOk<StoreList>('/api/v1/public/stores/?limit=100')).items;
});
afterAll(async () => api?.close());

describe('GET /api/v1/public/stores/', () => {
  it("lists the company's stores by name, accents and case ignored", async () => {
    const [r] = await api.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stores WHERE company_id = ${companyId}`);
    expect(stores).toHaveLength(Number(r!.n));
    expect(stores.length).toBeGreaterThanOrEqual(10);
    const folded = stores.map((s) => fold(s.name));
    expect(folded).toEqual([...folded].sort());
    for (const s of stores) {
      expect(Object.keys(s).sort()).toEqual(
        ['address', 'contact_email', 'contact_phone', 'description', 'id', 'logo', 'name', 'product_count', 'slug'].sort(),
      );
    }
  });

  it('counts the active products each store offers', async () => {
    for (const s of stores) {
      const [r] = await api.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM store_products sp JOIN products p ON p.id = sp.product_id
            WHERE sp.store_id = ${s.id} AND p.status = 'active'`,
      );
      expect(s.product_count, s.name).toBe(Number(r!.n));
    }
    expect(stores.some((s) => s.product_count > 0)).toBe(true);
  });

  it('sell what their names say: every offer is in a branch of the catalogue its store names (seed)', async () => {
    const rows = await api.rows<{ store: string; leaf: string; mid: string | null; top: string | null; n: number }>(
      sql`SELECT s.name AS store, c.name AS leaf, m.name AS mid, t.name AS top, count(*)::int AS n
          FROM store_products sp JOIN stores s ON s.id = sp.store_id JOIN products p ON p.id = sp.product_id
          JOIN categories c ON c.id = p.category_id LEFT JOIN categories m ON m.id = c.parent_id LEFT JOIN categories t ON t.id = m.parent_id
          WHERE s.company_id = ${companyId} GROUP BY 1, 2, 3, 4`,
    );
    const trades = new Map(STORES.map((s) => [s.name, s.sells]));
    const strays = rows.filter((r) => ![r.leaf, r.mid, r.top].some((name) => trades.get(r.store)!.includes(name!)));
    expect(strays).toEqual([]);
    // Every store has something to sell, and every leaf of the tree is sold somewhere.
    expect(new Set(rows.map((r) => r.store)).size).toBe(STORES.length);
    const leaves = await api.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM categories c WHERE c.company_id = ${companyId} AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)`,
    );
    expect(new Set(rows.map((r) => r.leaf)).size).toBe(leaves[0]!.n);
    expect(rows.find((r) => r.store === 'Casbah Tech' && r.top === 'Épicerie et terroir')).toBeUndefined();
  });

  it('pages with skip and limit (20 by default)', async () => {
    const page = await api.getOk<StoreList>('/api/v1/public/stores/?skip=3&limit=4');
    expect(page.total_items).toBe(stores.length);
    expect(page.items.map((s) => s.id)).toEqual(stores.slice(3, 7).map((s) => s.id));
    expect((await api.getOk<StoreList>('/api/v1/public/stores/')).items).toHaveLength(Math.min(20, stores.length));
  });

  it('searches name, address and description, without accents or case', async () => {
    const byCity = await api.getOk<StoreList>('/api/v1/public/stores/?search=oran');
    expect(byCity.items.length).toBeGreaterThan(0);
    expect(byCity.total_items).toBe(byCity.items.length);
    for (const s of byCity.items) expect(fold(`${s.name} ${s.address} ${s.description}`)).toContain('oran');

    const accented = stores.find((s) => /[éèêàçïë]/i.test(s.name))!;
    const word = fold(accented.name).split(' ').find((w) => w !== fold(w) || /[a-z]{4,}/.test(w))!;
    for (const q of [fold(accented.name), accented.name.toUpperCase(), word]) {
      expect(names(await api.getOk<StoreList>(`/api/v1/public/stores/?search=${encodeURIComponent(q)}`)), q).toContain(accented.name);
    }

    const withDescription = stores.find((s) => s.description && s.description.length > 20)!;
    const phrase = withDescription.description!.split(' ').slice(1, 3).join(' ');
    expect(names(await api.getOk<StoreList>(`/api/v1/public/stores/?search=${encodeURIComponent(phrase)}`))).toContain(withDescription.name);
  });

  it('takes LIKE wildcards literally and ignores a blank search', async () => {
    expect((await api.getOk<StoreList>('/api/v1/public/stores/?search=%25')).total_items).toBe(0);
    expect((await api.getOk<StoreList>('/api/v1/public/stores/?search=_')).total_items).toBe(0);
    expect((await api.getOk<StoreList>('/api/v1/public/stores/?search=%20')).total_items).toBe(stores.length);
    expect((await api.getOk<StoreList>('/api/v1/public/stores/?search=aucune-boutique-ici')).total_items).toBe(0);
  });

  it('is empty for another company', async () => {
    expect(await api.getOk<StoreList>(`/api/v1/public/stores/?company_id=${randomUUID()}`)).toEqual({ items: [], total_items: 0 });
  });
});

describe('GET /api/v1/public/stores/:id and /slug/:slug', () => {
  it('returns one store, as listed', async () => {
    for (const s of stores.slice(0, 3)) {
      expect(await api.getOk<Store>(`/api/v1/public/stores/${s.id}`)).toEqual(s);
      expect(await api.getOk<Store>(`/api/v1/public/stores/slug/${s.slug}`)).toEqual(s);
    }
  });

  it('answers 404 in French for unknown stores and other companies', async () => {
    for (const path of [
      `/api/v1/public/stores/${randomUUID()}`,
      '/api/v1/public/stores/slug/nulle-part',
      `/api/v1/public/stores/${stores[0]!.id}?company_id=${randomUUID()}`,
      `/api/v1/public/stores/${randomUUID()}/products`,
    ]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe("La boutique demandée n'existe pas");
    }
  });
});

describe('GET /api/v1/public/stores/:id/products', () => {
  it("lists what the store offers, with the store's price beside the product's", async () => {
    const store = [...stores].sort((a, b) => b.product_count - a.product_count)[0]!;
    const page = await api.getOk<StoreProductList>(`/api/v1/public/stores/${store.id}/products`);
    expect(page.total_items).toBe(store.product_count);
    expect(page.items).toHaveLength(Math.min(100, store.product_count));
    const offers = await api.rows<{ product_id: string; store_price: string; price: string }>(
      sql`SELECT sp.product_id, sp.price::text AS store_price, p.price::text AS price
          FROM store_products sp JOIN products p ON p.id = sp.product_id WHERE sp.store_id = ${store.id}`,
    );
    const byProduct = new Map(offers.map((o) => [o.product_id, o]));
    for (const item of page.items) {
      const offer = byProduct.get(item.id);
      expect(offer, item.name).toBeDefined();
      expect(item.store_price).toBe(offer!.store_price);
      expect(item.price).toBe(offer!.price);
      expect(item.status).toBe('active');
      expect(item.available_stores.map((s) => s.store_id)).toContain(store.id);
    }
    expect(page.items.some((i) => i.store_price !== i.price)).toBe(true);
  });

  it('pages, sorts and filters like the catalogue', async () => {
    const store = stores.find((s) => s.product_count > 30)!;
    const first = await api.getOk<StoreProductList>(`/api/v1/public/stores/${store.id}/products?skip=0&limit=10&sort=price-high`);
    const second = await api.getOk<StoreProductList>(`/api/v1/public/stores/${store.id}/products?skip=10&limit=10&sort=price-high`);
    const both = [...first.items, ...second.items];
    expect(new Set(both.map((p) => p.id)).size).toBe(20);
    // A store's list sorts and filters by that store's price, the one its cards show.
    for (let i = 1; i < both.length; i++) expect(Number(both[i - 1]!.store_price)).toBeGreaterThanOrEqual(Number(both[i]!.store_price));
    const sample = first.items[0]!;
    const word = fold(sample.name).split(' ')[0]!;
    const searched = await api.getOk<StoreProductList>(`/api/v1/public/stores/${store.id}/products?search=${encodeURIComponent(word)}&sort=price-low`);
    expect(searched.items.map((p) => p.id)).toContain(sample.id);
    expect(searched.total_items).toBeLessThanOrEqual(store.product_count);
    for (const p of searched.items) {
      expect(fold(`${p.name} ${p.description} ${p.sku}`)).toContain(word.slice(0, 4));
      expect(p.available_stores.find((s) => s.store_id === store.id)?.price).toBe(p.store_price);
    }
    for (let i = 1; i < searched.items.length; i++) expect(Number(searched.items[i - 1]!.store_price)).toBeLessThanOrEqual(Number(searched.items[i]!.store_price));
    const cheap = await api.getOk<StoreProductList>(`/api/v1/public/stores/${store.id}/products?max_price=5000`);
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.every((p) => Number(p.store_price) <= 5000)).toBe(true);
    expect(cheap.total_items).toBeLessThan(store.product_count);
  });
});
