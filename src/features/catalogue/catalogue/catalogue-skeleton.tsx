/**
 * The catalogue's pending screen, apart from the page so the route's entry
 * chunk stays small (the router does not split pendingComponent).
 */
import { LoadingRegion, Skeleton, SkeletonLines } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { ProductGridSkeleton } from '../kit/product-grid-skeleton.tsx';
import { hero, heroInner } from './catalogue-hero.css.ts';
import { layout, results, sidebar } from './catalogue-page.css.ts';
import { skeletonLine } from './catalogue-skeleton.css.ts';

export function CatalogueSkeleton() {
  return (
    <LoadingRegion label="Chargement du catalogue">
      <div className={hero}>
        <SkeletonLines className={`${container} ${heroInner}`} title={{ height: '2.25rem', width: '14rem' }} rows={['min(30rem, 90%)']}>
          <Skeleton height="2.75rem" width="min(36rem, 100%)" radius="9999px" />
        </SkeletonLines>
      </div>
      <div className={`${container} ${layout}`}>
        <div className={sidebar}>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} height="1.25rem" width={`${85 - (i % 4) * 12}%`} className={skeletonLine} />
          ))}
        </div>
        <div className={results}>
          <Skeleton height="2.75rem" />
          <ProductGridSkeleton count={9} columns={3} announce={false} />
        </div>
      </div>
    </LoadingRegion>
  );
}
