/**
 * /login: `redirect` is where the shopper came from. zod keeps it only when it
 * is a path of this site (features/auth/validation.ts): never an open redirect.
 */
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '#src/components/route-error.tsx';
import { LoginPage } from '#src/features/auth/login-page.tsx';
import { LoginSkeleton } from '#src/features/auth/login-skeleton.tsx';
import { safeRedirect } from '#src/features/auth/validation.ts';

const loginSearch = z.object({
  redirect: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? undefined : safeRedirect(value))),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  pendingComponent: LoginSkeleton,
  errorComponent: RouteError,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
