/** The checkout's loading shape; its own module so the route's pendingComponent stays small. */
import { Skeleton, SkeletonLines, SkeletonPage } from '#src/components/skeleton.tsx';
import { card, header, layout, page, skeletonStack } from './checkout.css.ts';

/** The form and summary cards while the cart or the shopper loads. */
export function CheckoutContentSkeleton() {
  return (
    <div className={layout}>
      <SkeletonLines className={card} title={{ height: '1.5rem', width: '12rem' }}>
        <SkeletonLines className={skeletonStack} rows={3} rowHeight="2.75rem">
          <Skeleton height="6rem" />
        </SkeletonLines>
      </SkeletonLines>
      {/* The summary: subtotal lines, the total, the button. */}
      <SkeletonLines className={card} title={{ height: '1.5rem', width: '14rem' }}>
        <SkeletonLines className={skeletonStack} rows={['100%', '80%']}>
          <Skeleton height="1.5rem" />
          <Skeleton height="3rem" radius="0.5rem" />
        </SkeletonLines>
      </SkeletonLines>
    </div>
  );
}

export function CheckoutSkeleton() {
  return (
    <SkeletonPage label="Chargement de la commande" className={page}>
      <div className={header}>
        <Skeleton height="1rem" width="8rem" />
        <Skeleton height="2.25rem" width="18rem" />
      </div>
      <CheckoutContentSkeleton />
    </SkeletonPage>
  );
}
