/**
 * The product page's loading shape; its own module so the route's entry chunk
 * stays small (the router keeps pendingComponent there).
 */
import { Skeleton, SkeletonLines, SkeletonMedia, SkeletonPage, SkeletonRepeat } from '#src/components/skeleton.tsx';
import { detailsArea, gallery, info, main, mainImageBox, page, skeletonStack, thumbs } from './product-detail.css.ts';

export function ProductDetailSkeleton() {
  return (
    <SkeletonPage label="Chargement du produit" className={page}>
      <Skeleton height="1rem" width="14rem" />
      <div className={main}>
        <div className={gallery}>
          <SkeletonMedia className={mainImageBox} />
          <div className={thumbs}>
            <SkeletonRepeat count={3} height="4rem" />
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
        <SkeletonLines className={`${detailsArea} ${skeletonStack}`} title={{ height: '2.75rem', width: '10rem' }} rows={['100%', '90%']} />
      </div>
    </SkeletonPage>
  );
}
