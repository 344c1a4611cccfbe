/** The loading shape of /faq, /shipping and /returns (pendingComponent: entry chunk, skeleton primitives only). */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { body, pageHeader, pageHeaderInner } from './company.css.ts';

export function InfoSkeleton() {
  return (
    <LoadingRegion label="Chargement de la page">
      <div className={pageHeader}>
        <div className={`${container} ${pageHeaderInner}`}>
          <Skeleton height="2.25rem" width="50%" />
          <Skeleton height="1rem" width="80%" />
        </div>
      </div>
      <div className={`${container} ${body}`}>
        <Skeleton height="5rem" radius="0.75rem" />
        <Skeleton height="1.75rem" width="40%" />
        <Skeleton height="12rem" radius="0.75rem" />
      </div>
    </LoadingRegion>
  );
}
