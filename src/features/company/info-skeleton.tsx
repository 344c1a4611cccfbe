/** The loading shape of /faq, /shipping and /returns (pendingComponent: entry chunk, skeleton primitives only). */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { body } from './company.css.ts';
import { PageHeaderSkeleton } from './page-header-skeleton.tsx';

export function InfoSkeleton() {
  return (
    <LoadingRegion label="Chargement de la page">
      <PageHeaderSkeleton />
      <div className={`${container} ${body}`}>
        <Skeleton height="5rem" radius="0.75rem" />
        <Skeleton height="1.75rem" width="40%" />
        <Skeleton height="12rem" radius="0.75rem" />
      </div>
    </LoadingRegion>
  );
}
