import type { ReactNode } from 'react';
import { Price } from './price.tsx';

/** One amount of an order's totals: its term and its value. */
export interface TotalRow {
  label: ReactNode;
  /** A <Price> in XOF, or a word ('Gratuit'). */
  value: ReactNode;
  /** The value's class when not the usual one (a saving, in green). */
  valueClassName?: string;
}

/** The screen's stylesheet gives the layout, as for OrderLines. */
export interface OrderTotalsClasses {
  list: string;
  row: string;
  label: string;
  value: string;
  /** The last row, the total's. */
  total: string;
}

export interface OrderTotalsProps {
  /** In order; `null` or `false` for an amount this order does not have (a discount). */
  rows: readonly (TotalRow | null | false)[];
  total: string | number;
  classes: OrderTotalsClasses;
}

/** An order's amounts as a list of terms, then its Total in XOF: the cart's, the checkout's and an order's. */
export function OrderTotals({ rows, total, classes }: OrderTotalsProps) {
  return (
    <dl className={classes.list}>
      {rows.map((row, i) =>
        row ? (
          <div key={i} className={classes.row}>
            <dt className={classes.label}>{row.label}</dt>
            <dd className={row.valueClassName ?? classes.value}>{row.value}</dd>
          </div>
        ) : null,
      )}
      <div className={classes.total}>
        <dt>Total</dt>
        <dd className={classes.value}>
          <Price value={total} currency="XOF" />
        </dd>
      </div>
    </dl>
  );
}

/** A discount, as the amount taken off: "− " and the price in XOF. */
export function Deduction({ value }: { value: string | number | null | undefined }) {
  return (
    <>
      − <Price value={value} currency="XOF" />
    </>
  );
}
