import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_ID } from '#server/config.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('companies', () => {
  it('returns the seeded company by id and by slug', async () => {
    const byId = await api.call('GET', `/api/v1/public/companies/${DEFAULT_COMPANY_ID}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: DEFAULT_COMPANY_ID, name: 'Souk El Djazair', slug: 'souk-el-djazair' });
    expect(byId.body.logo).toMatch(/^\/media\/.+\.svg$/);
    expect(Date.parse(byId.body.created_at)).not.toBeNaN();
    const bySlug = await api.call('GET', '/api/v1/public/companies/slug/souk-el-djazair');
    expect(bySlug.body.id).toBe(DEFAULT_COMPANY_ID);
  });

  it('answers 404 with a French detail for an unknown company', async () => {
    const res = await api.call('GET', '/api/v1/public/companies/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("L'entreprise demandée n'existe pas");
  });

  it('answers 400 in French for an id that is not a UUID', async () => {
    const res = await api.call('GET', '/api/v1/public/companies/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Format invalide.*UUID/);
  });
});

describe('generic behaviour', () => {
  // Only PostgreSQL has connections to lose; PGlite runs in this process.
  it.skipIf(!process.env.DATABASE_URL)('keeps answering after PostgreSQL ends its idle connections', async () => {
    const path = `/api/v1/public/companies/${DEFAULT_COMPANY_ID}`;
    // Four requests at once leave four idle connections in the pool.
    const warm = await Promise.all([1, 2, 3, 4].map(() => api.call('GET', path)));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      new URL(api.databaseUrl!).pathname.slice(1),
    ]);
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // Give the pool time to hear of it: an unheard error would end the process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await api.call('GET', path);
    expect(after.status).toBe(200);
    expect(after.body.id).toBe(DEFAULT_COMPANY_ID);
  });

  it('serves seeded SVG images with a cache lifetime', async () => {
    const company = await api.call('GET', `/api/v1/public/companies/${DEFAULT_COMPANY_ID}`);
    const res = await fetch(`${api.baseUrl}${company.body.logo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=');
    expect(await res.text()).toContain('<svg');
    const missing = await fetch(`${api.baseUrl}/media/nope.svg`);
    expect(missing.status).toBe(404);
  });

  it('answers unknown routes with a French 404 in JSON', async () => {
    const res = await api.call('GET', '/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/^Ressource introuvable/);
  });

  it('publishes an OpenAPI document of every route', async () => {
    const res = await api.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/v1/public/companies/{id}');
  });

  it('names every operation once and declares who may call it', async () => {
    const res = await api.call('GET', '/api/docs/json');
    const operations = Object.entries(res.body.paths as Record<string, Record<string, { operationId?: string; security?: unknown[] }>>).flatMap(
      ([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, ...op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => !op.operationId).map((op) => op.at)).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => !Array.isArray(op.security)).map((op) => op.at)).toEqual([]);
    const byAt = new Map(operations.map((op) => [op.at, op]));
    expect(byAt.get('GET /api/v1/customer-auth/profile')?.security).toEqual([{ bearer: [] }]);
    expect(byAt.get('GET /api/v1/customer-auth/orders/{id}')).toMatchObject({ operationId: 'getCustomerAuthOrdersById', security: [{ bearer: [] }] });
    expect(byAt.get('GET /api/v1/public/products/{id}')).toMatchObject({ operationId: 'getPublicProductsById', security: [] });
  });

  it('sends security headers', async () => {
    const res = await api.call('GET', `/api/v1/public/companies/${DEFAULT_COMPANY_ID}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('compresses large responses', async () => {
    const res = await fetch(`${api.baseUrl}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('seed', () => {
  it('does not seed twice and keeps the data of a second start', async () => {
    const { seedDatabase } = await import('#server/seed/seed.ts');
    const again = await seedDatabase(api.db, { companyId: api.config.companyId, log: () => {} });
    expect(again.seeded).toBe(false);
  });
});
