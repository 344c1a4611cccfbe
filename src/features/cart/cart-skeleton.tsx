/** The cart's loading shape; its own module so the route's pendingComponent stays small. */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { header, layout, page, skeletonStack, summary } from './cart-page.css.ts';

export function CartContentSkeleton() {
  return (
    <div className={layout}>
      <div className={skeletonStack}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="8.5rem" radius="0.75rem" />
        ))}
      </div>
      <div className={summary}>
        <Skeleton height="1.5rem" width="10rem" />
        <Skeleton height="1rem" />
        <Skeleton height="1rem" />
        <Skeleton height="1.5rem" />
        <Skeleton height="3rem" radius="0.5rem" />
      </div>
    </div>
  );
}

export function CartSkeleton() {
  return (
    <LoadingRegion label="Chargement du panier">
      <div className={`${container} ${page}`}>
        <div className={header}>
          <Skeleton height="2.25rem" width="12rem" />
        </div>
        <CartContentSkeleton />
      </div>
    </LoadingRegion>
  );
}
