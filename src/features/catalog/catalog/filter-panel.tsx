import { Button } from '#src/components/button.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { hasActiveFilters, priceParamsOf, priceRangeOf, resetFilters, toggleCategory, type CatalogSearch } from './catalog-search.ts';
import type { CatalogChange } from './catalog-types.ts';
import { resetButton } from './filter-panel.css.ts';
import { PriceFilter } from './price-filter.tsx';
import { RatingFilter } from './rating-filter.tsx';

export interface FilterPanelProps {
  search: CatalogSearch;
  onChange: CatalogChange;
}

/** Categories, price range, rating and 'Réinitialiser'; every change goes back to page 1. */
export function FilterPanel({ search, onChange }: FilterPanelProps) {
  return (
    <div>
      <CategoryFilter selected={search.categories} onToggle={(id, checked) => onChange(toggleCategory(search, id, checked))} />
      <PriceFilter value={priceRangeOf(search)} onCommit={(range) => onChange({ ...priceParamsOf(range), page: 1 })} />
      <RatingFilter value={search.min_rating} onChange={(minRating) => onChange({ min_rating: minRating, page: 1 })} />
      <Button
        variant="outline"
        block
        className={resetButton}
        onClick={() => onChange(resetFilters())}
        disabled={!hasActiveFilters(search)}
      >
        Réinitialiser
      </Button>
    </div>
  );
}
