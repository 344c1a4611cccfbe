/** The company pages' header (title, lead) while the page loads. */
import { SkeletonLines } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { pageHeader, pageHeaderInner } from './company.css.ts';

export function PageHeaderSkeleton() {
  return (
    <div className={pageHeader}>
      <SkeletonLines className={`${container} ${pageHeaderInner}`} title={{ height: '2.25rem', width: '50%' }} rows={['80%']} />
    </div>
  );
}
