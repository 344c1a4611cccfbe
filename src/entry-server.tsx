/**
 * Renders one navigation on the server (server/src/plugins/external/ssr/
 * loads the built module). Guarantees:
 * - the same router factory, loaders and queryOptions as the browser; the
 *   query cache the loaders filled is dehydrated into the page, so the
 *   browser hydrates the same screen instead of fetching it again;
 * - the shopper is anonymous here (their token lives in the browser): the
 *   header is the guest's, personal screens render their loading state;
 * - every API call of a render goes to the API in-process (`fetchApi`) and
 *   is bounded by the client's 10 s timeout; the whole render by `signal`;
 * - the inline scripts carrying the data bear the request's CSP nonce.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRequestHandler, getSsrStatus, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { setHttpTransport } from '#src/api/http.ts';
import { STALE } from '#src/api/stale-times.ts';
import { CrashScreen } from '#src/components/app-error-boundary.tsx';
import { setConfig, type AppConfig } from '#src/lib/config.ts';
import { collectHead, type HeadTag } from '#src/lib/page-head.ts';
import { isPublicPage } from '#src/lib/public-pages.ts';

export { headToHtml } from '#src/lib/page-head.ts';
/** The inline script that holds a shopper's input until the page is hydrated (src/lib/early-input.ts). */
export { default as earlyInputScript } from '#src/lib/early-input.ts?inline-script';
import { createAppStore } from '#src/state/store.ts';
import { AppFrame } from './app-frame.tsx';
import { createAppRouter } from './router.tsx';

export interface RenderOptions {
  request: Request;
  nonce: string;
  config: AppConfig;
  /** Answers the API calls of the render (the server's own routes, in-process). */
  fetchApi: typeof fetch;
  /**
   * Given what a public page shows (its routes and data, as one string) once
   * its data is loaded and before it is rendered: true when the caller (a
   * browser or CDN revalidating its copy) already holds that page, which is
   * then not rendered; the answer is a 304 without a body.
   */
  unchanged?: (pageData: string) => boolean;
}

export interface RenderResult {
  status: number;
  /** What the matched routes' `head` says: title, description, canonical, Open Graph, JSON-LD. */
  head: HeadTag[];
  /** Public screens may be cached by a CDN; personal ones and failures never. */
  cacheable: boolean;
  /** The matched routes and what each rendered: the server adds their code's stylesheets and preloads to the page. */
  matches: { routeId: string; rendered: 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent' }[];
  /** Redirects (none today) and non-HTML answers come back as they are. */
  response: Response;
}


export async function render({ request, nonce, config, fetchApi, unchanged }: RenderOptions): Promise<RenderResult> {
  setConfig(config);
  setHttpTransport(fetchApi);
  let router: ReturnType<typeof createAppRouter> | undefined;
  let queryClient: QueryClient | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      queryClient = new QueryClient({
        // One attempt: a failure is the page's own error state, rendered as such.
        defaultOptions: { queries: { staleTime: STALE.default, retry: false } },
      });
      router = createAppRouter(queryClient, { nonce, origin: new URL(request.url).origin });
      return router;
    },
  });
  const path = new URL(request.url).pathname;
  // One list of public screens, the worker's too: any other page is the
  // shopper's, never cached by a CDN. A section whose data failed renders its
  // error state: shown, never cached.
  const cacheable = (status: number) => status === 200 && isPublicPage(path) && !!queryClient && !hasFailedQuery(queryClient);
  const response = await handler(({ request: req, responseHeaders, router: r }) => {
    // Only what a CDN may cache is compared.
    if (unchanged && cacheable(getSsrStatus(r))) {
      const data = pageData(r, queryClient!);
      if (data !== undefined && unchanged(data)) return new Response(null, { status: 304 });
    }
    return renderRouterToStream({
      request: req,
      responseHeaders,
      router: r,
      children: (
        <StrictMode>
          <AppFrame store={createAppStore()} withQueries={(app) => <QueryClientProvider client={queryClient!}>{app}</QueryClientProvider>}>
            <RouterServer router={r} />
          </AppFrame>
        </StrictMode>
      ),
    });
  });
  return {
    status: response.status,
    head: router ? collectHead(router.stores.matches.get()) : [],
    cacheable: cacheable(response.status),
    matches: (router?.stores.matches.get() ?? []).map((m) => ({
      routeId: m.routeId,
      rendered:
        m.ssr === false
          ? 'pendingComponent'
          : m.status === 'notFound' || m._notFound
            ? 'notFoundComponent'
            : m.status === 'error'
              ? 'errorComponent'
              : 'component',
    })),
    response,
  };
}

/**
 * Loads the code of every route (its split chunk, component, skeleton, error
 * and not-found screens) into this process, once, before it serves pages.
 * Without it the first render of a screen in a process waits for its chunk
 * and streams the screen in pieces, and React's streamed pieces can meet
 * in the wrong order in the browser: a skeleton used as its own fallback
 * came after its boundary had been revealed, and the page threw
 * "Cannot read properties of null (reading 'parentNode')" from React's
 * inline `$RS` (react/react pull request #34996, open).
 */
export async function loadAllRouteCode(): Promise<void> {
  const router = createAppRouter(new QueryClient());
  const kinds = [undefined, 'errorComponent', 'notFoundComponent'] as const;
  await Promise.all(
    Object.values(router.routesById).flatMap((route) => kinds.map((kind) => router.loadRouteChunk(route, kind))),
  );
}

/** The spec's fallback screen (section 2), for a render that crashed. */
export function renderCrashScreen(): string {
  return renderToString(<CrashScreen error={new Error('Le rendu de la page a échoué.')} />);
}

function hasFailedQuery(queryClient: QueryClient): boolean {
  return queryClient.getQueryCache().getAll().some((q) => q.state.status === 'error' && !isNotFound(q.state.error));
}

/**
 * What a page shows, as a string: its matched routes (with their params,
 * search and loader data) and every query's data, in a stable order. Two
 * renders with the same string produce the same page (the nonce aside).
 * Undefined, so the page has no validator and is always rendered, when some
 * data does not serialize, or when a query is still loading: a loader that
 * did not wait for it would have its data streamed into the page later,
 * which the string would not hold.
 */
function pageData(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient): string | undefined {
  if (queryClient.getQueryCache().getAll().some((q) => q.state.status === 'pending')) return undefined;
  try {
    const matches = router.stores.matches.get().map((m) => [m.routeId, m.params, m.search, m.status, m.loaderData ?? null]);
    const queries = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryHash, q.state.status, q.state.data ?? null] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return JSON.stringify([matches, queries]);
  } catch {
    return undefined;
  }
}

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}
