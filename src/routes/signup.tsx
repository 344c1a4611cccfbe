import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { SignupPage } from '#src/features/auth/signup-page.tsx';
import { SignupSkeleton } from '#src/features/auth/auth-skeleton.tsx';

export const Route = createFileRoute('/signup')({
  pendingComponent: SignupSkeleton,
  errorComponent: RouteError,
  component: SignupPage,
});
