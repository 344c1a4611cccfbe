import { formatPrice, toAmount, type Currency } from '#src/utils/format-price.ts';

export interface PriceProps {
  value: number | string | null | undefined;
  /** DZD on catalogue screens (default), XOF on cart, checkout and orders. */
  currency?: Currency;
  className?: string;
}

export function Price({ value, currency = 'DZD', className }: PriceProps) {
  return (
    <data value={String(toAmount(value))} className={className}>
      {formatPrice(value, currency)}
    </data>
  );
}
