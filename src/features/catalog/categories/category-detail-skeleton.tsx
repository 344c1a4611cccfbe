/** The loading shape of /categories/{id}: breadcrumb, header, toolbar, product cards. */
import { Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { ProductGridSkeleton } from '../product-grid-skeleton.tsx';
import { header, headerText, page, section, toolbar } from './catalog-page.css.ts';

export function DetailHeaderSkeleton({ imageShape = 'cover' }: { imageShape?: 'cover' | 'logo' }) {
  return (
    <div className={header} aria-hidden="true">
      <Skeleton width={imageShape === 'logo' ? '7.5rem' : '10rem'} height={imageShape === 'logo' ? '7.5rem' : '10rem'} radius="0.75rem" />
      <div className={headerText}>
        <Skeleton height="2.25rem" width="60%" />
        <Skeleton height="1rem" width="90%" />
        <Skeleton height="2rem" width="7rem" radius="9999px" />
      </div>
    </div>
  );
}

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
