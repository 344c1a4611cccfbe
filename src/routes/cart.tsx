/** /cart: the cart page (features/cart). The cart is always refetched (spec section 9); the loader warms it. */
import { createFileRoute } from '@tanstack/react-router';
import { cartQueries } from '#src/api/cart.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { CartSkeleton } from '#src/features/cart/cart-skeleton.tsx';
import { preloadQuery } from '#src/offline/route-data.ts';
import { personalHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/cart')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  loader: ({ context: { queryClient } }) => preloadQuery(queryClient, cartQueries.detail()),
  head: (ctx) => personalHead(ctx, 'Mon Panier'),
  pendingComponent: CartSkeleton,
  errorComponent: RouteError,
  component: CartPage,
});
