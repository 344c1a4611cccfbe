import { useRef, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import { navLink } from './app-header.css.ts';

export const CATEGORIES_LOAD_ERROR = 'Erreur lors du chargement des catégories.';

// The menu (radix DropdownMenu, floating-ui) is secondary UI: its code loads
// when the shopper points at, focuses or opens 'Catégories', not with the page.
const dropdown = onDemand(() => import('./categories-menu-dropdown.tsx').then((m) => m.CategoriesDropdown), 'categories-menu-dropdown');
const preload = () => void dropdown.preload();

/**
 * Header 'Catégories': the tree as an accessible menu; leaves link to
 * /categories/{id}. Until first opened it is a plain button that looks and
 * reads the same (a collapsed menu button).
 */
export function CategoriesMenu() {
  const { Component: CategoriesDropdown, request } = dropdown.useComponent();
  // Open when it replaces the plain button the shopper just pressed; closed when already loaded at mount.
  const pressed = useRef(false);
  const open = () => {
    pressed.current = true;
    void request();
  };
  if (CategoriesDropdown) return <CategoriesDropdown defaultOpen={pressed.current} />;
  return (
    <Trigger
      onOpen={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
    />
  );
}

function Trigger({ onOpen, onKeyDown }: { onOpen?: () => void; onKeyDown?: (event: KeyboardEvent) => void }) {
  return (
    <button
      type="button"
      className={navLink}
      aria-haspopup="menu"
      aria-expanded={false}
      {...dropdown.trigger}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      Catégories
      <ChevronDownIcon size={16} />
    </button>
  );
}
