/**
 * What must not reach the log: the single-use tokens of mailed links travel
 * in URLs (`/verify-email/<token>`, `/reset-password?token=…`), which the
 * request log would otherwise print whole.
 */
const TOKEN_IN_PATH = /(\/verify-email\/)[^/?#]+/g;
const TOKEN_IN_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}
