/** /stores: the store list, its search and page kept in the URL. */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { storeQueries } from '#src/api/stores.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { StoreListPage } from '#src/features/catalogue/stores/store-list-page.tsx';
import { StoreListSkeleton } from '#src/features/catalogue/stores/store-list-skeleton.tsx';
import { STORE_LIST_DEFAULTS, storeListSearchSchema } from '#src/features/catalogue/stores/store-search.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';
import { staticHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/stores/')({
  validateSearch: storeListSearchSchema,
  search: { middlewares: [stripSearchParams(STORE_LIST_DEFAULTS)] },
  loaderDeps: ({ search: { search, page } }) => ({ search, page }),
  loader: ({ context: { queryClient }, deps: { search, page }, cause }) => {
    const loading = preloadQuery(queryClient, storeQueries.list({ search, skip: skipOf(page), limit: PAGE_SIZE }));
    // Searching or paging on the screen ('stay') never waits here: the list
    // keeps the previous results, dimmed, and the search box keeps its focus.
    return cause === 'stay' ? undefined : loading;
  },
  head: (ctx) => staticHead(ctx, 'Boutiques'),
  pendingComponent: StoreListSkeleton,
  errorComponent: RouteError,
  component: StoresRoute,
});

function StoresRoute() {
  const { search, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StoreListPage
      search={search}
      page={page}
      // A new search replaces the history entry (no entry per keystroke) and starts from page 1.
      onSearchChange={(next) => void navigate({ search: { search: next }, replace: true, resetScroll: false })}
      onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }), resetScroll: false })}
    />
  );
}
