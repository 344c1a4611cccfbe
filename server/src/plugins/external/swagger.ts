/**
 * The OpenAPI document (@fastify/swagger) and its viewer at /api/docs
 * (@fastify/swagger-ui); every operation gets an operationId and a security
 * declaration (openapi-operations.ts). Registered before the routes: both see
 * routes through onRoute hooks.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import openapiOperations from './openapi-operations.ts';

export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Marketplace API', description: 'API de référence de la place de marché (spec section 7).', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await app.register(openapiOperations);
  },
  { name: 'external-swagger' },
);
