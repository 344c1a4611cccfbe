/** Public catalogue: products, search, featured products and a product's images. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '#server/lib/http-error.ts';
import {
  findProduct,
  findProductImages,
  listFeaturedProducts,
  listProducts,
  type ProductFilters,
} from '#server/repositories/products.ts';
import { CompanyQuery, errorResponses, IdParams } from '#server/schemas/common.ts';
import {
  FeaturedQuery,
  ProductImageListSchema,
  ProductListQuery,
  ProductListSchema,
  ProductSchema,
  SearchQuery,
  type ProductListQueryT,
} from '#server/schemas/product.ts';

export const PRODUCT_NOT_FOUND = "Le produit demandé n'existe pas";
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_CATEGORIES = 100;

/** `category=<uuid>,<uuid>`: the ids, or undefined when the parameter is absent or blank. */
export function parseCategoryParam(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (parts.length === 0) return undefined;
  if (parts.length > MAX_CATEGORIES) throw badRequest(`Trop de catégories dans le paramètre « category » (${MAX_CATEGORIES} au maximum)`);
  if (!parts.every((p) => UUID_RE.test(p))) {
    throw badRequest('Identifiant de catégorie invalide dans le paramètre « category » (identifiants UUID séparés par des virgules attendus)');
  }
  return [...new Set(parts.map((p) => p.toLowerCase()))];
}

/**
 * Ajv's query-string coercion turns "Infinity", "-Infinity" and "1e400" into
 * infinite numbers and then lets them past minimum and maximum: refuse them
 * before any handler (or SQL OFFSET) sees one. Registered by every catalogue plugin.
 */
export async function rejectNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw badRequest(`Valeur invalide pour paramètre « ${name} » : un nombre fini attendu`);
    }
  }
}

type FilterQuery = Pick<ProductListQueryT, 'company_id' | 'min_price' | 'max_price' | 'category' | 'search' | 'min_rating'>;

/** The repository filters of a product-list query string (categories stand for their subtrees). */
export function productFilters(app: FastifyInstance, query: FilterQuery, search = query.search): ProductFilters {
  const companyId = query.company_id ?? app.config.companyId;
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    throw badRequest('Le prix minimum ne peut pas dépasser le prix maximum');
  }
  const requested = parseCategoryParam(query.category);
  const trimmed = search?.trim();
  return {
    companyId,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    minRating: query.min_rating,
    search: trimmed ? trimmed : undefined,
    categoryGroups: requested ? [requested] : undefined,
  };
}

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
