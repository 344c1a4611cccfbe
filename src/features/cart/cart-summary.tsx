import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { buttonClass } from '#src/components/button.tsx';
import { Deduction, OrderTotals } from '#src/components/order-totals.tsx';
import { Price } from '#src/components/price.tsx';
import { paths } from '#src/lib/paths.ts';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { toAmount } from '#src/utils/format-price.ts';
import { CartDiscountForm, type CartDiscountFormProps } from './cart-discount-form.tsx';
import { grandTotal, guestPrompt, note, positiveValue, summary, summaryTitle, totalLabel, totalRow, totals, totalValue } from './cart-page.css.ts';
import { buyBar, buyBarAmount, buyBarButton, buyBarLabel, buyBarPrice } from './product-actions.css.ts';
import { useBottomBar } from './use-bottom-bar.ts';

export interface CartSummaryProps {
  cart: CartView;
  isAuthenticated: boolean;
  discount: Omit<CartDiscountFormProps, 'code'>;
}

/** Spec section 2 (cart): Sous-total, Réduction (with its code), Livraison 'Gratuit', Total, in XOF. */
export function CartSummary({ cart, isAuthenticated, discount }: CartSummaryProps) {
  const count = cart.total_items;
  const checkout = useRef<HTMLAnchorElement>(null);
  // On a phone the summary is below the items: the total and the way on stay in thumb's reach.
  const showBar = useBottomBar(checkout, 'out-of-view');
  return (
    <>
      <section className={summary} aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className={summaryTitle}>
          Récapitulatif
        </h2>
        <OrderTotals
          rows={[
            { label: <>Sous-total ({count} article{count > 1 ? 's' : ''})</>, value: <Price value={cart.subtotal} currency="XOF" /> },
            !!cart.discount_code && {
              label: <>Réduction ({cart.discount_code})</>,
              value: toAmount(cart.discount) > 0 ? <Deduction value={cart.discount} /> : 'Calculée à l’envoi',
              valueClassName: positiveValue,
            },
            { label: 'Livraison', value: 'Gratuit', valueClassName: positiveValue },
          ]}
          total={cart.total_price}
          classes={{ list: totals, row: totalRow, label: totalLabel, value: totalValue, total: grandTotal }}
        />
        {cart.estimated ? <p className={note}>Montants estimés : des modifications attendent d&apos;être envoyées.</p> : null}
        <CartDiscountForm code={cart.discount_code} {...discount} />
        <Link ref={checkout} to={paths.checkout} className={buttonClass({ size: 'lg', block: true })}>
          Procéder au Paiement
        </Link>
        {!isAuthenticated ? (
          <p className={guestPrompt}>
            Vous avez un compte ?{' '}
            <Link to={paths.login} search={{ redirect: paths.cart }}>
              Se connecter
            </Link>{' '}
            pour retrouver votre panier sur tous vos appareils.
          </p>
        ) : null}
      </section>
      {showBar ? (
        <div className={buyBar} role="region" aria-label="Paiement rapide">
          <p className={buyBarPrice}>
            <span className={buyBarLabel}>Total :</span> <Price value={cart.total_price} currency="XOF" className={buyBarAmount} />
          </p>
          <Link to={paths.checkout} className={`${buttonClass({})} ${buyBarButton}`}>
            Procéder au Paiement
          </Link>
        </div>
      ) : null}
    </>
  );
}
