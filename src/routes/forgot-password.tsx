/** /forgot-password (decisions.md section 2): asks for a reset link. */
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { ForgotPasswordPage } from '#src/features/auth/forgot-password-page.tsx';
import { ForgotPasswordSkeleton } from '#src/features/auth/auth-skeleton.tsx';

export const Route = createFileRoute('/forgot-password')({
  pendingComponent: ForgotPasswordSkeleton,
  errorComponent: RouteError,
  component: ForgotPasswordPage,
});
