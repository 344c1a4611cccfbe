import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CollectionProductPreview } from '#src/api/collections.ts';
import { ApiError, NetworkError } from '#src/api/http.ts';
import type { Product } from '#src/api/products.ts';
import type { ProductCardItem } from '#src/features/catalogue/kit/product-card.tsx';
import {
  clampQuantity,
  galleryImages,
  isProductNotFound,
  moreStoresLabel,
  STORES_SHOWN,
} from '#src/features/catalogue/product-detail/product-detail-data.ts';

const img = (image_url: string, is_primary = false) => ({ id: image_url, image_url, is_primary });

describe('product page rules', () => {
  it('keeps the quantity a whole number of at least 1, with no maximum', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(100_000)).toBe(100_000);
  });

  it('shows 2 stores, then "+N autre(s) boutique(s)"', () => {
    expect(STORES_SHOWN).toBe(2);
    expect(moreStoresLabel(3)).toBe('+3 autre(s) boutique(s)');
  });

  it('orders the gallery primary first, falls back to `image`, then to nothing (placeholder)', () => {
    expect(galleryImages({ image: '/x.svg', product_images: [img('/a.svg'), img('/b.svg', true), img('/c.svg')] })).toEqual(['/b.svg', '/a.svg', '/c.svg']);
    expect(galleryImages({ image: '/x.svg', product_images: [] })).toEqual(['/x.svg']);
    expect(galleryImages({ image: null, product_images: [img('  ')] })).toEqual([]);
    expect(galleryImages({ image: '/a.svg', product_images: [img('/a.svg'), img('/a.svg', true)] })).toEqual(['/a.svg']);
  });

  it('tells an unknown or unreadable id from a load failure', () => {
    expect(isProductNotFound(new ApiError(404, 'Not Found', "Le produit demandé n'existe pas"))).toBe(true);
    expect(isProductNotFound(new ApiError(400, 'Bad Request', 'Format invalide'))).toBe(true);
    expect(isProductNotFound(new ApiError(500, 'Internal Server Error', undefined))).toBe(false);
    expect(isProductNotFound(new NetworkError('Network error occurred'))).toBe(false);
  });
});

describe('product card input', () => {
  it('accepts the full product and the short collection item', () => {
    expectTypeOf<Product>().toExtend<ProductCardItem>();
    expectTypeOf<CollectionProductPreview>().toExtend<ProductCardItem>();
  });
});
