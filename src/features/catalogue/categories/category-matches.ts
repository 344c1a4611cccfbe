/**
 * The category list's client-side search (spec: by name or description,
 * case-insensitive): the text typed, folded as every search folds words
 * (utils/search-words.ts: accents, case and punctuation aside), found within
 * the folded name or description. 'electromenager' finds 'Électroménager',
 * "huile d'argan" finds 'huile d’argan', 'coeur' finds 'Cœur'.
 */
import type { Category } from '#src/api/categories.ts';
import { foldText } from '#src/utils/search-words.ts';

export const CATEGORIES_EMPTY = 'Aucune catégorie trouvée';

/** Whether a category's folded name or description holds the folded text typed (`needle`, from foldText). */
export function categoryMatches(category: SearchableCategory, needle: string): boolean {
  return foldText(category.name).includes(needle) || (category.description ? foldText(category.description).includes(needle) : false);
}

export type SearchableCategory = Pick<Category, 'name' | 'description'>;

export function filterCategories<T extends SearchableCategory>(categories: readonly T[], query: string | undefined): T[] {
  const needle = foldText(query ?? '');
  if (!needle) return [...categories];
  return categories.filter((category) => categoryMatches(category, needle));
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
