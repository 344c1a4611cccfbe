import { Link } from '@tanstack/react-router';
import type { Collection } from '#src/api/collections.ts';
import { AppImage } from '#src/components/image.tsx';
import { paths } from '#src/lib/paths.ts';
import { collectionArtOf } from './collection-art.ts';
import {
  collectionArt,
  collectionBody,
  collectionCount,
  collectionCover,
  collectionDescription,
  collectionName,
  mosaic,
  mosaicImage,
  mosaicLead,
  tile,
} from './home.css.ts';

function productCount(n: number): string {
  return `${n} produit${n > 1 ? 's' : ''}`;
}

/**
 * The art area, the same 3:2 box for every collection so the cards line up:
 * the collection's image; without one, its first products composed in the
 * box; without those either, the generic placeholder.
 */
export function CollectionArt({ collection }: { collection: Pick<Collection, 'image' | 'preview_products'> }) {
  const art = collectionArtOf(collection);
  if (art.kind === 'cover') {
    return (
      <div className={collectionArt}>
        <AppImage path={art.path} kind="generic" alt="" className={collectionCover} width={480} height={320} />
      </div>
    );
  }
  const { layout, products } = art;
  return (
    <div className={collectionArt}>
      <div className={mosaic[layout]} data-layout={layout}>
        {products.map((product, index) => (
          <AppImage
            key={product.id}
            path={product.image}
            kind="product"
            alt=""
            className={layout === 'three' && index === 0 ? `${mosaicImage} ${mosaicLead}` : mosaicImage}
            width={index === 0 ? 320 : 160}
            height={index === 0 ? 320 : 160}
          />
        ))}
      </div>
    </div>
  );
}

/** A featured collection: one card shape whether it has an image or not. */
export function CollectionCard({ collection }: { collection: Collection }) {
  return (
    <Link to={paths.collection(collection.id)} className={tile}>
      <CollectionArt collection={collection} />
      <div className={collectionBody}>
        <h3 className={collectionName}>{collection.name}</h3>
        {collection.description ? <p className={collectionDescription}>{collection.description}</p> : null}
        <p className={collectionCount}>{productCount(collection.product_count)}</p>
      </div>
    </Link>
  );
}
