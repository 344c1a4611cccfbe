import { describe, expect, it } from 'vitest';
import { CATEGORIES_EMPTY, filterCategories, parentNames } from '#src/features/catalogue/categories/category-matches.ts';

const categories = [
  { id: '1', name: 'Électroménager', description: 'Gros et petit électroménager.', parent_id: null },
  { id: '2', name: 'Huiles naturelles', description: 'Huile d’argan, de nigelle et d’olive.', parent_id: '3' },
  { id: '3', name: 'Soins', description: null, parent_id: null },
  { id: '4', name: 'Tapis', description: 'Tapis berbères et modernes.', parent_id: '9' },
];

describe('category search on the device (spec: name or description, case-insensitive)', () => {
  it('matches the name, whatever the case', () => {
    expect(filterCategories(categories, 'SOINS').map((c) => c.id)).toEqual(['3']);
    expect(filterCategories(categories, 'tap').map((c) => c.id)).toEqual(['4']);
  });

  it('matches the description too', () => {
    expect(filterCategories(categories, 'berbères').map((c) => c.id)).toEqual(['4']);
  });

  it('ignores accents and the kind of apostrophe', () => {
    expect(filterCategories(categories, 'electromenager').map((c) => c.id)).toEqual(['1']);
    expect(filterCategories(categories, "huile d'argan").map((c) => c.id)).toEqual(['2']);
    expect(filterCategories(categories, 'BERBERES').map((c) => c.id)).toEqual(['4']);
  });

  it('keeps everything, in order, for a blank search', () => {
    expect(filterCategories(categories, '   ').map((c) => c.id)).toEqual(['1', '2', '3', '4']);
    expect(filterCategories(categories, undefined)).toHaveLength(4);
  });

  it('finds nothing for text that is nowhere, and a category without description is not an error', () => {
    expect(filterCategories(categories, 'zzz')).toEqual([]);
  });

  it('collapses spaces and trims', () => {
    expect(filterCategories(categories, '  Huiles   NATURELLES ').map((c) => c.id)).toEqual(['2']);
  });

  it('folds letters as the search does: a ligature, punctuation between words', () => {
    const withLigature = [...categories, { id: '5', name: 'Cœur de palmier', description: null, parent_id: null }];
    expect(filterCategories(withLigature, 'coeur').map((c) => c.id)).toEqual(['5']);
    expect(filterCategories(categories, 'huile-d’argan').map((c) => c.id)).toEqual(['2']);
  });

  it('names the parent of each sub-category that has one in the list', () => {
    const parents = parentNames(categories);
    expect(parents.get('2')).toBe('Soins');
    expect(parents.has('1')).toBe(false);
    // A parent missing from the list: no label rather than a wrong one.
    expect(parents.has('4')).toBe(false);
  });

  it('has the spec’s empty text', () => {
    expect(CATEGORIES_EMPTY).toBe('Aucune catégorie trouvée');
  });
});
