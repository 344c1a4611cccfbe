/**
 * Serves the storefront build: hashed assets cached for a year, index.html and
 * the service worker never cached, /config.json from the environment. The app
 * shell for client-side routes is sent by the not-found handler (errors.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REVALIDATE_EVERY_TIME } from '../../lib/cache-control.ts';

const NO_CACHE = REVALIDATE_EVERY_TIME;

/**
 * A form of a server page submitted by the browser itself (its code blocked
 * or failed before it could take the submit: src/lib/early-input.ts): the
 * storefront's forms post to their own page, so no field ever travels in a
 * URL. The body is neither parsed nor logged (this scope has no content
 * parser but one that leaves the body unread; Node discards it once the
 * answer is sent), and the shopper is sent back to the page with a GET.
 * API and media paths without a POST route stay the JSON 404 they were.
 */
async function pageForms(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  scope.post('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (/^\/(api|media)\//.test(path) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    // Never `//host/…`: the answer leads back to this origin's page, its query (a reset token) kept.
    const location = `/${request.url.replace(/^[/\\]+/, '')}`;
    return reply.status(303).header('Location', location).header('Cache-Control', 'no-store').send();
  });
}

export default fp(async function staticSite(app: FastifyInstance, opts: { root: string }) {
  const root = path.resolve(opts.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No storefront build in ${root}: run "npm run build"`);
  }

  app.get('/config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return { companyId: app.config.companyId, apiUrl: app.config.apiUrl };
  });

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    // Rendered on the server when it can (plugins/external/ssr/), else the shell.
    if (app.renderPage) return app.renderPage(request, reply);
    reply.header('Cache-Control', NO_CACHE);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  await app.register(pageForms);

  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    // The build's brotli copies of its hashed code and styles (scripts/precompress.ts)
    // go out as they are; @fastify/compress leaves an encoded answer alone.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      if (rel.startsWith('assets/')) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (rel === 'index.html' || rel === 'sw.js' || rel.startsWith('workbox-') || rel.endsWith('.webmanifest')) {
        reply.header('Cache-Control', NO_CACHE);
      } else {
        reply.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });

});
