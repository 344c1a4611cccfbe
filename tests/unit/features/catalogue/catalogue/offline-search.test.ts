import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CategoryTreeNode } from '#src/api/categories.ts';
import { productQueries, type Product } from '#src/api/products.ts';
import { parseCatalogueSearch } from '#src/features/catalogue/catalogue/catalogue-search.ts';
import { categoryScope, offlineCatalogueResults, searchProducts } from '#src/features/catalogue/catalogue/offline-search.ts';
import { cachedProducts } from '#src/offline/seen-products.ts';
import { foldWords, queryWords } from '#src/utils/search-words.ts';
import { apiProduct } from '../../../helpers/product.ts';

const CAT = {
  home: '00000000-0000-4000-8000-00000000000a',
  rugs: '00000000-0000-4000-8000-00000000000b',
  kitchen: '00000000-0000-4000-8000-00000000000c',
};
const NAMES: Record<string, string> = { [CAT.home]: 'Maison', [CAT.rugs]: 'Tapis et moquettes', [CAT.kitchen]: 'Cuisine' };

let n = 0;
const store = (price: string, i: number) => ({ store_id: `s${i}`, store_name: `Boutique ${i}`, store_address: null, price });

/** A product named and dated by its rank, in a category of CAT (kitchen unless `cat` says otherwise). */
function product(over: Partial<Product> & { cat?: string } = {}): Product {
  n += 1;
  const { cat = CAT.kitchen, ...rest } = over;
  return apiProduct({
    name: `Produit ${n}`,
    category: { id: cat, name: NAMES[cat]!, slug: 'x' },
    category_id: cat,
    slug: `produit-${n}`,
    created_at: `2025-01-${String(10 + (n % 18)).padStart(2, '0')}T10:00:00.000Z`,
    ...rest,
  });
}

const search = (raw: Record<string, unknown>) => parseCatalogueSearch(raw);
const names = (page: { items: Product[] }) => page.items.map((p) => p.name);

describe('folding as the French full-text search', () => {
  it('lower-cases, strips accents and ligatures, splits into words', () => {
    expect(foldWords('Théière ÉMAILLÉE, cœur-d’Alger 2L')).toEqual(['theiere', 'emaillee', 'coeur', 'd', 'alger', '2l']);
  });

  it('drops stop words and plural endings from the words searched', () => {
    expect(queryWords('Tapis de prière')).toEqual(['tapi', 'priere']);
    expect(queryWords('les chaussures')).toEqual(['chaussure']);
    expect(queryWords('de la')).toEqual(['de', 'la']);
    expect(queryWords('  ')).toEqual([]);
  });
});

