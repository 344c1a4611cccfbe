import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptsCompanyId,
  ApiError,
  createHttpClient,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  TimeoutError,
  type HttpClientDeps,
} from '#src/api/http.ts';
import { createFakeFetch, hangingFetch, jsonResponse, type Handler } from '../helpers/fake-fetch.ts';

const COMPANY = '6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10';
const SESSION = 'session_abc123xyz_m0k1e2';

function client(handler: Handler = () => jsonResponse({ ok: true }), overrides: Partial<HttpClientDeps> = {}) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({
    fetch: fake.fetch,
    baseUrl: () => 'https://api.example.test',
    companyId: () => COMPANY,
    sessionId: () => SESSION,
    token: () => null,
    ...overrides,
  });
  return { http, calls: fake.calls };
}

function queryOf(url: string) {
  return new URL(url).searchParams;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('headers', () => {
  it('sends JSON content type, Accept and X-Session-Id on every request', async () => {
    const { http, calls } = client();
    await http.get('/api/v1/public/products/');
    await http.post('/api/v1/cart/items', { product_id: 'p', quantity: 1 });
    await http.delete('/api/v1/cart/items/1');
    for (const call of calls) {
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers['x-session-id']).toBe(SESSION);
    }
  });

  it('adds a bearer token only when one is stored', async () => {
    const anonymous = client();
    await anonymous.http.get('/api/v1/public/products/');
    expect(anonymous.calls[0]?.headers.authorization).toBeUndefined();

    const signedIn = client(undefined, { token: () => 'tok-123' });
    await signedIn.http.get('/api/v1/customer-auth/profile');
    expect(signedIn.calls[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends Idempotency-Key when a mutation carries one', async () => {
    const { http, calls } = client();
    await http.post('/api/v1/cart/items', { product_id: 'p', quantity: 1 }, { idempotencyKey: 'key-1' });
    await http.get('/api/v1/public/products/');
    expect(calls[0]?.headers['idempotency-key']).toBe('key-1');
    expect(calls[1]?.headers['idempotency-key']).toBeUndefined();
  });

  it('prefixes the API base URL', async () => {
    const { http, calls } = client();
    await http.get('/api/v1/public/stores/');
    expect(calls[0]?.url.startsWith('https://api.example.test/api/v1/public/stores/')).toBe(true);
  });
});

describe('company_id', () => {
  it('is added to GET query strings, with the other parameters', async () => {
    const { http, calls } = client();
    await http.get('/api/v1/public/products/', { skip: 20, limit: 20, search: undefined, category: 'a,b' });
    const q = queryOf(calls[0]!.url);
    expect(q.get('company_id')).toBe(COMPANY);
    expect(q.get('skip')).toBe('20');
    expect(q.get('category')).toBe('a,b');
    expect(q.has('search')).toBe(false);
  });

  it('is not replaced when already present (params or path)', async () => {
    const { http, calls } = client();
    await http.get('/api/v1/public/categories/tree/', { company_id: 'other' });
    await http.get('/api/v1/public/categories/tree/?company_id=in-path');
    expect(queryOf(calls[0]!.url).getAll('company_id')).toEqual(['other']);
    expect(queryOf(calls[1]!.url).getAll('company_id')).toEqual(['in-path']);
  });

  it('is added to POST and PUT JSON bodies unless present', async () => {
    const { http, calls } = client();
    await http.post('/api/v1/public/things', { a: 1 });
    await http.put('/api/v1/public/things/1', { a: 2, company_id: 'mine' });
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ a: 1, company_id: COMPANY });
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ a: 2, company_id: 'mine' });
  });

  it.each([
    '/api/v1/customer-auth/checkout',
    '/api/v1/customer-auth/guest-checkout',
    '/api/v1/customer-auth/login',
    '/api/v1/customer-auth/register',
    '/api/v1/customer-auth/logout',
    '/api/v1/customer-auth/refresh',
    '/api/v1/customer-auth/profile',
    '/api/v1/customer-auth/check-token',
    '/api/v1/customer-auth/validate-token',
    '/api/v1/customer-auth/test-token',
    '/api/v1/customer-auth/password',
    '/api/v1/customer-auth/verify-email/abc',
    '/api/v1/cart/',
    '/api/v1/cart/items',
    '/api/v1/cart/items/123',
    '/api/v1/cart/apply-discount/',
    '/api/v1/wishlist/',
    '/api/v1/wishlist/items',
    '/api/v1/wishlist/3f1e',
  ])('is never added for %s', async (path) => {
    expect(acceptsCompanyId(path)).toBe(false);
    const { http, calls } = client();
    await http.get(path);
    await http.post(path, { x: 1 });
    expect(queryOf(calls[0]!.url).has('company_id')).toBe(false);
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ x: 1 });
  });

  it.each(['/api/v1/customer-auth/orders', '/api/v1/customer-auth/orders/1', '/api/v1/public/products/', '/api/v1/public/companies/x'])(
    'is added for %s',
    (path) => {
      expect(acceptsCompanyId(path)).toBe(true);
    },
  );

  it('is left out when no company is configured', async () => {
    const { http, calls } = client(undefined, { companyId: () => '' });
    await http.get('/api/v1/public/products/');
    expect(queryOf(calls[0]!.url).has('company_id')).toBe(false);
  });
});

