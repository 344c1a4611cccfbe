import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '#src/components/icons.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import { iconLink } from './app-header.css.ts';

export const MOBILE_NAV_ID = 'menu-mobile';

// The drawer (radix Dialog, focus trap, scroll lock) is secondary UI: its code
// loads when the shopper points at, focuses or presses the menu button.
const loadDrawer = () => import('./mobile-nav-drawer.tsx');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

function preload() {
  void loadDrawer().catch(() => undefined);
}

export interface MobileNavProps {
  isAuthenticated: boolean;
  onLogout: () => void;
  className?: string;
}

/** The drawer of small screens: the header's navigation, and 'Déconnexion' when signed in. */
export function MobileNav({ isAuthenticated, onLogout, className }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate and focus return.
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className ? `${iconLink} ${className}` : iconLink}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_NAV_ID : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
        <span className={srOnly}>Ouvrir le menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer isAuthenticated={isAuthenticated} onLogout={onLogout} open={open} setOpen={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
