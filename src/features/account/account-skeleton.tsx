/**
 * Pending shapes of the account screen. Kept apart from the pages: a route's
 * pendingComponent stays in the entry chunk, so this module imports only the
 * skeleton primitives and styles.
 */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { card, header, headerText, page, shortcuts, skeletonList, tabList } from './account-page.css.ts';

/** The addresses list while the orders load. */
export function AddressListSkeleton() {
  return (
    <LoadingRegion label="Chargement de vos adresses">
      <div className={skeletonList}>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} height="7.5rem" radius="0.75rem" />
        ))}
      </div>
    </LoadingRegion>
  );
}

export function AccountSkeleton() {
  return (
    <LoadingRegion label="Chargement de votre compte">
      <div className={`${container} ${page}`}>
        <div className={header}>
          <div className={headerText}>
            <Skeleton height="2.25rem" width="12rem" />
            <Skeleton height="1rem" width="16rem" />
          </div>
        </div>
        <div className={shortcuts}>
          <Skeleton height="5.5rem" radius="0.75rem" />
          <Skeleton height="5.5rem" radius="0.75rem" />
        </div>
        <div className={tabList}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="2.75rem" width="100%" radius="0.5rem" />
          ))}
        </div>
        <div className={card}>
          <Skeleton height="1.75rem" width="14rem" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
