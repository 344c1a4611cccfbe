/** Checkout (customer or guest) and the customer's orders, under /api/v1/customer-auth. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, found, unauthorized } from '#server/lib/http-error.ts';
import { optionalCustomer, requireCustomer, sessionIdOf } from '#server/services/caller.ts';
import { ownerScope } from '#server/lib/owner.ts';
import { idempotent } from '#server/services/idempotency.ts';
import { findOrder, listOrders, ORDER_NOT_FOUND, placeOrder } from '#server/repositories/orders.ts';
import { errorResponses, IdParams, PageQuery } from '#server/schemas/common.ts';
import {
  CheckoutBody,
  CheckoutResponseSchema,
  GUEST_FIELDS_REQUIRED,
  GuestCheckoutBody,
  OrderListSchema,
  OrderSchema,
  SHIPPING_ADDRESS_REQUIRED,
} from '#server/schemas/order.ts';
import { GuestCheckoutHeaders, IdempotentHeaders } from '#server/schemas/headers.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmed = (v: string | null | undefined) => v?.trim() || null;

function guestSession(request: FastifyRequest): string {
  const sessionId = sessionIdOf(request);
  if (!sessionId) {
    throw badRequest(
      request.headers['x-session-id'] ? 'En-tête X-Session-Id invalide' : 'En-tête X-Session-Id manquant : session client requise',
    );
  }
  return sessionId;
}

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const companyId = app.config.companyId;

  app.post(
    '/checkout',
    {
      schema: {
        tags,
        security,
        summary: 'Commander le panier du client connecté',
        documentedHeaders: IdempotentHeaders,
        body: CheckoutBody,
        response: { 201: CheckoutResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = await optionalCustomer(app.db, request);
      if (!auth) throw unauthorized('Veuillez vous connecter pour effectuer une commande');
      const owner = { customerId: auth.customer.id };
      return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => {
        const shippingAddress = trimmed(request.body.shipping_address);
        if (!shippingAddress) throw badRequest(SHIPPING_ADDRESS_REQUIRED);
        const body = await placeOrder(tx, companyId, owner, {
          customerId: auth.customer.id,
          sessionId: null,
          name: auth.customer.name,
          email: auth.customer.email,
          phone: trimmed(request.body.customer_phone) ?? auth.customer.phone,
          shippingAddress,
          wilaya: request.body.wilaya ?? null,
          notes: trimmed(request.body.notes),
        });
        return { status: 201, body };
      });
    },
  );

  app.post(
    '/guest-checkout',
    {
      schema: {
        tags,
        summary: 'Commander le panier invité (X-Session-Id)',
        documentedHeaders: GuestCheckoutHeaders,
        body: GuestCheckoutBody,
        response: { 201: CheckoutResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const sessionId = guestSession(request);
      const owner = { sessionId };
      return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => {
        const b = request.body;
        const name = trimmed(b.customer_name);
        const email = trimmed(b.customer_email)?.toLowerCase() ?? null;
        const phone = trimmed(b.customer_phone);
        const shippingAddress = trimmed(b.shipping_address);
        if (!name || !email || !phone || !shippingAddress) throw badRequest(GUEST_FIELDS_REQUIRED);
        if (!EMAIL_RE.test(email)) throw badRequest('Adresse e-mail invalide');
        const body = await placeOrder(tx, companyId, owner, {
          customerId: null,
          sessionId,
          name,
          email,
          phone,
          shippingAddress,
          wilaya: b.wilaya ?? null,
          notes: trimmed(b.notes),
        });
        return { status: 201, body };
      });
    },
  );

  app.get(
    '/orders',
    {
      schema: { tags, security, summary: 'Mes commandes (les plus récentes d’abord)', querystring: PageQuery, response: { 200: OrderListSchema, ...errorResponses } },
    },
    async (request) => {
      const auth = await requireCustomer(app.db, request);
      return listOrders(app.db, companyId, auth.customer.id, request.query.skip, request.query.limit);
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags, security, summary: 'Une de mes commandes', params: IdParams, response: { 200: OrderSchema, ...errorResponses } } },
    async (request) => {
      const auth = await requireCustomer(app.db, request);
      return found(await findOrder(app.db, companyId, auth.customer.id, request.params.id), ORDER_NOT_FOUND);
    },
  );
};
