/**
 * Bad and hostile input on the public catalogue: every malformed query answers
 * 400 with a French `detail`, and nothing a caller sends produces a 500.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let productId: string;
let categoryId: string;
let storeId: string;
let collectionId: string;

beforeAll(async () => {
  api = await startTestApi();
  productId = (await api.call('GET', '/api/v1/public/products/?limit=1')).body.items[0].id;
  categoryId = (await api.call('GET', '/api/v1/public/categories/')).body.items[0].id;
  storeId = (await api.call('GET', '/api/v1/public/stores/')).body.items[0].id;
  collectionId = (await api.call('GET', '/api/v1/public/collections/')).body.items[0].id;
});
afterAll(async () => api?.close());

/** French wording, and none of the English of the schema validator. */
function expectFrench(detail: unknown) {
  expect(typeof detail).toBe('string');
  expect(detail).toMatch(/invalide|trop|non autorisée|attendu|obligatoire|inconnu|ne peut|dépasser|introuvable|n'existe pas/i);
  expect(detail).not.toMatch(/\bmust\b|\bshould\b|querystring|\bparams\b|\bbody\//);
}

const listPaths = () => [
  '/api/v1/public/products/',
  '/api/v1/public/search/',
  `/api/v1/public/categories/${categoryId}/products`,
  `/api/v1/public/stores/${storeId}/products`,
  `/api/v1/public/collections/${collectionId}/products`,
  '/api/v1/public/stores/',
  '/api/v1/public/collections/',
];

describe('malformed queries answer 400 in French', () => {
  it('paging: negative, fractional or non-numeric skip, limit out of 1..100', async () => {
    for (const path of listPaths()) {
      for (const query of [
        'skip=-1',
        'skip=abc',
        'skip=1.5',
        'skip=99999999999999999999',
        'skip=Infinity',
        'skip=1e400',
        'limit=0',
        'limit=101',
        'limit=-5',
        'limit=dix',
        'limit=Infinity',
        'skip=1&skip=2',
      ]) {
        const res = await api.call('GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expectFrench(res.body.detail);
      }
    }
  });

  it('names the parameter and the rule', async () => {
    const res = await api.call('GET', '/api/v1/public/products/?limit=101');
    expect(res.body.detail).toBe('Valeur trop grande pour paramètre « limit » (maximum 100)');
    const neg = await api.call('GET', '/api/v1/public/products/?skip=-1');
    expect(neg.body.detail).toBe('Valeur trop petite pour paramètre « skip » (minimum 0)');
  });

  it('product filters: prices, rating, sort, categories, company', async () => {
    const bad = [
      'min_price=-1',
      'min_price=abc',
      'max_price=1e400',
      'max_price=Infinity',
      'min_price=-Infinity',
      'min_rating=Infinity',
      'min_price=NaN',
      'min_price=',
      'min_rating=6',
      'min_rating=-0.5',
      'min_rating=cinq',
      'sort=cheapest',
      'sort=',
      'sort=PRICE-LOW',
      'category=not-a-uuid',
      `category=${randomUUID()},42`,
      "category=' OR 1=1 --",
      `category=${Array.from({ length: 101 }, () => randomUUID()).join(',')}`,
      'company_id=abc',
      `company_id=${randomUUID()}x`,
      'min_price=500&max_price=100',
      `search=${'a'.repeat(201)}`,
    ];
    for (const path of ['/api/v1/public/products/', '/api/v1/public/search/', `/api/v1/public/categories/${categoryId}/products`, `/api/v1/public/stores/${storeId}/products`]) {
      for (const query of bad) {
        const res = await api.call('GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expectFrench(res.body.detail);
      }
    }
    const res = await api.call('GET', '/api/v1/public/products/?category=abc');
    expect(res.body.detail).toMatch(/catégorie/);
    const range = await api.call('GET', '/api/v1/public/products/?min_price=500&max_price=100');
    expect(range.body.detail).toBe('Le prix minimum ne peut pas dépasser le prix maximum');
  });

  it('other routes: ids, limits, flags, long strings', async () => {
    const bad = [
      '/api/v1/public/products/not-a-uuid',
      '/api/v1/public/products/123',
      `/api/v1/public/products/${productId}?company_id=nope`,
      '/api/v1/upload/product-images/xyz',
      '/api/v1/public/categories/xyz',
      '/api/v1/public/categories/xyz/products',
      '/api/v1/public/categories/?limit=101',
      '/api/v1/public/categories/?skip=-3',
      '/api/v1/public/categories/random-leaves/?limit=0',
      '/api/v1/public/categories/random-leaves/?limit=1000',
      '/api/v1/public/categories/tree/?company_id=1',
      '/api/v1/public/featured-products/?limit=-5',
      '/api/v1/public/featured-products/?limit=abc',
      '/api/v1/public/stores/xyz',
      `/api/v1/public/stores/?search=${'x'.repeat(201)}`,
      '/api/v1/public/collections/xyz',
      '/api/v1/public/collections/?include_preview_products=peut-etre',
      `/api/v1/public/collections/${collectionId}?include_products=2`,
      '/api/v1/public/featured-products/?limit=Infinity',
      '/api/v1/public/categories/random-leaves/?limit=-Infinity',
      `/api/v1/public/collections/${collectionId}?include_products=true&skip=Infinity`,
      `/api/v1/public/search/?q=${'q'.repeat(201)}`,
    ];
    for (const path of bad) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(400);
      expectFrench(res.body.detail);
    }
  });

  it('over-long path segments are refused in French', async () => {
    // Fastify's router refuses segments over 100 characters itself (414) before
    // any schema runs; app.ts words that answer (frameworkErrors).
    for (const path of [`/api/v1/public/collections/by-slug/${'s'.repeat(201)}`, `/api/v1/public/categories/slug/${'s'.repeat(150)}`]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(414);
      expectFrench(res.body.detail);
    }
  });

  it('a malformed URL is refused in French', async () => {
    const res = await api.call('GET', '/api/v1/public/products/%E0%A4%A');
    expect(res.status).toBe(400);
    expectFrench(res.body.detail);
  });

  it('unknown catalogue paths answer 404 in French', async () => {
    const res = await api.call('GET', '/api/v1/public/unknown/');
    expect(res.status).toBe(404);
    expectFrench(res.body.detail);
  });
});

describe('security headers on every answer', () => {
  // What the router refuses itself (malformed URL, over-long segment) skips
  // the hooks that set these headers on every other answer.
  it('a 200, a 404, a 400 from a schema, a malformed URL, an over-long segment, bad JSON, an oversized body', async () => {
    const cases: { what: string; method: string; path: string; init?: RequestInit; status: number }[] = [
      { what: 'ok', method: 'GET', path: '/api/v1/public/products/?limit=1', status: 200 },
      { what: 'unknown route', method: 'GET', path: '/api/v1/nope', status: 404 },
      { what: 'schema', method: 'GET', path: '/api/v1/public/products/?limit=-1', status: 400 },
      { what: 'malformed URL', method: 'GET', path: '/api/v1/public/products/%E0%A4%A', status: 400 },
      { what: 'malformed URL (root)', method: 'GET', path: '/%E0%A4%A', status: 400 },
      { what: 'over-long segment', method: 'GET', path: `/api/v1/public/categories/slug/${'s'.repeat(150)}`, status: 414 },
      {
        what: 'bad JSON',
        method: 'POST',
        path: '/api/v1/customer-auth/login',
        init: { headers: { 'content-type': 'application/json' }, body: '{' },
        status: 400,
      },
      {
        what: 'oversized body',
        method: 'POST',
        path: '/api/v1/customer-auth/login',
        init: { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(70_000) }) },
        status: 413,
      },
    ];
    for (const c of cases) {
      const res = await fetch(`${api.baseUrl}${c.path}`, { method: c.method, ...c.init });
      await res.arrayBuffer();
      expect(res.status, c.what).toBe(c.status);
      expect(res.headers.get('x-content-type-options'), c.what).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), c.what).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options'), c.what).toBe('SAMEORIGIN');
    }
  });
});

