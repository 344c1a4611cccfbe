import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { paths } from '#src/lib/paths.ts';
import { customerAtom, useAtomValue } from '#src/state/store.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { accountMenu, accountMenuButton, accountMenuItem, accountMenuList, accountMenuPanel, accountMenuWho, logoutItem } from './app-header.css.ts';
import { LogoutButton } from './logout-button.tsx';

export interface AccountMenuProps {
  onLogout: () => void;
  className?: string;
}

/**
 * Wide screens: beside the 'Mon compte' icon, a small disclosure with the
 * shopper's orders and 'Déconnexion' (small screens have them in the drawer).
 * Rendered open only: closed, nothing of it is in the page but its button.
 */
export function AccountMenu({ onLogout, className }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const customer = useAtomValue(customerAtom);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Tabbing out of the menu closes it.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div ref={rootRef} className={className ? `${accountMenu} ${className}` : accountMenu} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={accountMenuButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDownIcon size={16} />
        <span className={srOnly}>Menu du compte</span>
      </button>
      {open ? (
        <div id={panelId} className={accountMenuPanel}>
          {customer?.name ? <p className={accountMenuWho}>{customer.name}</p> : null}
          <ul className={accountMenuList}>
            <li>
              <Link to={paths.orders} className={accountMenuItem} onClick={() => setOpen(false)}>
                Mes commandes
              </Link>
            </li>
            <li>
              <LogoutButton className={logoutItem} close={() => setOpen(false)} onLogout={onLogout} />
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
