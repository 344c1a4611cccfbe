import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productQueries, type Product } from '#src/api/products.ts';
import type { AddableProduct } from '#src/features/cart/add-to-cart-rules.ts';
import { lookUpProduct, resolveAdd, type DetailQuery } from '#src/features/cart/resolve-add.ts';

const store = { store_id: 's1', store_name: 'Mitidja Market', store_address: '41 rue des Martyrs, Blida', price: '13090.00' };

function fullProduct(over: Partial<Product> = {}): Product {
  const stores = over.available_stores ?? [store];
  return {
    id: 'p1',
    name: 'Burnous',
    description: null,
    price: '13800.00',
    category: null,
    category_id: null,
    stock: 7,
    rating: '4.5',
    image: null,
    product_images: [],
    available_stores: [store],
    status: 'active',
    sku: null,
    company_id: 'c1',
    slug: 'burnous',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    price_from: stores[0]?.price ?? over.price ?? '13800.00',
    store_count: stores.length,
    ...over,
  };
}

/** The real query key, answered by `answer` instead of the network. */
function detailAnswering(answer: (id: string) => Promise<Product>) {
  const queryFn = vi.fn(answer);
  const detail = ((id: string) =>
    queryOptions({ ...productQueries.detail(id), queryFn: () => queryFn(id) })) as unknown as DetailQuery;
  return { detail, queryFn };
}

/** A wishlist line: no stores, no stock. */
const line: AddableProduct = { id: 'p1', name: 'Burnous', price: '13800.00', image: null, slug: 'burnous' };

let client: QueryClient;
afterEach(() => client?.clear());

describe('resolveAdd', () => {
  it('decides at once when the card knows the stores and the stock', async () => {
    client = new QueryClient();
    const { detail, queryFn } = detailAnswering(async () => fullProduct());
    const card = { ...line, stock: 3, available_stores: [] };
    await expect(resolveAdd(client, card, detail)).resolves.toEqual({ product: card, plan: { kind: 'direct' } });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('reads a wishlist line or a collection item, then opens the store dialog with its stores', async () => {
    client = new QueryClient();
    const { detail, queryFn } = detailAnswering(async () => fullProduct());
    const { product, plan } = await resolveAdd(client, line, detail);
    expect(queryFn).toHaveBeenCalledWith('p1');
    expect(plan).toEqual({ kind: 'choose-store', stores: [store] });
    expect(product.stock).toBe(7);
  });

  it('adds at once a read product sold by no store, and refuses one out of stock', async () => {
    client = new QueryClient();
    const noStore = detailAnswering(async () => fullProduct({ available_stores: [] }));
    await expect(resolveAdd(client, line, noStore.detail)).resolves.toMatchObject({ plan: { kind: 'direct' } });
    client.clear();
    const soldOut = detailAnswering(async () => fullProduct({ stock: 0 }));
    await expect(resolveAdd(client, line, soldOut.detail)).resolves.toMatchObject({ plan: { kind: 'sold-out' } });
  });

  it('uses a fresh cached product without asking the network', async () => {
    client = new QueryClient();
    client.setQueryData(productQueries.detail('p1').queryKey, fullProduct({ available_stores: [] }));
    const { detail, queryFn } = detailAnswering(async () => fullProduct());
    await expect(resolveAdd(client, line, detail)).resolves.toMatchObject({ plan: { kind: 'direct' } });
    expect(queryFn).not.toHaveBeenCalled();
  });
});

describe('lookUpProduct', () => {
  it('falls back to the cached product when the refresh fails (offline)', async () => {
    client = new QueryClient();
    client.setQueryData(productQueries.detail('p1').queryKey, fullProduct({ name: 'En cache' }), { updatedAt: 0 });
    const { detail, queryFn } = detailAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookUpProduct(client, 'p1', detail)).resolves.toMatchObject({ name: 'En cache' });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('rejects once, without retries, when nothing is cached', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
    const { detail, queryFn } = detailAnswering(async () => {
      throw new Error('Produit introuvable');
    });
    await expect(lookUpProduct(client, 'p1', detail)).rejects.toThrow('Produit introuvable');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
