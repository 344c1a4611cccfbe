/**
 * Loading shapes of /categories, apart from the page so the route's
 * pendingComponent stays small in the entry chunk.
 */
import { SkeletonTiles } from '#src/components/skeleton.tsx';
import { ListPageSkeleton } from '../kit/list-page-skeleton.tsx';
import { list } from './category-list.css.ts';

/** One block per top-level category card of the tree. */
export function CategoryCardsSkeleton({ count = 6 }: { count?: number }) {
  return <SkeletonTiles className={list.grid} count={count} height="20rem" />;
}

export function CategoryListSkeleton() {
  return (
    <ListPageSkeleton label="Chargement des catégories">
      <CategoryCardsSkeleton />
    </ListPageSkeleton>
  );
}
