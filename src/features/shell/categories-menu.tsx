import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { navLink } from './app-header.css.ts';

export const CATEGORIES_LOAD_ERROR = 'Erreur lors du chargement des catégories.';

// The menu (radix DropdownMenu, floating-ui) is secondary UI: its code loads
// when the shopper points at, focuses or opens 'Catégories', not with the page.
const loadDropdown = () => import('./categories-menu-dropdown.tsx');
const CategoriesDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.CategoriesDropdown })));

function preload() {
  void loadDropdown().catch(() => undefined);
}

/**
 * Header 'Catégories': the tree as an accessible menu; leaves link to
 * /categories/{id}. Until first opened it is a plain button that looks and
 * reads the same (a collapsed menu button).
 */
export function CategoriesMenu() {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return (
      <Suspense fallback={<Trigger />}>
        <CategoriesDropdown />
      </Suspense>
    );
  }
  return (
    <Trigger
      onOpen={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setWanted(true);
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
