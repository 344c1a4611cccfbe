import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { companyQueries } from '#src/api/company.ts';
import { buttonClass } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import { SearchForm } from '#src/components/search-form.tsx';
import { BRAND } from '#src/lib/brand.ts';
import { paths } from '#src/lib/paths.ts';
import { container } from '#src/styles/utilities.css.ts';
import { hero, heroActions, heroDescription, heroInner, heroSearch, heroTitle, logo, logoLink } from './home.css.ts';

export function HomeHero({ companyId }: { companyId: string }) {
  const { data: company } = useQuery(companyQueries.detail(companyId));
  const name = company?.name || BRAND.fallbackName;
  return (
    <section className={hero} aria-labelledby="home-title">
      <div className={`${container} ${heroInner}`}>
        <h1 id="home-title" className={heroTitle}>
          {name}
        </h1>
        <p className={heroDescription}>{company?.description || BRAND.fallbackDescription}</p>
        <SearchForm className={heroSearch} label="Recherche depuis l’accueil" />
        <div className={heroActions}>
          <Link to={paths.products} className={buttonClass({ variant: 'inverse', size: 'lg' })}>
            Voir les produits
          </Link>
          <Link to={paths.categories} className={buttonClass({ variant: 'outlineInverse', size: 'lg' })}>
            Parcourir les catégories
          </Link>
        </div>
        {companyId ? (
          <Link to={paths.store(companyId)} className={logoLink}>
            <AppImage path={company?.logo} kind="generic" alt={`Logo ${name}`} className={logo} width={160} height={160} loading="eager" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}
