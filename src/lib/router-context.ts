import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives (createRouter({ context })). */
export interface RouterContext {
  queryClient: QueryClient;
  /** The storefront's origin, for canonical URLs and link previews (the request's on the server). */
  origin: string;
}
