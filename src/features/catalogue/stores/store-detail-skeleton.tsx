/** The loading shape of /stores/{id}: breadcrumb, header with logo, tabs, product cards. */
import { Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { page } from '../kit/page-layout.css.ts';
import { DetailHeaderSkeleton } from '../kit/detail-header-skeleton.tsx';
import { ProductGridSkeleton } from '../kit/product-grid-skeleton.tsx';

export function StoreDetailSkeleton() {
  return (
    <div className={`${container} ${page}`}>
      <Skeleton height="1rem" width="16rem" />
      <DetailHeaderSkeleton imageShape="logo" />
      <Skeleton height="2.75rem" width="14rem" />
      {/* The one loading announcement of the screen. */}
      <ProductGridSkeleton label="Chargement de la boutique" />
    </div>
  );
}
