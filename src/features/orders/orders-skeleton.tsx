/** Loading shapes of the order screens; their own module so the routes' pendingComponents stay small. */
import { Skeleton, SkeletonLines, SkeletonPage, SkeletonRepeat } from '#src/components/skeleton.tsx';
import { detailLayout, header, page, section, skeletonStack } from './orders.css.ts';

export function OrdersListSkeleton() {
  return (
    <div className={skeletonStack}>
      <SkeletonRepeat count={4} height="4.5rem" radius="0.75rem" />
    </div>
  );
}

export const OrdersSkeleton = () => (
  <SkeletonPage label="Chargement de vos commandes" className={page} title={{ className: header, width: '14rem' }}>
    <OrdersListSkeleton />
  </SkeletonPage>
);

export function OrderDetailContentSkeleton() {
  return (
    <SkeletonLines className={skeletonStack} title={{ height: '2.25rem', width: '20rem' }} rows={['12rem']}>
      <div className={detailLayout}>
        <SkeletonLines className={section} title={{ height: '1.5rem', width: '8rem' }} rows={3} rowHeight="1.25rem" />
        <SkeletonLines className={section} title={{ height: '1.5rem', width: '10rem' }} rows={4} />
      </div>
    </SkeletonLines>
  );
}

export function OrderDetailSkeleton() {
  return (
    <SkeletonPage label="Chargement de la commande" className={page}>
      <Skeleton height="1rem" width="10rem" />
      <OrderDetailContentSkeleton />
    </SkeletonPage>
  );
}
