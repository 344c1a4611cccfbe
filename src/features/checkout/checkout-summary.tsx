import type { ReactNode } from 'react';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { deliveryZoneOf, wilayaByCode } from '#src/utils/wilayas.ts';
import { cardTitle, deliveryFacts, deliveryFact, deliveryFactTitle, estimateNote, stickyCard } from './checkout.css.ts';
import { OrderSummaryLines } from './order-summary-lines.tsx';

export interface CheckoutSummaryProps {
  cart: CartView;
  /** The wilaya chosen in the form: its delivery delay is shown. */
  wilaya?: number | null;
  /** The confirm button and what goes with it. */
  children?: ReactNode;
}

/** The order summary of spec section 2 (checkout): lines, Sous-total, Livraison, Réduction, Total, in XOF. */
export function CheckoutSummary({ cart, wilaya, children }: CheckoutSummaryProps) {
  const chosen = wilayaByCode(wilaya);
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
      <ul className={deliveryFacts} aria-label="Livraison et paiement">
        <li className={deliveryFact} data-testid="delivery-estimate">
          <span className={deliveryFactTitle}>Délai de livraison</span>
          {chosen
            ? `${deliveryZoneOf(chosen).delay} après confirmation, vers ${chosen.name} (${chosen.code}).`
            : 'Choisissez votre wilaya pour connaître le délai.'}
        </li>
        <li className={deliveryFact}>
          <span className={deliveryFactTitle}>Paiement à la livraison</span>
          Vous réglez en espèces au livreur, à la réception du colis. Rien n’est payé en ligne.
        </li>
      </ul>
      {children}
    </section>
  );
}
