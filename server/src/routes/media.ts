/** Seeded SVG images, served from the database so every API replica has them. */
import { catalogueDb } from '#server/services/catalogue-query.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findMedia } from '#server/repositories/media.ts';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/*',
    { schema: { hide: true, params: Type.Object({ '*': Type.String({ maxLength: 300 }) }) } },
    async (request, reply) => {
      const file = await findMedia(catalogueDb(request), `/media/${request.params['*']}`);
      if (!file) return reply.status(404).send({ detail: 'Image introuvable' });
      reply.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
      return reply.type(file.contentType).send(file.body);
    },
  );
};
