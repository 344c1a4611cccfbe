/**
 * Loading shapes of /categories, apart from the page so the route's
 * pendingComponent stays small in the entry chunk.
 */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { page } from '../kit/page-layout.css.ts';
import { list } from './category-list.css.ts';

/** One block per top-level category card of the tree. */
export function CategoryCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={list.grid} role="list">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton height="20rem" radius="0.75rem" />
        </li>
      ))}
    </ul>
  );
}

export function CategoryListSkeleton() {
  return (
    <div className={`${container} ${page}`}>
      <LoadingRegion label="Chargement des catégories">
        <div style={{ display: 'grid', gap: '1.5rem' }}>
          <Skeleton height="2.25rem" width="14rem" />
          <Skeleton height="2.75rem" width="min(28rem, 100%)" radius="9999px" />
          <CategoryCardsSkeleton />
        </div>
      </LoadingRegion>
    </div>
  );
}
