import { describe, expect, it } from 'vitest';
import {
  ADD_TO_WISHLIST,
  ADD_TO_WISHLIST_PAGE,
  PENDING_LABEL,
  REMOVE_FROM_WISHLIST,
  REMOVE_FROM_WISHLIST_PAGE,
  WISHLIST_EMPTY,
  wishlistCountText,
  wishlistLineProduct,
  wishlistShownPrice,
  wishlistSnapshot,
} from '#src/features/wishlist/wishlist-rules.ts';
import { applyWishlistChanges, type WishlistItemView } from '#src/offline/wishlist-overlay.ts';

describe('wishlist texts', () => {
  it('uses the names of the heart, the product page button and the page', () => {
    expect(ADD_TO_WISHLIST).toBe('Ajouter à la liste de souhaits');
    expect(REMOVE_FROM_WISHLIST).toBe('Retirer de la liste de souhaits');
    expect(ADD_TO_WISHLIST_PAGE).toBe('Ajouter à la Wishlist');
    expect(REMOVE_FROM_WISHLIST_PAGE).toBe('Retirer de la Wishlist');
    expect(WISHLIST_EMPTY).toBe('Votre liste de souhaits est vide');
    expect(PENDING_LABEL).toBe("En attente d'envoi");
  });

  it('counts items in French', () => {
    expect(wishlistCountText(1)).toBe('1 article');
    expect(wishlistCountText(2)).toBe('2 articles');
  });
});

describe('wishlistSnapshot', () => {
  it('keeps what the pending line shows: name, chosen image, price, slug, stock', () => {
    const snap = wishlistSnapshot({
      id: 'p1',
      name: 'Tapis de salon',
      price: '30900.00',
      slug: 'tapis-de-salon',
      stock: 4,
      image: '/fallback.svg',
      product_images: [{ image_url: '/primary.svg', is_primary: true }],
    });
    expect(snap).toEqual({
      name: 'Tapis de salon',
      image: '/primary.svg',
      price: '30900.00',
      slug: 'tapis-de-salon',
      stock: 4,
      price_from: '30900.00',
      store_count: 0,
    });
  });

  it('writes a numeric price as a decimal string and an unknown stock or slug as null', () => {
    expect(wishlistSnapshot({ id: 'p', name: 'Miel', price: 3510, image: null })).toEqual({
      name: 'Miel',
      image: null,
      price: '3510',
      slug: null,
      stock: null,
      price_from: '3510',
      store_count: 0,
    });
  });

  it('keeps the price the card shows: the lowest offer and the number of stores', () => {
    const snap = wishlistSnapshot({
      id: 'p2',
      name: 'Burnous',
      price: '12000.00',
      image: null,
      available_stores: [{ price: '13090.00' }, { price: '13800.00' }],
    });
    expect(snap).toMatchObject({ price: '12000.00', price_from: '13090.00', store_count: 2 });
  });

  it('makes the pending line the overlay shows until the server answers', () => {
    const product = wishlistSnapshot({ id: 'p9', name: 'Karakou', price: '16200.00', slug: 'karakou', image: '/k.svg' });
    const view = applyWishlistChanges({ items: [], total_items: 0, applied_changes: [] }, [
      { key: 'k1', owner: 'customer:x', createdAt: 0, attempts: 0, nextAttemptAt: 0, change: { kind: 'wishlist.add', productId: 'p9', product } },
    ]);
    expect(view.items[0]).toMatchObject({ product_id: 'p9', product_name: 'Karakou', product_price: '16200.00', product_image: '/k.svg', pending: true });
  });

  it('shows a pending line at the lowest offer, "À partir de" with several stores', () => {
    const product = wishlistSnapshot({
      id: 'p3',
      name: 'Lanterne',
      price: '2000.00',
      image: null,
      available_stores: [{ price: '2500.00' }, { price: '2700.00' }, { price: '3100.00' }],
    });
    const view = applyWishlistChanges({ items: [], total_items: 0, applied_changes: [] }, [
      { key: 'k2', owner: 'customer:x', createdAt: 0, attempts: 0, nextAttemptAt: 0, change: { kind: 'wishlist.add', productId: 'p3', product } },
    ]);
    expect(view.items[0]).toMatchObject({ product_price: '2000.00', price_from: '2500.00', store_count: 3 });
    expect(wishlistShownPrice(view.items[0]!)).toEqual({ amount: '2500.00', storeCount: 3, from: true });
  });

  it('shows a line queued by an older build (no offers known) at its own price', () => {
    const view = applyWishlistChanges({ items: [], total_items: 0, applied_changes: [] }, [
      {
        key: 'k3',
        owner: 'customer:x',
        createdAt: 0,
        attempts: 0,
        nextAttemptAt: 0,
        change: { kind: 'wishlist.add', productId: 'p4', product: { name: 'Miel', image: null, price: '3510.00' } },
      },
    ]);
    expect(view.items[0]).toMatchObject({ price_from: '3510.00', store_count: 0 });
    expect(wishlistShownPrice(view.items[0]!)).toEqual({ amount: '3510.00', storeCount: 0, from: false });
  });
});

describe('wishlistShownPrice', () => {
  it('shows the lowest offer and the number of stores the server gives', () => {
    expect(wishlistShownPrice({ product_price: '12000.00', price_from: '13090.00', store_count: 2 })).toEqual({
      amount: '13090.00',
      storeCount: 2,
      from: true,
    });
    expect(wishlistShownPrice({ product_price: '12000.00', price_from: '13090.00', store_count: 1 })).toEqual({
      amount: '13090.00',
      storeCount: 1,
      from: false,
    });
  });

  it('shows its own price for a line persisted by an older build, without price_from or store_count', () => {
    expect(wishlistShownPrice({ product_price: '12000.00' })).toEqual({ amount: '12000.00', storeCount: 0, from: false });
  });
});

describe('wishlistLineProduct', () => {
  it("gives the add-to-cart button the line's product, stores and stock unknown (it reads them first)", () => {
    const item: WishlistItemView = {
      id: 'w1',
      product_id: 'p1',
      product_name: 'Burnous',
      product_image: '/b.svg',
      product_price: '13800.00',
      price_from: '13090.00',
      store_count: 1,
      product_slug: '',
      created_at: '2025-01-01T00:00:00.000Z',
      pending: false,
    };
    const line = wishlistLineProduct(item);
    expect(line).toEqual({ id: 'p1', name: 'Burnous', price: '13800.00', image: '/b.svg', slug: null });
    expect('stock' in line || 'available_stores' in line).toBe(false);
  });
});