describe('searchProducts', () => {
  const teapot = product({ name: 'Théière en cuivre', description: 'Ciselée à la main à Tlemcen', price: '4500.00', rating: '4.6', created_at: '2025-03-01T00:00:00.000Z' });
  const rug = product({ name: 'Tapis berbère', description: 'Laine naturelle', cat: CAT.rugs, price: '12000.00', rating: '4.9', created_at: '2025-01-01T00:00:00.000Z' });
  const prayerRug = product({ name: 'Tapis de prière', description: null, cat: CAT.rugs, price: '2500.00', rating: '3.1', created_at: '2025-02-01T00:00:00.000Z' });
  const pan = product({ name: 'Poêle en fonte', description: 'Pour la cuisine au feu de bois', price: '3000.00', rating: '4.2', sku: 'PF-28' });
  const all = [teapot, rug, prayerRug, pan];

  it('finds words in the name, description, category and SKU, accents and case folded, by prefix', () => {
    expect(names(searchProducts(all, search({ search: 'THEIERE' })))).toEqual(['Théière en cuivre']);
    expect(names(searchProducts(all, search({ search: 'cisel tlemcen' })))).toEqual(['Théière en cuivre']);
    expect(names(searchProducts(all, search({ search: 'moquette' }))).sort()).toEqual(['Tapis berbère', 'Tapis de prière']);
    expect(names(searchProducts(all, search({ search: 'pf' })))).toEqual(['Poêle en fonte']);
    expect(names(searchProducts(all, search({ search: 'poele' })))).toEqual(['Poêle en fonte']);
  });

  it('requires every word', () => {
    expect(names(searchProducts(all, search({ search: 'tapis laine' })))).toEqual(['Tapis berbère']);
    expect(names(searchProducts(all, search({ search: 'tapis cuivre' })))).toEqual([]);
    expect(names(searchProducts(all, search({ search: 'tapis berbères' })))).toEqual(['Tapis berbère']);
  });

  it('sorts as the API: newest by default, by price, by rating', () => {
    expect(names(searchProducts(all, search({ search: 'tapis' })))).toEqual(['Tapis de prière', 'Tapis berbère']);
    expect(names(searchProducts(all, search({ sort: 'price-low' }))).slice(0, 2)).toEqual(['Tapis de prière', 'Poêle en fonte']);
    expect(names(searchProducts(all, search({ sort: 'price-high' })))[0]).toBe('Tapis berbère');
    expect(names(searchProducts(all, search({ sort: 'rating' })))).toEqual(['Tapis berbère', 'Théière en cuivre', 'Poêle en fonte', 'Tapis de prière']);
  });

  it('applies the price and rating filters', () => {
    expect(names(searchProducts(all, search({ max_price: 300 })))).toEqual([]);
    const cheap = [product({ name: 'Bol', price: '250.00', rating: '2.0' }), product({ name: 'Cuillère', price: '90.00', rating: '4.5' })];
    expect(names(searchProducts([...all, ...cheap], search({ max_price: 300, sort: 'price-low' })))).toEqual(['Cuillère', 'Bol']);
    expect(names(searchProducts([...all, ...cheap], search({ max_price: 300, min_rating: 4 })))).toEqual(['Cuillère']);
    expect(names(searchProducts(all, search({ min_price: 100, min_rating: 4, sort: 'price-low' })))).toEqual(['Poêle en fonte', 'Théière en cuivre', 'Tapis berbère']);
  });

  it('sorts and filters by price on the price the card shows: the lowest offer, else the product’s own', () => {
    // Its own price is the lowest, but no store sells it that cheap: it is bought from 400.
    const lamp = product({ name: 'Lampe', price: '150.00', available_stores: [store('400.00', 1), store('450.00', 2)] });
    const tray = product({ name: 'Plateau', price: '350.00', available_stores: [store('300.00', 3)] });
    const jar = product({ name: 'Jarre', price: '200.00' });
    const three = [lamp, tray, jar];
    expect(names(searchProducts(three, search({ sort: 'price-low' })))).toEqual(['Jarre', 'Plateau', 'Lampe']);
    expect(names(searchProducts(three, search({ sort: 'price-high' })))).toEqual(['Lampe', 'Plateau', 'Jarre']);
    expect(names(searchProducts(three, search({ max_price: 250 })))).toEqual(['Jarre']);
    expect(names(searchProducts(three, search({ min_price: 300, sort: 'price-low' })))).toEqual(['Plateau', 'Lampe']);
    expect(names(searchProducts(three, search({ min_price: 350, max_price: 400 })))).toEqual(['Lampe']);
  });

  it('reads the offers of a product cached by an older build, which has no price_from or store_count', () => {
    const cached: Partial<Product> = product({ name: 'Ancien', price: '100.00', available_stores: [store('300.00', 1)] });
    delete cached.price_from;
    delete cached.store_count;
    expect(names(searchProducts([cached as Product], search({ max_price: 200 })))).toEqual([]);
    expect(names(searchProducts([cached as Product], search({ min_price: 300, max_price: 400 })))).toEqual(['Ancien']);
  });

  it('filters by category, subcategories included when the tree is known', () => {
    const tree = [
      { id: CAT.home, name: 'Maison', children: [{ id: CAT.rugs, name: 'Tapis', children: [] }] },
      { id: CAT.kitchen, name: 'Cuisine', children: [] },
    ] as unknown as CategoryTreeNode[];
    expect(categoryScope([CAT.home], tree)).toEqual(new Set([CAT.home, CAT.rugs]));
    expect(names(searchProducts(all, search({ categories: [CAT.home] }), tree)).sort()).toEqual(['Tapis berbère', 'Tapis de prière']);
    expect(names(searchProducts(all, search({ categories: [CAT.home] })))).toEqual([]);
    expect(names(searchProducts(all, search({ categories: [CAT.rugs], search: 'priere' })))).toEqual(['Tapis de prière']);
  });

  it('pages 20 at a time and counts every match', () => {
    const many = Array.from({ length: 45 }, (_, i) => product({ name: `Coussin ${i}` }));
    const page3 = searchProducts(many, search({ search: 'coussin', page: 3 }));
    expect(page3.total_items).toBe(45);
    expect(page3.items).toHaveLength(5);
  });
});

describe('the products of the query cache', () => {
  it('gathers lists, pages, searches, details, featured, category and store pages, once each, newest copy first', () => {
    const qc = new QueryClient();
    const a = product({ name: 'Ancien nom' });
    const b = product({ name: 'Lampe' });
    const c = product({ name: 'Plateau' });
    const d = product({ name: 'Jarre' });
    const filters = { page: 1, sort: 'newest' as const };
    qc.setQueryData(productQueries.list(filters).queryKey, { items: [a, b], total_items: 2 }, { updatedAt: 1000 });
    qc.setQueryData(productQueries.detail(a.id).queryKey, { ...a, name: 'Nouveau nom' }, { updatedAt: 2000 });
    // A cache persisted by an older build can still hold the featured products and a product's images.
    qc.setQueryData(['products', 'featured', { limit: 12 }], [c], { updatedAt: 1000 });
    qc.setQueryData(['categories', 'products', 'x', { skip: 0, limit: 100 }], { items: [d], total_items: 1 });
    qc.setQueryData(['stores', 'products', 'y', { skip: 0, limit: 100 }], { items: [{ ...b, store_price: '900.00' }], total_items: 1 }, { updatedAt: 500 });
    // Not products: images, categories, a collection's short items.
    qc.setQueryData(['products', 'images', a.id], [{ id: 'i', image_url: '/x.svg', is_primary: true }]);
    qc.setQueryData(['collections', 'detail', 'z', {}], { items: [{ id: 'short', name: 'Court', price: '1' }] });

    const found = cachedProducts(qc);
    expect(found.map((p) => p.name).sort()).toEqual(['Jarre', 'Lampe', 'Nouveau nom', 'Plateau']);

    const results = offlineCatalogueResults(qc, search({ search: 'nouveau' }));
    expect(results).toEqual({ items: [expect.objectContaining({ id: a.id })], total_items: 1 });
  });

  it('answers null when no product was ever cached', () => {
    expect(offlineCatalogueResults(new QueryClient(), search({ search: 'tapis' }))).toBeNull();
  });
});
