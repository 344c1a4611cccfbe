/**
 * /stores/{id}: one store, its tabs and products page in the URL. The home
 * page's logo links here with the company id: the store API answers 404 and
 * the screen shows its not-found block.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { storeQueries } from '#src/api/stores.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CardActions } from '#src/features/cart/product-actions.tsx';
import { CatalogueNotFound } from '#src/features/catalogue/kit/catalogue-not-found.tsx';
import { StoreDetailPage } from '#src/features/catalogue/stores/store-detail-page.tsx';
import { StoreDetailSkeleton } from '#src/features/catalogue/stores/store-detail-skeleton.tsx';
import { STORE_DETAIL_DEFAULTS, storeDetailSearchSchema } from '#src/features/catalogue/stores/store-search.ts';
import { WishlistToggle } from '#src/features/wishlist/wishlist-toggle.tsx';
import { preloadQuery, throwIfMissing } from '#src/offline/route-data.ts';
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';
import { storeHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/stores/$storeId')({
  validateSearch: storeDetailSearchSchema,
  search: { middlewares: [stripSearchParams(STORE_DETAIL_DEFAULTS)] },
  loaderDeps: ({ search: { tab, page } }) => ({ tab, page }),
  loader: ({ context: { queryClient }, params: { storeId }, deps: { tab, page }, cause }) => {
    const sameStore = queryClient.getQueryData(storeQueries.detail(storeId).queryKey) !== undefined;
    const loading = Promise.all([
      preloadQuery(queryClient, storeQueries.detail(storeId)),
      tab === 'produits' ? preloadQuery(queryClient, storeQueries.products(storeId, { skip: skipOf(page), limit: PAGE_SIZE })) : undefined,
    ]);
    // Paging or switching tabs on the screen never waits here: the grid keeps
    // the previous page, dimmed, until the next one arrives.
    return cause === 'stay' && sameStore ? undefined : loading.then(() => throwIfMissing(queryClient, storeQueries.detail(storeId).queryKey));
  },
  head: (ctx) => storeHead(ctx, ctx.params.storeId),
  pendingComponent: StoreDetailSkeleton,
  errorComponent: RouteError,
  component: StoreRoute,
  notFoundComponent: () => <CatalogueNotFound kind="store" />,
});

function StoreRoute() {
  const { storeId } = Route.useParams();
  const { tab, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StoreDetailPage
      storeId={storeId}
      tab={tab}
      page={page}
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true, resetScroll: false })}
      onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }), resetScroll: false })}
      // The store being browsed is preselected in the store dialog.
      renderProductActions={(product) => <CardActions product={product} preferredStoreId={storeId} wishlist={<WishlistToggle product={product} />} />}
    />
  );
}
