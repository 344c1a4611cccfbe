/**
 * The OpenAPI document drives a client that no one here wrote by hand: the
 * types openapi-typescript generates from /api/docs/json
 * (contract/marketplace-api.d.ts, kept equal to the live document) and
 * openapi-fetch. A guest and a customer buy with that client alone, over
 * HTTP, and every answer is checked against the schema the document declares
 * for its operation and status.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypesFile } from '#server/lib/openapi-client-types.ts';
import { newSessionId, startTestApi, type TestApi } from './helpers.ts';
import type { paths } from './contract/marketplace-api.d.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

let api: TestApi;
let document: any;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const validators = new Map<string, ValidateFunction>();
/** Every answer the clients received that its operation does not declare, or that does not match its schema. */
const contractBreaches: string[] = [];
const answers: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  document = (await api.call('GET', '/api/docs/json')).body;
  ajv.addSchema(document, 'api');
});
afterAll(async () => {
  await api?.close();
});

const pointer = (...tokens: string[]) => tokens.map((t) => t.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** What is wrong with an answer by the document: its status is not declared for the operation, or its JSON body does not match. */
function breachesOf(method: string, schemaPath: string, status: number, body: unknown): string[] {
  const operation = method.toLowerCase();
  const declared = document.paths[schemaPath]?.[operation]?.responses?.[String(status)];
  if (!declared) return ['status not declared'];
  if (!declared.content?.['application/json']) return [];
  const key = pointer(schemaPath, operation, String(status));
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `api#/paths/${pointer(schemaPath, operation, 'responses', String(status), 'content', 'application/json', 'schema')}` });
    validators.set(key, validate);
  }
  return validate(body) ? [] : [ajv.errorsText(validate.errors)];
}

const contract: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const at = `${request.method} ${schemaPath} → ${response.status}`;
    answers.push(at);
    const body = (response.headers.get('content-type') ?? '').includes('json') ? await response.clone().json() : undefined;
    for (const breach of breachesOf(request.method, schemaPath, response.status, body)) contractBreaches.push(`${at}: ${breach}`);
  },
};

function client(headers: Record<string, string> = {}): Client<paths> {
  const c = createClient<paths>({ baseUrl: api.baseUrl, headers });
  c.use(contract);
  return c;
}

const key = () => `k-${randomUUID()}`;

describe('the OpenAPI document', () => {
  it('generates the committed client types (npm run openapi -- types writes them)', async () => {
    expect(await clientTypesFile(document)).toBe(readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  });

  it('is checked for real: an undeclared status or a body off its schema is a breach', () => {
    expect(breachesOf('GET', '/api/v1/public/products/', 418, {})).toEqual(['status not declared']);
    expect(breachesOf('GET', '/api/v1/public/products/', 200, { items: [{ id: 'pas-un-uuid' }], total_items: 1 })).not.toEqual([]);
    expect(breachesOf('GET', '/api/v1/cart/', 400, { detail: 'En-tête X-Session-Id manquant' })).toEqual([]);
  });

  it('declares the headers the cart and checkout need, and no parameter the server fills in', () => {
    const operations = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, method, ...op })),
    );
    const header = (at: string, name: string) => operations.find((op) => op.at === at)?.parameters?.find((p: any) => p.in === 'header' && p.name === name);
    expect(header('GET /api/v1/cart/', 'X-Session-Id')).toMatchObject({ required: false });
    expect(header('POST /api/v1/cart/items', 'Idempotency-Key')).toMatchObject({ required: false });
    expect(header('POST /api/v1/customer-auth/guest-checkout', 'X-Session-Id')).toMatchObject({ required: true });
    expect(header('POST /api/v1/customer-auth/checkout', 'Idempotency-Key')).toBeDefined();
    const filledIn = operations.flatMap((op) =>
      (op.parameters ?? []).filter((p: any) => p.required && p.schema?.default !== undefined).map((p: any) => `${op.at} ${p.name}`),
    );
    expect(filledIn).toEqual([]);
    expect(operations.filter((op) => op.method === 'delete' && op.requestBody).map((op) => op.at)).toEqual([]);
    expect(operations.find((op) => op.at === 'POST /api/v1/customer-auth/logout')?.requestBody?.required).toBe(false);
  });
});

