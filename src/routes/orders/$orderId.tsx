/**
 * /orders/{id}: the customer's order (features/orders), or, right after a
 * guest checkout in this tab, its confirmation (features/checkout,
 * decisions.md section 3). The loader fetches only for a stored customer
 * token: a guest's visit fetches nothing personal.
 */
import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '#src/api/orders.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { GuestOrderConfirmation } from '#src/features/checkout/guest-order-confirmation.tsx';
import { OrderDetailPage } from '#src/features/orders/order-detail-page.tsx';
import { OrderDetailSkeleton } from '#src/features/orders/orders-skeleton.tsx';
import { tokenStore } from '#src/lib/auth-token.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { personalHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/orders/$orderId')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  loader: async ({ context: { queryClient }, params: { orderId } }) => {
    if (tokenStore.customerToken()) await preloadQuery(queryClient, orderQueries.detail(orderId));
  },
  head: (ctx) => personalHead(ctx, 'Détail de la commande'),
  pendingComponent: OrderDetailSkeleton,
  errorComponent: RouteError,
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return <GuestOrderConfirmation orderId={orderId} fallback={<OrderDetailPage orderId={orderId} />} />;
}
