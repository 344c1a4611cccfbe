import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '#src/components/button.tsx';
import { CloseIcon } from '#src/components/icons.tsx';
import { DrawerFrame } from '#src/components/page-modal.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import type { CatalogueSearch } from './catalogue-search.ts';
import type { CatalogueChange } from './catalogue-types.ts';
import { drawer, drawerBody, drawerFooter, drawerHeader, drawerTitle, overlay } from './filter-drawer.css.ts';
import { FILTER_DRAWER_ID } from './filter-dialog.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { seeResultsLabel } from './filter-labels.ts';

export interface FilterDrawerProps {
  search: CatalogueSearch;
  onChange: CatalogueChange;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The 'Filtres' button: focus goes back to it when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** How many products the filters find (undefined while they are being counted). */
  resultCount?: number;
}


/**
 * The filter drawer of small screens (a page modal, components/page-modal.tsx:
 * focus kept inside, Escape closes); filter-dialog.tsx loads it on first
 * use. Changes apply at once.
 */
export function FilterDrawer({ search, onChange, open, setOpen, triggerRef, resultCount }: FilterDrawerProps) {
  return (
    <DrawerFrame id={FILTER_DRAWER_ID} open={open} setOpen={setOpen} triggerRef={triggerRef} overlayClassName={overlay} className={drawer}>
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
          <Button block>
            {seeResultsLabel(resultCount)}
          </Button>
        </Dialog.Close>
      </div>
    </DrawerFrame>
  );
}
