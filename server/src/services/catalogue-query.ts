/**
 * What the catalogue routes (products, categories, stores, collections) share
 * to read a product-list query string.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/lib/http-error.ts';
import type { ProductFilters } from '#server/repositories/products.ts';
import type { ProductListQueryT } from '#server/schemas/product.ts';

const pinned = new WeakMap<FastifyRequest, Db>();

/**
 * The database handle of a public catalogue read: a read replica that keeps
 * up, else the primary (db/replicas.ts), the same one for every read of the
 * request. So the catalogue version an answer is cached under and the rows of
 * that answer come from one server, whose replay only goes forward: the rows
 * are at that version or newer, never older.
 */
export function catalogueDb(request: FastifyRequest): Db {
  let db = pinned.get(request);
  if (!db) pinned.set(request, (db = request.server.reads()));
  return db;
}

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

/**
 * How long a shared cache (a CDN, nginx's proxy cache: deploy/) may keep a
 * public catalogue answer: 60 s, then 5 minutes more while it fetches the
 * next, as for the public pages built from them (plugins/external/ssr/).
 * Browsers revalidate every time (max-age=0). Every catalogue answer is the
 * same for every caller, whatever its session or token.
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Registered by every catalogue plugin: its successful GET answers say they may be shared, unless a route said otherwise. */
export async function sharedCatalogueAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if ((request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
    reply.header('Cache-Control', PUBLIC_CATALOGUE_CACHE);
  }
  return payload;
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
