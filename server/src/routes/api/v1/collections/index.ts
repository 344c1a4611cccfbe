/** Public catalogue: collections and their products. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { found } from '#server/lib/http-error.ts';
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
import { IdParams, SlugParams } from '#server/schemas/common.ts';
import { ProductListSchema } from '#server/schemas/product.ts';
import { catalogueDb } from '#server/services/catalogue-query.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';
import { catalogueHooks, catalogueSchema, companyOf, getList } from '../catalogue-routes.ts';

const NOT_FOUND = "La collection demandée n'existe pas";

export const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  catalogueHooks(app);

  const detail = async (db: Db, row: CollectionBase | null, q: CollectionDetailQueryT): Promise<CollectionDetail> => {
    const collection = found(row, NOT_FOUND);
    if (!q.include_products) return collection;
    const page = await listCollectionProducts(db, collection.company_id, collection.id, { skip: q.skip, limit: q.limit });
    return { ...collection, ...page };
  };

  const listSchema = catalogueSchema(
    { summary: 'Collections ; avec include_preview_products=true, leurs 4 premiers produits', querystring: CollectionListQuery },
    CollectionListSchema,
  );
  getList(app, '/public/collections', listSchema, (request, reply) => {
    const q = request.query;
    return cachedCatalogueAnswer(request, reply, companyOf(request), () =>
      listCollections(catalogueDb(request), companyOf(request), { skip: q.skip, limit: q.limit, includePreview: q.include_preview_products }),
    );
  });

  const bySlug = catalogueSchema(
    { summary: 'Une collection par son slug ; avec include_products=true, une page de ses produits', params: SlugParams, querystring: CollectionDetailQuery },
    CollectionDetailSchema,
  );
  app.get('/public/collections/by-slug/:slug', { schema: bySlug }, async (request) =>
    detail(catalogueDb(request), await findCollection(catalogueDb(request), companyOf(request), { slug: request.params.slug }), request.query),
  );

  const byId = catalogueSchema(
    { summary: 'Une collection ; avec include_products=true, une page de ses produits', params: IdParams, querystring: CollectionDetailQuery },
    CollectionDetailSchema,
  );
  app.get('/public/collections/:id', { schema: byId }, async (request) =>
    detail(catalogueDb(request), await findCollection(catalogueDb(request), companyOf(request), { id: request.params.id }), request.query),
  );

  const productsSchema = catalogueSchema(
    { summary: "Produits d'une collection, dans l'ordre de la collection", params: IdParams, querystring: CollectionProductsQuery },
    ProductListSchema,
  );
  app.get('/public/collections/:id/products', { schema: productsSchema }, async (request) => {
    const q = request.query;
    const collection = found(await findCollection(catalogueDb(request), companyOf(request), { id: request.params.id }), NOT_FOUND);
    return listCollectionProducts(catalogueDb(request), collection.company_id, collection.id, { skip: q.skip, limit: q.limit });
  });
};
