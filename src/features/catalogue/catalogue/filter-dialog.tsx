import { Button } from '#src/components/button.tsx';
import { onDemand, useOnDemandDialog } from '#src/ui-logic/on-demand.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { FilterIcon } from '../kit/catalogue-icons.tsx';
import type { CatalogueSearch } from './catalogue-search.ts';
import type { CatalogueChange } from './catalogue-types.ts';
import { filterBadge, filtersButton } from './filter-dialog.css.ts';

export const FILTER_DRAWER_ID = 'filtres-catalogue';

// The drawer (radix Dialog and the whole filter panel) is secondary UI: its
// code loads when the shopper points at, focuses or presses 'Filtres'.
const drawer = onDemand(() => import('./filter-drawer.tsx').then((m) => m.FilterDrawer), 'filter-drawer');

export interface FilterDialogProps {
  search: CatalogueSearch;
  onChange: CatalogueChange;
  /** How many filters are set, shown on the button. */
  activeCount: number;
  /** How many products the filters find, once known: the drawer's closing button says it. */
  resultCount?: number;
}

/** Below 1024 px the filter panel slides out from a 'Filtres' button; changes apply at once. */
export function FilterDialog({ search, onChange, activeCount, resultCount }: FilterDialogProps) {
  const { open, setOpen, triggerRef, Component: FilterDrawer, triggerProps } = useOnDemandDialog(drawer, FILTER_DRAWER_ID);
  return (
    <>
      <Button ref={triggerRef} variant="outline" className={filtersButton} {...triggerProps}>
        <FilterIcon size={18} />
        Filtres
        {activeCount > 0 ? (
          <span className={filterBadge}>
            {activeCount}
            <span className={srOnly}>{activeCount > 1 ? ' actifs' : ' actif'}</span>
          </span>
        ) : null}
      </Button>
      {FilterDrawer ? (
        <FilterDrawer search={search} onChange={onChange} open={open} setOpen={setOpen} triggerRef={triggerRef} resultCount={resultCount} />
      ) : null}
    </>
  );
}
