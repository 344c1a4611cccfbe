/** The contact page's loading shapes (the route's pendingComponent stays in the entry chunk). */
import { LoadingRegion, Skeleton, SkeletonLines } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { body, card } from './company.css.ts';
import { column, layout } from './contact-page.css.ts';
import { PageHeaderSkeleton } from './page-header-skeleton.tsx';

export function ContactDetailsSkeleton() {
  return <SkeletonLines className={card} title={{ height: '1.5rem', width: '55%' }} rows={4} rowHeight="2.5rem" />;
}

export function ContactSkeleton() {
  return (
    <LoadingRegion label="Chargement de la page Contact">
      <PageHeaderSkeleton />
      <div className={`${container} ${body}`}>
        <div className={layout}>
          <div className={column}>
            <ContactDetailsSkeleton />
            <Skeleton height="9rem" radius="0.75rem" />
          </div>
          {/* The form: its fields, the message, the button. */}
          <SkeletonLines className={card} title={{ height: '1.5rem', width: '60%' }} rows={3} rowHeight="4.25rem">
            <Skeleton height="9rem" />
            <Skeleton height="3rem" />
          </SkeletonLines>
        </div>
      </div>
    </LoadingRegion>
  );
}
