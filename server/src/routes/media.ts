/** Seeded SVG images, served from the database so every API replica has them. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { media } from '../db/schema.ts';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/*',
    { schema: { hide: true, params: Type.Object({ '*': Type.String({ maxLength: 300 }) }) } },
    async (request, reply) => {
      const path = `/media/${request.params['*']}`;
      const [row] = await app.db.select().from(media).where(eq(media.path, path)).limit(1);
      if (!row) return reply.status(404).send({ detail: 'Image introuvable' });
      reply.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
      return reply.type(row.contentType).send(row.body);
    },
  );
};
