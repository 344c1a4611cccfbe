import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '#src/api/categories.ts';
import { CloseIcon } from '#src/components/icons.tsx';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { hasActiveFilters, resetFilters, type CatalogueSearch } from './catalogue-search.ts';
import type { CatalogueChange } from './catalogue-types.ts';
import { chip, chipItem, chipText, chips, clearAll } from './active-filters.css.ts';
import { activeFilters } from './filter-labels.ts';

export const CLEAR_ALL_FILTERS = 'Tout effacer';

export interface ActiveFiltersProps {
  search: CatalogueSearch;
  onChange: CatalogueChange;
}

/**
 * The filters in use above the results, each a chip that removes it, and
 * 'Tout effacer' (what 'Réinitialiser' does) when there are several.
 */
export function ActiveFilters({ search, onChange }: ActiveFiltersProps) {
  const active = hasActiveFilters(search);
  // Category names come from the tree the filters list (cached); only asked for when a category is ticked.
  const { data: tree } = useQuery({ ...categoryQueries.tree(), enabled: search.categories.length > 0 });
  // The server has no tree: the hydration renders what it rendered, names follow.
  const hydrated = useHydrated();
  if (!active) return null;
  const filters = activeFilters(search, hydrated ? tree : undefined);
  return (
    <ul className={chips} aria-label="Filtres actifs">
      {filters.map((filter) => (
        <li key={filter.key} className={chipItem}>
          <button type="button" className={chip} aria-label={`Retirer le filtre ${filter.label}`} onClick={() => void onChange(filter.remove)}>
            <span className={chipText}>{filter.label}</span>
            <CloseIcon size={16} aria-hidden="true" />
          </button>
        </li>
      ))}
      {filters.length > 1 ? (
        <li>
          <button type="button" className={clearAll} onClick={() => void onChange(resetFilters())}>
            {CLEAR_ALL_FILTERS}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
