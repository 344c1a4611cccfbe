/** /api/v1/wishlist: the signed-in customer's wishlist (guests get 401). Changes go through idempotent(). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeLimits } from '#server/plugins/app/write-limits.ts';
import { notFound } from '#server/lib/http-error.ts';
import { requireCustomer } from '#server/services/caller.ts';
import { ownerScope } from '#server/lib/owner.ts';
import { idempotent } from '#server/services/idempotency.ts';
import {
  addWishlistItem,
  clearWishlist,
  findWishlistItem,
  readWishlist,
  removeWishlistItem,
  wishableProductExists,
  wishlistView,
} from '#server/repositories/wishlist.ts';
import { CompanyQuery, errorResponses } from '#server/schemas/common.ts';
import { IdempotentHeaders } from '#server/schemas/headers.ts';
import { AddWishlistBody, WishlistCheckSchema, WishlistProductParams, WishlistSchema } from '#server/schemas/wishlist.ts';

const tags = ['wishlist'];
const security = [{ bearer: [] }];
const NOT_IN_WISHLIST = 'Produit absent de la liste de souhaits';

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every write of this plugin (its GETs pass): plugins/app/write-limits.ts.
  app.addHook('preHandler', writeLimits(app));
  const companyId = app.config.companyId;

  app.get(
    '/',
    { schema: { tags, security, summary: 'Ma liste de souhaits', querystring: CompanyQuery, response: { 200: WishlistSchema, ...errorResponses } } },
    async (request) => readWishlist(app.db, (await requireCustomer(app.db, request)).customer.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Ajouter un produit (201 ; 200 s’il y était déjà)',
        documentedHeaders: IdempotentHeaders,
        body: AddWishlistBody,
        response: { 200: WishlistSchema, 201: WishlistSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const customerId = (await requireCustomer(app.db, request)).customer.id;
      const productId = request.body.product_id;
      return idempotent(app.db, request, reply, ownerScope({ customerId }), async (tx) => {
        if (!(await wishableProductExists(tx, companyId, productId))) throw notFound('Produit introuvable');
        const added = await addWishlistItem(tx, customerId, productId);
        return { status: added ? 201 : 200, body: await wishlistView(tx, customerId) };
      });
    },
  );

  app.get(
    '/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'Le produit est-il dans ma liste ?',
        params: WishlistProductParams,
        querystring: CompanyQuery,
        response: { 200: WishlistCheckSchema, ...errorResponses },
      },
    },
    async (request) => {
      const customerId = (await requireCustomer(app.db, request)).customer.id;
      const item = await findWishlistItem(app.db, customerId, request.params.productId);
      if (!item) throw notFound(NOT_IN_WISHLIST);
      return { in_wishlist: true as const, item };
    },
  );

  app.delete(
    '/:productId',
    {
      schema: { tags, security, summary: 'Retirer un produit', documentedHeaders: IdempotentHeaders, params: WishlistProductParams, response: { 200: WishlistSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const customerId = (await requireCustomer(app.db, request)).customer.id;
      return idempotent(app.db, request, reply, ownerScope({ customerId }), async (tx) => {
        if (!(await removeWishlistItem(tx, customerId, request.params.productId))) throw notFound(NOT_IN_WISHLIST);
        return { status: 200, body: await wishlistView(tx, customerId) };
      });
    },
  );

  app.delete(
    '/',
    { schema: { tags, security, summary: 'Vider la liste', documentedHeaders: IdempotentHeaders, response: { 200: WishlistSchema, ...errorResponses } } },
    async (request, reply) => {
      const customerId = (await requireCustomer(app.db, request)).customer.id;
      return idempotent(app.db, request, reply, ownerScope({ customerId }), async (tx) => {
        await clearWishlist(tx, customerId);
        return { status: 200, body: await wishlistView(tx, customerId) };
      });
    },
  );
};
