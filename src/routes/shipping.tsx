import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/route-error.tsx';
import { ShippingPage } from '#src/features/company/shipping-page.tsx';
import { InfoSkeleton } from '#src/features/company/info-skeleton.tsx';
import { staticHead } from '#src/features/seo/page-heads.ts';

/** Static content (decisions.md section 2): no loader; the skeleton covers the chunk's download. */
export const Route = createFileRoute('/shipping')({
  head: (ctx) => staticHead(ctx, 'Livraison'),
  pendingComponent: InfoSkeleton,
  errorComponent: RouteError,
  component: ShippingPage,
});
