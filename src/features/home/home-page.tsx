import { FeaturedCollections } from './featured-collections.tsx';
import { HomeHero } from './home-hero.tsx';
import { PopularCategories } from './popular-categories.tsx';

export function HomePage({ companyId }: { companyId: string }) {
  return (
    <>
      <HomeHero companyId={companyId} />
      <PopularCategories />
      <FeaturedCollections />
    </>
  );
}
