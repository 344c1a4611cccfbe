/** Loading shapes of /stores, apart from the page (the route's pendingComponent stays small). */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { page } from '../kit/page-layout.css.ts';
import { grid } from './store-list.css.ts';

export function StoreCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={grid} role="list">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton height="14rem" radius="0.75rem" />
        </li>
      ))}
    </ul>
  );
}

export function StoreListSkeleton() {
  return (
    <div className={`${container} ${page}`}>
      <LoadingRegion label="Chargement des boutiques">
        <div style={{ display: 'grid', gap: '1.5rem' }}>
          <Skeleton height="2.25rem" width="14rem" />
          <Skeleton height="2.75rem" width="min(28rem, 100%)" radius="9999px" />
          <StoreCardsSkeleton />
        </div>
      </LoadingRegion>
    </div>
  );
}
