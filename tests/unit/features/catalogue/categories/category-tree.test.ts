import { describe, expect, it } from 'vitest';
import { buildCategoryTree, filterCategoryTree, type CategoryNode, type TreeCategory } from '#src/features/catalogue/categories/category-tree.ts';

const c = (id: string, name: string, parent_id: string | null, description: string | null = null): TreeCategory => ({
  id,
  name,
  description,
  parent_id,
});

// The flat list as the API gives it: depth first, parents before children.
const flat = [
  c('el', 'Électronique', null, 'Téléphones, audio et télévision.'),
  c('tel', 'Téléphonie', 'el', 'Téléphones mobiles et accessoires.'),
  c('smart', 'Smartphones', 'tel', 'Téléphones intelligents.'),
  c('acc', 'Accessoires téléphone', 'tel', 'Coques, chargeurs et câbles.'),
  c('av', 'Audio et vidéo', 'el'),
  c('tv', 'Téléviseurs', 'av', 'Smart TV.'),
  c('beaute', 'Beauté et santé', null, 'Soins et parfums.'),
  c('soins', 'Soins', 'beaute'),
  c('huiles', 'Huiles naturelles', 'soins', 'Huile d’argan, de nigelle et d’olive.'),
];

/** The tree as nested names, marking matches with '*'. */
function shape(nodes: readonly CategoryNode<TreeCategory>[]): unknown[] {
  return nodes.map((n) => {
    const label = `${n.category.name}${n.matched ? '*' : ''}`;
    return n.children.length ? { [label]: shape(n.children) } : label;
  });
}

describe('the category tree built from the flat list', () => {
  it('nests children under their parents, in the order of the list', () => {
    expect(shape(buildCategoryTree(flat))).toEqual([
      { Électronique: [{ Téléphonie: ['Smartphones', 'Accessoires téléphone'] }, { 'Audio et vidéo': ['Téléviseurs'] }] },
      { 'Beauté et santé': [{ Soins: ['Huiles naturelles'] }] },
    ]);
  });

  it('keeps a child listed before its parent', () => {
    const tree = buildCategoryTree([c('b', 'Enfant', 'a'), c('a', 'Parent', null)]);
    expect(shape(tree)).toEqual([{ Parent: ['Enfant'] }]);
  });

  it('makes an orphan (parent not in the list) a root instead of losing it', () => {
    expect(shape(buildCategoryTree([c('x', 'Orpheline', 'absent'), c('r', 'Racine', null)]))).toEqual(['Orpheline', 'Racine']);
  });

  it('survives a cycle in bad data: every category still shows once', () => {
    const tree = buildCategoryTree([c('a', 'A', 'b'), c('b', 'B', 'a'), c('s', 'Soi', 's')]);
    const names: string[] = [];
    const walk = (nodes: readonly CategoryNode<TreeCategory>[]) => nodes.forEach((n) => (names.push(n.category.name), walk(n.children)));
    walk(tree);
    expect(names.sort()).toEqual(['A', 'B', 'Soi']);
  });
});

describe('the search on the tree (spec: name or description, case-insensitive)', () => {
  const tree = buildCategoryTree(flat);

  it('keeps everything and marks nothing for a blank search; the count is every category', () => {
    for (const q of ['', '   ', undefined]) {
      const { roots, matchCount } = filterCategoryTree(tree, q);
      expect(roots).toHaveLength(2);
      expect(matchCount).toBe(flat.length);
      expect(shape(roots)).toEqual(shape(tree));
    }
  });

  it('shows a matching grandchild under its parent and grandparent, which are not counted', () => {
    const { roots, matchCount } = filterCategoryTree(tree, 'SMARTPHONES');
    expect(shape(roots)).toEqual([{ Électronique: [{ Téléphonie: ['Smartphones*'] }] }]);
    expect(matchCount).toBe(1);
  });

  it('matches descriptions too, ignoring accents and the kind of apostrophe', () => {
    const { roots, matchCount } = filterCategoryTree(tree, "huile d'argan");
    expect(shape(roots)).toEqual([{ 'Beauté et santé': [{ Soins: ['Huiles naturelles*'] }] }]);
    expect(matchCount).toBe(1);
    expect(shape(filterCategoryTree(tree, 'cables').roots)).toEqual([{ Électronique: [{ Téléphonie: ['Accessoires téléphone*'] }] }]);
  });

  it('a matching parent shows with only the children that match as well', () => {
    const { roots, matchCount } = filterCategoryTree(tree, 'telephon');
    // Électronique (description), Téléphonie, Smartphones (description), Accessoires téléphone.
    expect(shape(roots)).toEqual([{ 'Électronique*': [{ 'Téléphonie*': ['Smartphones*', 'Accessoires téléphone*'] }] }]);
    expect(matchCount).toBe(4);
  });

  it('a top-level match alone keeps its card, without its unmatched sub-categories', () => {
    expect(shape(filterCategoryTree(tree, 'parfums').roots)).toEqual(['Beauté et santé*']);
  });

  it('finds nothing for text that is nowhere', () => {
    expect(filterCategoryTree(tree, 'zzz')).toEqual({ roots: [], matchCount: 0 });
  });

  it('does not change the tree it filters', () => {
    const before = JSON.stringify(tree);
    filterCategoryTree(tree, 'smart');
    expect(JSON.stringify(tree)).toBe(before);
  });
});
