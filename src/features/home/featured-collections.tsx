import { useQuery } from '@tanstack/react-query';
import { collectionQueries, HOME_COLLECTIONS_LIMIT } from '#src/api/collections.ts';
import { LoadingRegion } from '#src/components/skeleton.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { container, pageSection, sectionTitle } from '#src/styles/utilities.css.ts';
import { CollectionCard } from './collection-card.tsx';
import { collections, sectionHeader } from './home.css.ts';
import { FeaturedCollectionsSkeleton } from './home-skeleton.tsx';

export const COLLECTIONS_LOAD_ERROR = 'Erreur lors du chargement des collections.';
export const COLLECTIONS_EMPTY = 'Aucune collection disponible pour le moment.';

/** 'Collections en Vedette': up to 10 collections. */
export function FeaturedCollections() {
  const { data, isPending, isError, error } = useQuery(collectionQueries.featured());
  const items = data?.items.slice(0, HOME_COLLECTIONS_LIMIT) ?? [];
  return (
    <section className={`${container} ${pageSection}`} aria-labelledby="featured-collections">
      <div className={sectionHeader}>
        <h2 id="featured-collections" className={sectionTitle}>
          Collections en Vedette
        </h2>
      </div>
      {isPending ? (
        <LoadingRegion label="Chargement des collections">
          <FeaturedCollectionsSkeleton />
        </LoadingRegion>
      ) : isError && !data ? (
        <QueryErrorBlock error={error} title={COLLECTIONS_LOAD_ERROR} headingLevel={3} />
      ) : items.length === 0 ? (
        <StatusBlock kind="empty" title={COLLECTIONS_EMPTY} headingLevel={3} />
      ) : (
        <ul className={collections} role="list">
          {items.map((collection) => (
            <li key={collection.id}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
