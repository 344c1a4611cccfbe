/**
 * Money as cents in bigint: PostgreSQL's numeric prices ('1234.50') are read
 * and written as decimal strings and never go through floats.
 */

/** Decimal string → cents, exactly. */
export function toCents(value: string | number): bigint {
  const s = String(value).trim();
  const negative = s.startsWith('-');
  const [int = '0', frac = ''] = (negative ? s.slice(1) : s).split('.');
  const cents = BigInt(int || '0') * 100n + BigInt(`${frac}00`.slice(0, 2));
  return negative ? -cents : cents;
}

/** Cents → decimal string with two decimals, as the API sends amounts. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A discount code's terms, as discountFor reads them (decimal strings). */
export interface DiscountTerms {
  kind: string;
  value: string;
  minSubtotal: string;
  active: boolean;
}

/** What a code takes off a subtotal: a percentage (rounded half up) or a fixed amount, never more than the subtotal. */
export function discountFor(subtotal: bigint, code: DiscountTerms | null): bigint {
  if (!code || !code.active || subtotal <= 0n) return 0n;
  if (subtotal < toCents(code.minSubtotal)) return 0n;
  const amount = code.kind === 'percent' ? (subtotal * toCents(code.value) + 5000n) / 10000n : toCents(code.value);
  return amount > subtotal ? subtotal : amount;
}
