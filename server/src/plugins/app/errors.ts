/**
 * Every error leaves as `{detail}` in French with a 4xx status when the caller
 * is at fault: validation, malformed JSON, oversized bodies, unknown routes.
 * Only a real server fault answers 500, and it never leaks internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_TOO_SLOW, DATABASE_UNAVAILABLE, isDatabaseUnavailable, isPoolBusy, isStatementTimeout } from '../../lib/db-unavailable.ts';
import { REVALIDATE_EVERY_TIME } from '../../lib/cache-control.ts';
import { HttpError } from '../../lib/http-error.ts';
import { BODY_TIMEOUT_CODE, OVERLOADED, overloadRetryAfter } from '#server/plugins/external/load-shedding.ts';

const WHERE: Record<string, string> = {
  body: 'corps',
  querystring: 'paramètre',
  params: 'chemin',
  headers: 'en-tête',
};

function fieldOf(err: FastifySchemaValidationError, context: string | undefined): string {
  const path = (err.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const missing = (err.params as { missingProperty?: string }).missingProperty;
  const name = missing ?? path;
  const where = WHERE[context ?? ''] ?? context ?? '';
  return name ? `${where} « ${name} »` : where;
}

export function frenchValidationMessage(errors: FastifySchemaValidationError[], context?: string): string {
  const err = errors[0];
  if (!err) return 'Requête invalide';
  const field = fieldOf(err, context);
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return `Champ obligatoire manquant : ${field}`;
    case 'type':
      return `Type invalide pour ${field} : ${typeName(String(p.type))} attendu`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Valeur trop petite pour ${field} (minimum ${p.limit})`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Valeur trop grande pour ${field} (maximum ${p.limit})`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `${cap(field)} ne peut pas être vide` : `${cap(field)} doit contenir au moins ${p.limit} caractères`;
    case 'maxLength':
      return `${cap(field)} ne peut pas dépasser ${p.limit} caractères`;
    case 'format':
      return `Format invalide pour ${field} (${formatName(String(p.format))} attendu)`;
    case 'pattern':
      return `Format invalide pour ${field}`;
    case 'enum':
    case 'anyOf':
    case 'const':
      return `Valeur non autorisée pour ${field}`;
    case 'additionalProperties':
      return `Champ inconnu : ${String(p.additionalProperty)}`;
    case 'maxItems':
      return `Trop d'éléments dans ${field}`;
    default:
      return `Valeur invalide pour ${field}`;
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function typeName(t: string): string {
  return (
    { integer: 'un entier', number: 'un nombre', string: 'du texte', boolean: 'un booléen', object: 'un objet', array: 'une liste', null: 'null' } as Record<
      string,
      string
    >
  )[t.split(',')[0] ?? t] ?? t;
}

function formatName(f: string): string {
  return ({ uuid: 'identifiant UUID', email: 'adresse e-mail', 'date-time': 'date' } as Record<string, string>)[f] ?? f;
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Corps de requête JSON invalide'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Corps de requête JSON vide'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Corps de requête trop volumineux'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Type de contenu non pris en charge'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Longueur de contenu invalide'],
  FST_ERR_BAD_URL: [400, 'URL invalide'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Requête invalide'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Adresse trop longue : un segment dépasse 100 caractères'],
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs
 * (a malformed URL, a path segment over `maxParamLength`) is answered like
 * every other error, with a French `detail`.
 */
export function frenchFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, detail] = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? [400, 'Requête invalide'];
  void reply.status(status).send({ detail });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Délai dépassé : la requête n’a pas été reçue à temps'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'En-têtes de requête trop volumineux'],
};

/**
 * Fastify's `clientErrorHandler`: what Node refuses before Fastify sees a
 * request (a request not received within requestTimeout, unparsable HTTP)
 * is written straight to the socket; it gets a French detail and the
 * essential security headers like every other answer.
 */
export function frenchClientError(err: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, detail] = (err.code ? CLIENT_ERRORS[err.code] : undefined) ?? [400, 'Bad Request', 'Requête HTTP invalide'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export default fp(async function errors(app: FastifyInstance, opts: { shell?: boolean }) {
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const e = new Error(frenchValidationMessage(errors, dataVar)) as FastifyError;
    return e;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ detail: error.message });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ detail: known[1] });
    if (error.code === BODY_TIMEOUT_CODE) {
      // The rest of the body may still come: end the connection after this answer.
      return reply.status(408).header('Connection', 'close').send({ detail: 'Délai dépassé : la requête n’a pas été reçue à temps' });
    }
    // The caller left before its answer was written (a stream cut short):
    // nobody to answer, and not a fault of the server. 499 for the access log.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ err_code: error.code }, 'client left before the answer was sent');
      return reply.status(499).send({ detail: 'Requête interrompue par le client' });
    }
    // Every pooled connection stayed busy past the pool's wait: an overload
    // (the database answers), refused like load shedding refuses. Info, not
    // warn: under overload it comes once per refused request.
    if (isPoolBusy(error)) {
      request.log.info('database pool busy: request refused');
      return reply.status(503).header('Retry-After', overloadRetryAfter()).send({ detail: OVERLOADED });
    }
    // The database dropped or refused the connection (restart, failover): the
    // request may be retried once the pool has reconnected.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '2').send({ detail: DATABASE_UNAVAILABLE });
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ err: error }, 'statement timeout');
      return reply.status(503).header('Retry-After', '2').send({ detail: DATABASE_TOO_SLOW });
    }
    // PostgreSQL refusing a value the schemas let through (NUL bytes, bad encodings, out of range).
    const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? error.code;
    if (pgCode && /^22/.test(pgCode)) {
      return reply.status(400).send({ detail: 'Valeur invalide dans la requête' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ detail: 'Trop de tentatives. Veuillez réessayer dans une minute.' });
    }
    // A SyntaxError from JSON.parse in a content parser, or any other client error fastify flagged.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: 'Requête invalide' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Erreur interne du serveur' });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Client-side routes of the storefront get its shell; API paths and missing files stay 404.
    if (opts.shell && request.method === 'GET' && !/^\/(api|media)\//.test(url) && !/\.[a-z0-9]+$/i.test(url)) {
      // The storefront's own router decides: its page, or its 404 screen (plugins/external/ssr/).
      if (app.renderPage) return app.renderPage(request, reply);
      reply.header('Cache-Control', REVALIDATE_EVERY_TIME);
      return reply.status(200).type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ detail: `Ressource introuvable : ${request.method} ${url}` });
  });
});
