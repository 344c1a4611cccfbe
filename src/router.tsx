import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { NotFound } from '#src/components/not-found.tsx';
import { RouteError } from '#src/components/route-error.tsx';
import { parseSearch, stringifySearch } from '#src/lib/url-search.ts';
import { routeTree } from './routeTree.gen.ts';

export interface AppRouterOptions {
  /** On the server: the request's CSP nonce, carried by the inline scripts of the dehydrated data. */
  nonce?: string;
  /** The storefront's origin (the request's on the server). */
  origin?: string;
  /**
   * The document is the server's page of the first location: its first
   * render leaves the scroll where the shopper (or the browser's own
   * restoration) put it, instead of going back to the top.
   */
  hydrating?: boolean;
}

/**
 * The one router factory of both sides (entry-server.tsx, entry-client.tsx):
 * the same routes, loaders and queryOptions. The server dehydrates the query
 * cache its loaders filled; the browser hydrates it before its first render.
 */
export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  let keepScroll = options.hydrating === true;
  const router = createRouter({
    routeTree,
    context: { queryClient, origin: options.origin ?? globalThis.location?.origin ?? '' },
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    // Shareable links: a list is a plain comma list (?categories=a,b), old JSON-array links still read.
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Freshness is TanStack Query's job: the router always calls the loader,
    // which returns at once when the query is fresh.
    defaultPreloadStaleTime: 0,
    // Every render restores the location's scroll (or goes to the top of a new
    // one), except the hydration's: the page has been on screen, maybe scrolled.
    scrollRestoration: () => {
      if (!keepScroll) return true;
      keepScroll = false;
      return false;
    },
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
  // The app provides the QueryClient itself (with its persister in the browser).
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the code (lazy components) of every route matching
 * `pathname`, without running loaders. A failure is left to the router,
 * which meets the same chunk again when it renders and shows its error screen.
 */
export function preloadRouteChunks(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
