/** /forgot-password (decisions.md section 2): asks for a reset link. */
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { ForgotPasswordPage } from '#src/features/auth/forgot-password-page.tsx';
import { ForgotPasswordSkeleton } from '#src/features/auth/auth-skeleton.tsx';
import { personalHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/forgot-password')({
  head: (ctx) => personalHead(ctx, 'Mot de passe oublié'),
  pendingComponent: ForgotPasswordSkeleton,
  errorComponent: RouteError,
  component: ForgotPasswordPage,
});
