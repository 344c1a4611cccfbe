/**
 * /cart (spec sections 2, 4, 5, 8; decisions.md sections 3 and 4): the cart
 * on screen is the server's plus the changes still waiting in the outbox;
 * every change goes through useCartActions (toasts, offline queue).
 */
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { Button, buttonClass } from '#src/components/button.tsx';
import { LoadingRegion } from '#src/components/skeleton.tsx';
import { QueryErrorBlock } from '#src/components/status-block.tsx';
import { EmptyListBlock } from '#src/components/empty-list-block.tsx';
import { useOnlineStatus } from '#src/offline/online.ts';
import { paths } from '#src/lib/paths.ts';
import { useCartView, type CartViewState } from '#src/offline/use-outbox.ts';
import { isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { CartClearDialog } from './cart-clear-dialog.tsx';
import { CartItem } from './cart-item.tsx';
import { CartContentSkeleton } from './cart-skeleton.tsx';
import { CartSummary } from './cart-summary.tsx';
import { count, header, items, itemsColumn, layout, listActions, page, staleNotice, title } from './cart-page.css.ts';
import { useCartActions } from './use-cart-actions.ts';

export const CART_LOAD_ERROR = 'Erreur lors du chargement du panier';

export function CartPage() {
  const view = useCartView();
  const n = view.cart.total_items;
  return (
    <div className={`${container} ${page}`}>
      <div className={header}>
        <h1 className={title}>Mon Panier</h1>
        {n > 0 ? (
          <p className={count}>
            {n} article{n > 1 ? 's' : ''}
          </p>
        ) : null}
      </div>
      <CartContent view={view} />
    </div>
  );
}

function CartContent({ view }: { view: CartViewState }) {
  const { cart, isLoading, error, refetch } = view;
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const online = useOnlineStatus();
  const actions = useCartActions();
  const itemsHeading = useRef<HTMLHeadingElement>(null);

  // Never loaded and no network: the query waits for it; say so instead of a skeleton forever.
  if (isLoading && !online) return <QueryErrorBlock error={null} title={CART_LOAD_ERROR} onRetry={refetch} />;
  if (isLoading) {
    return (
      <LoadingRegion label="Chargement du panier">
        <CartContentSkeleton />
      </LoadingRegion>
    );
  }
  if (error && cart.items.length === 0) return <QueryErrorBlock error={error} title={CART_LOAD_ERROR} onRetry={refetch} />;
  if (cart.items.length === 0) {
    return <EmptyListBlock title="Votre panier est vide" description="Découvrez nos produits et ajoutez vos coups de cœur à votre panier." />;
  }

  return (
    <div className={layout}>
      {error ? (
        // The last cart known is shown; say it may be out of date.
        <div className={staleNotice} role="status">
          <p>Le panier n&apos;a pas pu être actualisé : il peut ne pas être à jour.</p>
          <Button variant="outline" size="sm" onClick={refetch}>
            Réessayer
          </Button>
        </div>
      ) : null}
      <section className={itemsColumn} aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" ref={itemsHeading} tabIndex={-1} className={srOnly}>
          Articles du panier
        </h2>
        <ul className={items}>
          {cart.items.map((line) => (
            <CartItem
              key={line.id}
              line={line}
              isAdding={actions.isAdding}
              onQuantityChange={(l, q) => void actions.setQuantity(l, q)}
              onRemove={(l) => {
                // The line's button goes with it: keep the keyboard in the list.
                itemsHeading.current?.focus();
                void actions.removeLine(l);
              }}
            />
          ))}
        </ul>
        <div className={listActions}>
          <Link to={paths.products} className={buttonClass({ variant: 'outline' })}>
            Continuer mes achats
          </Link>
          <CartClearDialog busy={actions.isClearing} onConfirm={() => void actions.clearCart()} />
        </div>
      </section>
      <CartSummary
        cart={cart}
        isAuthenticated={isAuthenticated}
        discount={{ busy: actions.isApplyingCode, onApply: actions.applyCode, onRemove: () => void actions.removeCode() }}
      />
    </div>
  );
}
