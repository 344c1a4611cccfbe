/**
 * Sitemaps (sitemaps.org protocol 0.9) of the storefront this server renders,
 * and the robots.txt that announces them. The server's HTML of a catalogue
 * page holds its first screen of cards only (src/features/catalogue/kit/
 * product-grid.tsx), so a crawler finds every product, store, category and
 * collection page here instead.
 * - /sitemap.xml is the index: the fixed screens, then each kind in files of
 *   SITEMAP_PAGE_SIZE pages (the protocol allows 50,000), only as many as
 *   there are pages;
 * - every URL is absolute, on the origin the request came to (the same as the
 *   pages' canonical URLs);
 * - read from the database on each request, so any API process answers the
 *   same; a CDN may keep them an hour. A file of products is a walk of one
 *   index that carries each product's last change, so no file reads the
 *   products' table (figures: docs/benchmarks.md, issue 47).
 */
import { readFileSync } from 'node:fs';
import { catalogueDb } from '#server/services/catalogue-query.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestOrigin } from '#server/lib/request-origin.ts';
import { SITEMAP_KINDS, sitemapCounts, sitemapEntries, type SitemapEntry, type SitemapKind } from '#server/repositories/sitemap.ts';

const SITEMAP_PAGE_SIZE = 10_000;
const SITEMAP_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
const NOT_FOUND = 'Plan du site introuvable';

/** The screens that are always there (src/lib/public-pages.ts lists every public route). */
const FIXED_PAGES = ['/', '/products', '/categories', '/stores', '/about', '/contact', '/faq', '/shipping', '/returns'];

const PAGE_OF: Record<SitemapKind, string> = {
  products: '/products/',
  stores: '/stores/',
  categories: '/categories/',
  collections: '/collections/',
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

function document(root: 'urlset' | 'sitemapindex', items: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</${root}>\n`;
}

function urlItem(loc: string, lastmod?: Date): string {
  return `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

const FILE_NAME = /^(products|stores|categories|collections)-([1-9][0-9]{0,5})\.xml$/;

export interface SitemapOptions {
  /** The build's robots.txt, to which the sitemap's address is added. */
  robotsFile?: string;
}

export const sitemapRoutes: FastifyPluginAsyncTypebox<SitemapOptions> = async (app, opts) => {
  const companyId = app.config.companyId;
  let robots = 'User-agent: *\nAllow: /\n';
  try {
    if (opts.robotsFile) robots = readFileSync(opts.robotsFile, 'utf8');
  } catch {
    // No robots.txt in the build: everything is allowed.
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', SITEMAP_CACHE);
    return reply.type('text/plain; charset=utf-8').send(`${robots.trimEnd()}\n\nSitemap: ${requestOrigin(request)}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = requestOrigin(request);
    const counts = await sitemapCounts(catalogueDb(request), companyId);
    const files = ['pages.xml'];
    for (const kind of SITEMAP_KINDS) {
      for (let n = 1; n <= Math.ceil(counts[kind] / SITEMAP_PAGE_SIZE); n += 1) files.push(`${kind}-${n}.xml`);
    }
    reply.header('Cache-Control', SITEMAP_CACHE);
    return reply
      .type('application/xml; charset=utf-8')
      .send(document('sitemapindex', files.map((f) => `<sitemap><loc>${xml(`${origin}/sitemaps/${f}`)}</loc></sitemap>`)));
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 40 }) }) } },
    async (request, reply) => {
      const origin = requestOrigin(request);
      const { file } = request.params;
      let urls: string[];
      if (file === 'pages.xml') {
        urls = FIXED_PAGES.map((page) => urlItem(`${origin}${page}`));
      } else {
        const match = FILE_NAME.exec(file);
        if (!match) return reply.status(404).send({ detail: NOT_FOUND });
        const kind = match[1] as SitemapKind;
        const entries: SitemapEntry[] = await sitemapEntries(catalogueDb(request), companyId, kind, (Number(match[2]) - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE);
        if (entries.length === 0) return reply.status(404).send({ detail: NOT_FOUND });
        urls = entries.map((e) => urlItem(`${origin}${PAGE_OF[kind]}${e.id}`, e.updatedAt));
      }
      reply.header('Cache-Control', SITEMAP_CACHE);
      return reply.type('application/xml; charset=utf-8').send(document('urlset', urls));
    },
  );
};
