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
    expect(snap).toEqual({ name: 'Tapis de salon', image: '/primary.svg', price: '30900.00', slug: 'tapis-de-salon', stock: 4 });
  });

  it('writes a numeric price as a decimal string and an unknown stock or slug as null', () => {
    expect(wishlistSnapshot({ id: 'p', name: 'Miel', price: 3510, image: null })).toEqual({
      name: 'Miel',
      image: null,
      price: '3510',
      slug: null,
      stock: null,
    });
  });

  it('makes the pending line the overlay shows until the server answers', () => {
    const product = wishlistSnapshot({ id: 'p9', name: 'Karakou', price: '16200.00', slug: 'karakou', image: '/k.svg' });
    const view = applyWishlistChanges({ items: [], total_items: 0, applied_changes: [] }, [
      { key: 'k1', owner: 'customer:x', createdAt: 0, attempts: 0, nextAttemptAt: 0, change: { kind: 'wishlist.add', productId: 'p9', product } },
    ]);
    expect(view.items[0]).toMatchObject({ product_id: 'p9', product_name: 'Karakou', product_price: '16200.00', product_image: '/k.svg', pending: true });
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
      product_slug: '',
      created_at: '2025-01-01T00:00:00.000Z',
      pending: false,
    };
    const line = wishlistLineProduct(item);
    expect(line).toEqual({ id: 'p1', name: 'Burnous', price: '13800.00', image: '/b.svg', slug: null });
    expect('stock' in line || 'available_stores' in line).toBe(false);
  });
});
