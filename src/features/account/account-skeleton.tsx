/**
 * Pending shapes of the account screens. Kept apart from the pages: a route's
 * pendingComponent stays in the entry chunk, so this module imports only the
 * skeleton primitives and styles.
 */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { card, header, headerText, page, shortcuts, skeletonList, tabList } from './account-page.css.ts';
import { authCard, authIntro, authPage } from './auth-card.css.ts';
import { form } from './account-form.css.ts';

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

/** /forgot-password, /reset-password and /verify-email: one card. */
export function AuthCardSkeleton({ fields = 1 }: { fields?: number }) {
  return (
    <LoadingRegion label="Chargement">
      <div className={authPage}>
        <div className={authCard}>
          <div className={authIntro}>
            <Skeleton height="2rem" width="70%" />
            <Skeleton height="1rem" />
          </div>
          <div className={form}>
            {Array.from({ length: fields }, (_, i) => (
              <Skeleton key={i} height="4.25rem" />
            ))}
            <Skeleton height="3rem" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}

export const ForgotPasswordSkeleton = () => <AuthCardSkeleton fields={1} />;
export const ResetPasswordSkeleton = () => <AuthCardSkeleton fields={2} />;
export const VerifyEmailSkeleton = () => <AuthCardSkeleton fields={0} />;
