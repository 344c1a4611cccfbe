/** The loading shape of a category, collection or store header: image (or logo), title, text, badge. */
import { Skeleton, SkeletonLines } from '#src/components/skeleton.tsx';
import { header, headerText } from './page-layout.css.ts';

export function DetailHeaderSkeleton({ imageShape = 'cover' }: { imageShape?: 'cover' | 'logo' }) {
  return (
    <div className={header} aria-hidden="true">
      <Skeleton width={imageShape === 'logo' ? '7.5rem' : '10rem'} height={imageShape === 'logo' ? '7.5rem' : '10rem'} radius="0.75rem" />
      <SkeletonLines className={headerText} title={{ height: '2.25rem', width: '60%' }} rows={['90%']}>
        <Skeleton height="2rem" width="7rem" radius="9999px" />
      </SkeletonLines>
    </div>
  );
}
