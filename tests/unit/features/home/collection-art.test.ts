import { describe, expect, it } from 'vitest';
import type { CollectionProductPreview } from '#src/api/collections.ts';
import { collectionArtOf, MOSAIC_SIZE } from '#src/features/home/collection-art.ts';

const product = (n: number): CollectionProductPreview => ({
  id: `p${n}`,
  name: `Produit ${n}`,
  price: '1000.00',
  price_from: '1000.00',
  store_count: 0,
  stock: 3,
  status: 'active',
  slug: `produit-${n}`,
  image: `/media/products/p${n}.svg`,
});
const products = (n: number) => Array.from({ length: n }, (_, i) => product(i + 1));

describe('what fills a featured collection’s art box', () => {
  it('its own image when it has one, even with products to preview', () => {
    expect(collectionArtOf({ image: '/media/collections/ramadan.svg', preview_products: products(4) })).toEqual({
      kind: 'cover',
      path: '/media/collections/ramadan.svg',
    });
  });

  it('without an image, its first products composed in the same box: one large and two small', () => {
    const art = collectionArtOf({ image: null, preview_products: products(4) });
    expect(art.kind).toBe('mosaic');
    if (art.kind !== 'mosaic') return;
    expect(art.layout).toBe('three');
    expect(art.products.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(MOSAIC_SIZE).toBe(3);
  });

  it('fewer products still fill the box', () => {
    expect(collectionArtOf({ image: null, preview_products: products(2) })).toMatchObject({ kind: 'mosaic', layout: 'two' });
    expect(collectionArtOf({ image: null, preview_products: products(1) })).toMatchObject({ kind: 'mosaic', layout: 'one' });
  });

  it('neither image nor products (or previews not asked for): the placeholder art', () => {
    expect(collectionArtOf({ image: null, preview_products: [] })).toEqual({ kind: 'cover', path: null });
    expect(collectionArtOf({ image: null })).toEqual({ kind: 'cover', path: null });
  });
});
