/** The loading shape of /categories/{id}: breadcrumb, header, toolbar, product cards. */
import { Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { DetailHeaderSkeleton } from '../kit/detail-header-skeleton.tsx';
import { page, section, toolbar } from '../kit/page-layout.css.ts';
import { ProductGridSkeleton } from '../kit/product-grid-skeleton.tsx';

export function CategoryDetailSkeleton() {
  return (
    <div className={`${container} ${page}`}>
      <Skeleton height="1rem" width="16rem" />
      <DetailHeaderSkeleton />
      <div className={section}>
        <div className={toolbar} aria-hidden="true">
          <Skeleton height="1.5rem" width="10rem" />
          <Skeleton height="2.75rem" width="14rem" />
        </div>
        {/* The one loading announcement of the screen. */}
        <ProductGridSkeleton label="Chargement de la catégorie" />
      </div>
    </div>
  );
}
