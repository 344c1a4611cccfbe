/**
 * The order a guest has just placed, for its confirmation at /orders/{id}
 * (decisions.md section 3). Built from what the tab already holds (the
 * checkout response, the cart and the form), so the confirmation fetches
 * nothing personal. A plain in-memory atom: never written to storage, gone
 * on reload, when the route then asks the shopper to sign in.
 */
import type { CheckoutResponse } from '#src/api/orders.ts';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { atom } from '#src/state/store.ts';
import type { CheckoutFormValues } from './checkout-rules.ts';

export interface GuestOrderLine {
  id: string;
  name: string;
  storeName: string | null;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
}

export interface GuestOrderSummary {
  orderId: string;
  orderNumber: string;
  items: GuestOrderLine[];
  subtotal: string;
  discount: string;
  total: string;
  shippingAddress: string;
  /** The wilaya's number, as chosen in the form. */
  wilaya: number | null;
  customerName: string;
  customerEmail: string;
}

export const lastGuestOrderAtom = atom<GuestOrderSummary | null>(null);

export function guestOrderSummary(response: CheckoutResponse, cart: CartView, values: CheckoutFormValues): GuestOrderSummary {
  return {
    orderId: response.order_id,
    orderNumber: response.order_number,
    items: cart.items.map((line) => ({
      id: line.id,
      name: line.product_name,
      storeName: line.store_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      totalPrice: line.total_price,
    })),
    subtotal: cart.subtotal,
    discount: cart.discount,
    // The server's total is the truth; the cart's is what the shopper saw.
    total: response.total ?? cart.total_price,
    shippingAddress: values.address.trim(),
    wilaya: values.wilaya,
    customerName: values.name.trim(),
    customerEmail: values.email.trim(),
  };
}
