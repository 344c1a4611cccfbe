import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { SearchIcon } from '#src/components/icons.tsx';
import { SearchForm } from '#src/components/search-form.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import { headerSearchForm, searchRow, searchToggle } from './app-header.css.ts';

export const HEADER_SEARCH_ID = 'recherche-entete';

export interface HeaderSearchToggleProps {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Up to wide screens: the search icon of the header, which opens the search row under it. */
export function HeaderSearchToggle({ open, onToggle, buttonRef }: HeaderSearchToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={searchToggle}
      aria-expanded={open}
      aria-controls={HEADER_SEARCH_ID}
      data-state={open ? 'open' : 'closed'}
      onClick={onToggle}
    >
      <SearchIcon />
      <span className={srOnly}>Rechercher un produit</span>
    </button>
  );
}

export interface HeaderSearchRowProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The header's search on phones and tablets: a full-width field under the
 * bar, focused when it opens; Escape or a search closes it. Always in the
 * page (hidden while closed) so the toggle's aria-controls points at it.
 */
export function HeaderSearchRow({ open, onClose }: HeaderSearchRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) rowRef.current?.querySelector('input')?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div ref={rowRef} id={HEADER_SEARCH_ID} className={searchRow} hidden={!open} onKeyDown={onKeyDown}>
      {open ? <SearchForm className={headerSearchForm} onSearched={onClose} /> : null}
    </div>
  );
}
