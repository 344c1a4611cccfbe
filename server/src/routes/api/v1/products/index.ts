/** Public catalogue: products, search, featured products and a product's images. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productFilters, rejectNonFiniteNumbers } from '#server/lib/catalogue-query.ts';
import { notFound } from '#server/lib/http-error.ts';
import {
  findProduct,
  findProductImages,
  listFeaturedProducts,
  listProducts,
} from '#server/repositories/products.ts';
import { CompanyQuery, errorResponses, IdParams } from '#server/schemas/common.ts';
import {
  FeaturedQuery,
  ProductImageListSchema,
  ProductListQuery,
  ProductListSchema,
  ProductSchema,
  SearchQuery,
} from '#server/schemas/product.ts';

export const PRODUCT_NOT_FOUND = "Le produit demandé n'existe pas";
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', rejectNonFiniteNumbers);

  const listSchema = {
    tags: ['catalogue'],
    summary: 'Produits actifs, filtrés, triés et paginés',
    querystring: ProductListQuery,
    response: { 200: ProductListSchema, ...errorResponses },
  };
  for (const url of ['/public/products/', '/public/products']) {
    app.get(url, { schema: { ...listSchema, hide: !url.endsWith('/') } }, async (request) => {
      const q = request.query;
      return listProducts(app.db, productFilters(app, q), { skip: q.skip, limit: q.limit, sort: q.sort });
    });
  }

  app.get(
    '/public/products/:id',
    { schema: { tags: ['catalogue'], summary: 'Un produit actif', params: IdParams, querystring: CompanyQuery, response: { 200: ProductSchema, ...errorResponses } } },
    async (request) => {
      const product = await findProduct(app.db, request.query.company_id ?? app.config.companyId, request.params.id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  const searchSchema = {
    tags: ['catalogue'],
    summary: 'Recherche plein texte (français, sans accents ni casse) avec les filtres du catalogue',
    querystring: SearchQuery,
    response: { 200: ProductListSchema, ...errorResponses },
  };
  for (const url of ['/public/search/', '/public/search']) {
    app.get(url, { schema: { ...searchSchema, hide: !url.endsWith('/') } }, async (request) => {
      const q = request.query;
      // `q` is the search of this route; `search` is accepted too, as on the catalogue.
      const text = q.q?.trim() ? q.q : q.search;
      return listProducts(app.db, productFilters(app, q, text), { skip: q.skip, limit: q.limit, sort: q.sort });
    });
  }

  const featuredSchema = {
    tags: ['catalogue'],
    summary: 'Produits en vedette : les mieux notés, actifs et en stock',
    querystring: FeaturedQuery,
    response: { 200: ProductListSchema, ...errorResponses },
  };
  for (const url of ['/public/featured-products/', '/public/featured-products']) {
    app.get(url, { schema: { ...featuredSchema, hide: !url.endsWith('/') } }, async (request) =>
      listFeaturedProducts(app.db, request.query.company_id ?? app.config.companyId, request.query.limit),
    );
  }

  app.get(
    '/upload/product-images/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Les images d'un produit (principale d'abord)",
        params: IdParams,
        querystring: CompanyQuery,
        response: { 200: ProductImageListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const images = await findProductImages(app.db, request.query.company_id ?? app.config.companyId, request.params.id);
      if (!images) throw notFound(PRODUCT_NOT_FOUND);
      return { items: images, total_items: images.length };
    },
  );
};
