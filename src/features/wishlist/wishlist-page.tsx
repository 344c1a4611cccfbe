/**
 * /wishlist (spec section 2 "Wishlist", decisions.md sections 3 and 4): the
 * signed-in customer's list as the server has it plus the changes still
 * waiting in the outbox; guests are invited to sign in. 'Ajouter au Panier'
 * comes from the cart feature through `renderAddToCart` (the route joins them).
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, buttonClass } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import { ShownPriceLine } from '#src/components/shown-price.tsx';
import { LoadingRegion } from '#src/components/skeleton.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { EmptyListBlock } from '#src/components/empty-list-block.tsx';
import { useOnlineStatus } from '#src/offline/online.ts';
import { paths } from '#src/lib/paths.ts';
import { useWishlistView } from '#src/offline/use-outbox.ts';
import { authLoadingAtom, isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import type { WishlistItemView } from '#src/offline/wishlist-overlay.ts';
import { useWishlistActions } from './use-wishlist-actions.ts';
import { WishlistClearDialog } from './wishlist-clear-dialog.tsx';
import { ClockIcon, TrashIcon } from './wishlist-icons.tsx';
import * as s from './wishlist-page.css.ts';
import {
  PENDING_LABEL,
  SIGN_IN,
  WISHLIST_EMPTY,
  WISHLIST_EMPTY_DESCRIPTION,
  WISHLIST_LOAD_ERROR,
  WISHLIST_SIGN_IN_DESCRIPTION,
  WISHLIST_SIGN_IN_TITLE,
  WISHLIST_TITLE,
  wishlistCountText,
  wishlistLineProduct,
  wishlistShownPrice,
  type WishlistLineProduct,
} from './wishlist-rules.ts';
import { WishlistGridSkeleton } from './wishlist-skeleton.tsx';

export interface WishlistPageProps {
  /** 'Ajouter au Panier' for one line (quantity 1), given by the route. */
  renderAddToCart?: (product: WishlistLineProduct) => ReactNode;
}

export function WishlistPage({ renderAddToCart }: WishlistPageProps) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const authLoading = useAtomValue(authLoadingAtom);
  const { wishlist } = useWishlistView(isAuthenticated);
  const actions = useWishlistActions();
  const n = wishlist.items.length;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useFocusAfterRemoval(n, titleRef, listRef, removedAt);
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.header}>
        <div className={s.headerText}>
          <h1 ref={titleRef} tabIndex={-1} className={s.title}>
            {WISHLIST_TITLE}
          </h1>
          {isAuthenticated && n > 0 ? <p className={s.count}>{wishlistCountText(n)}</p> : null}
        </div>
        {isAuthenticated && n > 0 ? <WishlistClearDialog busy={actions.isBusy} onConfirm={() => void actions.clearWishlist()} /> : null}
      </div>
      {authLoading ? (
        <LoadingRegion label="Chargement de la liste de souhaits">
          <WishlistGridSkeleton />
        </LoadingRegion>
      ) : isAuthenticated ? (
        <WishlistContent
          listRef={listRef}
          renderAddToCart={renderAddToCart}
          onRemove={(item, index) => {
            removedAt.current = index;
            void actions.removeProduct(item.product_id, item.product_name);
          }}
        />
      ) : (
        <StatusBlock kind="empty" title={WISHLIST_SIGN_IN_TITLE} description={WISHLIST_SIGN_IN_DESCRIPTION}>
          <Link to={paths.login} search={{ redirect: paths.wishlist } as never} className={buttonClass()}>
            {SIGN_IN}
          </Link>
        </StatusBlock>
      )}
    </div>
  );
}

/**
 * A removed line (or a cleared list) takes the focused button with it: focus
 * moves to the line that took its place, else to the page title, never to
 * the top of the document.
 */
function useFocusAfterRemoval(
  count: number,
  titleRef: RefObject<HTMLHeadingElement | null>,
  listRef: RefObject<HTMLUListElement | null>,
  removedAt: RefObject<number | null>,
) {
  const previous = useRef(count);
  useEffect(() => {
    const shrank = count < previous.current;
    previous.current = count;
    if (!shrank) return;
    const index = removedAt.current;
    removedAt.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('h3 a');
    const next = links && index !== null && links.length > 0 ? links[Math.min(index, links.length - 1)] : undefined;
    (next ?? titleRef.current)?.focus();
  }, [count, titleRef, listRef, removedAt]);
}

interface WishlistContentProps extends WishlistPageProps {
  listRef: RefObject<HTMLUListElement | null>;
  onRemove: (item: WishlistItemView, index: number) => void;
}

function WishlistContent({ renderAddToCart, onRemove, listRef }: WishlistContentProps) {
  const { wishlist, isLoading, error, refetch } = useWishlistView(true);
  const online = useOnlineStatus();

  // Never loaded and no network: the query waits for it; say so instead of a skeleton forever.
  if (isLoading && !online) return <QueryErrorBlock error={null} title={WISHLIST_LOAD_ERROR} onRetry={refetch} />;
  if (isLoading) {
    return (
      <LoadingRegion label="Chargement de la liste de souhaits">
        <WishlistGridSkeleton />
      </LoadingRegion>
    );
  }
  if (error && wishlist.items.length === 0) return <QueryErrorBlock error={error} title={WISHLIST_LOAD_ERROR} onRetry={refetch} />;
  if (wishlist.items.length === 0) {
    return <EmptyListBlock title={WISHLIST_EMPTY} description={WISHLIST_EMPTY_DESCRIPTION} />;
  }
  return (
    <section aria-labelledby="wishlist-items-title">
      <h2 id="wishlist-items-title" className={srOnly}>
        Produits de la liste
      </h2>
      <ul ref={listRef} className={s.grid} role="list">
        {wishlist.items.map((item, index) => (
          <li key={item.product_id} className={s.item}>
            <WishlistCard item={item} addToCart={renderAddToCart?.(wishlistLineProduct(item))} onRemove={() => onRemove(item, index)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface WishlistCardProps {
  item: WishlistItemView;
  addToCart: ReactNode;
  onRemove: () => void;
}

/** One line: image, name (links to the product), the price shown on its card in DZD, 'Ajouter au Panier' and 'Retirer'. */
function WishlistCard({ item, addToCart, onRemove }: WishlistCardProps) {
  const name = item.product_name;
  return (
    <article className={item.pending ? `${s.card} ${s.cardPending}` : s.card} data-testid="wishlist-item">
      {/* The image repeats the name link: out of the tab order and hidden from screen readers. */}
      <Link to={paths.product(item.product_id)} className={s.imageLink} tabIndex={-1} aria-hidden="true">
        <AppImage path={item.product_image} kind="product" alt="" className={s.image} width={320} height={320} />
      </Link>
      <div className={s.body}>
        <h3 className={s.name}>
          <Link to={paths.product(item.product_id)} className={s.nameLink}>
            {name}
          </Link>
        </h3>
        <ShownPriceLine shown={wishlistShownPrice(item)} amountClassName={s.price} />
        {item.pending ? (
          <span className={s.pendingMarker}>
            <ClockIcon />
            {PENDING_LABEL}
          </span>
        ) : null}
        <div className={s.actions}>
          {addToCart}
          <Button variant="ghost" size="sm" className={s.removeButton} onClick={onRemove}>
            <TrashIcon />
            Retirer<span className={srOnly}> {name} de la liste de souhaits</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
