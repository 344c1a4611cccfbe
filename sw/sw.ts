/// <reference lib="webworker" />
/**
 * The service worker (phase 1: the shell only).
 * Guarantees: every built asset and index.html are precached, so the shell
 * loads offline once installed; old precaches are removed on activation;
 * any navigation that is not /api or /media is answered with index.html
 * (the router then renders the screen or its offline state).
 * A new version waits until the app asks it to take over (registerType
 * 'prompt': the shopper chooses to reload, decisions.md section 4).
 * Catalogue GETs (stale-while-revalidate) and images are added by the offline issue.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(?:\/|$)/, /^\/media(?:\/|$)/],
  }),
);

// workbox-window's messageSkipWaiting() sends this when the shopper accepts the update.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
