/**
 * The lines and totals of an order summary, in XOF (spec section 2): each
 * line as "quantity × unit price · store", then Sous-total, Livraison
 * (Gratuit), Réduction when there is one, and Total. Shared by the checkout
 * summary and the guest's order confirmation.
 */
import { OrderLines, type OrderLine } from '#src/components/order-lines.tsx';
import { Deduction, OrderTotals } from '#src/components/order-totals.tsx';
import { Price } from '#src/components/price.tsx';
import { toAmount } from '#src/utils/format-price.ts';
import {
  discountValue,
  freeValue,
  grandTotal,
  line,
  lines,
  totalLabel,
  totalRow,
  totals,
  totalValue,
} from './checkout.css.ts';

/** A line of the summary (the cart's lines, or the order's on the confirmation). */
export type SummaryLine = OrderLine;

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
      <OrderLines lines={items} className={lines} lineClassName={line} />
      <OrderTotals
        rows={[
          { label: 'Sous-total', value: <Price value={subtotal} currency="XOF" /> },
          { label: 'Livraison', value: 'Gratuit', valueClassName: freeValue },
          toAmount(discount) > 0 && {
            label: <>Réduction{discountCode ? ` (${discountCode})` : ''}</>,
            value: <Deduction value={discount} />,
            valueClassName: discountValue,
          },
        ]}
        total={total}
        classes={{ list: totals, row: totalRow, label: totalLabel, value: totalValue, total: grandTotal }}
      />
    </>
  );
}
