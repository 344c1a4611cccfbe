import { Price } from './price.tsx';
import * as s from './order-lines.css.ts';

/** A line of an order or of an order about to be placed, in XOF. */
export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  unitPrice: string | number;
  totalPrice: string | number;
  storeName?: string | null;
}

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  /** The list's layout (the screen's stylesheet). */
  className: string;
  /** Each line's layout. */
  lineClassName: string;
}

/** An order's lines: the product, "quantity × unit price · store" under it, and the line's total. */
export function OrderLines({ lines, className, lineClassName }: OrderLinesProps) {
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.id} className={lineClassName}>
          <span>
            <span className={s.name}>{line.name}</span>
            <span className={s.meta}>
              {line.quantity} × <Price value={line.unitPrice} currency="XOF" />
              {line.storeName ? ` · ${line.storeName}` : null}
            </span>
          </span>
          <Price value={line.totalPrice} currency="XOF" className={s.total} />
        </li>
      ))}
    </ul>
  );
}
