/** /categories/{id}: one category and its products, sorted and paged through the URL. */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { categoryQueries } from '#src/api/categories.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CardActions } from '#src/features/cart/product-actions.tsx';
import { CategoryDetailPage } from '#src/features/catalogue/categories/category-detail-page.tsx';
import { CategoryDetailSkeleton } from '#src/features/catalogue/categories/category-detail-skeleton.tsx';
import { CATEGORY_DETAIL_DEFAULTS, categoryDetailSearchSchema } from '#src/features/catalogue/categories/category-search.ts';
import { CatalogueNotFound } from '#src/features/catalogue/kit/catalogue-not-found.tsx';
import { WishlistToggle } from '#src/features/wishlist/wishlist-toggle.tsx';
import { preloadQuery, throwIfMissing } from '#src/offline/route-data.ts';
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';
import { categoryHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/categories/$categoryId')({
  validateSearch: categoryDetailSearchSchema,
  search: { middlewares: [stripSearchParams(CATEGORY_DETAIL_DEFAULTS)] },
  loaderDeps: ({ search: { sort, page } }) => ({ sort, page }),
  loader: ({ context: { queryClient }, params: { categoryId }, deps: { sort, page }, cause }) => {
    const sameCategory = queryClient.getQueryData(categoryQueries.detail(categoryId).queryKey) !== undefined;
    const loading = Promise.all([
      preloadQuery(queryClient, categoryQueries.detail(categoryId)),
      preloadQuery(queryClient, categoryQueries.products(categoryId, { skip: skipOf(page), limit: PAGE_SIZE, sort })),
    ]);
    // Sorting or paging on the screen ('stay', the category already shown)
    // never waits here: the grid keeps the previous page, dimmed, until the
    // next one arrives. Another category waits like a first visit.
    return cause === 'stay' && sameCategory
      ? undefined
      : loading.then(() => throwIfMissing(queryClient, categoryQueries.detail(categoryId).queryKey));
  },
  head: (ctx) => categoryHead(ctx, ctx.params.categoryId),
  pendingComponent: CategoryDetailSkeleton,
  errorComponent: RouteError,
  component: CategoryRoute,
  notFoundComponent: () => <CatalogueNotFound kind="category" />,
});

function CategoryRoute() {
  const { categoryId } = Route.useParams();
  const { sort, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CategoryDetailPage
      categoryId={categoryId}
      sort={sort}
      page={page}
      // A new sort starts again from page 1 and keeps the shopper where they are.
      onSortChange={(next) => void navigate({ search: (prev) => ({ ...prev, sort: next, page: undefined }), resetScroll: false })}
      onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }), resetScroll: false })}
      renderProductActions={(product) => <CardActions product={product} wishlist={<WishlistToggle product={product} />} />}
    />
  );
}
