/**
 * /reset-password?token=… (decisions.md section 2): the link of the reset
 * e-mail. A missing or unreadable token reads as undefined; the page explains.
 */
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { ResetPasswordSkeleton } from '#src/features/auth/auth-skeleton.tsx';
import { ResetPasswordPage } from '#src/features/auth/reset-password-page.tsx';
import { searchValidator } from '#src/utils/search-validators.ts';

const resetSearch = searchValidator((raw): { token?: string } => {
  // The router's search parser turns a value that reads as JSON into a number or boolean: take it back as text.
  const value = raw.token;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return { token: text && text.length <= 200 ? text : undefined };
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearch,
  pendingComponent: ResetPasswordSkeleton,
  errorComponent: RouteError,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  // A new link opened in the same tab starts a fresh form.
  return <ResetPasswordPage key={token ?? ''} token={token} />;
}
