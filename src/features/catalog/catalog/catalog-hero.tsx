import { useId, useState, type FormEvent } from 'react';
import { Button } from '#src/components/button.tsx';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { hero, heroInner, heroText, heroTitle, searchButton, searchForm, searchInput } from './catalog-hero.css.ts';

export const SEARCH_PLACEHOLDER = 'Rechercher des produits...';

export interface CatalogHeroProps {
  /** The search text of the URL. */
  search: string;
  /** The words the API corrected the search to, when it found nothing as typed. */
  corrected?: string;
  /** Submitting the search resets the page to 1 (the caller's job). */
  onSearch: (text: string) => void;
}

/** The catalogue's title: the spec's 'Nos Produits', or what the results are for when searching. */
export function catalogTitle(search: string, corrected?: string): string {
  const words = corrected ?? search.trim();
  return words ? `Résultats pour « ${words} »` : 'Nos Produits';
}

/** The catalog's title and search form. */
export function CatalogHero({ search, corrected, onSearch }: CatalogHeroProps) {
  const inputId = useId();
  const [value, setValue] = useState(search);
  // The URL wins when it changes (back button, 'Réinitialiser', header search).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setValue(search);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <section className={hero} aria-labelledby="catalog-title">
      <div className={`${container} ${heroInner}`}>
        <h1 id="catalog-title" className={heroTitle}>
          {catalogTitle(search, corrected)}
        </h1>
        {corrected ? (
          <p className={heroText} data-testid="search-corrected">
            Aucun produit pour « {search.trim()} » : voici les résultats pour « {corrected} ».
          </p>
        ) : (
          <p className={heroText}>Parcourez le catalogue de toutes nos boutiques et trouvez le produit qu’il vous faut.</p>
        )}
        <form role="search" method="get" aria-label="Recherche dans le catalogue" className={searchForm} onSubmit={onSubmit}>
          <label htmlFor={inputId} className={srOnly}>
            Rechercher des produits
          </label>
          <input
            id={inputId}
            className={searchInput}
            type="search"
            name="search"
            placeholder={SEARCH_PLACEHOLDER}
            value={value}
            maxLength={200}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button type="submit" variant="inverse" className={searchButton}>
            Rechercher
          </Button>
        </form>
      </div>
    </section>
  );
}