describe('bodies', () => {
  it('DELETE sends no body', async () => {
    const { http, calls } = client();
    await http.delete('/api/v1/public/things/1');
    expect(calls[0]!.method).toBe('DELETE');
    expect(calls[0]!.body).toBeUndefined();
  });

  it('POST without payload sends {} (plus company_id where allowed)', async () => {
    const { http, calls } = client();
    await http.post('/api/v1/customer-auth/logout');
    await http.post('/api/v1/public/things');
    expect(calls[0]!.body).toBe('{}');
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ company_id: COMPANY });
  });

  it('upload posts multipart form data without a JSON content type', async () => {
    const { http, calls } = client(undefined, { token: () => 'tok' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await http.upload('/api/v1/upload/product-images/1', form);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers['content-type']).toBeUndefined();
    expect(calls[0]!.headers['x-session-id']).toBe(SESSION);
    expect(calls[0]!.headers.authorization).toBe('Bearer tok');
  });
});

describe('responses', () => {
  it('parses JSON responses', async () => {
    const { http } = client(() => jsonResponse({ items: [1], total_items: 1 }));
    await expect(http.get('/api/v1/public/products/')).resolves.toEqual({ items: [1], total_items: 1 });
  });

  it('reads a non-JSON response as {}', async () => {
    const { http } = client(() => new Response('<html>hello</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(http.get('/api/v1/public/products/')).resolves.toEqual({});
  });

  it('reads an empty 204 as {}', async () => {
    const { http } = client(() => new Response(null, { status: 204 }));
    await expect(http.delete('/api/v1/cart/')).resolves.toEqual({});
  });
});

describe('errors', () => {
  it("uses the response's detail as the message", async () => {
    const { http } = client(() => jsonResponse({ detail: 'Produit introuvable' }, 404, 'Not Found'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await http.get('/api/v1/public/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Produit introuvable');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).detail).toBe('Produit introuvable');
  });

  it('logs a console error on 404', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { http } = client(() => jsonResponse({ detail: 'x' }, 404, 'Not Found'));
    await http.get('/api/v1/public/products/x').catch(() => undefined);
    expect(spy).toHaveBeenCalled();
  });

  it("falls back to 'HTTP {status}: {statusText}'", async () => {
    const { http } = client(() => new Response('oops', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/plain' } }));
    await expect(http.get('/api/v1/public/products/')).rejects.toThrow('HTTP 502: Bad Gateway');
  });

  it("falls back when detail is not a string (validation lists)", async () => {
    const { http } = client(() => jsonResponse({ detail: [{ msg: 'x' }] }, 422, 'Unprocessable Entity'));
    const error = (await http.post('/api/v1/public/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('HTTP 422: Unprocessable Entity');
    expect(error.detail).toEqual([{ msg: 'x' }]);
  });

  it('keeps the message of an Error thrown by fetch, as a NetworkError', async () => {
    const { http } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await http.get('/api/v1/public/products/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Failed to fetch');
  });

  it("turns a non-Error failure into 'Network error occurred'", async () => {
    const { http } = client(() => {
      throw 'boom';
    });
    const error = await http.get('/api/v1/public/products/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('timeout', () => {
  it(`aborts after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const { http } = client(undefined, { fetch: hangingFetch(), baseUrl: () => '' });
    const pending = http.get('/api/v1/public/products/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it("passes the caller's own abort through untouched", async () => {
    const controller = new AbortController();
    const { http } = client(undefined, { fetch: hangingFetch(), baseUrl: () => '' });
    const pending = http.get('/api/v1/public/products/', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});
