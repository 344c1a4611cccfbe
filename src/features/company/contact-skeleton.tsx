/** The contact page's loading shapes (the route's pendingComponent stays in the entry chunk). */
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { body, card, pageHeader, pageHeaderInner } from './company.css.ts';
import { column, layout } from './contact-page.css.ts';

export function ContactDetailsSkeleton() {
  return (
    <div className={card}>
      <Skeleton height="1.5rem" width="55%" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="2.5rem" />
      ))}
    </div>
  );
}

export function ContactSkeleton() {
  return (
    <LoadingRegion label="Chargement de la page Contact">
      <div className={pageHeader}>
        <div className={`${container} ${pageHeaderInner}`}>
          <Skeleton height="2.25rem" width="50%" />
          <Skeleton height="1rem" width="80%" />
        </div>
      </div>
      <div className={`${container} ${body}`}>
        <div className={layout}>
          <div className={column}>
            <ContactDetailsSkeleton />
            <Skeleton height="9rem" radius="0.75rem" />
          </div>
          <div className={card}>
            <Skeleton height="1.5rem" width="60%" />
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="4.25rem" />
            ))}
            <Skeleton height="9rem" />
            <Skeleton height="3rem" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
