/**
 * The `redirect` search parameter of /login made safe: only a same-origin
 * path is ever followed (never an open redirect).
 */

export const DEFAULT_REDIRECT = '/';

/** Signing in must not land on a sign-in screen again. */
const AUTH_SCREENS = new Set(['/login', '/signup']);

// Any host name works: it only serves to detect a path that escapes the origin.
const PROBE_ORIGIN = 'https://storefront.invalid';

/**
 * The `redirect` search parameter of /login, made safe: a path of this site
 * (with its query and hash), else '/'. Refuses absolute and protocol-relative
 * URLs ('https://x', '//x', '/\x'), backslashes and control characters (which
 * browsers may read as '/'), and the sign-in screens themselves.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_REDIRECT;
  const raw = value.trim();
  if (!raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_REDIRECT;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_REDIRECT;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_REDIRECT;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise '/.//x' into '//x', which a browser reads as another host.
  if (path.startsWith('//')) return DEFAULT_REDIRECT;
  if (AUTH_SCREENS.has(url.pathname.replace(/\/+$/, '') || '/')) return DEFAULT_REDIRECT;
  return path;
}
