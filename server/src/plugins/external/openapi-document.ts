/**
 * What makes /api/docs/json true to the server, so that a client generated
 * from it works as is (tests/server/openapi-client.test.ts):
 * - a query parameter or body field with a default is optional: the server
 *   fills it in (Fastify's validation applies defaults), the caller need not
 *   send it;
 * - the headers a route reads besides its parameters (X-Session-Id,
 *   Idempotency-Key: schemas/headers.ts) are declared, from the route's
 *   `documentedHeaders`, without Fastify validating them;
 * - a body that may be left out (a schema that accepts null: logout,
 *   refresh, verify-email) is not required, and is declared as the object
 *   it is when sent;
 * - 429 and 503 answers declare their Retry-After header.
 */
import type { FastifySchema } from 'fastify';
import type { TObject } from 'typebox';

declare module 'fastify' {
  interface FastifySchema {
    /** Request headers the handler reads and checks itself: documented, not validated by Fastify (schemas/headers.ts). */
    documentedHeaders?: TObject;
  }
}

interface JsonObjectSchema {
  type?: string;
  properties?: Record<string, { default?: unknown }>;
  required?: string[];
}

/** The schema the document shows for a route: never the route's own object (Fastify validates with it). */
export function documentedSchema(schema: FastifySchema): FastifySchema {
  const { documentedHeaders, ...rest } = schema;
  const out: FastifySchema = { ...rest };
  if (schema.querystring) out.querystring = withDefaultsOptional(schema.querystring as JsonObjectSchema);
  if (schema.body) out.body = withDefaultsOptional(schema.body as JsonObjectSchema);
  if (documentedHeaders) out.headers = documentedHeaders;
  return out;
}

/** An object schema whose properties with a default are not required: the server fills them in. */
function withDefaultsOptional(schema: JsonObjectSchema): JsonObjectSchema {
  const { properties, required } = schema;
  if (!properties || !required) return schema;
  const stillRequired = required.filter((name) => properties[name]?.default === undefined);
  if (stillRequired.length === required.length) return schema;
  const { required: _required, ...rest } = schema;
  return stillRequired.length > 0 ? { ...rest, required: stillRequired } : rest;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The parts of an OpenAPI 3.0 document this pass reads and writes. */
interface SchemaObject {
  nullable?: boolean;
  [keyword: string]: unknown;
}
interface Operation {
  requestBody?: { required?: boolean; content: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, { headers?: Record<string, unknown> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  [field: string]: unknown;
}

const RETRY_AFTER = {
  description: 'Secondes à attendre avant de réessayer.',
  schema: { type: 'integer', minimum: 0 },
};

/** The document's last pass, over every operation (see the module's comment). */
export function finishDocument<T extends OpenApiDocument>(document: T): T {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const body = operation.requestBody;
      if (body) {
        for (const media of Object.values(body.content)) {
          const schema = media.schema;
          // @fastify/swagger writes a schema that accepts null as a nullable object: the body may be left out.
          if (schema?.nullable) {
            const { nullable: _nullable, ...object } = schema;
            media.schema = object;
            body.required = false;
          }
        }
      }
      for (const status of ['429', '503']) {
        const response = operation.responses[status];
        if (response) response.headers = { 'Retry-After': RETRY_AFTER, ...response.headers };
      }
    }
  }
  return document;
}
