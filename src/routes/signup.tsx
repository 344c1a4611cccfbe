import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { SignupPage } from '#src/features/auth/signup-page.tsx';
import { SignupSkeleton } from '#src/features/auth/auth-skeleton.tsx';
import { personalHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/signup')({
  head: (ctx) => personalHead(ctx, 'Créer un compte'),
  pendingComponent: SignupSkeleton,
  errorComponent: RouteError,
  component: SignupPage,
});
