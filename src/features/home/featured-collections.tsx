import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { collectionQueries, HOME_COLLECTIONS_LIMIT, type Collection } from '#src/api/collections.ts';
import { AppImage } from '#src/components/image.tsx';
import { LoadingRegion } from '#src/components/skeleton.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { container, pageSection, sectionTitle } from '#src/styles/utilities.css.ts';
import {
  collectionBody,
  collectionCount,
  collectionCover,
  collectionDescription,
  collectionName,
  collections,
  previewImage,
  previewStrip,
  sectionHeader,
  tile,
} from './home.css.ts';
import { FeaturedCollectionsSkeleton } from './home-skeleton.tsx';

export const COLLECTIONS_LOAD_ERROR = 'Erreur lors du chargement des collections.';
export const COLLECTIONS_EMPTY = 'Aucune collection disponible pour le moment.';

function productCount(n: number): string {
  return `${n} produit${n > 1 ? 's' : ''}`;
}

function CollectionCard({ collection }: { collection: Collection }) {
  const previews = collection.preview_products ?? [];
  return (
    <Link to={paths.collection(collection.id)} className={tile}>
      {collection.image || previews.length === 0 ? (
        <AppImage path={collection.image} kind="generic" alt="" className={collectionCover} width={480} height={270} />
      ) : (
        <div className={previewStrip}>
          {previews.slice(0, 4).map((p) => (
            <AppImage key={p.id} path={p.image} kind="product" alt="" className={previewImage} width={120} height={120} />
          ))}
        </div>
      )}
      <div className={collectionBody}>
        <h3 className={collectionName}>{collection.name}</h3>
        {collection.description ? <p className={collectionDescription}>{collection.description}</p> : null}
        <p className={collectionCount}>{productCount(collection.product_count)}</p>
      </div>
    </Link>
  );
}

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
