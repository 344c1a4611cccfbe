/**
 * The home page's loading shapes. Kept apart from the sections: the route's
 * pendingComponent stays in the entry chunk (the router does not split it),
 * while the sections load with the route's component chunk.
 */
import { POPULAR_CATEGORIES_COUNT } from '#src/api/categories.ts';
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
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
  return (
    <ul className={tiles} role="list">
      {Array.from({ length: POPULAR_CATEGORIES_COUNT + 1 }, (_, i) => (
        <li key={i}>
          <Skeleton height="9rem" radius="0.75rem" />
        </li>
      ))}
    </ul>
  );
}

export function FeaturedCollectionsSkeleton() {
  return (
    <ul className={collections} role="list">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className={collectionSkeleton}>
          <div className={collectionArt}>
            <Skeleton height="100%" radius="0" />
          </div>
          <div className={collectionBody}>
            <Skeleton height="1.25rem" width="60%" />
            <Skeleton height="0.875rem" />
            <Skeleton height="0.875rem" width="30%" />
          </div>
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
        <div className={`${container} ${skeletonHero}`}>
          <Skeleton height="2.5rem" width="70%" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" width="85%" />
          <Skeleton height="2.75rem" radius="9999px" />
        </div>
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
