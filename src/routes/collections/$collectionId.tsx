/** /collections/{id}: one collection and a page of its products, the page kept in the URL. */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { collectionQueries } from '#src/api/collections.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CardActions } from '#src/features/cart/product-actions.tsx';
import { CollectionDetailPage } from '#src/features/catalogue/collections/collection-detail-page.tsx';
import { CollectionDetailSkeleton } from '#src/features/catalogue/collections/collection-detail-skeleton.tsx';
import {
  COLLECTION_DETAIL_DEFAULTS,
  collectionDetailSearchSchema,
  collectionPageQuery,
} from '#src/features/catalogue/collections/collection-search.ts';
import { CatalogueNotFound } from '#src/features/catalogue/kit/catalogue-not-found.tsx';
import { WishlistToggle } from '#src/features/wishlist/wishlist-toggle.tsx';
import { preloadQuery, throwIfMissing } from '#src/offline/route-data.ts';
import { collectionHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/collections/$collectionId')({
  validateSearch: collectionDetailSearchSchema,
  search: { middlewares: [stripSearchParams(COLLECTION_DETAIL_DEFAULTS)] },
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient }, params: { collectionId }, deps: { page }, cause }) => {
    const shown = queryClient
      .getQueriesData({ queryKey: collectionQueries.detailOf(collectionId) })
      .some(([, data]) => data !== undefined);
    const query = collectionPageQuery(collectionId, page);
    const loading = preloadQuery(queryClient, query);
    // Paging on the screen never waits here: the grid keeps the previous page,
    // dimmed, until the next one arrives.
    return cause === 'stay' && shown ? undefined : loading.then(() => throwIfMissing(queryClient, query.queryKey));
  },
  head: (ctx) => collectionHead(ctx, ctx.params.collectionId),
  pendingComponent: CollectionDetailSkeleton,
  errorComponent: RouteError,
  component: CollectionRoute,
  notFoundComponent: () => <CatalogueNotFound kind="collection" />,
});

function CollectionRoute() {
  const { collectionId } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CollectionDetailPage
      collectionId={collectionId}
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next }, resetScroll: false })}
      renderProductActions={(product) => <CardActions product={product} wishlist={<WishlistToggle product={product} />} />}
    />
  );
}
