/// <reference lib="webworker" />
/**
 * The service worker (decisions.md section 4). Guarantees:
 * - the shell: every built asset and index.html are precached, so the app
 *   loads offline once installed;
 * - a public screen (src/lib/public-pages.ts) is asked of the network first,
 *   rendered by the server; past PAGE_DEADLINE_SECONDS, or offline, the last
 *   HTML received for that URL is served, else the shell; personal screens
 *   get the shell at once (the browser renders them). Pages are kept for
 *   7 days, at most PAGE_MAX_ENTRIES of them; the public pages open when
 *   the worker installs (a shopper's first page) are fetched and kept then;
 * - catalogue GETs (company, categories, collections, products, stores,
 *   search) are answered stale-while-revalidate from their own cache, with
 *   entry and age limits; only 200 answers are stored, never an error;
 * - seeded images: cache first, bounded;
 * - personal data (cart, wishlist, orders, profile, auth) never passes
 *   through a cache here: those requests are not intercepted at all;
 * - Background Sync: the outbox of changes queued offline is sent from here
 *   when the browser says the connection is back, even with no tab open
 *   (src/offline/outbox-worker.ts);
 * - a new version waits until the app asks it to take over (the shopper
 *   chooses to reload); old precaches are removed when it activates.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CATALOGUE_CACHE, CONFIG_CACHE, MEDIA_CACHE, PAGES_CACHE } from '../src/lib/cache-names.ts';
import { isPublicPage } from '../src/lib/public-pages.ts';
import { CHANNEL_NAME } from '../src/offline/outbox-cross-tab.ts';
import { drainOutboxInWorker, OUTBOX_SYNC_TAG } from '../src/offline/outbox-worker.ts';
import { BoundedCache } from './bounded-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** How long a navigation waits for the server before the last copy of the page is shown. */
export const PAGE_DEADLINE_SECONDS = 3;
export const PAGE_MAX_ENTRIES = 60;

// Static routing (Chromium 123+): the browser reads the hashed build files
// (/assets/*, precached under their own URL) straight from the precache,
// without waking this worker for each of them; a miss goes to the network.
// Elsewhere the precache route below answers them.
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
  if (typeof install.addRoutes !== 'function') return;
  install.waitUntil(
    install
      .addRoutes([{ condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' }, source: { cacheName: cacheNames.precache } }])
      .catch(() => undefined),
  );
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so its catalogue reads are cached
// from the first visit. Updates still wait for the shopper (skipWaiting on request only).
clientsClaim();

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

const shell = createHandlerBoundToURL('index.html');
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_DEADLINE_SECONDS,
  plugins: [onlyOk, new BoundedCache({ cacheName: PAGES_CACHE, maxEntries: PAGE_MAX_ENTRIES, maxAgeSeconds: 7 * 24 * 3600 })],
});
// The pages open when this worker installs were fetched before it existed:
// the page a shopper landed on (from a search engine or a shared link) is
// fetched again and kept like any page fetched under the worker, so that it
// reloads offline with its content. The install waits for them, a moment at most.
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent;
  install.waitUntil(keepOpenPages(install));
});

/** How long the install waits for the open pages to be kept. */
const KEEP_OPEN_PAGES_MS = 10_000;

async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set(
    windows
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === self.location.origin && isPublicPage(url.pathname))
      .map((url) => url.href),
  );
  const kept = [...urls].map((url) => {
    const [, done] = pages.handleAll({ event, request: new Request(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } }) });
    return done.catch(() => undefined);
  });
  await Promise.race([Promise.all(kept), new Promise((resolve) => setTimeout(resolve, KEEP_OPEN_PAGES_MS))]);
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      if (isPublicPage(options.url.pathname)) {
        // The server's answer as it is (a 404 page included); nothing from
        // the network nor the cache: the shell, which renders from the
        // persisted data or says the page has not been seen.
        const page = await pages.handle(options).catch(() => undefined);
        if (page) return page;
      }
      return shell(options);
    },
    // The server's own files: a site owner who opens the sitemap or robots.txt sees them, not the app.
    { denylist: [/^\/api(?:\/|$)/, /^\/media(?:\/|$)/, /^\/(?:robots\.txt|sitemap\.xml)$/, /^\/sitemaps\//] },
  ),
);

/** Public catalogue reads (whatever the API origin): company, categories, collections, products, stores, search. */
const isCatalogue = (url: URL) => /^\/api\/v1\/(public\/|upload\/product-images\/)/.test(url.pathname);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isCatalogue(url),
  new StaleWhileRevalidate({
    cacheName: CATALOGUE_CACHE,
    plugins: [onlyOk, new BoundedCache({ cacheName: CATALOGUE_CACHE, maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [onlyOk, new BoundedCache({ cacheName: MEDIA_CACHE, maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// The run-time configuration: fresh when the network answers quickly, the last one otherwise.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: 4, plugins: [onlyOk] }),
);

// Background Sync: a change queued offline asked for this; the browser fires it once the
// connection returns, open tabs or not. The same outbox, the same lock as the tabs.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    drainOutboxInWorker({
      fetch: (input, init) => fetch(input, init),
      locks: 'locks' in navigator ? navigator.locks : null,
      channel: typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : null,
      isOnline: () => navigator.onLine,
    }),
  );
});

// workbox-window's messageSkipWaiting() sends this when the shopper accepts the update.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
