/**
 * Categories of a company. Trees are small (tens to hundreds of rows), so a
 * request reads the company's categories once and walks them in memory;
 * product counts include descendants and are rolled up from the catalogue's
 * cells (catalogue_facets), summed per category.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { catalogueFacets, categories } from '../db/schema.ts';
import type { Category, CategoryDetail, CategoryTreeNode } from '../schemas/category.ts';
import { uuidArray } from '../db/rows.ts';
import { searchWords } from './products.ts';

/** The cells' category for products without one (migration 0006). */
const NO_CATEGORY = '00000000-0000-0000-0000-000000000000';

type Row = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug' | 'description' | 'image' | 'parentId'>;

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  parentId: categories.parentId,
};

/** Every category of the company, in display order. */
async function loadAll(db: Executor, companyId: string): Promise<Row[]> {
  return db.select(columns).from(categories).where(eq(categories.companyId, companyId)).orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

/**
 * Active products per category id (own products only), optionally for some
 * categories: added up from the catalogue's cells (catalogue_facets,
 * migration 0006), which the products' triggers keep exact in every writing
 * transaction. A few hundred cells instead of every active product, whose
 * grouped count grew with the catalogue.
 */
async function ownCounts(db: Executor, companyId: string, ids?: string[]): Promise<Map<string, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: catalogueFacets.categoryId, n: sql<number>`sum(${catalogueFacets.products})::int` })
    .from(catalogueFacets)
    .where(
      and(
        eq(catalogueFacets.companyId, companyId),
        ids ? sql`${catalogueFacets.categoryId} = ANY(${uuidArray(ids)}::uuid[])` : sql`${catalogueFacets.categoryId} <> ${NO_CATEGORY}::uuid`,
      ),
    )
    .groupBy(catalogueFacets.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
}

function childrenIndex(rows: Row[]): Map<string | null, Row[]> {
  const byParent = new Map<string | null, Row[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    // A parent outside the company's set makes the category a root.
    const parent = r.parentId && ids.has(r.parentId) && r.parentId !== r.id ? r.parentId : null;
    let list = byParent.get(parent);
    if (!list) byParent.set(parent, (list = []));
    list.push(r);
  }
  return byParent;
}

/** The ids of a category and all its descendants (cycle-safe). */
function subtreeIds(byParent: Map<string | null, Row[]>, rootId: string): string[] {
  const seen = new Set<string>([rootId]);
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    for (const child of byParent.get(id) ?? []) {
      if (!seen.has(child.id)) {
        seen.add(child.id);
        stack.push(child.id);
      }
    }
  }
  return [...seen];
}

/** Counts including descendants, for every category of `rows`. */
function rollUp(rows: Row[], byParent: Map<string | null, Row[]>, own: Map<string, number>): Map<string, number> {
  const total = new Map<string, number>();
  const visiting = new Set<string>();
  const sum = (id: string): number => {
    const known = total.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    let n = own.get(id) ?? 0;
    for (const child of byParent.get(id) ?? []) n += sum(child.id);
    total.set(id, n);
    return n;
  };
  for (const r of rows) sum(r.id);
  return total;
}

const toCategory = (r: Row, count: number): Category => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  image: r.image,
  parent_id: r.parentId,
  product_count: count,
});

/** All categories of the company with their counts. */
async function loadCounted(db: Executor, companyId: string) {
  const [rows, own] = await Promise.all([loadAll(db, companyId), ownCounts(db, companyId)]);
  const byParent = childrenIndex(rows);
  const totals = rollUp(rows, byParent, own);
  return { rows, byParent, totals };
}

export async function listCategories(db: Executor, companyId: string): Promise<Category[]> {
  const { rows, totals } = await loadCounted(db, companyId);
  return rows.map((r) => toCategory(r, totals.get(r.id) ?? 0));
}

export async function categoryTree(db: Executor, companyId: string): Promise<CategoryTreeNode[]> {
  const { byParent, totals } = await loadCounted(db, companyId);
  const seen = new Set<string>();
  const build = (r: Row): CategoryTreeNode => {
    seen.add(r.id);
    const children = (byParent.get(r.id) ?? []).filter((c) => !seen.has(c.id)).map(build);
    return { ...toCategory(r, totals.get(r.id) ?? 0), children };
  };
  return (byParent.get(null) ?? []).map(build);
}

/** One category (by id or slug) with its direct children; counts include descendants. */
export async function findCategory(db: Executor, companyId: string, by: { id: string } | { slug: string }): Promise<CategoryDetail | null> {
  const rows = await loadAll(db, companyId);
  const row = 'id' in by ? rows.find((r) => r.id === by.id.toLowerCase()) : rows.find((r) => r.slug === by.slug);
  if (!row) return null;
  const byParent = childrenIndex(rows);
  const subtree = subtreeIds(byParent, row.id);
  const own = await ownCounts(db, companyId, subtree);
  const totals = rollUp(rows.filter((r) => subtree.includes(r.id)), byParent, own);
  return {
    ...toCategory(row, totals.get(row.id) ?? 0),
    children: (byParent.get(row.id) ?? []).filter((c) => c.id !== row.id).map((c) => toCategory(c, totals.get(c.id) ?? 0)),
  };
}

/** `limit` random leaf categories (no children) with their counts. */
export async function randomLeafCategories(db: Executor, companyId: string, limit: number): Promise<Category[]> {
  const child = sql`categories AS child`;
  const rows = await db
    .select(columns)
    .from(categories)
    .where(
      and(
        eq(categories.companyId, companyId),
        sql`NOT EXISTS (SELECT 1 FROM ${child} WHERE child.parent_id = ${categories.id} AND child.company_id = ${categories.companyId})`,
      ),
    )
    .orderBy(sql`random()`)
    .limit(limit);
  const own = await ownCounts(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCategory(r, own.get(r.id) ?? 0));
}

/** Whether the company has this category. */
export async function categoryExists(db: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, id)))
    .limit(1);
  return Boolean(row);
}

/** Shorter words ("de", "et", "tv"…) are too common a start of a name to stand for a category. */
export const MIN_CATEGORY_WORD = 3;

/** Whether a search word begins a word of a category's name (both folded as the search folds them). */
export function nameHasWord(name: string, word: string): boolean {
  return word.length >= MIN_CATEGORY_WORD && searchWords(name).some((w) => w.startsWith(word));
}

/**
 * For each search word, the categories its name begins a word of, each with
 * its whole subtree ("électro" names Électroménager and its children).
 * Words that name none are left out.
 */
export async function categoriesNamedBy(db: Executor, companyId: string, words: readonly string[]): Promise<Record<string, string[]>> {
  const candidates = words.filter((w) => w.length >= MIN_CATEGORY_WORD);
  if (candidates.length === 0) return {};
  const rows = await loadAll(db, companyId);
  const byParent = childrenIndex(rows);
  const named: Record<string, string[]> = {};
  for (const word of candidates) {
    const ids = new Set(rows.filter((r) => nameHasWord(r.name, word)).flatMap((r) => subtreeIds(byParent, r.id)));
    if (ids.size > 0) named[word] = [...ids].sort();
  }
  return named;
}
