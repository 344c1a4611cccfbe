import { describe, expect, it } from 'vitest';
import { isPublicPage } from '#src/lib/public-pages.ts';

// The route files' source, as the router plugin reads them.
const routeFiles = import.meta.glob<string>('/src/routes/**/*.tsx', { query: '?raw', import: 'default', eager: true });

/**
 * Every file route of the app (the router plugin's naming: index.tsx is the
 * folder's path, $param a segment), an example URL, and whether the server
 * renders it with its data (a personal route says `ssr: false`).
 */
function routes(): { path: string; url: string; ssr: boolean }[] {
  return Object.entries(routeFiles)
    .map(([file, source]) => [file.replace(/^\/src\/routes\//, ''), source] as const)
    .filter(([file]) => !file.startsWith('__') && !file.includes('-components'))
    .map(([file, source]) => {
      const routePath = `/${file.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '$1')}`;
      return { path: routePath, url: routePath.replace(/\$[A-Za-z]+/g, 'x1'), ssr: !/\bssr:\s*false\b/.test(source) };
    });
}

describe('the one list of public screens (src/lib/public-pages.ts)', () => {
  it("is what the server renders with data: every public route is server-rendered, every personal one renders its loading state ('ssr: false')", () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(15);
    const personal = all.filter((r) => !isPublicPage(r.url)).map((r) => r.path);
    expect(personal).toEqual(expect.arrayContaining(['/cart', '/checkout', '/wishlist', '/account', '/orders/', '/orders/$orderId', '/verify-email/$token']));
    for (const route of all) {
      // Sign-in and the other auth screens read no shopper data on the server: rendered, never cached, never kept by the worker.
      if (/^\/(login|signup|forgot-password|reset-password)/.test(route.path)) continue;
      expect(route.ssr, route.path).toBe(isPublicPage(route.url));
    }
  });

  it('takes the catalogue, the company pages and the home page, not the personal screens', () => {
    for (const url of ['/', '/products', '/products/abc', '/categories', '/categories/a', '/collections/c', '/stores', '/stores/s', '/about', '/faq']) {
      expect(isPublicPage(url), url).toBe(true);
    }
    for (const url of ['/cart', '/checkout', '/wishlist', '/account', '/orders', '/orders/1', '/login', '/verify-email/t', '/collections']) {
      expect(isPublicPage(url), url).toBe(false);
    }
  });
});
