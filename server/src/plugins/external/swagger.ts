/**
 * The OpenAPI document (@fastify/swagger) and its viewer at /api/docs
 * (@fastify/swagger-ui); every operation gets an operationId and a security
 * declaration (openapi-operations.ts), and the document says what the
 * server really takes and answers (openapi-document.ts). Registered before
 * the routes: both see routes through onRoute hooks.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentedSchema, finishDocument, type OpenApiDocument } from './openapi-document.ts';
import openapiOperations from './openapi-operations.ts';

export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Marketplace API',
          description: 'API de référence de la place de marché (spec section 7).',
          version: '1.0.0',
          license: { name: 'Propriétaire : usage réservé aux boutiques et clients de la place de marché' },
        },
        // The API answers on the storefront's own origin (its paths start with /api).
        servers: [{ url: '/', description: 'Le serveur qui publie ce document' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      // Shared schemas keep their $id as their name (components.schemas.Cart, not def-3).
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url }) => ({ schema: schema && documentedSchema(schema), url }),
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        finishDocument(documentObject.openapiObject as unknown as OpenApiDocument);
        return documentObject.openapiObject;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await app.register(openapiOperations);
  },
  { name: 'external-swagger' },
);
