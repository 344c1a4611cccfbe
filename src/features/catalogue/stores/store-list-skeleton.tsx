/** Loading shapes of /stores, apart from the page (the route's pendingComponent stays small). */
import { SkeletonTiles } from '#src/components/skeleton.tsx';
import { ListPageSkeleton } from '../kit/list-page-skeleton.tsx';
import { grid } from './store-list.css.ts';

export function StoreCardsSkeleton({ count = 6 }: { count?: number }) {
  return <SkeletonTiles className={grid} count={count} height="14rem" />;
}

export function StoreListSkeleton() {
  return (
    <ListPageSkeleton label="Chargement des boutiques">
      <StoreCardsSkeleton />
    </ListPageSkeleton>
  );
}
