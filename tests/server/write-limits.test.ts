/**
 * Limits on cart and wishlist writes (issue 11, point 6): per shopper, and
 * per client address so that inventing a new guest session for every write
 * does not escape it. Reads are never limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';

describe('cart and wishlist write limits', () => {
  let api: TestApi;
  let productId: string;
  beforeAll(async () => {
    api = await startTestApi({ WRITE_RATE_LIMIT: '3', WRITE_RATE_LIMIT_PER_ADDRESS: '8' });
    const list = await api.call('GET', '/api/v1/public/products/?limit=50');
    productId = list.body.items.find((p: { stock: number; available_stores: unknown[] }) => p.stock > 20 && p.available_stores.length === 0).id;
  }, 120_000);
  afterAll(async () => api?.close());

  const add = (sessionId: string) =>
    api.call('POST', '/api/v1/cart/items', { sessionId, body: { product_id: productId, quantity: 1, store_id: null } });

  it('a shopper writing faster than a person taps gets 429 in French with Retry-After; reads and other shoppers go on', async () => {
    const shopper = newSessionId();
    for (let i = 0; i < 3; i++) expect((await add(shopper)).status).toBe(201);
    const refused = await add(shopper);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Trop de modifications en peu de temps. Veuillez réessayer dans un instant.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing was applied by the refused write; reading is not limited.
    const cart = await api.call('GET', '/api/v1/cart/', { sessionId: shopper });
    expect(cart.status).toBe(200);
    expect(cart.body.items[0].quantity).toBe(3);
    expect((await add(newSessionId())).status).toBe(201);
  });

  it('a new session for every write still meets the limit of the address', async () => {
    // 4 writes so far from this address (the test above); 8 allowed a minute.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await add(newSessionId())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
