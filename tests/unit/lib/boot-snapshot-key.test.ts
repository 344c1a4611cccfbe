import { describe, expect, it } from 'vitest';
import { isSnapshotPath, snapshotKey } from '#src/lib/boot-snapshot-key.ts';

describe('boot snapshots: which screens', () => {
  it('keeps the public catalogue screens', () => {
    for (const path of ['/', '/products', '/products/', '/products/8c1e', '/categories', '/categories/42', '/collections/ete', '/stores', '/stores/7']) {
      expect(isSnapshotPath(path), path).toBe(true);
    }
  });

  it('never keeps personal, sign-in or checkout screens, nor deeper paths', () => {
    for (const path of ['/cart', '/wishlist', '/checkout', '/account', '/orders', '/orders/1', '/login', '/signup', '/reset-password', '/verify-email/x', '/collections', '/products/1/reviews', '/contact']) {
      expect(isSnapshotPath(path), path).toBe(false);
    }
  });

  it('keys a screen by path and query', () => {
    expect(snapshotKey('https://souk.dz', '/products', '?page=2')).toBe('https://souk.dz/__boot-snapshot__/products?page=2');
    expect(snapshotKey('https://souk.dz', '/products', '')).not.toBe(snapshotKey('https://souk.dz', '/products', '?page=2'));
  });
});
