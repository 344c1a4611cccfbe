import type { ReactNode } from 'react';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { cardTitle, estimateNote, stickyCard } from './checkout.css.ts';
import { OrderSummaryLines } from './order-summary-lines.tsx';

export interface CheckoutSummaryProps {
  cart: CartView;
  /** The confirm button and what goes with it. */
  children?: ReactNode;
}

/** The order summary of spec section 2 (checkout): lines, Sous-total, Livraison, Réduction, Total, in XOF. */
export function CheckoutSummary({ cart, children }: CheckoutSummaryProps) {
  return (
    <section className={stickyCard} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={cardTitle}>
        Récapitulatif de la commande
      </h2>
      <OrderSummaryLines
        items={cart.items.map((item) => ({
          id: item.id,
          name: item.product_name,
          quantity: item.quantity,
          unitPrice: item.unit_price,
          totalPrice: item.total_price,
          storeName: item.store_name,
        }))}
        subtotal={cart.subtotal}
        discount={cart.discount}
        discountCode={cart.discount_code}
        total={cart.total_price}
      />
      {cart.estimated ? (
        <p className={estimateNote}>Montants estimés : des modifications de votre panier attendent d&apos;être envoyées.</p>
      ) : null}
      {children}
    </section>
  );
}
