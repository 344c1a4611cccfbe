/**
 * The lines and totals of an order summary, in XOF (spec section 2): each
 * line as "quantity × unit price · store", then Sous-total, Livraison
 * (Gratuit), Réduction when there is one, and Total. Shared by the checkout
 * summary and the guest's order confirmation.
 */
import { Price } from '#src/components/price.tsx';
import { toAmount } from '#src/utils/format-price.ts';
import {
  discountValue,
  freeValue,
  grandTotal,
  line,
  lineMeta,
  lineName,
  lines,
  lineTotal,
  totalLabel,
  totalRow,
  totals,
  totalValue,
} from './checkout.css.ts';

export interface SummaryLine {
  id: string;
  name: string;
  quantity: number;
  unitPrice: string | number;
  totalPrice: string | number;
  storeName?: string | null;
}

export interface OrderSummaryLinesProps {
  items: readonly SummaryLine[];
  subtotal: string | number;
  discount: string | number | null | undefined;
  /** Shown beside 'Réduction', in brackets. */
  discountCode?: string | null;
  total: string | number;
}

export function OrderSummaryLines({ items, subtotal, discount, discountCode, total }: OrderSummaryLinesProps) {
  return (
    <>
      <ul className={lines}>
        {items.map((item) => (
          <li key={item.id} className={line}>
            <span>
              <span className={lineName}>{item.name}</span>
              <span className={lineMeta}>
                {item.quantity} × <Price value={item.unitPrice} currency="XOF" />
                {item.storeName ? ` · ${item.storeName}` : null}
              </span>
            </span>
            <Price value={item.totalPrice} currency="XOF" className={lineTotal} />
          </li>
        ))}
      </ul>
      <dl className={totals}>
        <div className={totalRow}>
          <dt className={totalLabel}>Sous-total</dt>
          <dd className={totalValue}>
            <Price value={subtotal} currency="XOF" />
          </dd>
        </div>
        <div className={totalRow}>
          <dt className={totalLabel}>Livraison</dt>
          <dd className={freeValue}>Gratuit</dd>
        </div>
        {toAmount(discount) > 0 ? (
          <div className={totalRow}>
            <dt className={totalLabel}>Réduction{discountCode ? ` (${discountCode})` : ''}</dt>
            <dd className={discountValue}>
              − <Price value={discount} currency="XOF" />
            </dd>
          </div>
        ) : null}
        <div className={grandTotal}>
          <dt>Total</dt>
          <dd className={totalValue}>
            <Price value={total} currency="XOF" />
          </dd>
        </div>
      </dl>
    </>
  );
}
