/**
 * What the public catalogue's route modules (categories, collections,
 * companies, products, stores) share: their hooks, the shape of their
 * schemas, the company a request asks about, and the lists answered with
 * and without the trailing slash.
 */
import type { FastifyPluginAsyncTypebox, TSchema, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { errorResponses } from '#server/schemas/common.ts';
import { rejectNonFiniteNumbers, sharedCatalogueAnswer } from '#server/services/catalogue-query.ts';

/** A catalogue plugin's instance, with its TypeBox-typed routes. */
export type CatalogueApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Registered by every catalogue plugin that reads a query string: no infinite number reaches a handler; answers may be shared. */
export function catalogueHooks(app: CatalogueApp): void {
  app.addHook('preHandler', rejectNonFiniteNumbers);
  app.addHook('onSend', sharedCatalogueAnswer);
}

/** A catalogue read's schema: tagged 'catalogue', answering `ok` (200) or one of the errors every route may answer. */
export function catalogueSchema<S extends { summary: string; params?: TSchema; querystring?: TSchema }, R extends TSchema>(schema: S, ok: R) {
  return { tags: ['catalogue'], ...schema, response: { 200: ok, ...errorResponses } };
}

/** The company a catalogue request asks about: its `company_id`, else the configured one. */
export function companyOf(request: { server: FastifyInstance; query: { company_id?: string } }): string {
  return request.query.company_id ?? request.server.config.companyId;
}

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** A list, answered at `url` with and without the trailing slash; the documentation shows the URL with it. */
export function getList<S extends FastifySchema>(app: CatalogueApp, url: string, schema: S, handler: Handler<S>): void {
  for (const path of [`${url}/`, url]) app.get(path, { schema: { ...schema, hide: path === url } }, handler);
}
