/**
 * Server rendering of the storefront's navigations (src/entry-server.tsx,
 * built by `vite build --ssr` into the folder beside dist/). Guarantees:
 * - the page is the built index.html with the screen's HTML streamed into
 *   #root, its <head> (title, description, canonical, Open Graph, JSON-LD)
 *   and the run-time configuration written in, and the dehydrated data in
 *   inline scripts allowed by a per-request CSP nonce (script-src stays
 *   'self' otherwise; csp-nonce.ts, template.ts);
 * - the API calls of a render are answered in-process (app.inject,
 *   inject-fetch.ts), with the client's own 10 s timeout; the whole render is
 *   abandoned after RENDER_DEADLINE_MS or when the client leaves, and the
 *   browser is then sent the shell, which renders the screen itself
 *   (render-page.ts);
 * - an unknown page, product, category, collection or store is a 404 with its
 *   French screen; a crash while rendering is the spec's fallback screen
 *   with status 500;
 * - public pages may be cached by a CDN for a short while; personal ones,
 *   failures and not-found pages are not;
 * - a public page carries a validator (ETag) of what it shows: a browser or
 *   CDN revalidating an unchanged page gets a 304 once the data is loaded,
 *   without the page being rendered or sent again (caching.ts);
 * - a deploy that writes a new build while the server runs is picked up by
 *   the next page (build.ts).
 * Without a server build, navigations get the shell as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { buildLoader } from './build.ts';
import { injectFetch } from './inject-fetch.ts';
import { pageRenderer } from './render-page.ts';
import { configScript } from './template.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a navigation with the server-rendered page, or the shell when there is no server build. */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

export interface SsrOptions {
  /** The browser build (dist/): index.html is the page's template. */
  distDir: string;
  /** The server build (entry-server.js). */
  serverDir: string;
}

export default fp(async function ssr(app: FastifyInstance, opts: SsrOptions) {
  const entryFile = path.join(opts.serverDir, 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.warn(`No server renderer in ${opts.serverDir}: pages are rendered in the browser`);
    return;
  }
  const build = buildLoader({
    entryFile,
    serverDir: opts.serverDir,
    templateFile: path.join(opts.distDir, 'index.html'),
    manifestFile: path.join(opts.distDir, '.vite', 'manifest.json'),
  });
  await build();
  const config = { companyId: app.config.companyId, apiUrl: app.config.apiUrl };
  app.decorate('renderPage', pageRenderer({ build, config, configBlock: configScript(config), fetchApi: injectFetch(app) }));
});

/** The server build's folder for a browser build's: dist/ → dist-server/. */
export function serverBuildDir(distDir: string): string {
  return `${path.resolve(distDir)}-server`;
}
