/** Public catalogue: collections and their products. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#server/lib/http-error.ts';
import type { Db } from '#server/db/client.ts';
import { findCollection, listCollections, type CollectionBase } from '#server/repositories/collections.ts';
import { listCollectionProducts } from '#server/repositories/products.ts';
import {
  CollectionDetailQuery,
  CollectionDetailSchema,
  CollectionListQuery,
  CollectionListSchema,
  CollectionProductsQuery,
  type CollectionDetail,
  type CollectionDetailQueryT,
} from '#server/schemas/collection.ts';
import { errorResponses, IdParams, SlugParams } from '#server/schemas/common.ts';
import { ProductListSchema } from '#server/schemas/product.ts';
import { catalogueDb, sharedCatalogueAnswer, rejectNonFiniteNumbers } from '#server/services/catalogue-query.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';

const NOT_FOUND = "La collection demandée n'existe pas";

export const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', rejectNonFiniteNumbers);
  app.addHook('onSend', sharedCatalogueAnswer);
  const companyOf = (q: { company_id?: string }) => q.company_id ?? app.config.companyId;

  const detail = async (db: Db, collection: CollectionBase | null, q: CollectionDetailQueryT): Promise<CollectionDetail> => {
    if (!collection) throw notFound(NOT_FOUND);
    if (!q.include_products) return collection;
    const page = await listCollectionProducts(db, collection.company_id, collection.id, { skip: q.skip, limit: q.limit });
    return { ...collection, ...page };
  };

  const listSchema = {
    tags: ['catalogue'],
    summary: 'Collections ; avec include_preview_products=true, leurs 4 premiers produits',
    querystring: CollectionListQuery,
    response: { 200: CollectionListSchema, ...errorResponses },
  };
  for (const url of ['/public/collections/', '/public/collections']) {
    app.get(url, { schema: { ...listSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      const q = request.query;
      await cachedCatalogueAnswer(request, reply, companyOf(q), () =>
        listCollections(catalogueDb(request), companyOf(q), { skip: q.skip, limit: q.limit, includePreview: q.include_preview_products }),
      );
      return reply;
    });
  }

  app.get(
    '/public/collections/by-slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Une collection par son slug ; avec include_products=true, une page de ses produits',
        params: SlugParams,
        querystring: CollectionDetailQuery,
        response: { 200: CollectionDetailSchema, ...errorResponses },
      },
    },
    async (request) => detail(catalogueDb(request), await findCollection(catalogueDb(request), companyOf(request.query), { slug: request.params.slug }), request.query),
  );

  app.get(
    '/public/collections/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Une collection ; avec include_products=true, une page de ses produits',
        params: IdParams,
        querystring: CollectionDetailQuery,
        response: { 200: CollectionDetailSchema, ...errorResponses },
      },
    },
    async (request) => detail(catalogueDb(request), await findCollection(catalogueDb(request), companyOf(request.query), { id: request.params.id }), request.query),
  );

  app.get(
    '/public/collections/:id/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Produits d'une collection, dans l'ordre de la collection",
        params: IdParams,
        querystring: CollectionProductsQuery,
        response: { 200: ProductListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const collection = await findCollection(catalogueDb(request), companyOf(q), { id: request.params.id });
      if (!collection) throw notFound(NOT_FOUND);
      return listCollectionProducts(catalogueDb(request), collection.company_id, collection.id, { skip: q.skip, limit: q.limit });
    },
  );
};
