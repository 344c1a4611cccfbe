import { describe, expect, it } from 'vitest';
import type { Cart } from '#server/schemas/cart.ts';
import type { Wishlist } from '#server/schemas/wishlist.ts';
import type { OutboxChange, OutboxEntry } from '#src/db/outbox-types.ts';
import { applyCartChanges } from '#src/offline/cart-overlay.ts';
import { applyWishlistChanges, wishlistHas } from '#src/offline/wishlist-overlay.ts';

const entry = (change: OutboxChange, key = Math.random().toString(36)): OutboxEntry => ({
  key,
  owner: 'session:x',
  change,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
});

const server: Cart = {
  id: 'c1',
  items: [
    {
      id: 'l1',
      product_id: 'p1',
      product_name: 'Couscoussier',
      product_image: null,
      product_slug: 'couscoussier',
      store_id: 's1',
      store_name: 'Cirta Maison',
      quantity: 2,
      unit_price: '1500.00',
      total_price: '3000.00',
      stock: 10,
    },
  ],
  total_items: 2,
  subtotal: '3000.00',
  discount: '300.00',
  discount_code: 'BIENVENUE10',
  total_price: '2700.00',
  applied_changes: ['k0'],
};

describe('cart on screen = server cart + pending changes', () => {
  it('is the server cart when nothing is pending', () => {
    const view = applyCartChanges(server, []);
    expect(view).toMatchObject({ total_items: 2, subtotal: '3000.00', discount: '300.00', total_price: '2700.00', pendingChanges: 0, estimated: false });
    expect(view.items[0]?.pending).toBe(false);
  });

  it('adds to an existing line of the same product and store, and creates a pending line otherwise', () => {
    const view = applyCartChanges(server, [
      entry({ kind: 'cart.add', productId: 'p1', storeId: 's1', quantity: 1, product: { name: 'Couscoussier', image: null, price: '1500.00' } }),
      entry({ kind: 'cart.add', productId: 'p1', storeId: 's2', quantity: 1, product: { name: 'Couscoussier', image: null, price: '1450.00' } }, 'k2'),
    ]);
    expect(view.items.map((i) => [i.store_id, i.quantity, i.total_price, i.pending])).toEqual([
      ['s1', 3, '4500.00', true],
      ['s2', 1, '1450.00', true],
    ]);
    expect(view.items[1]?.id).toBe('pending:k2');
    expect(view.total_items).toBe(4);
    expect(view.subtotal).toBe('5950.00');
    expect(view.estimated).toBe(true);
  });

  it('does not count twice a change the server cart already holds (its answer was lost, the replay waits)', () => {
    const add = (key: string) =>
      entry({ kind: 'cart.add', productId: 'p1', storeId: 's1', quantity: 1, product: { name: 'Couscoussier', image: null, price: '1500.00' } }, key);
    const view = applyCartChanges({ ...server, applied_changes: ['k1', 'k0'] }, [add('k1'), add('k2')]);
    expect(view.items.map((i) => [i.store_id, i.quantity])).toEqual([['s1', 3]]);
    expect(view.total_items).toBe(3);
    expect(view.pendingChanges).toBe(1);
  });

  it('applies every pending change to a cart persisted before the server named its applied changes', () => {
    const { applied_changes: _, ...older } = server;
    const view = applyCartChanges(older as Cart, [
      entry({ kind: 'cart.add', productId: 'p1', storeId: 's1', quantity: 1, product: { name: 'Couscoussier', image: null, price: '1500.00' } }, 'k0'),
    ]);
    expect(view.total_items).toBe(3);
  });

  it('applies updates, removals and clears in order; 0 removes', () => {
    const add = entry({ kind: 'cart.add', productId: 'p2', storeId: null, quantity: 1, product: { name: 'Miel', image: null, price: '900.00' } });
    expect(applyCartChanges(server, [add, entry({ kind: 'cart.update', productId: 'p2', storeId: null, quantity: 4, productName: 'Miel' })]).items[1]?.quantity).toBe(4);
    expect(applyCartChanges(server, [entry({ kind: 'cart.update', productId: 'p1', storeId: 's1', quantity: 0, productName: 'x' })]).items).toEqual([]);
    expect(applyCartChanges(server, [entry({ kind: 'cart.remove', productId: 'p1', storeId: 's1', productName: 'x' })]).total_items).toBe(0);
    const cleared = applyCartChanges(server, [entry({ kind: 'cart.clear' }), add]);
    expect(cleared.items.map((i) => i.product_id)).toEqual(['p2']);
    expect(cleared.total_price).toBe('600.00'); // the known discount, capped by the subtotal... until the server recomputes
  });

  it('a stepper step applies to the line as the server has it (never counted twice)', () => {
    const step = (delta: number) => entry({ kind: 'cart.update', productId: 'p1', storeId: 's1', quantity: 99, delta, productName: 'x' });
    const before = server.items[0]!.quantity;
    expect(applyCartChanges(server, [step(1)]).items[0]?.quantity).toBe(before + 1);
    expect(applyCartChanges(server, [step(1), step(1)]).items[0]?.quantity).toBe(before + 2);
    expect(applyCartChanges(server, [step(-before)]).items).toEqual([]);
  });

  it('shows a pending discount code without inventing its amount', () => {
    const view = applyCartChanges({ ...server, discount: '0.00', discount_code: null, total_price: '3000.00' }, [entry({ kind: 'cart.apply-discount', code: ' fixe500 ' })]);
    expect(view.discount_code).toBe('FIXE500');
    expect(view.discount).toBe('0.00');
    const removed = applyCartChanges(server, [entry({ kind: 'cart.remove-discount' })]);
    expect(removed).toMatchObject({ discount_code: null, discount: '0.00', total_price: '3000.00' });
  });
});

