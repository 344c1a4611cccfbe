/**
 * The public screens: rendered by the server for anyone, the same for every
 * shopper. The one list of them: the server lets a CDN cache these pages and
 * no other (src/entry-server.tsx), the service worker keeps the last HTML of
 * each one it fetched (sw/sw.ts), and every other route renders only its
 * loading state on the server (`ssr: false`; tests/unit/lib/public-pages.test.ts
 * holds the routes to it). Shared by the app and the worker: no DOM here.
 */
export function isPublicPage(pathname: string): boolean {
  return /^\/(?:products(?:\/[^/]+)?|categories(?:\/[^/]+)?|collections\/[^/]+|stores(?:\/[^/]+)?|about|contact|faq|shipping|returns)?\/?$/.test(
    pathname,
  );
}
