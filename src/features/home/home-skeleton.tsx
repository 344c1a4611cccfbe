/**
 * The home page's loading shapes. Kept apart from the sections: the route's
 * pendingComponent stays in the entry chunk (the router does not split it),
 * while the sections load with the route's component chunk.
 */
import { POPULAR_CATEGORIES_COUNT } from '#src/api/categories.ts';
import { LoadingRegion, Skeleton, SkeletonLines, SkeletonMedia, SkeletonTiles } from '#src/components/skeleton.tsx';
import { container, pageSection } from '#src/styles/utilities.css.ts';
import {
  collectionArt,
  collectionBody,
  collectionSkeleton,
  collections,
  hero,
  skeletonHero,
  skeletonTitle,
  tiles,
} from './home.css.ts';

export function PopularCategoriesSkeleton() {
  return <SkeletonTiles className={tiles} count={POPULAR_CATEGORIES_COUNT + 1} height="9rem" />;
}

export function FeaturedCollectionsSkeleton() {
  return (
    <ul className={collections} role="list">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className={collectionSkeleton}>
          <SkeletonMedia className={collectionArt} />
          <SkeletonLines className={collectionBody} title={{ height: '1.25rem', width: '60%' }} rows={['100%', '30%']} rowHeight="0.875rem" />
        </li>
      ))}
    </ul>
  );
}

/** The route's pending screen: the page's shape while its data loads. */
export function HomeSkeleton() {
  return (
    <LoadingRegion label="Chargement de la page d’accueil">
      <div className={hero}>
        <SkeletonLines className={`${container} ${skeletonHero}`} title={{ height: '2.5rem', width: '70%' }} rows={['100%', '85%']}>
          <Skeleton height="2.75rem" radius="9999px" />
        </SkeletonLines>
      </div>
      <div className={`${container} ${pageSection}`}>
        <Skeleton height="1.75rem" width="16rem" className={skeletonTitle} />
        <PopularCategoriesSkeleton />
      </div>
      <div className={`${container} ${pageSection}`}>
        <Skeleton height="1.75rem" width="16rem" className={skeletonTitle} />
        <FeaturedCollectionsSkeleton />
      </div>
    </LoadingRegion>
  );
}
