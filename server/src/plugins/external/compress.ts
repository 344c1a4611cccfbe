/** @fastify/compress: brotli (quality 4) or gzip for answers over 1 KB. */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function compressPlugin(app: FastifyInstance) {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'], brotliOptions: { params: { 1: 4 } } as never });
  },
  { name: 'external-compress' },
);
