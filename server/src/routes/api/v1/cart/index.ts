/**
 * /api/v1/cart: the caller's cart — the customer's (bearer token) or the
 * guest's (X-Session-Id). Every change runs through idempotent(): one
 * transaction per Idempotency-Key, answered again on replay.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeLimits } from '#server/plugins/app/write-limits.ts';
import { cartOwner } from '#server/services/caller.ts';
import { idempotent } from '#server/services/idempotency.ts';
import { ownerScope } from '#server/lib/owner.ts';
import {
  addCartItem,
  applyDiscount,
  clearCart,
  readCart,
  removeCartItem,
  removeDiscount,
  updateCartItem,
} from '#server/repositories/carts.ts';
import { AddCartItemBody, ApplyDiscountBody, CartItemParams, CartSchema, UpdateCartItemBody } from '#server/schemas/cart.ts';
import { CompanyQuery, errorResponses } from '#server/schemas/common.ts';
import { CartReadHeaders, CartWriteHeaders } from '#server/schemas/headers.ts';

const tags = ['cart'];
// Signed in (bearer) or guest (X-Session-Id).
const security: { [name: string]: string[] }[] = [{ bearer: [] }, {}];
const response = { 200: CartSchema, ...errorResponses };

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every write of this plugin (its GETs pass): plugins/app/write-limits.ts.
  app.addHook('preHandler', writeLimits(app));
  const companyId = app.config.companyId;

  app.get('/', { schema: { tags, security, summary: 'Mon panier', querystring: CompanyQuery, documentedHeaders: CartReadHeaders, response } }, async (request) =>
    readCart(app.db, await cartOwner(app.db, request)),
  );

  app.post(
    '/items',
    { schema: { tags, security, summary: 'Ajouter un produit', documentedHeaders: CartWriteHeaders, body: AddCartItemBody, response: { 201: CartSchema, ...errorResponses } } },
    async (request, reply) => {
      const owner = await cartOwner(app.db, request);
      const { product_id, quantity, store_id } = request.body;
      return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => ({
        status: 201,
        body: await addCartItem(tx, companyId, owner, { productId: product_id, quantity, storeId: store_id }),
      }));
    },
  );

  app.put(
    '/items/:id',
    { schema: { tags, security, summary: 'Changer la quantité (0 retire la ligne)', documentedHeaders: CartWriteHeaders, params: CartItemParams, body: UpdateCartItemBody, response } },
    async (request, reply) => {
      const owner = await cartOwner(app.db, request);
      return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => ({
        status: 200,
        body: await updateCartItem(tx, owner, request.params.id, request.body.quantity),
      }));
    },
  );

  app.delete(
    '/items/:id',
    { schema: { tags, security, summary: 'Retirer une ligne', documentedHeaders: CartWriteHeaders, params: CartItemParams, response } },
    async (request, reply) => {
      const owner = await cartOwner(app.db, request);
      return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => ({
        status: 200,
        body: await removeCartItem(tx, owner, request.params.id),
      }));
    },
  );

  app.delete('/', { schema: { tags, security, summary: 'Vider le panier', documentedHeaders: CartWriteHeaders, response } }, async (request, reply) => {
    const owner = await cartOwner(app.db, request);
    return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => ({ status: 200, body: await clearCart(tx, owner) }));
  });

  app.post(
    '/apply-discount/',
    { schema: { tags, security, summary: 'Appliquer un code promo', documentedHeaders: CartWriteHeaders, body: ApplyDiscountBody, response } },
    async (request, reply) => {
      const owner = await cartOwner(app.db, request);
      return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => ({
        status: 200,
        body: await applyDiscount(tx, companyId, owner, request.body.code),
      }));
    },
  );

  app.delete(
    '/remove-discount/',
    { schema: { tags, security, summary: 'Retirer le code promo', documentedHeaders: CartWriteHeaders, response } },
    async (request, reply) => {
      const owner = await cartOwner(app.db, request);
      return idempotent(app.db, request, reply, ownerScope(owner), async (tx) => ({ status: 200, body: await removeDiscount(tx, owner) }));
    },
  );
};
