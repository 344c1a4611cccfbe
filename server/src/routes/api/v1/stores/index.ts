/** Public catalogue: stores and the products each offers. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { found } from '#server/lib/http-error.ts';
import { listStoreProducts } from '#server/repositories/products.ts';
import { findStore, listStores } from '#server/repositories/stores.ts';
import { CompanyQuery, IdParams, SlugParams } from '#server/schemas/common.ts';
import { ScopedProductListQuery, StoreProductListSchema } from '#server/schemas/product.ts';
import { StoreListQuery, StoreListSchema, StoreSchema } from '#server/schemas/store.ts';
import { catalogueDb, productFilters } from '#server/services/catalogue-query.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';
import { catalogueHooks, catalogueSchema, companyOf, getList } from '../catalogue-routes.ts';

const NOT_FOUND = "La boutique demandée n'existe pas";

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  catalogueHooks(app);

  const listSchema = catalogueSchema({ summary: 'Boutiques, par nom ; recherche sur nom, adresse et description', querystring: StoreListQuery }, StoreListSchema);
  getList(app, '/public/stores', listSchema, (request, reply) => {
    const q = request.query;
    return cachedCatalogueAnswer(request, reply, companyOf(request), () => listStores(catalogueDb(request), companyOf(request), { search: q.search, skip: q.skip, limit: q.limit }));
  });

  /** One store of the company, found by `where`; 404 when it has none. */
  const oneStore = (request: FastifyRequest & { query: { company_id?: string } }, reply: FastifyReply, where: { id: string } | { slug: string }) =>
    cachedCatalogueAnswer(request, reply, companyOf(request), async () => found(await findStore(catalogueDb(request), companyOf(request), where), NOT_FOUND));

  const bySlug = catalogueSchema({ summary: 'Une boutique par son slug', params: SlugParams, querystring: CompanyQuery }, StoreSchema);
  app.get('/public/stores/slug/:slug', { schema: bySlug }, (request, reply) => oneStore(request, reply, { slug: request.params.slug }));

  const byId = catalogueSchema({ summary: 'Une boutique', params: IdParams, querystring: CompanyQuery }, StoreSchema);
  app.get('/public/stores/:id', { schema: byId }, (request, reply) => oneStore(request, reply, { id: request.params.id }));

  const productsSchema = catalogueSchema(
    { summary: "Produits proposés par une boutique, avec son prix (limite 100 par défaut)", params: IdParams, querystring: ScopedProductListQuery },
    StoreProductListSchema,
  );
  app.get('/public/stores/:id/products', { schema: productsSchema }, (request, reply) => {
    const q = request.query;
    const companyId = companyOf(request);
    return cachedCatalogueAnswer(request, reply, companyId, async () => {
      const store = found(await findStore(catalogueDb(request), companyId, { id: request.params.id }), NOT_FOUND);
      return listStoreProducts(catalogueDb(request), store.id, productFilters(app, q), { skip: q.skip, limit: q.limit, sort: q.sort });
    });
  });
};
