/** Public catalogue: categories (flat list, detail, slug, tree, random leaves) and their products. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { found, notFound } from '#server/lib/http-error.ts';
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
import { CompanyQuery, IdParams, SlugParams } from '#server/schemas/common.ts';
import { ProductListSchema, ScopedProductListQuery } from '#server/schemas/product.ts';
import { catalogueDb, productFilters } from '#server/services/catalogue-query.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';
import { catalogueHooks, catalogueSchema, companyOf, getList, type CatalogueApp } from '../catalogue-routes.ts';

const NOT_FOUND = "La catégorie demandée n'existe pas";

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  catalogueHooks(app);
  listRoutes(app);
  detailRoutes(app);
  categoryProductRoutes(app);
};

/** The categories as a flat list, as a tree, and a random draw of leaves. */
function listRoutes(app: CatalogueApp): void {
  const listSchema = catalogueSchema(
    { summary: 'Toutes les catégories (liste plate, nombre de produits descendants compris)', querystring: CategoryListQuery },
    CategoryListSchema,
  );
  getList(app, '/public/categories', listSchema, (request, reply) => {
    const { skip, limit } = request.query;
    return cachedCatalogueAnswer(request, reply, companyOf(request), async () => {
      const all = await listCategories(catalogueDb(request), companyOf(request));
      return { items: all.slice(skip, limit === undefined ? undefined : skip + limit), total_items: all.length };
    });
  });

  const treeSchema = catalogueSchema({ summary: 'Arbre des catégories (racines et enfants imbriqués)', querystring: CompanyQuery }, CategoryTreeSchema);
  getList(app, '/public/categories/tree', treeSchema, (request, reply) =>
    cachedCatalogueAnswer(request, reply, companyOf(request), async () => {
      const roots = await categoryTree(catalogueDb(request), companyOf(request));
      return { items: roots, total_items: roots.length };
    }),
  );

  const leavesSchema = catalogueSchema({ summary: 'Catégories feuilles tirées au hasard', querystring: RandomLeavesQuery }, CategoryListSchema);
  getList(app, '/public/categories/random-leaves', leavesSchema, async (request, reply) => {
    const items = await randomLeafCategories(catalogueDb(request), companyOf(request), request.query.limit);
    // Drawn again on every request; `no-cache`, not `no-store`, which would
    // keep the page that fetched it out of the back/forward cache.
    reply.header('Cache-Control', 'no-cache');
    return { items, total_items: items.length };
  });
}

/** One category, by slug or by id, with its children. */
function detailRoutes(app: CatalogueApp): void {
  const bySlug = catalogueSchema({ summary: 'Une catégorie par son slug, avec ses enfants', params: SlugParams, querystring: CompanyQuery }, CategoryDetailSchema);
  app.get('/public/categories/slug/:slug', { schema: bySlug }, async (request) =>
    found(await findCategory(catalogueDb(request), companyOf(request), { slug: request.params.slug }), NOT_FOUND),
  );

  const byId = catalogueSchema({ summary: 'Une catégorie avec ses enfants', params: IdParams, querystring: CompanyQuery }, CategoryDetailSchema);
  app.get('/public/categories/:id', { schema: byId }, async (request) =>
    found(await findCategory(catalogueDb(request), companyOf(request), { id: request.params.id }), NOT_FOUND),
  );
}

/** A category's products, its descendants' included. */
function categoryProductRoutes(app: CatalogueApp): void {
  const schema = catalogueSchema(
    { summary: "Produits d'une catégorie et de ses descendantes (limite 100 par défaut)", params: IdParams, querystring: ScopedProductListQuery },
    ProductListSchema,
  );
  app.get('/public/categories/:id/products', { schema }, async (request) => {
    const q = request.query;
    const companyId = companyOf(request);
    if (!(await categoryExists(catalogueDb(request), companyId, request.params.id))) throw notFound(NOT_FOUND);
    // The path's category and the optional `category` filter must both hold.
    const filters = productFilters(app, { ...q, company_id: companyId });
    filters.categoryGroups = [[request.params.id.toLowerCase()], ...(filters.categoryGroups ?? [])];
    return listProducts(catalogueDb(request), filters, { skip: q.skip, limit: q.limit, sort: q.sort });
  });
}