describe('a purchase with the generated client alone', () => {
  it('a guest: browses, fills the cart (each change once per key), applies a code and orders', async () => {
    const anonymous = client();
    const page = await anonymous.GET('/api/v1/public/products/');
    expect(page.response.status).toBe(200);
    const product = page.data!.items.find((p) => p.stock >= 5 && (p.available_stores?.length ?? 0) > 0)!;
    expect(product).toBeDefined();
    const detail = await anonymous.GET('/api/v1/public/products/{id}', { params: { path: { id: product.id } } });
    expect(detail.data?.name).toBe(product.name);

    // Without the session header the document declares, the server says what is missing.
    const noSession = await anonymous.GET('/api/v1/cart/');
    expect(noSession.response.status).toBe(400);
    expect(noSession.error?.detail).toMatch(/X-Session-Id/);

    const sessionId = newSessionId();
    const guest = client();
    const session = { 'X-Session-Id': sessionId };
    const addKey = key();
    const add = () =>
      guest.POST('/api/v1/cart/items', {
        params: { header: { ...session, 'Idempotency-Key': addKey } },
        body: { product_id: product.id, quantity: 2, store_id: product.available_stores![0]!.store_id },
      });
    const added = await add();
    expect(added.response.status).toBe(201);
    const replayed = await add();
    expect(replayed.data).toEqual(added.data);
    const cart = await guest.GET('/api/v1/cart/', { params: { header: session } });
    expect(cart.data?.items.map((i) => [i.product_id, i.quantity])).toEqual([[product.id, 2]]);

    const line = cart.data!.items[0]!;
    const updated = await guest.PUT('/api/v1/cart/items/{id}', {
      params: { path: { id: line.id }, header: { ...session, 'Idempotency-Key': key() } },
      body: { quantity: 3 },
    });
    expect(updated.data?.total_items).toBe(3);
    const refused = await guest.POST('/api/v1/cart/apply-discount/', { params: { header: session }, body: { code: 'PAS-UN-CODE' } });
    expect(refused.response.status).toBe(422);
    const discounted = await guest.POST('/api/v1/cart/apply-discount/', { params: { header: { ...session, 'Idempotency-Key': key() } }, body: { code: 'BIENVENUE10' } });
    expect(discounted.data?.discount_code).toBe('BIENVENUE10');
    const undiscounted = await guest.DELETE('/api/v1/cart/remove-discount/', { params: { header: { ...session, 'Idempotency-Key': key() } } });
    expect(undiscounted.data?.discount_code).toBeNull();

    const order = await guest.POST('/api/v1/customer-auth/guest-checkout', {
      params: { header: { ...session, 'Idempotency-Key': key() } },
      body: { customer_name: 'Amina Client', customer_email: 'amina.client@example.dz', customer_phone: '0555 12 34 56', shipping_address: '12 rue Didouche Mourad, Alger' },
    });
    expect(order.response.status).toBe(201);
    expect(Number(order.data?.total)).toBeGreaterThan(0);
    const emptied = await guest.GET('/api/v1/cart/', { params: { header: session } });
    expect(emptied.data?.items).toEqual([]);
    expect(contractBreaches).toEqual([]);
  });

  it('a customer: signs up with the guest cart, keeps a wishlist, orders, reads the order back and signs out', async () => {
    const sessionId = newSessionId();
    const guest = client();
    const products = (await guest.GET('/api/v1/public/products/', { params: { query: { sort: 'price-low' } } })).data!.items;
    const plain = products.find((p) => p.stock >= 2 && (p.available_stores?.length ?? 0) === 0)!;
    expect(plain).toBeDefined();
    await guest.POST('/api/v1/cart/items', { params: { header: { 'X-Session-Id': sessionId } }, body: { product_id: plain.id } });

    const email = `contrat.${randomUUID().slice(0, 8)}@example.dz`;
    const signedUp = await guest.POST('/api/v1/customer-auth/register', {
      params: { header: { 'X-Session-Id': sessionId } },
      body: { name: 'Karim Contrat', email, password: 'motdepasse-solide' },
    });
    expect(signedUp.response.status).toBe(201);
    const customer = client({ Authorization: `Bearer ${signedUp.data!.access_token}` });
    const cart = await customer.GET('/api/v1/cart/');
    expect(cart.data?.items.map((i) => [i.product_id, i.quantity])).toEqual([[plain.id, 1]]);

    const wished = await customer.POST('/api/v1/wishlist/', { params: { header: { 'Idempotency-Key': key() } }, body: { product_id: plain.id } });
    expect(wished.response.status).toBe(201);
    expect((await customer.GET('/api/v1/wishlist/{productId}', { params: { path: { productId: plain.id } } })).data?.in_wishlist).toBe(true);
    const unwished = await customer.DELETE('/api/v1/wishlist/{productId}', { params: { path: { productId: plain.id }, header: { 'Idempotency-Key': key() } } });
    expect(unwished.data?.items).toEqual([]);

    const order = await customer.POST('/api/v1/customer-auth/checkout', {
      params: { header: { 'Idempotency-Key': key() } },
      body: { shipping_address: '3 boulevard de la Soummam, Oran' },
    });
    expect(order.response.status).toBe(201);
    const orders = await customer.GET('/api/v1/customer-auth/orders');
    expect(orders.data?.items.map((o) => o.id)).toEqual([order.data!.order_id]);
    const read = await customer.GET('/api/v1/customer-auth/orders/{id}', { params: { path: { id: order.data!.order_id } } });
    expect(read.data?.total).toBe(order.data!.total);

    const signedOut = await customer.POST('/api/v1/customer-auth/logout');
    expect(signedOut.response.status).toBe(200);
    expect((await customer.GET('/api/v1/customer-auth/profile')).response.status).toBe(401);
    expect(contractBreaches).toEqual([]);
    expect(answers.length).toBeGreaterThan(20);
  });
});
