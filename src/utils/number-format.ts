/**
 * The few number formats the first screens show, written out instead of
 * asked of `Intl.NumberFormat`: a page's first Intl formatter (number or
 * date, whatever the locale) initialises the browser's ICU data, one task of
 * 65 to 127 ms in a fresh Chromium tab on the benchmark machine (35 to 100 ms
 * for the currency formatter alone), times 4 on Lighthouse's phone: most of a
 * catalogue page's blocking time. The output is Intl's, character for
 * character (tests/unit/utils/number-format.test.ts compares them over many
 * values): grouping, decimal comma, rounding half away from zero on the
 * number's shortest decimal form, the sign.
 */

export interface DecimalParts {
  negative: boolean;
  /** Integer digits, no leading zeros but one. */
  int: string;
  /** Fraction digits, between the minimum and maximum asked. */
  frac: string;
}

/**
 * `value` rounded to at most `maxFraction` digits (half away from zero, as
 * Intl's default `halfExpand`) and padded to `minFraction`; null for what
 * these formats do not cover (not finite, or written with an exponent).
 */
export function decimalParts(value: number, minFraction: number, maxFraction: number): DecimalParts | null {
  if (!Number.isFinite(value)) return null;
  const negative = value < 0 || Object.is(value, -0);
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [intText = '0', fracText = ''] = text.split('.');
  let int = intText;
  let frac = fracText;
  if (frac.length > maxFraction) {
    const roundUp = frac.charCodeAt(maxFraction) >= 53; // '5'
    frac = frac.slice(0, maxFraction);
    if (roundUp) {
      const digits = (BigInt(int + frac) + 1n).toString().padStart(int.length + frac.length, '0');
      int = digits.slice(0, digits.length - frac.length) || '0';
      frac = digits.slice(digits.length - frac.length);
    }
  }
  // Trailing zeros past the minimum are not shown (Intl's 4,5 rather than 4,50 when at most 2 are asked).
  let end = frac.length;
  while (end > minFraction && frac[end - 1] === '0') end -= 1;
  frac = frac.slice(0, end).padEnd(minFraction, '0');
  return { negative, int, frac };
}

/** Groups of three digits from the right, with `separator` between them. */
export function groupDigits(int: string, separator: string): string {
  let out = '';
  for (let i = int.length; i > 0; i -= 3) out = (i > 3 ? separator : '') + int.slice(Math.max(0, i - 3), i) + out;
  return out;
}

/** fr-FR's narrow no-break space between thousands. */
export const FR_GROUP = '\u202f';

/** A number the fr-FR way ("5 000", "4,5"), as `Intl.NumberFormat('fr-FR', { minimumFractionDigits, maximumFractionDigits })`. */
export function formatFrenchNumber(value: number, minFraction = 0, maxFraction = 3): string {
  const parts = decimalParts(value, minFraction, maxFraction);
  if (!parts) {
    return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  }
  return `${parts.negative ? '-' : ''}${groupDigits(parts.int, FR_GROUP)}${parts.frac ? `,${parts.frac}` : ''}`;
}
