/** Public catalogue: products, search, featured products and a product's images. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueDb, productFilters } from '#server/services/catalogue-query.ts';
import { found } from '#server/lib/http-error.ts';
import { cachedCatalogueAnswer } from '#server/services/response-cache.ts';
import {
  catalogueBounds,
  findProduct,
  findProductImages,
  listFeaturedProducts,
} from '#server/repositories/products.ts';
import { CompanyQuery, IdParams } from '#server/schemas/common.ts';
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
import { catalogueHooks, catalogueSchema, companyOf, getList, type CatalogueApp } from '../catalogue-routes.ts';

export const PRODUCT_NOT_FOUND = "Le produit demandé n'existe pas";

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  catalogueHooks(app);
  catalogueRoutes(app);
  searchRoutes(app);
  featuredRoutes(app);
  imageRoutes(app);
};

/** The catalogue's list, its price range and one product. */
function catalogueRoutes(app: CatalogueApp): void {
  const listSchema = catalogueSchema({ summary: 'Produits actifs, filtrés, triés et paginés', querystring: ProductListQuery }, ProductListSchema);
  getList(app, '/public/products', listSchema, (request, reply) => {
    const q = request.query;
    const filters = productFilters(app, q);
    return cachedCatalogueAnswer(request, reply, filters.companyId, () => listSearched(catalogueDb(request), filters, { skip: q.skip, limit: q.limit, sort: q.sort }));
  });

  const rangeSchema = catalogueSchema({ summary: 'Étendue des prix du catalogue et paliers du curseur de prix', querystring: CompanyQuery }, PriceRangeSchema);
  app.get('/public/products/price-range', { schema: rangeSchema }, (request, reply) =>
    cachedCatalogueAnswer(request, reply, companyOf(request), () => catalogueBounds(catalogueDb(request), companyOf(request))),
  );

  const productSchema = catalogueSchema({ summary: 'Un produit actif', params: IdParams, querystring: CompanyQuery }, ProductSchema);
  app.get('/public/products/:id', { schema: productSchema }, (request, reply) =>
    cachedCatalogueAnswer(request, reply, companyOf(request), async () =>
      found(await findProduct(catalogueDb(request), companyOf(request), request.params.id), PRODUCT_NOT_FOUND),
    ),
  );
}

/** Full-text search and the suggestions shown while typing. */
function searchRoutes(app: CatalogueApp): void {
  const searchSchema = catalogueSchema(
    { summary: 'Recherche plein texte (français, sans accents ni casse) avec les filtres du catalogue', querystring: SearchQuery },
    ProductListSchema,
  );
  getList(app, '/public/search', searchSchema, (request, reply) => {
    const q = request.query;
    // `q` is the search of this route; `search` is accepted too, as on the catalogue.
    const text = q.q?.trim() ? q.q : q.search;
    const filters = productFilters(app, q, text);
    return cachedCatalogueAnswer(request, reply, filters.companyId, () => listSearched(catalogueDb(request), filters, { skip: q.skip, limit: q.limit, sort: q.sort }));
  });

  const suggestionsSchema = catalogueSchema(
    { summary: 'Suggestions de recherche (produits et catégories) pendant la saisie, tolérantes aux fautes de frappe', querystring: SuggestionsQuery },
    SearchSuggestionsSchema,
  );
  app.get('/public/search/suggestions', { schema: suggestionsSchema }, (request, reply) =>
    cachedCatalogueAnswer(request, reply, companyOf(request), () => searchSuggestions(catalogueDb(request), companyOf(request), request.query.q)),
  );
}

/** The featured products. */
function featuredRoutes(app: CatalogueApp): void {
  const featuredSchema = catalogueSchema({ summary: 'Produits en vedette : les mieux notés, actifs et en stock', querystring: FeaturedQuery }, ProductListSchema);
  getList(app, '/public/featured-products', featuredSchema, (request, reply) =>
    cachedCatalogueAnswer(request, reply, companyOf(request), () => listFeaturedProducts(catalogueDb(request), companyOf(request), request.query.limit)),
  );
}

/** A product's images. */
function imageRoutes(app: CatalogueApp): void {
  const imagesSchema = catalogueSchema({ summary: "Les images d'un produit (principale d'abord)", params: IdParams, querystring: CompanyQuery }, ProductImageListSchema);
  app.get('/upload/product-images/:id', { schema: imagesSchema }, async (request) => {
    const images = found(await findProductImages(catalogueDb(request), companyOf(request), request.params.id), PRODUCT_NOT_FOUND);
    return { items: images, total_items: images.length };
  });
}
