/** What a form tells the shopper about a failed call. */
import { isApiError, isNetworkError, TimeoutError } from '#src/api/http.ts';
import { FORM_MESSAGES } from '#src/utils/form-rules.ts';

/**
 * The server's French `detail` (e.g. 'Mot de passe actuel incorrect', the 429
 * text), a French sentence when the request never reached the server (the
 * browser's own message is English), else the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error) && !(error instanceof TimeoutError)) return FORM_MESSAGES.unreachable;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/** A refusal by the server about what was sent (not the session, not the rate limit). */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}
