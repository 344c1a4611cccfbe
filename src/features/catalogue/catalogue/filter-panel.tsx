import { useRef, useState } from 'react';
import { Button } from '#src/components/button.tsx';
import { afterNextPaint } from '#src/lib/yield-to-browser.ts';
import { CategoryFilter } from './category-filter.tsx';
import { hasActiveFilters, resetFilters, toggleCategory, type CatalogueSearch } from './catalogue-search.ts';
import type { CatalogueChange } from './catalogue-types.ts';
import { resetButton } from './filter-panel.css.ts';
import { PriceFilter } from './price-filter.tsx';
import { RatingFilter } from './rating-filter.tsx';

export interface FilterPanelProps {
  search: CatalogueSearch;
  onChange: CatalogueChange;
}

/**
 * A tick, a rating, a price or a reset shows in the panel at once; the
 * change of URL it makes (which renders the whole catalogue again) follows
 * in the task after that frame. The panel shows the URL's state again once
 * the URL has it.
 */
function useShownAtOnce(search: CatalogueSearch, onChange: CatalogueChange): [CatalogueSearch, (patch: Partial<CatalogueSearch>) => void] {
  const [pending, setPending] = useState<{ id: number; patch: Partial<CatalogueSearch> } | null>(null);
  const changes = useRef(0);
  const shown = pending ? { ...search, ...pending.patch } : search;
  const change = (patch: Partial<CatalogueSearch>) => {
    const id = ++changes.current;
    setPending((before) => ({ id, patch: { ...before?.patch, ...patch } }));
    afterNextPaint(() => {
      void Promise.resolve(onChange(patch)).finally(() => setPending((now) => (now?.id === id ? null : now)));
    });
  };
  return [shown, change];
}

/** Categories, price range, rating and 'Réinitialiser'; every change goes back to page 1. */
export function FilterPanel({ search: current, onChange: navigate }: FilterPanelProps) {
  const [search, onChange] = useShownAtOnce(current, navigate);
  return (
    <div>
      <CategoryFilter selected={search.categories} onToggle={(id, checked) => onChange(toggleCategory(search, id, checked))} />
      <PriceFilter
        value={{ min_price: search.min_price, max_price: search.max_price }}
        onCommit={(bounds) => onChange({ ...bounds, page: 1 })}
      />
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
