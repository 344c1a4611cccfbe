/** The cart's loading shape; its own module so the route's pendingComponent stays small. */
import { Skeleton, SkeletonLines, SkeletonPage, SkeletonRepeat } from '#src/components/skeleton.tsx';
import { header, layout, page, skeletonStack, summary } from './cart-page.css.ts';

export function CartContentSkeleton() {
  return (
    <div className={layout}>
      <div className={skeletonStack}>
        <SkeletonRepeat count={3} height="8.5rem" radius="0.75rem" />
      </div>
      {/* Subtotal lines, the total, the button. */}
      <SkeletonLines className={summary} title={{ height: '1.5rem', width: '10rem' }} rows={2}>
        <Skeleton height="1.5rem" />
        <Skeleton height="3rem" radius="0.5rem" />
      </SkeletonLines>
    </div>
  );
}

export const CartSkeleton = () => (
  <SkeletonPage label="Chargement du panier" className={page} title={{ className: header, width: '12rem' }}>
    <CartContentSkeleton />
  </SkeletonPage>
);
