import { describe, expect, it } from 'vitest';
import { guestOrderSummary } from '#src/features/checkout/last-guest-order.ts';
import type { CartView } from '#src/offline/cart-overlay.ts';

const cart: CartView = {
  id: 'c1',
  items: [
    {
      id: 'l1',
      product_id: 'p1',
      product_name: 'Tapis berbère',
      product_image: null,
      product_slug: 'tapis',
      store_id: 's1',
      store_name: 'Atelier Kabyle',
      quantity: 2,
      unit_price: '1500.00',
      total_price: '3000.00',
      stock: 10,
      pending: false,
    },
  ],
  total_items: 2,
  subtotal: '3000.00',
  discount: '300.00',
  discount_code: 'BIENVENUE10',
  total_price: '2700.00',
  pendingChanges: 0,
  estimated: false,
};

describe("a guest's confirmation is built from what the tab holds", () => {
  it('takes the number and total from the response, lines from the cart, contact from the form', () => {
    const summary = guestOrderSummary(
      { order_id: 'o1', order_number: 'CMD-20250101-000007', message: 'Commande créée avec succès', total: '2700.00' },
      cart,
      { name: ' Lina ', email: 'lina@example.dz ', phone: '0550', wilaya: 16, address: ' 1 place des Martyrs, Alger ', notes: '' },
    );
    expect(summary).toEqual({
      orderId: 'o1',
      orderNumber: 'CMD-20250101-000007',
      items: [{ id: 'l1', name: 'Tapis berbère', storeName: 'Atelier Kabyle', quantity: 2, unitPrice: '1500.00', totalPrice: '3000.00' }],
      subtotal: '3000.00',
      discount: '300.00',
      total: '2700.00',
      shippingAddress: '1 place des Martyrs, Alger',
      wilaya: 16,
      customerName: 'Lina',
      customerEmail: 'lina@example.dz',
    });
    // Nothing of the phone or notes is kept beyond what the confirmation shows.
    expect(JSON.stringify(summary)).not.toContain('0550');
  });
});
