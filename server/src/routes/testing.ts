/**
 * Test-support routes: the browser tests' fixtures remove what each test
 * created (e2e/fixtures.ts), as the epic-stack's do. The tests cannot reach
 * the database, which lives in the server process (PGlite), hence a route.
 *
 * Registered only when TEST_SUPPORT_ROUTES=1 (app.ts; set only by
 * e2e/playwright.config.ts for its own server, on a throwaway DATA_DIR):
 * without it this module is not even loaded and the path is a 404. Even
 * then it answers only requests from the machine itself, is hidden from the
 * OpenAPI document, and never deletes the seeded demo customer.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deleteTestData } from '../repositories/test-support.ts';
import { Uuid } from '../schemas/common.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const CleanupBody = Type.Object(
  {
    /** Customers' e-mails: each customer goes with their carts, wishlist, orders, tokens, mails and addresses. */
    emails: Type.Array(Type.String({ minLength: 3, maxLength: 254 }), { maxItems: 500, default: [] }),
    /** Guest sessions (X-Session-Id): their cart and their guest orders. */
    session_ids: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500, default: [] }),
    /** Single orders, e.g. one the demo customer placed during a test. */
    order_ids: Type.Array(Uuid, { maxItems: 500, default: [] }),
  },
  { additionalProperties: false },
);

const CleanupResponse = Type.Object({
  deleted: Type.Object({
    customers: Type.Integer(),
    carts: Type.Integer(),
    wishlist_items: Type.Integer(),
    orders: Type.Integer(),
    auth_tokens: Type.Integer(),
    idempotency_keys: Type.Integer(),
    mails: Type.Integer(),
  }),
});

const testSupportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only a test runner on this machine; anyone else finds nothing here.
  app.addHook('onRequest', async (request, reply) => {
    if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return;
    return reply.status(404).send({ detail: `Ressource introuvable : ${request.method} ${request.url.split('?')[0]}` });
  });

  app.post(
    '/cleanup',
    { schema: { hide: true, body: CleanupBody, response: { 200: CleanupResponse } } },
    async (request) => {
      const { emails, session_ids, order_ids } = request.body;
      const d = await app.db.transaction((tx) =>
        deleteTestData(tx, app.config.companyId, { emails, sessionIds: session_ids, orderIds: order_ids }),
      );
      request.log.info({ deleted: d }, 'test data removed');
      return {
        deleted: {
          customers: d.customers,
          carts: d.carts,
          wishlist_items: d.wishlistItems,
          orders: d.orders,
          auth_tokens: d.authTokens,
          idempotency_keys: d.idempotencyKeys,
          mails: d.mails,
        },
      };
    },
  );
};

export default testSupportRoutes;
