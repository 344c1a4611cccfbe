/**
 * The storefront's origin as the shopper (or crawler) reached it: canonical
 * URLs, link previews and sitemaps name pages with it. Behind proxies named by
 * TRUST_PROXY, Fastify reads the forwarded protocol and host.
 */
import type { FastifyRequest } from 'fastify';

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
