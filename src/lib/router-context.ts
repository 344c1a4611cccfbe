import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives (createRouter({ context })). */
export interface RouterContext {
  queryClient: QueryClient;
}
