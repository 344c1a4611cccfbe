/**
 * Home: the worked example of a route (architecture.md, convention 3).
 * - the loader warms the cache with the same queryOptions the components read;
 *   `preloadQuery` (offline/route-data.ts) leaves a failure in the query for
 *   the section's own error state and never blocks while offline (convention 5);
 * - pendingComponent: skeletons of the page's shape, from their own module
 *   (the router keeps pendingComponent in the entry chunk; the component and
 *   errorComponent are split into the route's chunks);
 * - errorComponent: the routing error screen;
 * - the UI lives in features/home.
 */
import { createFileRoute } from '@tanstack/react-router';
import { categoryQueries } from '#src/api/categories.ts';
import { collectionQueries } from '#src/api/collections.ts';
import { companyQueries } from '#src/api/company.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { HomePage } from '#src/features/home/home-page.tsx';
import { HomeSkeleton } from '#src/features/home/home-skeleton.tsx';
import { getConfig } from '#src/lib/config.ts';
import { preloadQuery } from '#src/offline/route-data.ts';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      preloadQuery(queryClient, companyQueries.detail(getConfig().companyId)),
      preloadQuery(queryClient, categoryQueries.randomLeaves()),
      preloadQuery(queryClient, collectionQueries.featured()),
    ]);
  },
  pendingComponent: HomeSkeleton,
  errorComponent: RouteError,
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage companyId={getConfig().companyId} />;
}
