/**
 * /orders (features/orders). Orders are personal: the loader warms the page
 * only when a customer token is stored, and never writes them to disk.
 */
import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '#src/api/orders.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { ordersPageParams } from '#src/features/orders/order-rules.ts';
import { OrdersPage } from '#src/features/orders/orders-page.tsx';
import { OrdersSkeleton } from '#src/features/orders/orders-skeleton.tsx';
import { tokenStore } from '#src/lib/auth-token.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { searchValidator } from '#src/utils/search-validators.ts';
import { personalHead } from '#src/features/seo/page-heads.ts';

/** `?page=` as a positive integer (numeric text too), else absent. */
const ordersSearch = searchValidator((raw): { page?: number } => {
  const page = raw.page === undefined || raw.page === null || raw.page === '' ? NaN : Number(raw.page);
  return { page: Number.isInteger(page) && page >= 1 ? page : undefined };
});

export const Route = createFileRoute('/orders/')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  validateSearch: ordersSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps: { page } }) => {
    if (tokenStore.customerToken()) await preloadQuery(queryClient, orderQueries.list(ordersPageParams(page)));
  },
  head: (ctx) => personalHead(ctx, 'Mes Commandes'),
  pendingComponent: OrdersSkeleton,
  errorComponent: RouteError,
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      page={page ?? 1}
      onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
