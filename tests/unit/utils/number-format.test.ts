/**
 * The written-out number formats (utils/number-format.ts, format-price.ts,
 * the star rating's) say exactly what Intl.NumberFormat says, character for
 * character, over many values: amounts as the API sends them, halves (Intl
 * rounds half away from zero on the shortest decimal form: 4.05 → 4,1),
 * carries (999.995 → 1 000,00), negatives, zero and minus zero, the large.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '#server/seed/random.ts';
import { formatOrderAmount, formatPrice } from '#src/utils/format-price.ts';
import { decimalParts, formatFrenchNumber, groupDigits } from '#src/utils/number-format.ts';

const EDGES = [
  0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.005, 1.005, 2.675, 4.05, 4.25, 4.95, 9.95, 99.995, 999.995, 999.5, 1000, 9999.999,
  1234.5, 12345.67, 123456.785, 1234567.891, 5000, 10000, 100000, 1e6, 987654321.12, 1e15, 123456789012345680000, 0.0001, -0.001, 0.049, 0.05,
];

function values(): number[] {
  // A fixed pseudo-random sequence: the same values on every run.
  const next = mulberry32(20261126);
  const out = [...EDGES];
  for (let i = 0; i < 3000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 9);
    const cents = Math.round(next() * magnitude * 100) / 100;
    out.push(cents, -cents, Number((next() * magnitude).toFixed(3)), Math.round(next() * 50) / 10);
  }
  return out;
}

describe('written-out number formats', () => {
  const all = values();

  it('prices in DZD are ar-DZ currency, as Intl writes them', () => {
    const intl = new Intl.NumberFormat('ar-DZ', { style: 'currency', currency: 'DZD' });
    for (const v of all) expect([v, formatPrice(v)]).toEqual([v, intl.format(v)]);
    // The API's decimal strings, as the screens get them.
    expect(formatPrice('1234.50')).toBe(intl.format(1234.5));
    expect(formatPrice(null)).toBe(intl.format(0));
  });

  it('order amounts in XOF are fr-FR currency without decimals, as Intl writes them', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF' });
    for (const v of all) expect([v, formatOrderAmount(v)]).toEqual([v, intl.format(v)]);
    expect(formatOrderAmount('1234.50')).toBe('1\u202f235\u00a0F\u202fCFA');
  });

  it('plain and rating numbers are fr-FR, as Intl writes them', () => {
    const plain = new Intl.NumberFormat('fr-FR');
    const label = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
    const value = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const v of all) {
      expect([v, formatFrenchNumber(v)]).toEqual([v, plain.format(v)]);
      expect([v, formatFrenchNumber(v, 0, 1)]).toEqual([v, label.format(v)]);
      expect([v, formatFrenchNumber(v, 1, 1)]).toEqual([v, value.format(v)]);
    }
    expect(formatFrenchNumber(5000)).toBe('5\u202f000');
  });

  it('leaves to Intl what it does not write (exponents, not finite)', () => {
    expect(decimalParts(1e21, 2, 2)).toBeNull();
    expect(decimalParts(1e-7, 0, 3)).toBeNull();
    expect(decimalParts(Number.NaN, 0, 0)).toBeNull();
    expect(formatPrice(1e21)).toBe(new Intl.NumberFormat('ar-DZ', { style: 'currency', currency: 'DZD' }).format(1e21));
    expect(formatFrenchNumber(Number.POSITIVE_INFINITY)).toBe(new Intl.NumberFormat('fr-FR').format(Number.POSITIVE_INFINITY));
  });

  it('groups digits by three from the right', () => {
    expect(['1', '12', '123', '1234', '1234567'].map((d) => groupDigits(d, ' '))).toEqual(['1', '12', '123', '1 234', '1 234 567']);
  });
});
