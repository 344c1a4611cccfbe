/**
 * The product page's loading shape; its own module so the route's entry chunk
 * stays small (the router keeps pendingComponent there).
 */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { detailsArea, gallery, info, main, mainImageBox, page, skeletonStack, thumbs } from './product-detail.css.ts';

export function ProductDetailSkeleton() {
  return (
    <LoadingRegion label="Chargement du produit">
      <div className={`${container} ${page}`}>
        <Skeleton height="1rem" width="14rem" />
        <div className={main}>
          <div className={gallery}>
            <div className={mainImageBox}>
              <Skeleton height="100%" radius="0" />
            </div>
            <div className={thumbs}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} height="4rem" />
              ))}
            </div>
          </div>
          <div className={`${info} ${skeletonStack}`}>
            <Skeleton height="1.75rem" width="12rem" radius="9999px" />
            <Skeleton height="2.25rem" width="85%" />
            <Skeleton height="1rem" width="7rem" />
            <Skeleton height="2.25rem" width="10rem" />
            <Skeleton height="2.75rem" width="9rem" />
            <Skeleton height="8rem" />
          </div>
          <div className={`${detailsArea} ${skeletonStack}`}>
            <Skeleton height="2.75rem" width="10rem" />
            <Skeleton height="1rem" />
            <Skeleton height="1rem" width="90%" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
