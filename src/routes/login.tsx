/**
 * /login: `redirect` is where the shopper came from. It is kept only when it
 * is a path of this site (features/auth/safe-redirect.ts): never an open redirect.
 */
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { LoginPage } from '#src/features/auth/login-page.tsx';
import { LoginSkeleton } from '#src/features/auth/auth-skeleton.tsx';
import { safeRedirect } from '#src/features/auth/safe-redirect.ts';
import { searchValidator } from '#src/utils/search-validators.ts';
import { personalHead } from '#src/features/seo/page-heads.ts';

const loginSearch = searchValidator((raw) => ({
  redirect: raw.redirect === undefined ? undefined : safeRedirect(raw.redirect),
}));

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  head: (ctx) => personalHead(ctx, 'Connexion'),
  pendingComponent: LoginSkeleton,
  errorComponent: RouteError,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
