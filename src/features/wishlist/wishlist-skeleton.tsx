/** The wishlist's loading shape; its own module so the route's pendingComponent stays small. */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { body, grid, header, item, page, skeletonCard, skeletonImage } from './wishlist-page.css.ts';

export function WishlistGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={item}>
          <div className={skeletonCard}>
            <Skeleton height="auto" className={skeletonImage} radius="0" />
            <div className={body}>
              <Skeleton height="1.25rem" width="80%" />
              <Skeleton height="1.25rem" width="40%" />
              <Skeleton height="2.25rem" radius="0.5rem" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function WishlistSkeleton() {
  return (
    <LoadingRegion label="Chargement de la liste de souhaits">
      <div className={`${container} ${page}`}>
        <div className={header}>
          <Skeleton height="2.25rem" width="16rem" />
        </div>
        <WishlistGridSkeleton />
      </div>
    </LoadingRegion>
  );
}
