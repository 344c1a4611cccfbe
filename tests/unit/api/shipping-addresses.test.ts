import { describe, expect, it } from 'vitest';
import { addressKey, distinctShippingAddresses, isSameAddress } from '#src/api/shipping-addresses.ts';

const order = (order_number: string, created_at: string, shipping_address: string) => ({ order_number, created_at, shipping_address });

describe('distinctShippingAddresses', () => {
  it('keeps one entry per address, the most recently used first, with its count and last order', () => {
    const list = distinctShippingAddresses([
      order('CMD-3', '2025-03-05T10:00:00Z', '5 rue Larbi Ben M’hidi\nOran'),
      order('CMD-2', '2025-02-01T10:00:00Z', '12 rue Didouche Mourad, Alger'),
      order('CMD-1', '2025-01-01T10:00:00Z', '5 rue Larbi Ben M’hidi\nOran'),
    ]);
    expect(list).toEqual([
      { address: '5 rue Larbi Ben M’hidi\nOran', lastUsedAt: '2025-03-05T10:00:00Z', lastOrderNumber: 'CMD-3', orderCount: 2 },
      { address: '12 rue Didouche Mourad, Alger', lastUsedAt: '2025-02-01T10:00:00Z', lastOrderNumber: 'CMD-2', orderCount: 1 },
    ]);
  });

  it('treats case, spacing and line breaks as the same address and keeps the latest wording', () => {
    const list = distinctShippingAddresses([
      order('CMD-1', '2025-01-01T10:00:00Z', '12 RUE Didouche Mourad,   Alger'),
      order('CMD-2', '2025-02-01T10:00:00Z', ' 12 rue Didouche Mourad,\nAlger '),
    ]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ address: '12 rue Didouche Mourad,\nAlger', lastOrderNumber: 'CMD-2', orderCount: 2 });
  });

  it('orders by date whatever the order of the input, and skips blank addresses', () => {
    const list = distinctShippingAddresses([
      order('CMD-1', '2025-01-01T10:00:00Z', 'Alger'),
      order('CMD-2', '2025-02-01T10:00:00Z', '   '),
      order('CMD-3', '2025-03-01T10:00:00Z', 'Oran'),
    ]);
    expect(list.map((a) => a.address)).toEqual(['Oran', 'Alger']);
  });

  it('is empty without orders', () => {
    expect(distinctShippingAddresses([])).toEqual([]);
  });
});

describe('isSameAddress', () => {
  it('compares normalised addresses and never matches a missing one', () => {
    expect(addressKey('  A  b\nC ')).toBe('a b c');
    expect(isSameAddress('Alger centre', 'alger  CENTRE')).toBe(true);
    expect(isSameAddress(null, 'Alger')).toBe(false);
    expect(isSameAddress('', '')).toBe(false);
  });
});
