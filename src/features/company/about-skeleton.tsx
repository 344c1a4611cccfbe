/** The about page's loading shape (kept apart: the route's pendingComponent stays in the entry chunk). */
import { LoadingRegion, Skeleton, SkeletonLines, SkeletonRepeat } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { aboutHero, aboutHeroInner, skeletonText, stats } from './about-page.css.ts';
import { body, card, grid2 } from './company.css.ts';

export function AboutSkeleton() {
  return (
    <LoadingRegion label="Chargement de la page À propos">
      <div className={aboutHero}>
        <div className={`${container} ${aboutHeroInner}`}>
          <Skeleton width="7rem" height="7rem" radius="1rem" />
          <SkeletonLines className={skeletonText} title={{ height: '2.25rem', width: '60%' }} rows={['100%', '80%']} />
        </div>
      </div>
      <div className={`${container} ${body}`}>
        <div className={stats}>
          <SkeletonRepeat count={2} height="6rem" radius="0.75rem" />
        </div>
        <div className={grid2}>
          {[0, 1].map((i) => (
            <SkeletonLines key={i} className={card} title={{ height: '1.5rem', width: '50%' }} rows={['100%', '85%', '70%']} />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
