/** The wishlist's loading shape; its own module so the route's pendingComponent stays small. */
import { Skeleton, SkeletonLines, SkeletonPage } from '#src/components/skeleton.tsx';
import { body, grid, header, item, page, skeletonCard, skeletonImage } from './wishlist-page.css.ts';

export function WishlistGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={item}>
          <div className={skeletonCard}>
            <Skeleton height="auto" className={skeletonImage} radius="0" />
            <SkeletonLines className={body} rows={['80%', '40%']} rowHeight="1.25rem">
              <Skeleton height="2.25rem" radius="0.5rem" />
            </SkeletonLines>
          </div>
        </li>
      ))}
    </ul>
  );
}

export const WishlistSkeleton = () => (
  <SkeletonPage label="Chargement de la liste de souhaits" className={page} title={{ className: header, width: '16rem' }}>
    <WishlistGridSkeleton />
  </SkeletonPage>
);
