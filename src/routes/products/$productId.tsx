/**
 * Product detail /products/{id}. The loader warms the product without letting
 * a failure reach errorComponent: the page itself tells an unknown product
 * (not found) from a load error (retry) and the offline state.
 */
import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '#src/api/products.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { CardActions, ProductPageActions } from '#src/features/cart/product-actions.tsx';
import { ProductDetailPage, ProductNotFound } from '#src/features/catalogue/product-detail/product-detail-page.tsx';
import { ProductDetailSkeleton } from '#src/features/catalogue/product-detail/product-detail-skeleton.tsx';
import { WishlistToggle } from '#src/features/wishlist/wishlist-toggle.tsx';
import { preloadQuery, throwIfMissing } from '#src/offline/route-data.ts';
import { productHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/products/$productId')({
  loader: async ({ context: { queryClient }, params }) => {
    await preloadQuery(queryClient, productQueries.detail(params.productId));
    throwIfMissing(queryClient, productQueries.detail(params.productId).queryKey);
  },
  head: (ctx) => productHead(ctx, ctx.params.productId),
  pendingComponent: ProductDetailSkeleton,
  errorComponent: RouteError,
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
});

function ProductRoute() {
  const productId = Route.useParams({ select: (params) => params.productId });
  return (
    <ProductDetailPage
      productId={productId}
      renderProductActions={(product) => <CardActions product={product} wishlist={<WishlistToggle product={product} />} />}
      renderActions={({ product, quantity }) => (
        <ProductPageActions product={product} quantity={quantity} wishlist={<WishlistToggle product={product} variant="button" />} />
      )}
    />
  );
}
