/** /checkout (features/checkout): the cart it orders is warmed by the loader. */
import { createFileRoute } from '@tanstack/react-router';
import { cartQueries } from '#src/api/cart.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CheckoutPage } from '#src/features/checkout/checkout-page.tsx';
import { CheckoutSkeleton } from '#src/features/checkout/checkout-skeleton.tsx';
import { preloadQuery } from '#src/lib/route-data.ts';

export const Route = createFileRoute('/checkout')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  loader: ({ context: { queryClient } }) => preloadQuery(queryClient, cartQueries.detail()),
  pendingComponent: CheckoutSkeleton,
  errorComponent: RouteError,
  component: CheckoutPage,
});
