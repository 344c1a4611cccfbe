/**
 * The per-request nonce of a server page: its inline scripts and styles (the
 * input holder, the loader, the dehydrated data) are allowed by it, while
 * script-src stays 'self' otherwise.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Adds the nonce to the answer's CSP (set by helmet) for scripts and style elements. */
export function withNonce(reply: FastifyReply, nonce: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    const withScripts = csp.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`);
    reply.header('content-security-policy', withScripts.replace(/style-src-elem ([^;]*)/, `style-src-elem $1 'nonce-${nonce}'`));
  }
}
