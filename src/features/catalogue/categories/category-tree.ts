/**
 * The /categories tree, built on the device from the flat list the route
 * loads (each category carries its `parent_id`), and its search: a category
 * is shown when it matches (name or description, as category-matches.ts
 * folds them) or when one of its descendants does, so a matching
 * sub-category always appears under its parent.
 */
import type { Category } from '#src/api/categories.ts';
import { foldText } from '#src/utils/search-words.ts';
import { categoryMatches } from './category-matches.ts';

export type TreeCategory = Pick<Category, 'id' | 'name' | 'description' | 'parent_id'>;

export interface CategoryNode<T extends TreeCategory = Category> {
  category: T;
  children: CategoryNode<T>[];
  /** True when the search matched this category itself, not only a descendant. */
  matched: boolean;
}

/**
 * Roots and children in the order of the list. A category whose parent is
 * missing from the list (or that sits in a cycle) becomes a root rather than
 * disappearing.
 */
export function buildCategoryTree<T extends TreeCategory>(categories: readonly T[]): CategoryNode<T>[] {
  const nodes = new Map<string, CategoryNode<T>>();
  for (const category of categories) nodes.set(category.id, { category, children: [], matched: false });

  const reachesRootWithoutCycle = (start: T): boolean => {
    const seen = new Set<string>([start.id]);
    let parentId = start.parent_id;
    while (parentId) {
      if (seen.has(parentId)) return false;
      seen.add(parentId);
      const parent = nodes.get(parentId);
      if (!parent) return true;
      parentId = parent.category.parent_id;
    }
    return true;
  };

  const roots: CategoryNode<T>[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parent_id ? nodes.get(category.parent_id) : undefined;
    if (parent && parent !== node && reachesRootWithoutCycle(category)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export interface FilteredCategoryTree<T extends TreeCategory> {
  roots: CategoryNode<T>[];
  /** How many categories the search matched (every category for a blank search). */
  matchCount: number;
}

/**
 * The tree cut down to the matches and their ancestors. A blank search keeps
 * everything and marks nothing: there is nothing to point out.
 */
export function filterCategoryTree<T extends TreeCategory>(roots: readonly CategoryNode<T>[], query: string | undefined): FilteredCategoryTree<T> {
  const needle = foldText(query ?? '');
  if (!needle) {
    let count = 0;
    const walk = (nodes: readonly CategoryNode<T>[]) => {
      for (const node of nodes) {
        count += 1;
        walk(node.children);
      }
    };
    walk(roots);
    return { roots: [...roots], matchCount: count };
  }

  let matchCount = 0;
  const prune = (nodes: readonly CategoryNode<T>[]): CategoryNode<T>[] => {
    const kept: CategoryNode<T>[] = [];
    for (const node of nodes) {
      const matched = categoryMatches(node.category, needle);
      if (matched) matchCount += 1;
      const children = prune(node.children);
      if (matched || children.length > 0) kept.push({ category: node.category, children, matched });
    }
    return kept;
  };
  return { roots: prune(roots), matchCount };
}
