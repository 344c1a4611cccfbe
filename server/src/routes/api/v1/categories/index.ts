/** Public catalogue: categories (flat list, detail, slug, tree, random leaves) and their products. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#server/lib/http-error.ts';
import {
  categoryExists,
  categoryTree,
  findCategory,
  listCategories,
  randomLeafCategories,
} from '#server/repositories/categories.ts';
import { listProducts } from '#server/repositories/products.ts';
import {
  CategoryDetailSchema,
  CategoryListQuery,
  CategoryListSchema,
  CategoryTreeSchema,
  RandomLeavesQuery,
} from '#server/schemas/category.ts';
import { CompanyQuery, errorResponses, IdParams, SlugParams } from '#server/schemas/common.ts';
import { ProductListSchema, ScopedProductListQuery } from '#server/schemas/product.ts';
import { catalogueDb, sharedCatalogueAnswer, productFilters, rejectNonFiniteNumbers } from '#server/services/catalogue-query.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';

const NOT_FOUND = "La catégorie demandée n'existe pas";

/** The plugin's instance, with its TypeBox-typed routes. */
type App = Parameters<FastifyPluginAsyncTypebox>[0];
/** The company a request asks about: its `company_id`, else the configured one. */
type CompanyOf = (q: { company_id?: string }) => string;

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', rejectNonFiniteNumbers);
  app.addHook('onSend', sharedCatalogueAnswer);
  const companyOf: CompanyOf = (q) => q.company_id ?? app.config.companyId;
  listRoutes(app, companyOf);
  detailRoutes(app, companyOf);
  categoryProductRoutes(app, companyOf);
};

/** The categories as a flat list, as a tree, and a random draw of leaves. */
function listRoutes(app: App, companyOf: CompanyOf): void {
  const listSchema = {
    tags: ['catalogue'],
    summary: 'Toutes les catégories (liste plate, nombre de produits descendants compris)',
    querystring: CategoryListQuery,
    response: { 200: CategoryListSchema, ...errorResponses },
  };
  for (const url of ['/public/categories/', '/public/categories']) {
    app.get(url, { schema: { ...listSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      const { skip, limit } = request.query;
      await cachedCatalogueAnswer(request, reply, companyOf(request.query), async () => {
        const all = await listCategories(catalogueDb(request), companyOf(request.query));
        return { items: all.slice(skip, limit === undefined ? undefined : skip + limit), total_items: all.length };
      });
      return reply;
    });
  }

  const treeSchema = {
    tags: ['catalogue'],
    summary: 'Arbre des catégories (racines et enfants imbriqués)',
    querystring: CompanyQuery,
    response: { 200: CategoryTreeSchema, ...errorResponses },
  };
  for (const url of ['/public/categories/tree/', '/public/categories/tree']) {
    app.get(url, { schema: { ...treeSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      await cachedCatalogueAnswer(request, reply, companyOf(request.query), async () => {
        const roots = await categoryTree(catalogueDb(request), companyOf(request.query));
        return { items: roots, total_items: roots.length };
      });
      return reply;
    });
  }

  const leavesSchema = {
    tags: ['catalogue'],
    summary: 'Catégories feuilles tirées au hasard',
    querystring: RandomLeavesQuery,
    response: { 200: CategoryListSchema, ...errorResponses },
  };
  for (const url of ['/public/categories/random-leaves/', '/public/categories/random-leaves']) {
    app.get(url, { schema: { ...leavesSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      const items = await randomLeafCategories(catalogueDb(request), companyOf(request.query), request.query.limit);
      // Drawn again on every request; `no-cache`, not `no-store`, which would
      // keep the page that fetched it out of the back/forward cache.
      reply.header('Cache-Control', 'no-cache');
      return { items, total_items: items.length };
    });
  }
}

/** One category, by slug or by id, with its children. */
function detailRoutes(app: App, companyOf: CompanyOf): void {
  app.get(
    '/public/categories/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Une catégorie par son slug, avec ses enfants',
        params: SlugParams,
        querystring: CompanyQuery,
        response: { 200: CategoryDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const category = await findCategory(catalogueDb(request), companyOf(request.query), { slug: request.params.slug });
      if (!category) throw notFound(NOT_FOUND);
      return category;
    },
  );

  app.get(
    '/public/categories/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Une catégorie avec ses enfants',
        params: IdParams,
        querystring: CompanyQuery,
        response: { 200: CategoryDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const category = await findCategory(catalogueDb(request), companyOf(request.query), { id: request.params.id });
      if (!category) throw notFound(NOT_FOUND);
      return category;
    },
  );
}

/** A category's products, its descendants' included. */
function categoryProductRoutes(app: App, companyOf: CompanyOf): void {
  app.get(
    '/public/categories/:id/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Produits d'une catégorie et de ses descendantes (limite 100 par défaut)",
        params: IdParams,
        querystring: ScopedProductListQuery,
        response: { 200: ProductListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const companyId = companyOf(q);
      if (!(await categoryExists(catalogueDb(request), companyId, request.params.id))) throw notFound(NOT_FOUND);
      // The path's category and the optional `category` filter must both hold.
      const filters = productFilters(app, { ...q, company_id: companyId });
      filters.categoryGroups = [[request.params.id.toLowerCase()], ...(filters.categoryGroups ?? [])];
      return listProducts(catalogueDb(request), filters, { skip: q.skip, limit: q.limit, sort: q.sort });
    },
  );
}
