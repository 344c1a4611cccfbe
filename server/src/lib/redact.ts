/**
 * What must not reach the log: secrets travel in URLs more often than they
 * should (the single-use tokens of mailed links: `/verify-email/<token>`,
 * `/reset-password?token=…`; a form a browser submitted as a GET before the
 * page's code ran: `/login?email=…&password=…`), and the request log would
 * otherwise print them whole. Every query parameter whose name can carry one
 * (any *password*, *token*, *secret*, a code, a key, a signature) is
 * redacted, whatever the route.
 */
const TOKEN_IN_PATH = /(\/verify-email\/)[^/?#]+/g;
const SECRET_NAME = /pass(?:word|wd)?|pwd|token|secret|signature|(?:^|[_\-.[])(?:code|key|otp|pin)(?:$|[_\-.\]])|apikey|^code$|^key$/i;
const QUERY_PARAM = /([?&])([^=&#]*)=([^&#]*)/g;

function isSecretName(encodedName: string): boolean {
  let name = encodedName;
  try {
    name = decodeURIComponent(encodedName.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judged as written.
  }
  return SECRET_NAME.test(name);
}

export function redactUrl(url: string): string {
  return url
    .replace(TOKEN_IN_PATH, '$1[redacted]')
    .replace(QUERY_PARAM, (whole, sep: string, name: string) => (isSecretName(name) ? `${sep}${name}=[redacted]` : whole));
}
