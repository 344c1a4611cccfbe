/**
 * The category list's client-side search (spec: by name or description,
 * case-insensitive). Accents and the two
 * apostrophes are ignored too: 'electromenager' finds 'Électroménager',
 * "huile d'argan" finds 'huile d’argan'.
 */
import type { Category } from '#src/api/categories.ts';

export const CATEGORIES_EMPTY = 'Aucune catégorie trouvée';

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLocaleLowerCase('fr')
    .replace(/\s+/g, ' ')
    .trim();
}

export type SearchableCategory = Pick<Category, 'name' | 'description'>;

export function filterCategories<T extends SearchableCategory>(categories: readonly T[], query: string | undefined): T[] {
  const needle = normalizeSearchText(query ?? '');
  if (!needle) return [...categories];
  return categories.filter(
    (category) =>
      normalizeSearchText(category.name).includes(needle) ||
      (category.description ? normalizeSearchText(category.description).includes(needle) : false),
  );
}

/** The parent's name of each category of the flat list, to tell 'Homme' of 'Mode' from others. */
export function parentNames(categories: readonly Pick<Category, 'id' | 'name' | 'parent_id'>[]): Map<string, string> {
  const byId = new Map(categories.map((c) => [c.id, c.name]));
  const parents = new Map<string, string>();
  for (const category of categories) {
    const parent = category.parent_id ? byId.get(category.parent_id) : undefined;
    if (parent) parents.set(category.id, parent);
  }
  return parents;
}
