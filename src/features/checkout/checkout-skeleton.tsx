/** The checkout's loading shape; its own module so the route's pendingComponent stays small. */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { card, header, layout, page, skeletonStack } from './checkout.css.ts';

/** The form and summary cards while the cart or the shopper loads. */
export function CheckoutContentSkeleton() {
  return (
    <div className={layout}>
      <div className={card}>
        <Skeleton height="1.5rem" width="12rem" />
        <div className={skeletonStack}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="2.75rem" />
          ))}
          <Skeleton height="6rem" />
        </div>
      </div>
      <div className={card}>
        <Skeleton height="1.5rem" width="14rem" />
        <div className={skeletonStack}>
          <Skeleton height="1rem" />
          <Skeleton height="1rem" width="80%" />
          <Skeleton height="1.5rem" />
          <Skeleton height="3rem" radius="0.5rem" />
        </div>
      </div>
    </div>
  );
}

export function CheckoutSkeleton() {
  return (
    <LoadingRegion label="Chargement de la commande">
      <div className={`${container} ${page}`}>
        <div className={header}>
          <Skeleton height="1rem" width="8rem" />
          <Skeleton height="2.25rem" width="18rem" />
        </div>
        <CheckoutContentSkeleton />
      </div>
    </LoadingRegion>
  );
}
