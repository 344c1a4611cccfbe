import { createFileRoute } from '@tanstack/react-router';
import { companyQueries } from '#src/api/company.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { ContactPage } from '#src/features/company/contact-page.tsx';
import { ContactSkeleton } from '#src/features/company/contact-skeleton.tsx';
import { getConfig } from '#src/lib/config.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { staticHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/contact')({
  // The coordinates section shows its own error; the form, hours and FAQ need no data.
  loader: ({ context: { queryClient } }) => preloadQuery(queryClient, companyQueries.detail(getConfig().companyId)),
  head: (ctx) => staticHead(ctx, 'Contact'),
  pendingComponent: ContactSkeleton,
  errorComponent: RouteError,
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage companyId={getConfig().companyId} />;
}
