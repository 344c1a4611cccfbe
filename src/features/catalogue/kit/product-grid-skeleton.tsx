import { LoadingRegion, Skeleton, SkeletonMedia } from '#src/components/skeleton.tsx';
import type { ViewMode } from '#src/state/store.ts';
import { grid, item, list } from './product-grid.css.ts';
import type { GridColumns } from './product-grid.tsx';
import { body, card, imageBox } from './product-grid-skeleton.css.ts';

export interface ProductGridSkeletonProps {
  count?: number;
  view?: ViewMode;
  columns?: GridColumns;
  label?: string;
  /** false inside a screen skeleton that already announces the loading. */
  announce?: boolean;
}

/** Placeholder cards laid out like ProductGrid, announced once as loading. */
export function ProductGridSkeleton({
  count = 8,
  view = 'grid',
  columns = 4,
  label = 'Chargement des produits',
  announce = true,
}: ProductGridSkeletonProps) {
  const cards = (
      <div className={view === 'list' ? list : grid[columns]}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={item}>
            <div className={card[view]}>
              <SkeletonMedia className={imageBox[view]} />
              <div className={body}>
                <Skeleton width="40%" height="0.75rem" />
                <Skeleton width="90%" height="1rem" />
                <Skeleton width="60%" height="1rem" />
                <Skeleton width="5.5rem" height="0.875rem" />
                <Skeleton width="45%" height="1.25rem" />
              </div>
            </div>
          </div>
        ))}
      </div>
  );
  return announce ? <LoadingRegion label={label}>{cards}</LoadingRegion> : cards;
}
