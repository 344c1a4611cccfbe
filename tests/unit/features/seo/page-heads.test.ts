import { describe, expect, it } from 'vitest';
import type { Product } from '#src/api/products.ts';
import { productJsonLd } from '#src/features/seo/page-heads.ts';

const base = {
  id: 'p1',
  name: 'Tapis berbère',
  description: 'Laine, tissé main.',
  price: '12000.00',
  stock: 3,
  sku: 'SKU-1',
  category: { id: 'c', name: 'Tapis', slug: 'tapis' },
} as unknown as Product;

describe('Product JSON-LD', () => {
  it('one store: an Offer at its price, in stock, with its seller', () => {
    const ld = productJsonLd(
      { ...base, available_stores: [{ store_id: 's', store_name: 'Bazar', store_address: null, price: '11500.00' }] },
      'https://x.dz/products/p1',
      'https://x.dz/media/p1.svg',
    );
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tapis berbère',
      image: 'https://x.dz/media/p1.svg',
      sku: 'SKU-1',
      category: 'Tapis',
      offers: {
        '@type': 'Offer',
        price: '11500.00',
        priceCurrency: 'DZD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Bazar' },
      },
    });
  });

  it('several stores: an AggregateOffer from the lowest to the highest price, one Offer each', () => {
    const ld = productJsonLd(
      {
        ...base,
        stock: 0,
        available_stores: [
          { store_id: 'a', store_name: 'A', store_address: null, price: '9000.50' },
          { store_id: 'b', store_name: 'B', store_address: null, price: '12500.00' },
          { store_id: 'c', store_name: 'C', store_address: null, price: '10000.00' },
        ],
      },
      'https://x.dz/products/p1',
      undefined,
    );
    const offers = ld.offers as Record<string, unknown>;
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '9000.50', highPrice: '12500.00', offerCount: 3 });
    expect(offers.availability).toBe('https://schema.org/OutOfStock');
    expect(offers.offers).toHaveLength(3);
    expect(ld).not.toHaveProperty('image');
  });

  it('no store: an Offer at the catalogue price', () => {
    const ld = productJsonLd({ ...base, available_stores: [] }, 'u', undefined);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '12000.00' });
  });
});
