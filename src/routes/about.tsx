import { createFileRoute } from '@tanstack/react-router';
import { companyQueries } from '#src/api/company.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { AboutPage } from '#src/features/company/about-page.tsx';
import { AboutSkeleton } from '#src/features/company/about-skeleton.tsx';
import { getConfig } from '#src/lib/config.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { staticHead } from '#src/features/seo/page-heads.ts';

export const Route = createFileRoute('/about')({
  // A company load failure is the page's own state ('Erreur de chargement'), not the routing error.
  loader: ({ context: { queryClient } }) => preloadQuery(queryClient, companyQueries.detail(getConfig().companyId)),
  head: (ctx) => staticHead(ctx, 'À propos'),
  pendingComponent: AboutSkeleton,
  errorComponent: RouteError,
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage companyId={getConfig().companyId} />;
}