describe('wishlist on screen', () => {
  const list: Wishlist = {
    items: [{ id: 'w1', product_id: 'p1', product_name: 'Tapis', product_image: null, product_price: '9000.00', price_from: '8500.00', store_count: 2, product_slug: 'tapis', created_at: '2026-01-01T00:00:00.000Z' }],
    total_items: 1,
    applied_changes: [],
  };
  it('adds once, removes and clears', () => {
    const added = applyWishlistChanges(list, [
      entry({ kind: 'wishlist.add', productId: 'p2', product: { name: 'Lanterne', image: null, price: '2500.00' } }),
      entry({ kind: 'wishlist.add', productId: 'p1', product: { name: 'Tapis', image: null, price: '9000.00' } }),
    ]);
    expect(added.items.map((i) => i.product_id)).toEqual(['p2', 'p1']);
    expect(wishlistHas(added, 'p2')).toBe(true);
    const removed = applyWishlistChanges(list, [entry({ kind: 'wishlist.remove', productId: 'p1', productName: 'Tapis' })]);
    expect(removed.total_items).toBe(0);
    expect(applyWishlistChanges(list, [entry({ kind: 'wishlist.clear' })]).items).toEqual([]);
  });

  it('skips a removal or a clear the server names as applied: an item added back on another device since stays', () => {
    // The removal of p1 and a clear were applied, their answers lost; another device then added p1 back.
    const removal = entry({ kind: 'wishlist.remove', productId: 'p1', productName: 'Tapis' }, 'k-remove');
    const clear = entry({ kind: 'wishlist.clear' }, 'k-clear');
    const later = entry({ kind: 'wishlist.add', productId: 'p3', product: { name: 'Théière', image: null, price: '3100.00' } }, 'k-later');
    const view = applyWishlistChanges({ ...list, applied_changes: ['k-clear', 'k-remove'] }, [removal, clear, later]);
    expect(view.items.map((i) => i.product_id)).toEqual(['p3', 'p1']);
    expect(view.pendingChanges).toBe(1);
    // A list persisted before the server named its applied changes: every pending change applies.
    const { applied_changes: _, ...older } = list;
    expect(applyWishlistChanges(older as Wishlist, [removal]).items).toEqual([]);
  });
});
