/**
 * The sign-in screens' pending shape (the routes' pendingComponent stays in
 * the entry chunk, so this module imports only the skeleton primitives).
 */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { card, form, intro, page } from './login-page.css.ts';

export function AuthFormSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <LoadingRegion label="Chargement du formulaire">
      <div className={page}>
        <div className={card}>
          <div className={intro}>
            <Skeleton height="2rem" width="60%" />
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

export const LoginSkeleton = () => <AuthFormSkeleton fields={2} />;
export const SignupSkeleton = () => <AuthFormSkeleton fields={4} />;
