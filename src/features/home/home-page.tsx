import { HydrationRegion } from '#src/components/hydration-region.tsx';
import { FeaturedCollections } from './featured-collections.tsx';
import { HomeHero } from './home-hero.tsx';
import { PopularCategories } from './popular-categories.tsx';

export function HomePage({ companyId }: { companyId: string }) {
  return (
    <>
      <HydrationRegion name="home-hero">
        <HomeHero companyId={companyId} />
      </HydrationRegion>
      <HydrationRegion name="categories">
        <PopularCategories />
      </HydrationRegion>
      <HydrationRegion name="collections" defer>
        <FeaturedCollections />
      </HydrationRegion>
    </>
  );
}
