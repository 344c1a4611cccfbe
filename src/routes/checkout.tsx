/** /checkout (features/checkout): the cart it orders is warmed by the loader. */
import { createFileRoute } from '@tanstack/react-router';
import { cartQueries } from '#src/api/cart.ts';
import { orderQueries } from '#src/api/orders.ts';
import { ACCOUNT_ORDERS_PAGE } from '#src/api/shipping-addresses.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CheckoutPage } from '#src/features/checkout/checkout-page.tsx';
import { CheckoutSkeleton } from '#src/features/checkout/checkout-skeleton.tsx';
import { preloadQuery } from '#src/offline/route-data.ts';
import { appStore, isAuthenticatedAtom } from '#src/state/store.ts';
import { personalHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/checkout')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  loader: ({ context: { queryClient } }) => {
    // A signed-in shopper's saved addresses (their orders) are ready with the form.
    if (appStore.get(isAuthenticatedAtom)) void preloadQuery(queryClient, orderQueries.list(ACCOUNT_ORDERS_PAGE));
    return preloadQuery(queryClient, cartQueries.detail());
  },
  head: (ctx) => personalHead(ctx, 'Finaliser la commande'),
  pendingComponent: CheckoutSkeleton,
  errorComponent: RouteError,
  component: CheckoutPage,
});
