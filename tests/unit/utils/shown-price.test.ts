import { describe, expect, it } from 'vitest';
import { formatPrice } from '#src/utils/format-price.ts';
import { PRICE_FROM, shownAmount, shownPrice, shownPriceText, storeCountText } from '#src/utils/shown-price.ts';

const offer = (price: string) => ({ price });

describe('the price shown is the price paid', () => {
  it('with several stores: the lowest offer, "À partir de", even when the product’s own price is lower', () => {
    const product = { price: '1500.00', price_from: '5000.00', store_count: 2, available_stores: [offer('5000.00'), offer('6500.00')] };
    expect(shownPrice(product)).toEqual({ amount: '5000.00', storeCount: 2, from: true });
  });

  it('finds the lowest offer whatever the order of the stores', () => {
    expect(shownPrice({ price: '10.00', available_stores: [offer('7200.00'), offer('6900.50'), offer('8000.00')] })).toEqual({
      amount: '6900.50',
      storeCount: 3,
      from: true,
    });
  });

  it('with one store: that store’s price, plainly (it is exactly what is paid)', () => {
    expect(shownPrice({ price: '1500.00', price_from: '1700.00', store_count: 1, available_stores: [offer('1700.00')] })).toEqual({
      amount: '1700.00',
      storeCount: 1,
      from: false,
    });
  });

  it('without offers: the product’s own price, no stores', () => {
    expect(shownPrice({ price: '1500.00', price_from: '1500.00', store_count: 0, available_stores: [] })).toEqual({
      amount: '1500.00',
      storeCount: 0,
      from: false,
    });
    expect(shownPrice({ price: 3510 })).toEqual({ amount: '3510', storeCount: 0, from: false });
  });

  it('reads the offers first: a product cached by an older build has them but no price_from or store_count', () => {
    expect(shownPrice({ price: '100.00', available_stores: [offer('900.00'), offer('950.00')] })).toEqual({ amount: '900.00', storeCount: 2, from: true });
    // Offers win over stale summary fields.
    expect(shownPrice({ price: '100.00', price_from: '100.00', store_count: 0, available_stores: [offer('900.00')] })).toEqual({
      amount: '900.00',
      storeCount: 1,
      from: false,
    });
  });

  it('without offers to read (a wishlist line, a collection preview): price_from and store_count', () => {
    expect(shownPrice({ price: '1500.00', price_from: '5000.00', store_count: 3 })).toEqual({ amount: '5000.00', storeCount: 3, from: true });
    expect(shownPrice({ price: '1500.00', price_from: '1700.00', store_count: 1 })).toEqual({ amount: '1700.00', storeCount: 1, from: false });
  });

  it('with neither (an older build’s wishlist line): the product’s own price', () => {
    expect(shownPrice({ price: '1500.00' })).toEqual({ amount: '1500.00', storeCount: 0, from: false });
    expect(shownPrice({ price: '1500.00', price_from: null, store_count: null, available_stores: null })).toEqual({
      amount: '1500.00',
      storeCount: 0,
      from: false,
    });
  });

  it('gives sorting and the price filter the same figure, as a number', () => {
    expect(shownAmount({ price: '1500.00', available_stores: [offer('5000.00'), offer('6500.00')] })).toBe(5000);
    expect(shownAmount({ price: '1500.00' })).toBe(1500);
  });
});

describe('the texts of the price line', () => {
  it('counts stores in French', () => {
    expect(PRICE_FROM).toBe('À partir de');
    expect(storeCountText(1)).toBe('1 boutique');
    expect(storeCountText(3)).toBe('3 boutiques');
  });

  it('reads as one phrase', () => {
    const price = formatPrice('5000.00');
    expect(shownPriceText({ amount: '5000.00', storeCount: 3, from: true })).toBe(`À partir de ${price} dans 3 boutiques`);
    expect(shownPriceText({ amount: '5000.00', storeCount: 1, from: false })).toBe(`${price} dans 1 boutique`);
    expect(shownPriceText({ amount: '5000.00', storeCount: 0, from: false })).toBe(price);
  });
});
