import { useState } from 'react';
import { Button } from '#src/components/button.tsx';
import { SearchAnnouncement, SearchInput, SuggestionsPopup, useSearchBox } from '#src/components/search-form.tsx';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { hero, heroInner, heroText, heroTitle, searchButton, searchForm, searchInput } from './catalogue-hero.css.ts';

export const SEARCH_PLACEHOLDER = 'Rechercher des produits...';

export interface CatalogueHeroProps {
  /** The search text of the URL. */
  search: string;
  /** The words the API corrected the search to, when it found nothing as typed. */
  corrected?: string;
  /** Submitting the search resets the page to 1 (the caller's job). */
  onSearch: (text: string) => void;
}

/** The catalogue's title: the spec's 'Nos Produits', or what the results are for when searching. */
export function catalogueTitle(search: string, corrected?: string): string {
  const words = corrected ?? search.trim();
  return words ? `Résultats pour « ${words} »` : 'Nos Produits';
}

/**
 * The catalogue's title and search form. The box suggests as the shopper
 * types, as the header's does (components/search-form.tsx); a search from
 * here keeps the filters in use (`onSearch`), a suggestion followed leads to
 * its category or product.
 */
export function CatalogueHero({ search, corrected, onSearch }: CatalogueHeroProps) {
  const { baseId, formRef, inputRef, Options, box } = useSearchBox({ initialValue: search, onSearch });
  // The URL wins when it changes (back button, 'Réinitialiser', header search).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    box.setValue(search);
  }

  return (
    <section className={hero} aria-labelledby="catalogue-title">
      <div className={`${container} ${heroInner}`}>
        <h1 id="catalogue-title" className={heroTitle}>
          {catalogueTitle(search, corrected)}
        </h1>
        {corrected ? (
          <p className={heroText} data-testid="search-corrected">
            Aucun produit pour « {search.trim()} » : voici les résultats pour « {corrected} ».
          </p>
        ) : (
          <p className={heroText}>Parcourez le catalogue de toutes nos boutiques et trouvez le produit qu’il vous faut.</p>
        )}
        <form ref={formRef} role="search" method="get" aria-label="Recherche dans le catalogue" className={searchForm} onSubmit={box.onSubmit} onBlur={box.onBlur}>
          <label htmlFor={`${baseId}-input`} className={srOnly}>
            Rechercher des produits
          </label>
          <SearchInput baseId={baseId} inputRef={inputRef} placeholder={SEARCH_PLACEHOLDER} box={box} className={searchInput} maxLength={200} />
          <Button type="submit" variant="inverse" className={searchButton}>
            Rechercher
          </Button>
          <SuggestionsPopup baseId={baseId} Options={Options} box={box} />
          <SearchAnnouncement box={box} />
        </form>
      </div>
    </section>
  );
}
