/**
 * Catalogue /products. The filter state is the URL's (validateSearch with the
 * validator of features/catalogue): defaults stay out of the URL, invalid
 * values fall back to them, and a shared link or the back button restores
 * the exact screen.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { productQueries } from '#src/api/products.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CardActions } from '#src/features/cart/product-actions.tsx';
import { CataloguePage } from '#src/features/catalogue/catalogue/catalogue-page.tsx';
import {
  CATALOGUE_SEARCH_DEFAULTS,
  catalogueSearchSchema,
  toProductFilters,
  type CatalogueSearch,
} from '#src/features/catalogue/catalogue/catalogue-search.ts';
import { CatalogueSkeleton } from '#src/features/catalogue/catalogue/catalogue-skeleton.tsx';
import { WishlistToggle } from '#src/features/wishlist/wishlist-toggle.tsx';
import { preloadQuery } from '#src/offline/route-data.ts';
import { catalogueHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/products/')({
  validateSearch: catalogueSearchSchema,
  search: { middlewares: [stripSearchParams(CATALOGUE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ filters: toProductFilters(search) }),
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // A filter or page change keeps the previous results on screen
    // (placeholderData) rather than the pending screen: only the first
    // visit and link preloads wait here.
    if (cause === 'stay') return;
    await preloadQuery(queryClient, productQueries.list(deps.filters));
  },
  head: (ctx) => catalogueHead(ctx, ctx.match.search.search),
  pendingComponent: CatalogueSkeleton,
  errorComponent: RouteError,
  component: CatalogueRoute,
});

function CatalogueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (patch: Partial<CatalogueSearch>, options?: { replace?: boolean }) =>
      navigate({
        search: (prev) => ({ ...prev, ...patch }),
        replace: options?.replace,
        // Filters change in place: the page must not jump to the top.
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    <CataloguePage
      search={search}
      onChange={onChange}
      renderActions={(product) => <CardActions product={product} wishlist={<WishlistToggle product={product} />} />}
    />
  );
}
