import { describe, expect, it } from 'vitest';
import { safeRedirect } from '#src/features/auth/safe-redirect.ts';

describe('safeRedirect: only a path of this site, never an open redirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/products')).toBe('/products');
    expect(safeRedirect('/products?search=tapis&page=2')).toBe('/products?search=tapis&page=2');
    expect(safeRedirect('/faq#livraison')).toBe('/faq#livraison');
    expect(safeRedirect('/stores/abc/')).toBe('/stores/abc/');
  });

  it('falls back to / for anything else', () => {
    const refused: unknown[] = [
      undefined,
      null,
      42,
      {},
      '',
      'products',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%0d%0a//evil.example'.replace('%0d%0a', '\r\n'),
      ' //evil.example',
      '/.//evil.example',
      '/foo/..//evil.example',
      '/login',
      '/login?redirect=/cart',
      '/signup',
      '/signup/',
    ];
    for (const value of refused) expect(safeRedirect(value), String(value)).toBe('/');
  });

  it('keeps encoded slashes as part of a path of this site', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
