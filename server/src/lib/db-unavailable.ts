/**
 * Telling "the database is gone for a moment" apart from a bug: a lost or
 * refused connection is the server's condition, not the caller's fault, and
 * not a defect either. Such requests answer 503 with a French detail and a
 * Retry-After, so clients retry instead of reporting an internal error.
 */

export const DATABASE_UNAVAILABLE = 'Service momentanément indisponible : la base de données ne répond pas. Veuillez réessayer dans quelques instants.';

/** A connection to PostgreSQL could not be opened (refused, timed out, database closed to connections). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE classes and codes that mean the connection, not the statement, failed:
// 08 connection exception, 57P01..57P03 admin/crash shutdown and "cannot connect now",
// 53300 too many connections.
const PG_CODES = /^(08|57P0[1-3]$|53300$)/;
// Socket errors and node-postgres's own messages for a connection that died under a query.
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const PG_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|Connection terminated due to connection timeout)/;

/** pg-pool's message when no pooled connection came free in time (not a failure to connect). */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Every pooled connection stayed busy past the pool's wait: the database
 * answers, this process has more work than connections. An overload, not an
 * outage (plugins/app/errors.ts answers it like load shedding does).
 */
export class DatabasePoolBusyError extends Error {
  constructor(cause: unknown) {
    super(`database pool busy: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabasePoolBusyError';
  }
}

/** What a failed pool checkout means: the pool busy, or the database unreachable. */
export function checkoutError(err: Error): Error {
  return err.message === POOL_WAIT_TIMEOUT ? new DatabasePoolBusyError(err) : new DatabaseUnavailableError(err);
}

/** Whether an error (or one in its `cause` chain) is a wait for a busy pool that timed out. */
export function isPoolBusy(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (e instanceof DatabasePoolBusyError || (e as { message?: unknown }).message === POOL_WAIT_TIMEOUT) return true;
  }
  return false;
}

/** Whether an error (or any error in its `cause` chain) means the database could not be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (PG_CODES.test(code) || NODE_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  }
  return false;
}

export const DATABASE_TOO_SLOW = 'Le service est momentanément surchargé : la requête a pris trop de temps. Veuillez réessayer.';

/** PostgreSQL cancelled the statement at statement_timeout (57014). */
export function isStatementTimeout(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}
