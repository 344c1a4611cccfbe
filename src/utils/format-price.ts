/**
 * Money formatting (decisions.md section 3): DZD with the ar-DZ locale on the
 * catalogue, product, category, collection, store and wishlist screens and in
 * the generic formatter; XOF with the fr-FR locale on cart, checkout and order
 * screens. Amounts arrive from the API as decimal strings ("1234.50").
 */
import { decimalParts, FR_GROUP, groupDigits } from './number-format.ts';

export type Currency = 'DZD' | 'XOF';

const LOCALE_OF: Record<Currency, string> = { DZD: 'ar-DZ', XOF: 'fr-FR' };

/**
 * Each currency's format, written out (see number-format.ts: no Intl, so no
 * ICU start-up on a page's first price), as `Intl.NumberFormat(LOCALE_OF[c],
 * { style: 'currency', currency: c })` writes it: ar-DZ puts the amount
 * between right-to-left marks, with a dot between thousands, a decimal comma
 * and "د.ج."; fr-FR writes XOF without decimals, then "F CFA".
 */
const WRITTEN: Record<Currency, (negative: boolean, int: string, frac: string) => string> = {
  DZD: (negative, int, frac) => `\u200f${negative ? '\u200e-' : ''}${groupDigits(int, '.')},${frac}\u00a0د.ج.\u200f`,
  XOF: (negative, int) => `${negative ? '-' : ''}${groupDigits(int, FR_GROUP)}\u00a0F${FR_GROUP}CFA`,
};
const FRACTION_DIGITS: Record<Currency, number> = { DZD: 2, XOF: 0 };

export function toAmount(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** The generic formatter: DZD unless the screen says otherwise. */
export function formatPrice(value: number | string | null | undefined, currency: Currency = 'DZD'): string {
  const amount = toAmount(value);
  const digits = FRACTION_DIGITS[currency];
  const parts = decimalParts(amount, digits, digits);
  // An amount past what the written formats cover (1e21 and up) is Intl's.
  if (!parts) return new Intl.NumberFormat(LOCALE_OF[currency], { style: 'currency', currency }).format(amount);
  return WRITTEN[currency](parts.negative, parts.int, parts.frac);
}

/** Cart, checkout and order screens. */
export function formatOrderAmount(value: number | string | null | undefined): string {
  return formatPrice(value, 'XOF');
}
