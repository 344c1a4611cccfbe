import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime, formatShortDate } from '#src/utils/format-date.ts';
import { formatOrderAmount, formatPrice, toAmount } from '#src/utils/format-price.ts';
import { parseRating } from '#src/utils/rating.ts';

describe('formatPrice', () => {
  it('formats DZD with the ar-DZ locale by default', () => {
    const expected = new Intl.NumberFormat('ar-DZ', { style: 'currency', currency: 'DZD' }).format(1234.5);
    expect(formatPrice('1234.50')).toBe(expected);
    expect(formatPrice(1234.5, 'DZD')).toBe(expected);
    expect(formatPrice('1234.50')).toContain('د.ج');
  });

  it('formats XOF with the fr-FR locale (cart, checkout, orders)', () => {
    const expected = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF' }).format(15000);
    expect(formatOrderAmount('15000.00')).toBe(expected);
    expect(formatPrice(15000, 'XOF')).toBe(expected);
    expect(formatOrderAmount(15000)).toMatch(/15\s000\sF\sCFA/u);
  });

  it('reads unusable amounts as 0', () => {
    expect(toAmount(null)).toBe(0);
    expect(toAmount(undefined)).toBe(0);
    expect(toAmount('abc')).toBe(0);
    expect(toAmount('')).toBe(0);
    expect(formatPrice(null)).toBe(formatPrice(0));
  });
});

describe('French dates', () => {
  const iso = '2025-03-05T14:07:00Z';

  it('long date', () => {
    expect(formatLongDate(iso, 'UTC')).toBe('5 mars 2025');
  });

  it('long date with hours and minutes', () => {
    expect(formatLongDateTime(iso, 'UTC')).toBe('5 mars 2025 à 14:07');
  });

  it('fr-FR short date', () => {
    expect(formatShortDate(iso, 'UTC')).toBe('05/03/2025');
    expect(formatShortDate(iso, 'UTC')).toBe(new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'UTC' }));
  });

  it('shows an unreadable value as given, and nothing for none', () => {
    expect(formatLongDate('pas une date')).toBe('pas une date');
    expect(formatLongDate(null)).toBe('');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatLongDate(new Date(iso), 'UTC')).toBe('5 mars 2025');
    expect(formatLongDate(Date.parse(iso), 'UTC')).toBe('5 mars 2025');
  });
});

describe('parseRating', () => {
  it.each([
    ['4.5', 4.5],
    ['0', 0],
    ['7', 5],
    ['-1', 0],
    ['', 0],
    [null, 0],
    [3, 3],
  ])('%s → %s', (input, expected) => {
    expect(parseRating(input)).toBe(expected);
  });
});
