/**
 * @fastify/helmet with the storefront's security headers (security-headers.ts).
 * Registered first: every later hook's answer, a refusal included, carries them.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityHeaderOptions } from './security-headers.ts';

export interface HelmetOptions {
  /** The API's public origin when it differs from the storefront's (config.apiUrl); '' for same origin. */
  apiUrl: string;
}

export default fp(
  async function helmetPlugin(app: FastifyInstance, opts: HelmetOptions) {
    await app.register(helmet, securityHeaderOptions(opts.apiUrl));
  },
  { name: 'external-helmet' },
);
