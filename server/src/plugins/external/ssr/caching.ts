/**
 * How long a server page may be kept, and its validator: public pages may be
 * cached by a CDN for a short while, personal ones are not; a public page's
 * ETag lets a browser or CDN revalidate it without the page being sent again.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { REVALIDATE_EVERY_TIME } from '../../../lib/cache-control.ts';

/** A CDN may serve a public page for a minute, and a stale one for five more while it refreshes. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PERSONAL_PAGE_CACHE = `private, ${REVALIDATE_EVERY_TIME}`;

/**
 * A public page's validator: the build, the origin and configuration it is
 * rendered for, and what it shows. Weak: the same page differs by its nonce
 * and its compression from one answer to the next.
 */
export function pageValidator(buildHash: string, context: string, pageData: string): string {
  return `W/"${createHash('sha256').update(buildHash).update('\0').update(context).update('\0').update(pageData).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match (RFC 9110, weak comparison): `*` or one of the listed tags. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A rendered page's Cache-Control, and its validator when it is public. */
export function setPageCaching(reply: FastifyReply, cacheable: boolean, etag: string | undefined): void {
  reply.header('Cache-Control', cacheable ? PUBLIC_PAGE_CACHE : PERSONAL_PAGE_CACHE);
  if (cacheable && etag) reply.header('ETag', etag);
}

/** The caller's copy is still the page. */
export function sendNotModified(reply: FastifyReply, etag: string): FastifyReply {
  // The copy the caller holds is the page: it keeps its own CSP, whose
  // nonce its scripts bear (a cache merges a 304's headers into its copy).
  reply.removeHeader('content-security-policy');
  reply.header('Cache-Control', PUBLIC_PAGE_CACHE).header('ETag', etag);
  return reply.status(304).send();
}
