/**
 * Wishlist actions with the toasts of spec section 8, through the outbox
 * (offline/outbox-app.ts). Guests are sent to /login and come back (decisions.md
 * section 3).
 */
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { toast } from '#src/components/toast.ts';
import { wishlistMutationKeys } from '#src/api/wishlist.ts';
import type { OutboxChange, ProductSnapshot } from '#src/db/outbox-types.ts';
import type { SubmitResult } from '#src/offline/outbox-sync.ts';
import { paths } from '#src/lib/paths.ts';
import { useWishlistView } from '#src/offline/use-outbox.ts';
import { isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { wishlistHas } from '#src/offline/wishlist-overlay.ts';

const QUEUED_NOTE = 'Hors ligne : la modification sera envoyée au retour de la connexion.';

function done(title: string, result: SubmitResult) {
  toast.success(title, { description: result.status === 'queued' ? QUEUED_NOTE : undefined });
}

export interface WishlistProduct {
  id: string;
  product: ProductSnapshot;
}

export function useWishlistActions() {
  // Offline, a kept token without a profile counts as signed in (store.ts):
  // the shopper's wishlist changes queue under their name.
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const { wishlist } = useWishlistView(isAuthenticated);
  const add = useMutation<SubmitResult, Error, OutboxChange>({ mutationKey: wishlistMutationKeys.add });
  const remove = useMutation<SubmitResult, Error, OutboxChange>({ mutationKey: wishlistMutationKeys.remove });
  const clear = useMutation<SubmitResult, Error, OutboxChange>({ mutationKey: wishlistMutationKeys.clear });

  const goToLogin = useCallback(() => {
    void navigate({ to: paths.login, search: { redirect: location.href } as never });
  }, [navigate, location.href]);

  const removeProduct = useCallback(
    async (productId: string, productName: string) => {
      try {
        done('Produit retiré de la liste de souhaits', await remove.mutateAsync({ kind: 'wishlist.remove', productId, productName }));
      } catch (error) {
        toast.error('Erreur lors de la suppression de la liste de souhaits', { description: (error as Error).message });
      }
    },
    [remove],
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
      try {
        done('Produit ajouté à la liste de souhaits', await add.mutateAsync({ kind: 'wishlist.add', productId: id, product }));
      } catch (error) {
        toast.error("Erreur lors de l'ajout à la liste de souhaits", { description: (error as Error).message });
      }
    },
    [isAuthenticated, goToLogin, wishlist, removeProduct, add],
  );

  const clearWishlist = useCallback(async () => {
    try {
      done('Liste de souhaits vidée', await clear.mutateAsync({ kind: 'wishlist.clear' }));
    } catch (error) {
      toast.error('Erreur lors du vidage de la liste de souhaits', { description: (error as Error).message });
    }
  }, [clear]);

  const isInWishlist = useCallback((productId: string) => wishlistHas(wishlist, productId), [wishlist]);

  return useMemo(
    () => ({ toggle, removeProduct, clearWishlist, isInWishlist, isAuthenticated, isBusy: add.isPending || remove.isPending || clear.isPending }),
    [toggle, removeProduct, clearWishlist, isInWishlist, isAuthenticated, add.isPending, remove.isPending, clear.isPending],
  );
}
