/**
 * The storefront's security headers (security-headers.ts) on every answer.
 * Registered first: every later hook's answer, a refusal included, carries them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityHeaders } from './security-headers.ts';

export interface HelmetOptions {
  /** The API's public origin when it differs from the storefront's (config.apiUrl); '' for same origin. */
  apiUrl: string;
}

export default fp(
  async function helmetPlugin(app: FastifyInstance, opts: HelmetOptions) {
    const apply = securityHeaders(opts.apiUrl);
    app.addHook('onRequest', (request, reply, done) => {
      apply(request, reply);
      done();
    });
  },
  { name: 'external-helmet' },
);
