import { expect, test } from '@playwright/test';

test.describe('npm start serves the store and its API on one port', () => {
  test('config.json carries the company and the API base URL', async ({ request }) => {
    const res = await request.get('/config.json');
    expect(res.ok()).toBe(true);
    expect(res.headers()['cache-control']).toContain('no-cache');
    const config = await res.json();
    expect(config.companyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(config.apiUrl).toBe('');
    const company = await request.get(`/api/v1/public/companies/${config.companyId}`);
    expect((await company.json()).name).toBe('Souk El Djazair');
  });

  test('the shell is never cached, public pages briefly by a CDN, hashed assets for a year, headers are secure', async ({ request }) => {
    const shell = await request.get('/index.html');
    expect(shell.headers()['cache-control']).toContain('no-cache');
    const page = await request.get('/');
    expect(page.ok()).toBe(true);
    expect(page.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(js.headers()['cache-control']).toContain('max-age=31536000');
    // The build's brotli copy, sent as it is (a length, not chunks compressed on the fly).
    expect(js.headers()['content-encoding']).toBe('br');
    expect(Number(js.headers()['content-length'])).toBeGreaterThan(0);
    expect(js.headers()['vary']).toMatch(/accept-encoding/i);
    const plain = await request.get(asset!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await js.text()).toBe(await plain.text());
    // A client without brotli still gets a compressed copy.
    const gzip = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const sw = await request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    expect(sw.headers()['cache-control']).toContain('no-cache');
  });

  test('a client-side route gets the shell; an unknown API path a French 404', async ({ request }) => {
    const route = await request.get('/products/some-id');
    expect(route.headers()['content-type']).toContain('text/html');
    const api = await request.get('/api/v1/nope');
    expect(api.status()).toBe(404);
    expect((await api.json()).detail).toContain('Ressource introuvable');
  });

  test('the OpenAPI UI is served at /api/docs', async ({ page, request }) => {
    const doc = await request.get('/api/docs/json');
    expect(doc.ok()).toBe(true);
    const spec = await doc.json();
    expect(Object.keys(spec.paths)).toContain('/api/v1/public/products/');
    await page.goto('/api/docs');
    await expect(page.getByText('Marketplace API').first()).toBeVisible();
  });

  test('the storefront renders in French from seeded data', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Souk El Djazair' }).first()).toBeVisible();
  });
});
