/**
 * The shopper's cart actions with the toasts of spec section 8. Every change
 * is a mutation whose key is registered with the outbox (offline/outbox-app.ts):
 * recorded, shown at once, sent in order; a refusal rolls it back.
 */
import { MutationObserver, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { paths } from '#src/lib/paths.ts';
import { QUEUED_NOTE, submitChange, toastChange } from '#src/ui-logic/change-toasts.ts';
import { toast } from '#src/ui-logic/toast.ts';
import { cartMutationKeys } from '#src/api/cart.ts';
import type { OutboxChange, ProductSnapshot } from '#src/db/outbox-types.ts';
import type { SubmitResult } from '#src/offline/outbox-sync.ts';
import type { CartLineView } from '#src/offline/cart-overlay.ts';

type Key = readonly unknown[];

function useChange(mutationKey: Key) {
  return useMutation<SubmitResult, Error, OutboxChange>({ mutationKey });
}

export interface AddToCartInput {
  productId: string;
  storeId: string | null;
  quantity: number;
  product: ProductSnapshot;
}

type RunChange = (change: OutboxChange) => Promise<SubmitResult>;

export const VIEW_CART_LABEL = 'Voir le panier';

/**
 * Adds to the cart through `run`, with the spec's toasts; a refusal is thrown
 * again for the caller. The success toast offers the way on, 'Voir le panier'
 * (issue 45, point 6), through `viewCart`.
 */
function addToCartThrough(run: RunChange, viewCart: () => void) {
  return async (input: AddToCartInput) => {
    try {
      const result = await run({ kind: 'cart.add', ...input });
      toast.success('Produit ajouté au panier', {
        description: result.status === 'queued' ? QUEUED_NOTE : input.product.name,
        action: { label: VIEW_CART_LABEL, onClick: viewCart },
      });
      return result;
    } catch (error) {
      toast.error('Erreur', { description: (error as Error).message || "Erreur lors de l'ajout au panier" });
      throw error;
    }
  };
}

/**
 * The add of a product card or page: the same change as useCartActions'
 * addToCart, run by an observer made when the shopper taps. A card keeps no
 * mutation observers of its own (the six of useCartActions, each
 * subscribed, were part of every catalogue page's hydration).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const viewCart = useViewCart();
  return useMemo(
    () =>
      addToCartThrough(
        (change) => new MutationObserver<SubmitResult, Error, OutboxChange>(queryClient, { mutationKey: cartMutationKeys.addItem }).mutate(change),
        viewCart,
      ),
    [queryClient, viewCart],
  );
}

function useViewCart() {
  const router = useRouter();
  return useCallback(() => void router.navigate({ to: paths.cart }), [router]);
}

export function useCartActions() {
  const add = useChange(cartMutationKeys.addItem);
  const update = useChange(cartMutationKeys.updateItem);
  const remove = useChange(cartMutationKeys.removeItem);
  const clear = useChange(cartMutationKeys.clear);
  const applyDiscount = useChange(cartMutationKeys.applyDiscount);
  const removeDiscount = useChange(cartMutationKeys.removeDiscount);

  const { mutateAsync: runAdd } = add;
  const viewCart = useViewCart();
  const addToCart = useMemo(() => addToCartThrough(runAdd, viewCart), [runAdd, viewCart]);

  /** A quantity of 0 or less removes the line (spec section 5). */
  const setQuantity = useCallback(
    async (line: CartLineView, quantity: number) => {
      const change: OutboxChange =
        quantity <= 0
          ? { kind: 'cart.remove', productId: line.product_id, storeId: line.store_id, productName: line.product_name }
          : {
              kind: 'cart.update',
              productId: line.product_id,
              storeId: line.store_id,
              quantity,
              // The shopper changed what they saw by this much (db/outbox-types.ts).
              delta: quantity - line.quantity,
              productName: line.product_name,
            };
      const mutation = quantity <= 0 ? remove : update;
      await submitChange(
        () => mutation.mutateAsync(change),
        quantity <= 0 ? 'Produit retiré du panier' : 'Panier mis à jour',
        quantity <= 0 ? 'Erreur lors de la suppression du panier' : 'Erreur lors de la mise à jour du panier',
      );
    },
    [remove, update],
  );

  const removeLine = useCallback((line: CartLineView) => setQuantity(line, 0), [setQuantity]);

  const clearCart = useCallback(async () => {
    await submitChange(() => clear.mutateAsync({ kind: 'cart.clear' }), 'Panier vidé', 'Erreur lors du vidage du panier');
  }, [clear]);

  /** `onError` receives the refusal's message, for a form to show beside the field. */
  const applyCode = useCallback(
    async (code: string, options?: { onError?: (message: string) => void }) => {
      try {
        toastChange('Code promo appliqué', await applyDiscount.mutateAsync({ kind: 'cart.apply-discount', code: code.trim() }), code.trim().toUpperCase());
        return true;
      } catch (error) {
        toast.error('Code promo refusé', { description: (error as Error).message });
        options?.onError?.((error as Error).message);
        return false;
      }
    },
    [applyDiscount],
  );

  const removeCode = useCallback(async () => {
    await submitChange(() => removeDiscount.mutateAsync({ kind: 'cart.remove-discount' }), 'Code promo retiré', 'Erreur lors de la mise à jour du panier');
  }, [removeDiscount]);

  return useMemo(
    () => ({
      addToCart,
      setQuantity,
      removeLine,
      clearCart,
      applyCode,
      removeCode,
      /** An add is running: the cart's decrement buttons wait (spec section 2). */
      isAdding: add.isPending,
      isUpdating: update.isPending || remove.isPending,
      isClearing: clear.isPending,
      isApplyingCode: applyDiscount.isPending || removeDiscount.isPending,
    }),
    [addToCart, setQuantity, removeLine, clearCart, applyCode, removeCode, add.isPending, update.isPending, remove.isPending, clear.isPending, applyDiscount.isPending, removeDiscount.isPending],
  );
}
