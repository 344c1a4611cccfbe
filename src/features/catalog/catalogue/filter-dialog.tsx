import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '#src/components/button.tsx';
import { CloseIcon } from '#src/components/icons.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import { FilterIcon } from './catalogue-icons.tsx';
import type { CatalogueSearch } from './catalogue-search.ts';
import type { CatalogueChange } from './catalogue-types.ts';
import { drawer, drawerBody, drawerFooter, drawerHeader, drawerTitle, filterBadge, filtersButton, overlay } from './catalogue.css.ts';
import { FilterPanel } from './filter-panel.tsx';

export interface FilterDialogProps {
  search: CatalogueSearch;
  onChange: CatalogueChange;
  /** How many filters are set, shown on the button. */
  activeCount: number;
}

/** Below 1024 px the filter panel slides out from a 'Filtres' button; changes apply at once. */
export function FilterDialog({ search, onChange, activeCount }: FilterDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className={filtersButton}>
          <FilterIcon size={18} />
          Filtres
          {activeCount > 0 ? (
            <span className={filterBadge}>
              {activeCount}
              <span className={srOnly}>{activeCount > 1 ? ' actifs' : ' actif'}</span>
            </span>
          ) : null}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={drawer} aria-describedby={undefined}>
          <div className={drawerHeader}>
            <Dialog.Title className={drawerTitle}>Filtres</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon">
                <CloseIcon size={20} />
                <span className={srOnly}>Fermer les filtres</span>
              </Button>
            </Dialog.Close>
          </div>
          <div className={drawerBody}>
            <FilterPanel search={search} onChange={onChange} />
          </div>
          <div className={drawerFooter}>
            <Dialog.Close asChild>
              <Button block>Voir les résultats</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
