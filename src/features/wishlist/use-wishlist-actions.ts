/**
 * Wishlist actions with the toasts of spec section 8, through the outbox
 * (offline/outbox-app.ts). Guests are sent to /login and come back (decisions.md
 * section 3).
 */
import { MutationObserver, useMutation, useQueryClient, type MutationKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { submitChange } from '#src/ui-logic/change-toasts.ts';
import { wishlistMutationKeys } from '#src/api/wishlist.ts';
import type { OutboxChange, ProductSnapshot } from '#src/db/outbox-types.ts';
import type { SubmitResult } from '#src/offline/outbox-sync.ts';
import { paths } from '#src/lib/paths.ts';
import { useWishlistView } from '#src/offline/use-outbox.ts';
import { isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { wishlistHas } from '#src/offline/wishlist-overlay.ts';

export interface WishlistProduct {
  id: string;
  product: ProductSnapshot;
}

/** Runs the wishlist change of a mutation key (the app's mutation defaults hold what each does). */
type RunChange = (key: MutationKey, change: OutboxChange) => Promise<SubmitResult>;

/** Adding, removing and the guest's way to /login, on top of `run`. */
function useWishlistChanges(run: RunChange) {
  // Offline, a kept token without a profile counts as signed in (store.ts):
  // the shopper's wishlist changes queue under their name.
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  // The router itself, not useLocation(): a heart on every product card
  // must not render again at each navigation. The way back is read when
  // the guest taps.
  const router = useRouter();
  const { wishlist } = useWishlistView(isAuthenticated);

  const goToLogin = useCallback(() => {
    void router.navigate({ to: paths.login, search: { redirect: router.state.location.href } as never });
  }, [router]);

  const removeProduct = useCallback(
    async (productId: string, productName: string) => {
      await submitChange(
        () => run(wishlistMutationKeys.remove, { kind: 'wishlist.remove', productId, productName }),
        'Produit retiré de la liste de souhaits',
        'Erreur lors de la suppression de la liste de souhaits',
      );
    },
    [run],
  );

  /** Adds or removes; a guest goes to /login first. */
  const toggle = useCallback(
    async ({ id, product }: WishlistProduct) => {
      if (!isAuthenticated) {
        goToLogin();
        return;
      }
      if (wishlistHas(wishlist, id)) {
        await removeProduct(id, product.name);
        return;
      }
      await submitChange(
        () => run(wishlistMutationKeys.add, { kind: 'wishlist.add', productId: id, product }),
        'Produit ajouté à la liste de souhaits',
        "Erreur lors de l'ajout à la liste de souhaits",
      );
    },
    [isAuthenticated, goToLogin, wishlist, removeProduct, run],
  );

  const isInWishlist = useCallback((productId: string) => wishlistHas(wishlist, productId), [wishlist]);
  return { toggle, removeProduct, isInWishlist, isAuthenticated };
}

/**
 * The heart of a product card and the product page's button: the same
 * changes, each run by an observer made when the shopper taps. A card keeps
 * no mutation observers of its own (three per card, each subscribed, were
 * part of every catalogue page's hydration).
 */
export function useWishlistToggle() {
  const queryClient = useQueryClient();
  const run = useCallback<RunChange>(
    (key, change) => new MutationObserver<SubmitResult, Error, OutboxChange>(queryClient, { mutationKey: key }).mutate(change),
    [queryClient],
  );
  const { toggle, isInWishlist, isAuthenticated } = useWishlistChanges(run);
  return { toggle, isInWishlist, isAuthenticated };
}

/** The wishlist page's actions, with whether one of them is under way. */
export function useWishlistActions() {
  const add = useMutation<SubmitResult, Error, OutboxChange>({ mutationKey: wishlistMutationKeys.add });
  const remove = useMutation<SubmitResult, Error, OutboxChange>({ mutationKey: wishlistMutationKeys.remove });
  const clear = useMutation<SubmitResult, Error, OutboxChange>({ mutationKey: wishlistMutationKeys.clear });
  const { mutateAsync: addChange } = add;
  const { mutateAsync: removeChange } = remove;
  const run = useCallback<RunChange>(
    (key, change) => (key === wishlistMutationKeys.add ? addChange(change) : removeChange(change)),
    [addChange, removeChange],
  );
  const { toggle, removeProduct, isInWishlist, isAuthenticated } = useWishlistChanges(run);

  const clearWishlist = useCallback(async () => {
    await submitChange(() => clear.mutateAsync({ kind: 'wishlist.clear' }), 'Liste de souhaits vidée', 'Erreur lors du vidage de la liste de souhaits');
  }, [clear]);

  return useMemo(
    () => ({ toggle, removeProduct, clearWishlist, isInWishlist, isAuthenticated, isBusy: add.isPending || remove.isPending || clear.isPending }),
    [toggle, removeProduct, clearWishlist, isInWishlist, isAuthenticated, add.isPending, remove.isPending, clear.isPending],
  );
}
