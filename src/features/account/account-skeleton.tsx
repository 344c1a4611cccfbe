/**
 * Pending shapes of the account screen. Kept apart from the pages: a route's
 * pendingComponent stays in the entry chunk, so this module imports only the
 * skeleton primitives and styles.
 */
import { LoadingRegion, SkeletonLines, SkeletonPage, SkeletonRepeat } from '#src/components/skeleton.tsx';
import { card, header, headerText, page, shortcuts, skeletonList, tabList } from './account-page.css.ts';

/** The addresses list while the orders load. */
export function AddressListSkeleton() {
  return (
    <LoadingRegion label="Chargement de vos adresses">
      <div className={skeletonList}>
        <SkeletonRepeat count={2} height="7.5rem" radius="0.75rem" />
      </div>
    </LoadingRegion>
  );
}

export function AccountSkeleton() {
  return (
    <SkeletonPage label="Chargement de votre compte" className={page}>
      <div className={header}>
        <SkeletonLines className={headerText} title={{ height: '2.25rem', width: '12rem' }} rows={['16rem']} />
      </div>
      <div className={shortcuts}>
        <SkeletonRepeat count={2} height="5.5rem" radius="0.75rem" />
      </div>
      <div className={tabList}>
        <SkeletonRepeat count={4} height="2.75rem" radius="0.5rem" />
      </div>
      <SkeletonLines className={card} title={{ height: '1.75rem', width: '14rem' }} rows={4} rowHeight="2.5rem" />
    </SkeletonPage>
  );
}
