/**
 * Sitemaps and robots.txt over HTTP, as a crawler reads them from a server
 * that serves the storefront: every public product, store, category and
 * collection page is listed once, on the origin the crawler came to.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapEntries } from '#server/repositories/sitemap.ts';
import { isPublicPage } from '#src/lib/public-pages.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let dist: string;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Every URL of every file the index lists. */
async function allUrls(): Promise<string[]> {
  const index = await api.call('GET', '/sitemap.xml');
  expect(index.status).toBe(200);
  const urls: string[] = [];
  for (const file of locs(index.body as string)) {
    const res = await fetch(file);
    expect(res.status, file).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    urls.push(...locs(await res.text()));
  }
  return urls;
}

/** A GET with its own Host header (fetch does not let a caller set one). */
function getWithHost(urlPath: string, host: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${api.baseUrl}${urlPath}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sitemap-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\nDisallow: /cart\n');
  api = await startTestApi({}, { distDir: dist });
});

afterAll(async () => {
  await api?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it("keeps the build's rules and names the sitemap on the origin asked", async () => {
    const res = await getWithHost('/robots.txt', 'boutique.example:8443');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.body).toContain('Disallow: /cart');
    expect(res.body).toMatch(/\nSitemap: http:\/\/boutique\.example:8443\/sitemap\.xml\n$/);
  });
});

describe('sitemaps', () => {
  it('name pages on the origin asked', async () => {
    const index = await getWithHost('/sitemap.xml', 'boutique.example');
    expect(locs(index.body)[0]).toBe('http://boutique.example/sitemaps/pages.xml');
    const pages = await getWithHost('/sitemaps/pages.xml', 'boutique.example');
    expect(locs(pages.body)).toContain('http://boutique.example/products');
  });

  it('list every active product, store, category and collection once, and the fixed screens', async () => {
    const companyId = api.config.companyId;
    const urls = await allUrls();
    expect(new Set(urls).size).toBe(urls.length);
    const paths = urls.map((u) => {
      expect(u.startsWith(`${api.baseUrl}/`), u).toBe(true);
      return u.slice(api.baseUrl.length);
    });
    for (const p of paths) expect(isPublicPage(p), p).toBe(true);
    const under = (prefix: string) => paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)).sort();
    const ids = async (query: SQL) => (await api.rows<{ id: string }>(query)).map((r) => r.id).sort();

    const active = await ids(sql`SELECT id FROM products WHERE company_id = ${companyId}::uuid AND status = 'active'`);
    const inactive = await ids(sql`SELECT id FROM products WHERE company_id = ${companyId}::uuid AND status <> 'active'`);
    expect(active.length).toBeGreaterThan(0);
    expect(inactive.length).toBeGreaterThan(0);
    expect(under('/products/')).toEqual(active);
    expect(under('/stores/')).toEqual(await ids(sql`SELECT id FROM stores WHERE company_id = ${companyId}::uuid`));
    expect(under('/categories/')).toEqual(await ids(sql`SELECT id FROM categories WHERE company_id = ${companyId}::uuid`));
    expect(under('/collections/')).toEqual(await ids(sql`SELECT id FROM collections WHERE company_id = ${companyId}::uuid`));
    expect(paths).toEqual(expect.arrayContaining(['/', '/products', '/categories', '/stores', '/faq', '/returns']));
  });

  it("give each product page its last change, and a CDN may keep them", async () => {
    const [product] = await api.rows<{ id: string; updated_at: string | Date }>(
      sql`SELECT id, updated_at FROM products WHERE company_id = ${api.config.companyId}::uuid AND status = 'active' ORDER BY created_at DESC, id LIMIT 1`,
    );
    const res = await api.call('GET', '/sitemaps/products-1.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const entry = new RegExp(`<url><loc>[^<]*/products/${product!.id}</loc><lastmod>([^<]+)</lastmod></url>`).exec(res.body as string);
    expect(entry?.[1]).toBe(new Date(product!.updated_at).toISOString());
  });

  it('page the products without a gap or a repeat', async () => {
    const companyId = api.config.companyId;
    const all = await sitemapEntries(api.db, companyId, 'products', 0, 100_000);
    const paged: string[] = [];
    for (let skip = 0; ; skip += 7) {
      const slice = await sitemapEntries(api.db, companyId, 'products', skip, 7);
      if (slice.length === 0) break;
      paged.push(...slice.map((e) => e.id));
    }
    expect(paged).toEqual(all.map((e) => e.id));
  });

  it('answer an unknown or empty sitemap file with a French 404', async () => {
    for (const file of ['products-0.xml', 'products-2.xml', 'products-x.xml', 'orders-1.xml', 'pages.json']) {
      const res = await api.call('GET', `/sitemaps/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.body).toEqual({ detail: 'Plan du site introuvable' });
    }
  });
});
