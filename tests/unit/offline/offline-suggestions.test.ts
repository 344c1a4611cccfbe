import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { categoryQueries, type Category, type CategoryTreeNode } from '#src/api/categories.ts';
import { productQueries, type Product } from '#src/api/products.ts';
import { matchSuggestions, offlineSuggestions } from '#src/offline/offline-suggestions.ts';
import { apiProduct } from '../helpers/product.ts';

let n = 0;
const cat = (name: string, children: CategoryTreeNode[] = []): CategoryTreeNode => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    slug: name.toLowerCase(),
    description: null,
    image: null,
    parent_id: null,
    product_count: 3,
    children,
  };
};

const product = (name: string, over: Partial<Product> = {}): Product => apiProduct({ name, ...over });

const names = (list: readonly { name: string }[]) => list.map((x) => x.name);

describe('offline suggestions: matching', () => {
  const rugs = cat('Tapis et moquettes');
  const kitchen = cat('Cuisine');
  const categories: Category[] = [rugs, kitchen];

  it('finds categories and products by word prefixes, accents and case folded, plurals and stop words dropped', () => {
    const products = [product('Théière en cuivre'), product('Tapis berbère', { category: { id: rugs.id, name: rugs.name, slug: 'x' } }), product('Lampe')];
    const found = matchSuggestions('tapis berberes', products, categories);
    expect(names(found.products)).toEqual(['Tapis berbère']);
    expect(found.categories).toEqual([]);
    expect(names(matchSuggestions('THEI', products, categories).products)).toEqual(['Théière en cuivre']);
    expect(names(matchSuggestions('les tapis', products, categories).categories)).toEqual(['Tapis et moquettes']);
    expect(found).toMatchObject({ query: 'tapis berberes', corrected_search: null });
  });

  it('puts products named by the text before those matched by description or category', () => {
    const byCategory = product('Marmite', { category: { id: kitchen.id, name: 'Cuisine', slug: 'cuisine' } });
    const byName = product('Livre de cuisine');
    expect(names(matchSuggestions('cuisine', [byCategory, byName], categories).products)).toEqual(['Livre de cuisine', 'Marmite']);
  });

  it('leaves out inactive products and keeps at most 4 categories and 6 products', () => {
    const many = Array.from({ length: 9 }, (_, i) => product(`Tasse ${i}`));
    const inactive = product('Tasse cassée', { status: 'inactive' });
    const cats = Array.from({ length: 6 }, (_, i) => cat(`Tasses ${i}`));
    const found = matchSuggestions('tasse', [inactive, ...many], cats);
    expect(found.products).toHaveLength(6);
    expect(names(found.products)).not.toContain('Tasse cassée');
    expect(found.categories).toHaveLength(4);
  });

  it('suggests nothing for a text without words', () => {
    expect(matchSuggestions(' - ', [product('Tapis')], categories)).toMatchObject({ categories: [], products: [] });
  });
});

describe('offline suggestions: from the query cache', () => {
  it('searches the products seen and the cached category tree (subcategories included, without their children)', () => {
    const qc = new QueryClient();
    const leaf = cat('Théières');
    const root = cat('Cuisine', [leaf]);
    qc.setQueryData(categoryQueries.tree().queryKey, [root]);
    const teapot = product('Théière marocaine');
    qc.setQueryData(productQueries.list({ page: 1, sort: 'newest' }).queryKey, { items: [teapot, product('Lampe')], total_items: 2 });
    const found = offlineSuggestions(qc, 'théi');
    expect(names(found.products)).toEqual(['Théière marocaine']);
    expect(found.categories).toEqual([expect.objectContaining({ id: leaf.id, name: 'Théières' })]);
    expect(found.categories[0]).not.toHaveProperty('children');
  });

  it('without a cached tree, uses the categories of the products seen', () => {
    const qc = new QueryClient();
    const p = product('Plateau', { category: { id: 'k', name: 'Cuisine', slug: 'cuisine' } });
    qc.setQueryData(productQueries.detail(p.id).queryKey, p);
    expect(offlineSuggestions(qc, 'cuis').categories).toEqual([expect.objectContaining({ id: 'k', name: 'Cuisine' })]);
  });

  it('suggests nothing from an empty cache', () => {
    expect(offlineSuggestions(new QueryClient(), 'tapis')).toMatchObject({ categories: [], products: [] });
  });
});
