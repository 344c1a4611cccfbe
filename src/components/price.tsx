import { formatPrice, toAmount, type Currency } from '#src/utils/format-price.ts';

export interface PriceProps {
  value: number | string | null | undefined;
  /** DZD on catalogue screens (default), XOF on cart, checkout and orders. */
  currency?: Currency;
  className?: string;
}

/**
 * The ar-DZ format puts the Arabic currency sign after right-to-left marks:
 * <bdi> isolates it so the amount reads correctly inside French text.
 */
export function Price({ value, currency = 'DZD', className }: PriceProps) {
  return (
    <data value={String(toAmount(value))} className={className}>
      <bdi>{formatPrice(value, currency)}</bdi>
    </data>
  );
}
