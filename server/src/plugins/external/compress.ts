/** @fastify/compress: brotli or gzip for answers over 1 KB (settings in lib/compression.ts). */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from '#server/lib/compression.ts';

export default fp(
  async function compressPlugin(app: FastifyInstance) {
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip', 'deflate'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
  },
  { name: 'external-compress' },
);
