/**
 * Home: the worked example of a route (architecture.md, convention 3).
 * - the loader warms the cache with the same queryOptions the components read;
 *   `preloadQuery` (offline/route-data.ts) leaves a failure in the query for
 *   the section's own error state and never blocks while offline (convention 5);
 * - pendingComponent: skeletons of the page's shape, from their own module
 *   (the router keeps pendingComponent in the entry chunk; the component and
 *   errorComponent are split into the route's chunks);
 * - errorComponent: the routing error screen;
 * - the UI lives in features/home; the route composes it with the catalogue's
 *   "Nouveautés" row and the cart's and wishlist's card buttons (features do
 *   not import one another), loaded on demand (-components/home-products.tsx).
 */
import { createFileRoute } from '@tanstack/react-router';
import { categoryQueries } from '#src/api/categories.ts';
import { collectionQueries } from '#src/api/collections.ts';
import { companyQueries } from '#src/api/company.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import { newArrivalsFrame } from '#src/features/catalogue/catalogue/new-arrivals-frame.ts';
import { ProductRowOnDemand } from '#src/features/catalogue/kit/product-row-placeholder.tsx';
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

/** "Nouveautés", its cards and their buttons: loaded as the row comes near the viewport. */
const homeProducts = onDemand(() => import('./-components/home-products.tsx').then((m) => m.HomeProducts));

function HomeRoute() {
  return <HomePage companyId={getConfig().companyId} products={<ProductRowOnDemand row={homeProducts} {...newArrivalsFrame} />} />;
}
