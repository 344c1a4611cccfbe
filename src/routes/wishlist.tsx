/**
 * /wishlist: the signed-in customer's wishlist (features/wishlist), each line
 * with the cart feature's 'Ajouter au Panier'. The wishlist is always
 * refetched (spec section 9); the loader warms it when a customer token is
 * stored (guests see the sign-in prompt and fetch nothing).
 */
import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueries } from '#src/api/wishlist.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { AddToCartButton } from '#src/features/cart/add-to-cart-button.tsx';
import { ADD_TO_CART_PAGE_LABEL } from '#src/features/cart/add-to-cart-rules.ts';
import { WishlistPage } from '#src/features/wishlist/wishlist-page.tsx';
import { WishlistSkeleton } from '#src/features/wishlist/wishlist-skeleton.tsx';
import { tokenStore } from '#src/lib/auth-token.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { personalHead } from '#src/features/seo/page-heads.ts';
import { WISHLIST_TITLE } from '#src/features/wishlist/wishlist-rules.ts';

export const Route = createFileRoute('/wishlist')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  loader: ({ context: { queryClient } }) =>
    tokenStore.customerToken() ? preloadQuery(queryClient, wishlistQueries.list()) : undefined,
  head: (ctx) => personalHead(ctx, WISHLIST_TITLE),
  pendingComponent: WishlistSkeleton,
  errorComponent: RouteError,
  component: WishlistRoute,
});

function WishlistRoute() {
  return <WishlistPage renderAddToCart={(product) => <AddToCartButton product={product} label={ADD_TO_CART_PAGE_LABEL} />} />;
}
