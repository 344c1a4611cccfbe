/**
 * The auth screens' pending shape (the routes' pendingComponent stays in the
 * entry chunk, so this module imports only the skeleton primitives and styles).
 */
import { form } from '#src/components/form-field.css.ts';
import { LoadingRegion, Skeleton, SkeletonLines } from '#src/components/skeleton.tsx';
import { card, iconIntro, page } from './auth-page.css.ts';

export function AuthCardSkeleton({ fields, label = 'Chargement' }: { fields: number; label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={page}>
        <div className={card}>
          <SkeletonLines className={iconIntro} title={{ height: '2rem', width: '70%' }} rows={1} />
          <SkeletonLines className={form} rows={fields} rowHeight="4.25rem">
            <Skeleton height="3rem" />
          </SkeletonLines>
        </div>
      </div>
    </LoadingRegion>
  );
}

export const LoginSkeleton = () => <AuthCardSkeleton fields={2} label="Chargement du formulaire" />;
export const SignupSkeleton = () => <AuthCardSkeleton fields={4} label="Chargement du formulaire" />;
export const ForgotPasswordSkeleton = () => <AuthCardSkeleton fields={1} />;
export const ResetPasswordSkeleton = () => <AuthCardSkeleton fields={2} />;
export const VerifyEmailSkeleton = () => <AuthCardSkeleton fields={0} />;
