import { useEffect, useState } from 'react';
import { Button } from '#src/components/button.tsx';
import { HeartIcon } from '#src/components/icons.tsx';
import { authLoadingAtom, useAtomValue } from '#src/state/store.ts';
import { useWishlistToggle } from './use-wishlist-actions.ts';
import {
  ADD_TO_WISHLIST,
  ADD_TO_WISHLIST_PAGE,
  REMOVE_FROM_WISHLIST,
  REMOVE_FROM_WISHLIST_PAGE,
  wishlistSnapshot,
  type WishlistTarget,
} from './wishlist-rules.ts';
import * as s from './wishlist-toggle.css.ts';

export interface WishlistToggleProps {
  product: WishlistTarget;
  /** 'icon': the card heart; 'button': the product page's 'Ajouter à la Wishlist'. */
  variant?: 'icon' | 'button';
}

/**
 * Adds the product to the wishlist or removes it (spec section 4). A guest
 * goes to /login and comes back (the action hook does it); a signed-in
 * shopper's change goes through the outbox, with the spec's toasts.
 */
export function WishlistToggle({ product, variant = 'icon' }: WishlistToggleProps) {
  const { toggle, isInWishlist, isAuthenticated } = useWishlistToggle();
  const authLoading = useAtomValue(authLoadingAtom);
  const [busy, setBusy] = useState(false);
  // A tap while the start-up check runs (a stored session may still sign the
  // shopper in) is kept and done once it has ended: never dropped, never a
  // guest's trip to /login for a shopper who is signed in.
  const [held, setHeld] = useState(false);
  const inList = isAuthenticated && isInWishlist(product.id);
  const waiting = busy || held;

  async function run() {
    setBusy(true);
    try {
      await toggle({ id: product.id, product: wishlistSnapshot(product) });
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!held || authLoading) return;
    setHeld(false);
    // This render's `run`: the one that knows how the check ended.
    void run();
  }, [held, authLoading]);

  function onClick() {
    if (waiting) return;
    if (authLoading) setHeld(true);
    else void run();
  }

  if (variant === 'button') {
    return (
      <Button
        variant="outline"
        size="lg"
        className={`${s.pageButton} ${waiting ? s.busy : ''}`}
        aria-busy={waiting || undefined}
        onClick={onClick}
      >
        <HeartIcon size={20} fill={inList ? 'currentColor' : 'none'} className={inList ? s.inList : undefined} />
        {inList ? REMOVE_FROM_WISHLIST_PAGE : ADD_TO_WISHLIST_PAGE}
      </Button>
    );
  }

  return (
    <Button
      variant="outline"
      size="sm"
      className={`${s.heart} ${waiting ? s.busy : ''}`}
      aria-pressed={inList}
      aria-label={inList ? REMOVE_FROM_WISHLIST : ADD_TO_WISHLIST}
      aria-busy={waiting || undefined}
      onClick={onClick}
    >
      <HeartIcon size={18} fill={inList ? 'currentColor' : 'none'} />
    </Button>
  );
}
