import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/http-error.ts';

/** PostgreSQL text cannot hold U+0000: such input is refused as a 400 here rather than failing in the database. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  }
  return false;
}

/**
 * The JSON body parser of the whole API.
 * - Calls without payload (logout, refresh, verify-email, every DELETE) may
 *   still arrive with `Content-Type: application/json` and an empty body — the
 *   spec's client sends that header on every request. Fastify's default parser
 *   refuses an empty JSON body; here it reads as "no body" (the body schemas
 *   then decide).
 * - A NUL character anywhere in the body is a 400.
 * Everything else goes through Fastify's default, poisoning-safe parser,
 * under the same body limit.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (err, value) => {
      if (err) return done(err, undefined);
      if (hasNul(value)) return done(badRequest('Caractère nul non autorisé dans la requête'), undefined);
      done(null, value);
    });
  });
}

/** acceptEmptyJsonBody as a plugin of the root instance (content-type parsers are otherwise encapsulated). */
export default fp(async function jsonBody(app: FastifyInstance) {
  acceptEmptyJsonBody(app);
}, { name: 'app-json-body' });
