import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { categoryQueries } from '#src/api/categories.ts';
import { AppImage } from '#src/components/image.tsx';
import { LoadingRegion } from '#src/components/skeleton.tsx';
import { QueryErrorBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { container, pageSection, sectionTitle } from '#src/styles/utilities.css.ts';
import { PopularCategoriesSkeleton } from './home-skeleton.tsx';
import { allTile, sectionHeader, tile, tileImage, tileLabel, tiles } from './home.css.ts';

export const HOME_CATEGORIES_ERROR = 'Erreur lors du chargement des catégories.';

/** 'Catégories Populaires': 5 random leaf categories and a tile to all of them. */
export function PopularCategories() {
  const { data, isPending, isError, error } = useQuery(categoryQueries.randomLeaves());
  return (
    <section className={`${container} ${pageSection}`} aria-labelledby="popular-categories">
      <div className={sectionHeader}>
        <h2 id="popular-categories" className={sectionTitle}>
          Catégories Populaires
        </h2>
      </div>
      {isPending ? (
        <LoadingRegion label="Chargement des catégories">
          <PopularCategoriesSkeleton />
        </LoadingRegion>
      ) : isError && !data ? (
        <QueryErrorBlock error={error} title={HOME_CATEGORIES_ERROR} headingLevel={3} />
      ) : (
        <ul className={tiles} role="list">
          {data.map((category) => (
            <li key={category.id}>
              <Link to={paths.category(category.id)} className={tile}>
                <AppImage path={category.image} kind="category" alt="" className={tileImage} width={320} height={240} />
                <span className={tileLabel}>{category.name}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.categories} className={allTile}>
              Toutes les catégories
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
