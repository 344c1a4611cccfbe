import { useRef, useState } from 'react';
import { MenuIcon } from '#src/components/icons.tsx';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { iconLink } from './app-header.css.ts';

export const MOBILE_NAV_ID = 'menu-mobile';

// The drawer (radix Dialog, focus trap, scroll lock) is secondary UI: its code
// loads when the shopper points at, focuses or presses the menu button.
const drawer = onDemand(() => import('./mobile-nav-drawer.tsx').then((m) => m.MobileNavDrawer), 'mobile-nav-drawer');
const preload = () => void drawer.preload();

export interface MobileNavProps {
  isAuthenticated: boolean;
  onLogout: () => void;
  className?: string;
}

/** The drawer of small screens: the header's navigation, and 'Déconnexion' when signed in. */
export function MobileNav({ isAuthenticated, onLogout, className }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate and focus return.
  const { Component: MobileNavDrawer, request } = drawer.useComponent();
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
        {...drawer.trigger}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          // Opens once its code is there (at once after the first time); offline without it, nothing happens.
          void request().then((ready) => ready && setOpen(true));
        }}
      >
        <MenuIcon />
        <span className={srOnly}>Ouvrir le menu</span>
      </button>
      {MobileNavDrawer ? (
        <MobileNavDrawer isAuthenticated={isAuthenticated} onLogout={onLogout} open={open} setOpen={setOpen} triggerRef={triggerRef} />
      ) : null}
    </>
  );
}
