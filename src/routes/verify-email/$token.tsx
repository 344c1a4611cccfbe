/** /verify-email/{token} (decisions.md section 2): the link of the confirmation e-mail. */
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { VerifyEmailSkeleton } from '#src/features/auth/auth-skeleton.tsx';
import { VerifyEmailPage } from '#src/features/auth/verify-email-page.tsx';

export const Route = createFileRoute('/verify-email/$token')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  pendingComponent: VerifyEmailSkeleton,
  errorComponent: RouteError,
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useParams();
  return <VerifyEmailPage key={token} token={token} />;
}
