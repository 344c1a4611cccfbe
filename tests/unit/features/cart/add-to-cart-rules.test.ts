import { describe, expect, it } from 'vitest';
import type { StoreOption } from '#src/api/products.ts';
import {
  ADD_TO_CART_LABEL,
  ADD_TO_CART_PAGE_LABEL,
  ADDING_LABEL,
  DEFAULT_ADD_QUANTITY,
  OUT_OF_STOCK_LABEL,
  initialStoreId,
  isSoldOut,
  planAdd,
  productSnapshot,
  storeDialogDescription,
  storeDialogTitle,
  type AddableProduct,
} from '#src/features/cart/add-to-cart-rules.ts';

const store = (id: string, price: string, name = `Boutique ${id}`): StoreOption => ({
  store_id: id,
  store_name: name,
  store_address: `${id} rue Didouche Mourad, Alger`,
  price,
});

const product = (over: Partial<AddableProduct> = {}): AddableProduct => ({
  id: 'p1',
  name: 'Burnous en laine',
  price: '13800.00',
  slug: 'burnous-en-laine',
  stock: 12,
  image: '/media/products/burnous.svg',
  product_images: [
    { image_url: '/media/products/burnous-2.svg', is_primary: false },
    { image_url: '/media/products/burnous-1.svg', is_primary: true },
  ],
  available_stores: [],
  ...over,
});

describe('the spec texts and constants', () => {
  it('uses the labels of spec sections 2 and 4', () => {
    expect(ADD_TO_CART_LABEL).toBe('Ajouter au panier');
    expect(ADD_TO_CART_PAGE_LABEL).toBe('Ajouter au Panier');
    expect(ADDING_LABEL).toBe('Ajout en cours...');
    expect(OUT_OF_STOCK_LABEL).toBe('Rupture de Stock');
    expect(DEFAULT_ADD_QUANTITY).toBe(1);
  });
});

describe('planAdd: what a click on the add button does', () => {
  it('opens the store dialog for a product sold by stores', () => {
    const stores = [store('s1', '13090.00'), store('s2', '14560.00')];
    expect(planAdd(product({ available_stores: stores }))).toEqual({ kind: 'choose-store', stores });
  });

  it('adds at once a product sold by no store', () => {
    expect(planAdd(product({ available_stores: [] }))).toEqual({ kind: 'direct' });
  });

  it('refuses a product out of stock, stores or not', () => {
    expect(planAdd(product({ stock: 0 }))).toEqual({ kind: 'sold-out' });
    expect(planAdd(product({ stock: 0, available_stores: [store('s1', '1.00')] }))).toEqual({ kind: 'sold-out' });
    expect(planAdd(product({ stock: -1, available_stores: undefined }))).toEqual({ kind: 'sold-out' });
  });

  it('reads the product first when its stores or its stock are unknown (collection item, wishlist line)', () => {
    expect(planAdd(product({ available_stores: undefined }))).toEqual({ kind: 'look-up' });
    expect(planAdd(product({ available_stores: null }))).toEqual({ kind: 'look-up' });
    expect(planAdd(product({ stock: undefined }))).toEqual({ kind: 'look-up' });
    expect(planAdd({ id: 'p1', name: 'x', price: '1', image: null })).toEqual({ kind: 'look-up' });
  });

  it('tells a sold-out card at once, and an unknown stock is not sold out', () => {
    expect(isSoldOut({ stock: 0 })).toBe(true);
    expect(isSoldOut({ stock: 3 })).toBe(false);
    expect(isSoldOut({ stock: undefined })).toBe(false);
    expect(isSoldOut({ stock: null })).toBe(false);
  });
});

describe('productSnapshot: what the pending cart line shows', () => {
  it('carries the chosen store price as unit price, the store name, the primary image, slug and stock', () => {
    expect(productSnapshot(product(), store('s2', '14560.00', 'Djurdjura Déco'))).toEqual({
      name: 'Burnous en laine',
      image: '/media/products/burnous-1.svg',
      price: '14560.00',
      slug: 'burnous-en-laine',
      stock: 12,
      storeName: 'Djurdjura Déco',
    });
  });

  it("uses the product's own price and no store when sold by none", () => {
    expect(productSnapshot(product(), null)).toMatchObject({ price: '13800.00', storeName: null });
  });

  it('follows the image rule of spec section 3: primary, first, `image`, none', () => {
    expect(productSnapshot(product({ product_images: [{ image_url: '/a.svg', is_primary: false }] }), null).image).toBe('/a.svg');
    expect(productSnapshot(product({ product_images: [] }), null).image).toBe('/media/products/burnous.svg');
    expect(productSnapshot(product({ product_images: [], image: null }), null).image).toBeNull();
  });

  it('writes amounts as decimal strings and leaves an unknown stock or slug empty', () => {
    const snap = productSnapshot({ id: 'p', name: 'Miel', price: 3510, image: null }, null);
    expect(snap).toEqual({ name: 'Miel', image: null, price: '3510', slug: null, stock: null, storeName: null });
  });
});

describe('the store dialog', () => {
  const stores = [store('s1', '1.00'), store('s2', '2.00')];

  it('preselects nothing, except the store being browsed when it sells the product', () => {
    expect(initialStoreId(stores, undefined)).toBeNull();
    expect(initialStoreId(stores, null)).toBeNull();
    expect(initialStoreId(stores, 's2')).toBe('s2');
    expect(initialStoreId(stores, 'elsewhere')).toBeNull();
  });

  it('names the product in its title and tells a quantity above 1', () => {
    expect(storeDialogTitle('Burnous en laine')).toBe('Choisir une boutique pour «\u00a0Burnous en laine\u00a0»');
    expect(storeDialogDescription(1)).not.toMatch(/Quantité/);
    expect(storeDialogDescription(3)).toMatch(/Quantité : 3\.$/);
  });
});
