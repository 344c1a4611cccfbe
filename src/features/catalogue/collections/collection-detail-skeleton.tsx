/** The loading shape of /collections/{id}: back link, header, 4-column product cards. */
import { Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { page } from '../kit/page-layout.css.ts';
import { DetailHeaderSkeleton } from '../kit/detail-header-skeleton.tsx';
import { ProductGridSkeleton } from '../kit/product-grid-skeleton.tsx';

export function CollectionDetailSkeleton() {
  return (
    <div className={`${container} ${page}`}>
      <Skeleton height="1.25rem" width="10rem" />
      <DetailHeaderSkeleton />
      {/* The one loading announcement of the screen. */}
      <ProductGridSkeleton columns={4} label="Chargement de la collection" />
    </div>
  );
}
