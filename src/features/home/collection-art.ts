/**
 * What fills a featured collection's art box (pure, so it is tested without
 * styles): its own image; without one, its first products as a mosaic; with
 * neither, the generic placeholder (an absent image path).
 */
import type { Collection, CollectionProductPreview } from '#src/api/collections.ts';

/** Thumbnails composed in the box: one large square and two small ones. */
export const MOSAIC_SIZE = 3;

export type MosaicLayout = 'one' | 'two' | 'three';

export type CollectionArtContent =
  | { kind: 'cover'; path: string | null }
  | { kind: 'mosaic'; layout: MosaicLayout; products: CollectionProductPreview[] };

export function collectionArtOf(collection: Pick<Collection, 'image' | 'preview_products'>): CollectionArtContent {
  const products = (collection.preview_products ?? []).slice(0, MOSAIC_SIZE);
  if (collection.image || products.length === 0) return { kind: 'cover', path: collection.image ?? null };
  const layout: MosaicLayout = products.length >= MOSAIC_SIZE ? 'three' : products.length === 2 ? 'two' : 'one';
  return { kind: 'mosaic', layout, products };
}
