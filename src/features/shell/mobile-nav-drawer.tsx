import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Dialog } from 'radix-ui';
import { type MouseEvent, type ReactNode, type RefObject } from 'react';
import { categoryQueries, type CategoryTreeNode } from '#src/api/categories.ts';
import { CartIcon, CloseIcon, HeartIcon, UserIcon } from '#src/components/icons.tsx';
import { DrawerFrame } from '#src/components/page-modal.tsx';
import { SearchForm } from '#src/components/search-form.tsx';
import { paths } from '#src/lib/paths.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { iconLink } from './app-header.css.ts';
import { CATEGORIES_LOAD_ERROR } from './categories-menu.tsx';
import { LogoutButton } from './logout-button.tsx';
import { MOBILE_NAV_ID } from './mobile-nav.tsx';
import {
  danger,
  drawer,
  drawerHeader,
  drawerTitle,
  errorText,
  link,
  list,
  muted,
  nested,
  nestedLink,
  overlay,
  section,
  summary,
} from './mobile-nav.css.ts';

function CategoryNode({ node }: { node: CategoryTreeNode }) {
  if (node.children.length === 0) {
    return (
      <li>
        <Link to={paths.category(node.id)} className={nestedLink}>
          {node.name}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <details>
        <summary className={nestedLink}>{node.name}</summary>
        <ul className={nested}>
          {node.children.map((child) => (
            <CategoryNode key={child.id} node={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function CategoryTree() {
  const { data, isPending, isError } = useQuery(categoryQueries.tree());
  if (isPending) return <p className={muted}>Chargement…</p>;
  if (isError && !data) return <p className={errorText}>{CATEGORIES_LOAD_ERROR}</p>;
  return (
    <ul className={nested}>
      <li>
        <Link to={paths.categories} className={nestedLink}>
          Toutes les catégories
        </Link>
      </li>
      {data?.map((node) => <CategoryNode key={node.id} node={node} />)}
    </ul>
  );
}

export interface MobileNavDrawerProps {
  isAuthenticated: boolean;
  onLogout: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened the drawer: focus goes back to it when it closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer of small screens (a page modal, components/page-modal.tsx:
 * focus kept inside, Escape closes, the page behind hidden and still).
 * mobile-nav.tsx loads it on first use.
 */
export function MobileNavDrawer({ isAuthenticated, onLogout, open, setOpen, triggerRef }: MobileNavDrawerProps) {
  // Any link followed inside the drawer closes it.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  return (
    <DrawerFrame id={MOBILE_NAV_ID} open={open} setOpen={setOpen} triggerRef={triggerRef} overlayClassName={overlay} className={drawer}>
      <DrawerHeader />
      <div className={section}>
        <SearchForm onSearched={() => setOpen(false)} />
      </div>
      <nav aria-label="Navigation principale" onClick={closeOnLink}>
        <MainLinks />
        <PersonalLinks />
        <AccountLinks isAuthenticated={isAuthenticated} onLogout={onLogout} close={() => setOpen(false)} />
      </nav>
    </DrawerFrame>
  );
}

function DrawerHeader() {
  return (
    <div className={drawerHeader}>
      <Dialog.Title className={drawerTitle}>Menu</Dialog.Title>
      <Dialog.Close className={iconLink}>
        <CloseIcon />
        <span className={srOnly}>Fermer le menu</span>
      </Dialog.Close>
    </div>
  );
}

/** One of the drawer's groups of links. */
function LinkGroup({ children }: { children: ReactNode }) {
  return (
    <div className={section}>
      <ul className={list}>{children}</ul>
    </div>
  );
}

/** The catalogue's pages: home, products, categories (a tree), stores. */
function MainLinks() {
  return (
    <LinkGroup>
      <li>
        <Link to="/" className={link} activeOptions={{ exact: true }}>
          Accueil
        </Link>
      </li>
      <li>
        <Link to={paths.products} className={link}>
          Produits
        </Link>
      </li>
      <li>
        <details>
          <summary className={summary}>Catégories</summary>
          <CategoryTree />
        </details>
      </li>
      <li>
        <Link to={paths.stores} className={link}>
          Boutiques
        </Link>
      </li>
    </LinkGroup>
  );
}

/** The shopper's lists: wishlist and cart. */
function PersonalLinks() {
  return (
    <LinkGroup>
      <li>
        <Link to={paths.wishlist} className={link}>
          <HeartIcon size={20} /> Wishlist
        </Link>
      </li>
      <li>
        <Link to={paths.cart} className={link}>
          <CartIcon size={20} /> Panier
        </Link>
      </li>
    </LinkGroup>
  );
}

interface AccountLinksProps {
  isAuthenticated: boolean;
  onLogout: () => void;
  /** Closes the drawer. */
  close: () => void;
}

/** The account and sign-out, or sign-in and sign-up. */
function AccountLinks({ isAuthenticated, onLogout, close }: AccountLinksProps) {
  // 'Connexion' brings the shopper back here afterwards (not from the sign-in screens themselves).
  const href = useRouterState({ select: (s) => s.location.href });
  const here = /^\/(login|signup)\b/.test(href) ? undefined : href;

  return (
    <LinkGroup>
      {isAuthenticated ? (
        <>
          <li>
            <Link to={paths.account} className={link}>
              <UserIcon size={20} /> Mon compte
            </Link>
          </li>
          <li>
            <LogoutButton className={danger} close={close} onLogout={onLogout} />
          </li>
        </>
      ) : (
        <>
          <li>
            <Link to={paths.login} search={{ redirect: here }} className={link}>
              Connexion
            </Link>
          </li>
          <li>
            <Link to={paths.signup} className={link}>
              S&apos;inscrire
            </Link>
          </li>
        </>
      )}
    </LinkGroup>
  );
}
