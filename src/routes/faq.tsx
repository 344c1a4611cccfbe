import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { FaqPage } from '#src/features/company/faq-page.tsx';
import { InfoSkeleton } from '#src/features/company/info-skeleton.tsx';
import { staticHead } from '#src/features/seo/page-heads.ts';

/** Static content (decisions.md section 2): no loader; the skeleton covers the chunk's download. */
export const Route = createFileRoute('/faq')({
  head: (ctx) => staticHead(ctx, 'Questions fréquentes'),
  pendingComponent: InfoSkeleton,
  errorComponent: RouteError,
  component: FaqPage,
});
