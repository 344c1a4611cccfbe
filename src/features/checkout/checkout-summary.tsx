import type { ReactNode } from 'react';
import { Price } from '#src/components/price.tsx';
import { toAmount } from '#src/utils/format-price.ts';
import type { CartView } from '#src/utils/cart-overlay.ts';
import {
  cardTitle,
  discountValue,
  estimateNote,
  freeValue,
  grandTotal,
  line,
  lineMeta,
  lineName,
  lines,
  lineTotal,
  stickyCard,
  totalLabel,
  totalRow,
  totals,
  totalValue,
} from './checkout.css.ts';

export interface CheckoutSummaryProps {
  cart: CartView;
  /** The confirm button and what goes with it. */
  children?: ReactNode;
}

/** The order summary of spec section 2 (checkout): lines, Sous-total, Livraison, Réduction, Total, in XOF. */
export function CheckoutSummary({ cart, children }: CheckoutSummaryProps) {
  const discount = toAmount(cart.discount);
  return (
    <section className={stickyCard} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={cardTitle}>
        Récapitulatif de la commande
      </h2>
      <ul className={lines}>
        {cart.items.map((item) => (
          <li key={item.id} className={line}>
            <span>
              <span className={lineName}>{item.product_name}</span>
              <span className={lineMeta}>
                {item.quantity} × <Price value={item.unit_price} currency="XOF" />
                {item.store_name ? ` · ${item.store_name}` : null}
              </span>
            </span>
            <Price value={item.total_price} currency="XOF" className={lineTotal} />
          </li>
        ))}
      </ul>
      <dl className={totals}>
        <div className={totalRow}>
          <dt className={totalLabel}>Sous-total</dt>
          <dd className={totalValue}>
            <Price value={cart.subtotal} currency="XOF" />
          </dd>
        </div>
        <div className={totalRow}>
          <dt className={totalLabel}>Livraison</dt>
          <dd className={freeValue}>Gratuit</dd>
        </div>
        {discount > 0 ? (
          <div className={totalRow}>
            <dt className={totalLabel}>Réduction{cart.discount_code ? ` (${cart.discount_code})` : ''}</dt>
            <dd className={discountValue}>
              − <Price value={cart.discount} currency="XOF" />
            </dd>
          </div>
        ) : null}
        <div className={grandTotal}>
          <dt>Total</dt>
          <dd className={totalValue}>
            <Price value={cart.total_price} currency="XOF" />
          </dd>
        </div>
      </dl>
      {cart.estimated ? (
        <p className={estimateNote}>Montants estimés : des modifications de votre panier attendent d&apos;être envoyées.</p>
      ) : null}
      {children}
    </section>
  );
}
