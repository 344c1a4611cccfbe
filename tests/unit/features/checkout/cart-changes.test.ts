import { describe, expect, it } from 'vitest';
import { cartChanges } from '#src/features/checkout/checkout-rules.ts';

const line = (over: Partial<{ product_id: string; store_id: string | null; product_name: string; unit_price: string; quantity: number; stock: number }> = {}) => ({
  product_id: 'p1',
  store_id: null,
  product_name: 'Tajine',
  unit_price: '1500.00',
  quantity: 2,
  stock: 10,
  ...over,
});
const fmt = (v: string) => `${Number(v)} F`;

describe('what changed in the cart before confirming', () => {
  it('nothing when the server cart is what the shopper saw', () => {
    expect(cartChanges({ items: [line()] }, { items: [line()] }, fmt)).toEqual([]);
  });
  it('a new price, a removed line, a new shortage', () => {
    const seen = { items: [line(), line({ product_id: 'p2', product_name: 'Miel' }), line({ product_id: 'p3', product_name: 'Tapis' })] };
    const now = { items: [line({ unit_price: '1650.00' }), line({ product_id: 'p3', product_name: 'Tapis', stock: 1 })] };
    expect(cartChanges(seen, now, fmt)).toEqual([
      'Le prix de « Tajine » est passé de 1500 F à 1650 F.',
      "« Miel » n'est plus dans votre panier.",
      'Stock insuffisant pour « Tapis » : 1 disponible(s) pour 2 demandé(s).',
    ]);
  });
  it('a shortage the shopper already saw is left to the server', () => {
    expect(cartChanges({ items: [line({ stock: 1 })] }, { items: [line({ stock: 1 })] }, fmt)).toEqual([]);
  });
});
