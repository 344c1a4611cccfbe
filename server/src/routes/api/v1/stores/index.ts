/** Public catalogue: stores and the products each offers. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#server/lib/http-error.ts';
import { listStoreProducts } from '#server/repositories/products.ts';
import { findStore, listStores } from '#server/repositories/stores.ts';
import { CompanyQuery, errorResponses, IdParams, SlugParams } from '#server/schemas/common.ts';
import { ScopedProductListQuery, StoreProductListSchema } from '#server/schemas/product.ts';
import { StoreListQuery, StoreListSchema, StoreSchema } from '#server/schemas/store.ts';
import { catalogueDb, sharedCatalogueAnswer, productFilters, rejectNonFiniteNumbers } from '#server/services/catalogue-query.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';

const NOT_FOUND = "La boutique demandée n'existe pas";

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', rejectNonFiniteNumbers);
  app.addHook('onSend', sharedCatalogueAnswer);
  const companyOf = (q: { company_id?: string }) => q.company_id ?? app.config.companyId;

  const listSchema = {
    tags: ['catalogue'],
    summary: 'Boutiques, par nom ; recherche sur nom, adresse et description',
    querystring: StoreListQuery,
    response: { 200: StoreListSchema, ...errorResponses },
  };
  for (const url of ['/public/stores/', '/public/stores']) {
    app.get(url, { schema: { ...listSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      const q = request.query;
      await cachedCatalogueAnswer(request, reply, companyOf(q), () => listStores(catalogueDb(request), companyOf(q), { search: q.search, skip: q.skip, limit: q.limit }));
      return reply;
    });
  }

  app.get(
    '/public/stores/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Une boutique par son slug',
        params: SlugParams,
        querystring: CompanyQuery,
        response: { 200: StoreSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await cachedCatalogueAnswer(request, reply, companyOf(request.query), async () => {
        const store = await findStore(catalogueDb(request), companyOf(request.query), { slug: request.params.slug });
        if (!store) throw notFound(NOT_FOUND);
        return store;
      });
      return reply;
    },
  );

  app.get(
    '/public/stores/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Une boutique',
        params: IdParams,
        querystring: CompanyQuery,
        response: { 200: StoreSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await cachedCatalogueAnswer(request, reply, companyOf(request.query), async () => {
        const store = await findStore(catalogueDb(request), companyOf(request.query), { id: request.params.id });
        if (!store) throw notFound(NOT_FOUND);
        return store;
      });
      return reply;
    },
  );

  app.get(
    '/public/stores/:id/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Produits proposés par une boutique, avec son prix (limite 100 par défaut)",
        params: IdParams,
        querystring: ScopedProductListQuery,
        response: { 200: StoreProductListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const companyId = companyOf(q);
      await cachedCatalogueAnswer(request, reply, companyId, async () => {
        const store = await findStore(catalogueDb(request), companyId, { id: request.params.id });
        if (!store) throw notFound(NOT_FOUND);
        return listStoreProducts(catalogueDb(request), store.id, productFilters(app, q), { skip: q.skip, limit: q.limit, sort: q.sort });
      });
      return reply;
    },
  );
};
