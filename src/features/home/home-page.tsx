import type { ReactNode } from 'react';
import { HydrationRegion } from '#src/components/hydration-region.tsx';
import { FeaturedCollections } from './featured-collections.tsx';
import { HomeHero } from './home-hero.tsx';
import { PopularCategories } from './popular-categories.tsx';

export interface HomePageProps {
  companyId: string;
  /** A row of products, composed by the route from the catalogue and cart features. */
  products?: ReactNode;
}

export function HomePage({ companyId, products }: HomePageProps) {
  return (
    <>
      <HydrationRegion name="home-hero">
        <HomeHero companyId={companyId} />
      </HydrationRegion>
      <HydrationRegion name="categories">
        <PopularCategories />
      </HydrationRegion>
      {products ? (
        <HydrationRegion name="products" defer>
          {products}
        </HydrationRegion>
      ) : null}
      <HydrationRegion name="collections" defer>
        <FeaturedCollections />
      </HydrationRegion>
    </>
  );
}
