/** /categories: the category list (features/catalogue/categories). */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { categoryQueries } from '#src/api/categories.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CategoryListPage } from '#src/features/catalogue/categories/category-list-page.tsx';
import { CategoryListSkeleton } from '#src/features/catalogue/categories/category-list-skeleton.tsx';
import { categoryListSearchSchema } from '#src/features/catalogue/categories/category-search.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { staticHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/categories/')({
  validateSearch: categoryListSearchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loader: ({ context: { queryClient } }) => preloadQuery(queryClient, categoryQueries.list()),
  head: (ctx) => staticHead(ctx, 'Catégories'),
  pendingComponent: CategoryListSkeleton,
  errorComponent: RouteError,
  component: CategoriesRoute,
});

function CategoriesRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CategoryListPage
      search={q ?? ''}
      onSearchChange={(value) =>
        void navigate({ search: { q: value.trim() ? value : undefined }, replace: true, resetScroll: false })
      }
    />
  );
}
