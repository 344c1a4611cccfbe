import type { Product } from '#src/api/products.ts';

let made = 0;

/**
 * A product as the API gives it: active, 1000.00, in stock, in a kitchen
 * category, sold by no store unless `over` says otherwise. Its id and slug
 * are new on every call; `price_from` and `store_count` follow its offers
 * (`available_stores`) unless `over` gives them.
 */
export function apiProduct(over: Partial<Product> = {}): Product {
  made += 1;
  const stores = over.available_stores ?? [];
  const offers = stores.map((s) => Number(s.price));
  return {
    id: `00000000-0000-4000-9000-${String(made).padStart(12, '0')}`,
    name: `Produit ${made}`,
    description: null,
    price: '1000.00',
    category: { id: 'c', name: 'Cuisine', slug: 'cuisine' },
    category_id: 'c',
    stock: 3,
    rating: '4.0',
    image: null,
    product_images: [],
    available_stores: [],
    status: 'active',
    sku: null,
    company_id: '00000000-0000-4000-8000-000000000001',
    slug: `produit-${made}`,
    created_at: '2025-01-10T10:00:00.000Z',
    updated_at: '2025-02-01T10:00:00.000Z',
    price_from: offers.length ? Math.min(...offers).toFixed(2) : (over.price ?? '1000.00'),
    store_count: stores.length,
    ...over,
  };
}
