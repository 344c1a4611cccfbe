/** Public catalogue: products, search, featured products and a product's images. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueDb, sharedCatalogueAnswer, productFilters, rejectNonFiniteNumbers } from '#server/services/catalogue-query.ts';
import { notFound } from '#server/lib/http-error.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';
import {
  catalogueBounds,
  findProduct,
  findProductImages,
  listFeaturedProducts,
} from '#server/repositories/products.ts';
import { CompanyQuery, errorResponses, IdParams } from '#server/schemas/common.ts';
import {
  FeaturedQuery,
  PriceRangeSchema,
  ProductImageListSchema,
  ProductListQuery,
  ProductListSchema,
  ProductSchema,
  SearchQuery,
  SearchSuggestionsSchema,
  SuggestionsQuery,
} from '#server/schemas/product.ts';
import { listSearched, searchSuggestions } from '#server/repositories/search.ts';

export const PRODUCT_NOT_FOUND = "Le produit demandé n'existe pas";

/** The plugin's instance, with its TypeBox-typed routes. */
type App = Parameters<FastifyPluginAsyncTypebox>[0];

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', rejectNonFiniteNumbers);
  app.addHook('onSend', sharedCatalogueAnswer);
  catalogueRoutes(app);
  searchRoutes(app);
  featuredRoutes(app);
  imageRoutes(app);
};

/** The catalogue's list, its price range and one product. */
function catalogueRoutes(app: App): void {
  const listSchema = {
    tags: ['catalogue'],
    summary: 'Produits actifs, filtrés, triés et paginés',
    querystring: ProductListQuery,
    response: { 200: ProductListSchema, ...errorResponses },
  };
  for (const url of ['/public/products/', '/public/products']) {
    app.get(url, { schema: { ...listSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      const q = request.query;
      const filters = productFilters(app, q);
      await cachedCatalogueAnswer(request, reply, filters.companyId, () => listSearched(catalogueDb(request), filters, { skip: q.skip, limit: q.limit, sort: q.sort }));
      return reply;
    });
  }

  app.get(
    '/public/products/price-range',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Étendue des prix du catalogue et paliers du curseur de prix',
        querystring: CompanyQuery,
        response: { 200: PriceRangeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const companyId = request.query.company_id ?? app.config.companyId;
      await cachedCatalogueAnswer(request, reply, companyId, () => catalogueBounds(catalogueDb(request), companyId));
      return reply;
    },
  );

  app.get(
    '/public/products/:id',
    { schema: { tags: ['catalogue'], summary: 'Un produit actif', params: IdParams, querystring: CompanyQuery, response: { 200: ProductSchema, ...errorResponses } } },
    async (request, reply) => {
      const companyId = request.query.company_id ?? app.config.companyId;
      await cachedCatalogueAnswer(request, reply, companyId, async () => {
        const product = await findProduct(catalogueDb(request), companyId, request.params.id);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return product;
      });
      return reply;
    },
  );
}

/** Full-text search and the suggestions shown while typing. */
function searchRoutes(app: App): void {
  const searchSchema = {
    tags: ['catalogue'],
    summary: 'Recherche plein texte (français, sans accents ni casse) avec les filtres du catalogue',
    querystring: SearchQuery,
    response: { 200: ProductListSchema, ...errorResponses },
  };
  for (const url of ['/public/search/', '/public/search']) {
    app.get(url, { schema: { ...searchSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      const q = request.query;
      // `q` is the search of this route; `search` is accepted too, as on the catalogue.
      const text = q.q?.trim() ? q.q : q.search;
      const filters = productFilters(app, q, text);
      await cachedCatalogueAnswer(request, reply, filters.companyId, () => listSearched(catalogueDb(request), filters, { skip: q.skip, limit: q.limit, sort: q.sort }));
      return reply;
    });
  }

  app.get(
    '/public/search/suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Suggestions de recherche (produits et catégories) pendant la saisie, tolérantes aux fautes de frappe',
        querystring: SuggestionsQuery,
        response: { 200: SearchSuggestionsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const companyId = request.query.company_id ?? app.config.companyId;
      await cachedCatalogueAnswer(request, reply, companyId, () => searchSuggestions(catalogueDb(request), companyId, request.query.q));
      return reply;
    },
  );
}

/** The featured products. */
function featuredRoutes(app: App): void {
  const featuredSchema = {
    tags: ['catalogue'],
    summary: 'Produits en vedette : les mieux notés, actifs et en stock',
    querystring: FeaturedQuery,
    response: { 200: ProductListSchema, ...errorResponses },
  };
  for (const url of ['/public/featured-products/', '/public/featured-products']) {
    app.get(url, { schema: { ...featuredSchema, hide: !url.endsWith('/') } }, async (request, reply) => {
      const companyId = request.query.company_id ?? app.config.companyId;
      await cachedCatalogueAnswer(request, reply, companyId, () => listFeaturedProducts(catalogueDb(request), companyId, request.query.limit));
      return reply;
    });
  }
}

/** A product's images. */
function imageRoutes(app: App): void {
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
      const images = await findProductImages(catalogueDb(request), request.query.company_id ?? app.config.companyId, request.params.id);
      if (!images) throw notFound(PRODUCT_NOT_FOUND);
      return { items: images, total_items: images.length };
    },
  );
}