describe('hostile input never produces a 500', () => {
  const hostile = [
    "' OR 1=1 --",
    "'; DROP TABLE products; --",
    '"; SELECT pg_sleep(5); --',
    '%',
    '_',
    '%_%',
    '\\',
    '\\\\%',
    '*:*',
    'a & b | !c',
    '(',
    ')',
    '<->',
    ':*',
    "'",
    "''",
    'a:* & (b | c)',
    '📱 téléphone',
    'هاتف ذكي',
    '手机',
    'ǅ ŀ ʼn ﬁ ½ ⑴ ™ ©',
    'e\u0301le\u0301phone',
    '\u200d\u202e\u2066',
    'a\u0000b',
    '\u0000',
    '    ',
    '',
    'x'.repeat(200),
    'mot '.repeat(50).trim(),
    'null',
    'undefined',
    '{}',
    '[]',
    '$1',
    '${1}',
  ];

  it('in product and store searches', async () => {
    for (const text of hostile) {
      const q = encodeURIComponent(text);
      for (const path of [
        `/api/v1/public/products/?search=${q}`,
        `/api/v1/public/search/?q=${q}`,
        `/api/v1/public/search/?q=${q}&sort=price-high&min_price=0&max_price=999999`,
        `/api/v1/public/categories/${categoryId}/products?search=${q}`,
        `/api/v1/public/stores/${storeId}/products?search=${q}`,
        `/api/v1/public/stores/?search=${q}`,
      ]) {
        const res = await api.call('GET', path);
        expect(res.status, `${path}`).toBe(200);
        expect(Array.isArray(res.body.items)).toBe(true);
        expect(typeof res.body.total_items).toBe('number');
      }
    }
    // The catalogue is still there.
    const after = await api.call('GET', '/api/v1/public/products/?limit=1');
    expect(after.body.total_items).toBeGreaterThan(100);
  });

  it('in slugs, ids and every other parameter', async () => {
    const statuses: Array<[string, number]> = [];
    for (const text of hostile.filter((t) => t !== '')) {
      const v = encodeURIComponent(text);
      for (const path of [
        `/api/v1/public/categories/slug/${v}`,
        `/api/v1/public/stores/slug/${v}`,
        `/api/v1/public/collections/by-slug/${v}?include_products=true`,
        `/api/v1/public/products/${v}`,
        `/api/v1/public/categories/${v}`,
        `/api/v1/public/products/?category=${v}`,
        `/api/v1/public/products/?sort=${v}`,
        `/api/v1/public/products/?min_price=${v}`,
        `/api/v1/public/products/?company_id=${v}`,
        `/api/v1/public/collections/?include_preview_products=${v}`,
      ]) {
        const res = await api.call('GET', path);
        statuses.push([path, res.status]);
        if (res.status >= 400) expect(typeof res.body.detail, path).toBe('string');
      }
    }
    const failures = statuses.filter(([, s]) => s >= 500 || s < 200);
    expect(failures).toEqual([]);
  });

  it('with huge, tiny and odd numbers', async () => {
    for (const query of [
      'min_price=1e308',
      'max_price=9999999999',
      'min_price=0.0000001',
      'min_price=1e-320',
      'min_price=0x10',
      'max_price=%20100',
      'min_rating=4.99999999999999999',
      'min_rating=0',
      'skip=1000000',
      'skip=1000001',
      'limit=1e2',
      'limit=100.0',
      'skip=-0',
      `category=${randomUUID().toUpperCase()}`,
      'category=,,,',
      `company_id=${api.config.companyId.toUpperCase()}`,
    ]) {
      const res = await api.call('GET', `/api/v1/public/products/?${query}`);
      expect([200, 400], query).toContain(res.status);
      if (res.status === 400) expectFrench(res.body.detail);
    }
    const upper = await api.call('GET', `/api/v1/public/products/?company_id=${api.config.companyId.toUpperCase()}`);
    expect(upper.status).toBe(200);
    expect(upper.body.total_items).toBeGreaterThan(100);
    const far = await api.call('GET', '/api/v1/public/products/?skip=1000000');
    expect(far.body.items).toEqual([]);
  });

  it('with malformed JSON and oversized bodies on a POST route', async () => {
    const path = '/api/v1/customer-auth/login';
    const malformed = await api.call('POST', path, { rawBody: '{"email": "a@b.dz", "password": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Corps de requête JSON invalide');
    const huge = await api.call('POST', path, { rawBody: JSON.stringify({ email: 'a@b.dz', password: 'x'.repeat(200_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('Corps de requête trop volumineux');
  });
});
