/**
 * The security headers (CSP, nosniff, frame and referrer policies…) of every
 * answer, in one place: helmet's middleware, built once. The helmet plugin
 * (helmet.ts) runs it in an onRequest hook; the router's own refusals
 * (malformed URL, over-long path segment), which never reach the hooks, get
 * the same headers from it in app.ts. (@fastify/helmet, used before, built
 * the middleware again on every request: parsing the CSP and making helmet's
 * dozen middlewares cost about 2 % of the API's CPU in the `varied` bench.)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where browsers send what the policies block or would block (routes/csp-reports.ts). */
export const CSP_REPORTS_PATH = '/api/csp-reports';

/**
 * The browser features the store never uses, refused to the page and to
 * anything it embeds: a script injected into it could not ask for them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'web-share',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

function securityHeaderOptions(apiUrl: string): HelmetOptions {
  const apiOrigin = apiUrl ? new URL(apiUrl).origin : null;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Stylesheets are files. Inline style attributes stay allowed: Radix
        // and Sonner set them (and React's style props).
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        // Style elements: a page rendered on the server adds its nonce here
        // (plugins/external/ssr/), and a browser then ignores
        // 'unsafe-inline'; the one inserted at run time (Radix's scroll lock)
        // carries that nonce (src/lib/style-nonce.ts). 'unsafe-inline' is for
        // the precached shell: a static file has no nonce of its own.
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : [])],
        connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
        reportUri: [CSP_REPORTS_PATH],
      },
    },
    crossOriginEmbedderPolicy: false,
    // A static host may serve the storefront from another origin than the API.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/** Sets the storefront's security headers on an answer (helmet built once, here). */
export function securityHeaders(apiUrl: string): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(securityHeaderOptions(apiUrl));
  return (request, reply) => {
    middleware(request.raw, reply.raw, (err) => {
      if (err) throw err;
    });
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
