import { MenuIcon } from '#src/components/icons.tsx';
import { onDemand, useOnDemandDialog } from '#src/ui-logic/on-demand.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { iconLink } from './app-header.css.ts';

export const MOBILE_NAV_ID = 'menu-mobile';

// The drawer (radix Dialog, focus trap, scroll lock) is secondary UI: its code
// loads when the shopper points at, focuses or presses the menu button.
const drawer = onDemand(() => import('./mobile-nav-drawer.tsx').then((m) => m.MobileNavDrawer), 'mobile-nav-drawer');

export interface MobileNavProps {
  isAuthenticated: boolean;
  onLogout: () => void;
  className?: string;
}

/** The drawer of small screens: the header's navigation, and 'Déconnexion' when signed in. */
export function MobileNav({ isAuthenticated, onLogout, className }: MobileNavProps) {
  const { open, setOpen, triggerRef, Component: MobileNavDrawer, triggerProps } = useOnDemandDialog(drawer, MOBILE_NAV_ID);
  return (
    <>
      <button ref={triggerRef} type="button" className={className ? `${iconLink} ${className}` : iconLink} {...triggerProps}>
        <MenuIcon />
        <span className={srOnly}>Ouvrir le menu</span>
      </button>
      {MobileNavDrawer ? (
        <MobileNavDrawer isAuthenticated={isAuthenticated} onLogout={onLogout} open={open} setOpen={setOpen} triggerRef={triggerRef} />
      ) : null}
    </>
  );
}
