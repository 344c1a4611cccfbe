/** Loading shapes of the order screens; their own module so the routes' pendingComponents stay small. */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { detailLayout, header, page, section, skeletonStack } from './orders.css.ts';

export function OrdersListSkeleton() {
  return (
    <div className={skeletonStack}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="4.5rem" radius="0.75rem" />
      ))}
    </div>
  );
}

export function OrdersSkeleton() {
  return (
    <LoadingRegion label="Chargement de vos commandes">
      <div className={`${container} ${page}`}>
        <div className={header}>
          <Skeleton height="2.25rem" width="14rem" />
        </div>
        <OrdersListSkeleton />
      </div>
    </LoadingRegion>
  );
}

export function OrderDetailContentSkeleton() {
  return (
    <div className={skeletonStack}>
      <Skeleton height="2.25rem" width="20rem" />
      <Skeleton height="1rem" width="12rem" />
      <div className={detailLayout}>
        <div className={section}>
          <Skeleton height="1.5rem" width="8rem" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="1.25rem" />
          ))}
        </div>
        <div className={section}>
          <Skeleton height="1.5rem" width="10rem" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="1rem" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function OrderDetailSkeleton() {
  return (
    <LoadingRegion label="Chargement de la commande">
      <div className={`${container} ${page}`}>
        <Skeleton height="1rem" width="10rem" />
        <OrderDetailContentSkeleton />
      </div>
    </LoadingRegion>
  );
}
