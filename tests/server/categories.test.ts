/**
 * Public categories over HTTP on the seeded catalogue: flat list, detail,
 * slug, tree, random leaves and a category's products (descendants included).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryDetail, CategoryList, CategoryTree, CategoryTreeNode } from '#server/schemas/category.ts';
import type { ProductList } from '#server/schemas/product.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let companyId: string;
let categories: Category[];

const childrenOf = (id: string) => categories.filter((c) => c.parent_id === id);
const subtree = (id: string): string[] => [id, ...childrenOf(id).flatMap((c) => subtree(c.id))];
async function activeIn(ids: string[]): Promise<number> {
  const [r] = await api.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM products WHERE company_id = ${companyId} AND status = 'active' AND category_id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return Number(r!.n);
}

beforeAll(async () => {
  api = await startTestApi();
  companyId = api.config.companyId;
  categories = (await api.getOk<CategoryList>('/api/v1/public/categories/')).items;
});
afterAll(async () => api?.close());

describe('GET /api/v1/public/categories/', () => {
  it('lists every category of the company, flat, with its fields', async () => {
    const [{ n }] = (await api.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM categories WHERE company_id = ${companyId}`)) as [{ n: number }];
    const list = await api.getOk<CategoryList>('/api/v1/public/categories/');
    expect(list.total_items).toBe(Number(n));
    expect(list.items).toHaveLength(Number(n));
    expect(list.items.length).toBeGreaterThan(20);
    for (const c of list.items) {
      expect(Object.keys(c).sort()).toEqual(['description', 'id', 'image', 'name', 'parent_id', 'product_count', 'slug']);
    }
    // Three levels: roots, their children, and leaves below those.
    const roots = list.items.filter((c) => c.parent_id === null);
    expect(roots.length).toBeGreaterThan(1);
    expect(roots.some((r) => childrenOf(r.id).some((m) => childrenOf(m.id).length > 0))).toBe(true);
  });

  it('counts active products including descendants', async () => {
    for (const c of categories) expect(c.product_count, c.name).toBe(await activeIn(subtree(c.id)));
    const root = categories.find((c) => c.parent_id === null)!;
    expect(root.product_count).toBe(childrenOf(root.id).reduce((sum, c) => sum + c.product_count, 0));
    expect(root.product_count).toBeGreaterThan(0);
  });

  it('pages with skip and limit when asked', async () => {
    const page = await api.getOk<CategoryList>('/api/v1/public/categories/?skip=2&limit=3');
    expect(page.total_items).toBe(categories.length);
    expect(page.items.map((c) => c.id)).toEqual(categories.slice(2, 5).map((c) => c.id));
  });

  it('is empty for another company', async () => {
    expect(await api.getOk<CategoryList>(`/api/v1/public/categories/?company_id=${randomUUID()}`)).toEqual({ items: [], total_items: 0 });
  });
});

describe('GET /api/v1/public/categories/:id and /slug/:slug', () => {
  it('returns the category with its direct children and counts', async () => {
    const root = categories.find((c) => c.parent_id === null)!;
    const detail = await api.getOk<CategoryDetail>(`/api/v1/public/categories/${root.id}`);
    expect({ ...detail, children: undefined }).toEqual({ ...root, children: undefined });
    expect(detail.children.map((c) => c.id).sort()).toEqual(childrenOf(root.id).map((c) => c.id).sort());
    for (const child of detail.children) expect(child).toEqual(categories.find((c) => c.id === child.id));
    const leaf = categories.find((c) => childrenOf(c.id).length === 0)!;
    expect((await api.getOk<CategoryDetail>(`/api/v1/public/categories/${leaf.id}`)).children).toEqual([]);
  });

  it('finds a category by slug', async () => {
    const some = categories[3]!;
    const bySlug = await api.getOk<CategoryDetail>(`/api/v1/public/categories/slug/${some.slug}`);
    expect(bySlug).toEqual(await api.getOk<CategoryDetail>(`/api/v1/public/categories/${some.id}`));
  });

  it('answers 404 in French for unknown ids and slugs, and for another company', async () => {
    for (const path of [
      `/api/v1/public/categories/${randomUUID()}`,
      '/api/v1/public/categories/slug/pas-une-categorie',
      `/api/v1/public/categories/${categories[0]!.id}?company_id=${randomUUID()}`,
      `/api/v1/public/categories/slug/${categories[0]!.slug}?company_id=${randomUUID()}`,
    ]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe("La catégorie demandée n'existe pas");
    }
    const bad = await api.call('GET', '/api/v1/public/categories/123');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/v1/public/categories/tree/', () => {
  it('nests every category under its parent, roots first', async () => {
    const tree = await api.getOk<CategoryTree>('/api/v1/public/categories/tree/');
    const roots = categories.filter((c) => c.parent_id === null);
    expect(tree.total_items).toBe(roots.length);
    expect(tree.items.map((r) => r.id)).toEqual(roots.map((r) => r.id));
    const seen: string[] = [];
    const walk = (node: CategoryTreeNode, parent: string | null, depth: number): number => {
      seen.push(node.id);
      expect(node.parent_id).toBe(parent);
      const flat = categories.find((c) => c.id === node.id)!;
      expect(node.product_count).toBe(flat.product_count);
      expect(node.children.map((c) => c.id).sort()).toEqual(childrenOf(node.id).map((c) => c.id).sort());
      return Math.max(depth, ...node.children.map((c) => walk(c, node.id, depth + 1)));
    };
    const depth = Math.max(...tree.items.map((r) => walk(r, null, 1)));
    expect(depth).toBe(3);
    expect(seen.sort()).toEqual(categories.map((c) => c.id).sort());
  });

  it('is empty for another company', async () => {
    expect(await api.getOk<CategoryTree>(`/api/v1/public/categories/tree/?company_id=${randomUUID()}`)).toEqual({ items: [], total_items: 0 });
  });
});

describe('GET /api/v1/public/categories/random-leaves/', () => {
  it('returns 5 distinct leaf categories by default, drawn at random', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const page = await api.getOk<CategoryList>('/api/v1/public/categories/random-leaves/');
      expect(page.items).toHaveLength(5);
      expect(new Set(page.items.map((c) => c.id)).size).toBe(5);
      for (const c of page.items) {
        expect(childrenOf(c.id)).toEqual([]);
        expect(c).toEqual(categories.find((x) => x.id === c.id));
        draws.add(c.id);
      }
    }
    expect(draws.size).toBeGreaterThan(5);
  });

  it('honours limit', async () => {
    expect((await api.getOk<CategoryList>('/api/v1/public/categories/random-leaves/?limit=2')).items).toHaveLength(2);
    expect((await api.call('GET', '/api/v1/public/categories/random-leaves/?limit=0')).status).toBe(400);
  });
});

describe('GET /api/v1/public/categories/:id/products', () => {
  it("lists the products of the category and its descendants, up to 100 by default", async () => {
    const root = [...categories].filter((c) => c.parent_id === null).sort((a, b) => b.product_count - a.product_count)[0]!;
    const tree = subtree(root.id);
    const page = await api.getOk<ProductList>(`/api/v1/public/categories/${root.id}/products`);
    expect(page.total_items).toBe(root.product_count);
    expect(page.items).toHaveLength(Math.min(100, root.product_count));
    expect(page.items.every((p) => tree.includes(p.category_id!) && p.status === 'active')).toBe(true);
    const next = await api.getOk<ProductList>(`/api/v1/public/categories/${root.id}/products?skip=0&limit=20&sort=price-low`);
    expect(next.items).toHaveLength(20);
    for (let i = 1; i < next.items.length; i++) expect(Number(next.items[i - 1]!.price_from)).toBeLessThanOrEqual(Number(next.items[i]!.price_from));
  });

  it('applies the catalogue filters too', async () => {
    const mid = categories.find((c) => c.parent_id !== null && childrenOf(c.id).length > 0)!;
    const page = await api.getOk<ProductList>(`/api/v1/public/categories/${mid.id}/products?min_rating=4`);
    expect(page.items.every((p) => Number(p.rating) >= 4)).toBe(true);
    const [r] = await api.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE company_id = ${companyId} AND status = 'active' AND rating >= 4
          AND category_id = ANY(${`{${subtree(mid.id).join(',')}}`}::uuid[])`,
    );
    expect(page.total_items).toBe(Number(r!.n));
    // A search inside the category: same words, fewer products.
    const [first] = (await api.getOk<ProductList>(`/api/v1/public/categories/${mid.id}/products?limit=1`)).items;
    const word = first!.name.split(' ')[0]!;
    const searched = await api.getOk<ProductList>(`/api/v1/public/categories/${mid.id}/products?search=${encodeURIComponent(word)}&sort=rating`);
    expect(searched.items.map((p) => p.id)).toContain(first!.id);
    expect(searched.total_items).toBeLessThanOrEqual(mid.product_count);
    expect(searched.items.every((p) => subtree(mid.id).includes(p.category_id!))).toBe(true);
    for (let i = 1; i < searched.items.length; i++) expect(Number(searched.items[i - 1]!.rating)).toBeGreaterThanOrEqual(Number(searched.items[i]!.rating));
    // A `category` filter narrows inside the path's category.
    const leaf = childrenOf(mid.id)[0]!;
    const narrowed = await api.getOk<ProductList>(`/api/v1/public/categories/${mid.id}/products?category=${leaf.id}`);
    expect(narrowed.total_items).toBe(leaf.product_count);
    const outside = categories.find((c) => c.parent_id === null && !subtree(c.id).includes(mid.id))!;
    expect(await api.getOk<ProductList>(`/api/v1/public/categories/${mid.id}/products?category=${outside.id}`)).toEqual({ items: [], total_items: 0 });
  });

  it('answers 404 for an unknown category or another company', async () => {
    const res = await api.call('GET', `/api/v1/public/categories/${randomUUID()}/products`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("La catégorie demandée n'existe pas");
    const other = await api.call('GET', `/api/v1/public/categories/${categories[0]!.id}/products?company_id=${randomUUID()}`);
    expect(other.status).toBe(404);
  });
});
