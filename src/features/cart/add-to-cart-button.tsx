import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { isNetworkError } from '#src/api/http.ts';
import type { StoreOption } from '#src/api/products.ts';
import { Button } from '#src/components/button.tsx';
import { CartIcon } from '#src/components/icons.tsx';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import {
  ADD_ERROR,
  ADD_TO_CART_LABEL,
  DEFAULT_ADD_QUANTITY,
  OUT_OF_STOCK_LABEL,
  LOOK_UP_OFFLINE,
  isSoldOut,
  planAdd,
  productSnapshot,
  type AddableProduct,
} from './add-to-cart-rules.ts';
import * as s from './product-actions.css.ts';
import { resolveAdd } from './resolve-add.ts';
import { useAddToCart } from './use-cart-actions.ts';

function Spinner({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={s.spinner}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface AddToCartButtonProps {
  product: AddableProduct;
  /** 1 from cards and the wishlist; the stepper's value on the product page. */
  quantity?: number;
  /** 'Ajouter au panier' on cards, 'Ajouter au Panier' on the product page and the wishlist. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  /** The store being browsed: preselected in the dialog when it sells the product. */
  preferredStoreId?: string | null;
  className?: string;
  /** Class of the label, e.g. hidden on a narrow card (the button keeps it as its name). */
  labelClassName?: string;
}

type Phase = 'idle' | 'looking-up' | 'adding';

// The store-choice dialog (radix Dialog and RadioGroup, focus trap, scroll
// lock) is secondary UI: its code loads when the shopper points at, focuses
// or presses an add button, not with every catalogue page.
const storeDialog = onDemand(() => import('./store-choice-dialog.tsx').then((m) => m.StoreChoiceDialog), 'store-choice-dialog');
const preloadStoreDialog = () => void storeDialog.preload();

/**
 * 'Ajouter au panier' (spec section 4, decisions.md section 3: guests add to
 * their session cart): a product sold by stores opens the store-choice
 * dialog, one sold by none is added at once with store_id null, one out of
 * stock cannot be added and the button says why. An item whose stores are
 * unknown fetches its product first (spinner on the button).
 */
export function AddToCartButton({
  product,
  quantity = DEFAULT_ADD_QUANTITY,
  label = ADD_TO_CART_LABEL,
  size = 'sm',
  block,
  preferredStoreId,
  className,
  labelClassName,
}: AddToCartButtonProps) {
  const { buttonRef, phase, choice, setChoice, StoreChoiceDialog, start, add } = useAddFlow(product, quantity);
  const iconSize = size === 'lg' ? 20 : 18;

  if (isSoldOut(product)) {
    return (
      <Button variant="outline" size={size} block={block} className={`${s.soldOut} ${className ?? ''}`} disabled>
        {OUT_OF_STOCK_LABEL}
      </Button>
    );
  }

  const busy = phase !== 'idle';
  return (
    <>
      <Button
        ref={buttonRef}
        size={size}
        block={block}
        className={className}
        aria-busy={busy || undefined}
        {...storeDialog.trigger}
        onPointerEnter={preloadStoreDialog}
        onFocus={preloadStoreDialog}
        onClick={() => void start()}
      >
        {busy ? <Spinner size={iconSize} /> : <CartIcon size={iconSize} className={s.icon} />}
        <span className={labelClassName}>{label}</span>
      </Button>
      {choice && StoreChoiceDialog ? (
        <StoreChoiceDialog
          open
          onOpenChange={(open) => {
            if (!open) setChoice(null);
          }}
          productName={choice.product.name}
          stores={choice.stores}
          quantity={quantity}
          fallbackPrice={choice.product.price}
          preferredStoreId={preferredStoreId}
          onConfirm={(store) => add(choice.product, store)}
          returnFocusTo={() => buttonRef.current}
        />
      ) : null}
    </>
  );
}

type StoreChoice = { product: AddableProduct; stores: readonly StoreOption[] };

/** What a press does: one add at a time, the product looked up if need be, then added or a store chosen first. */
function useAddFlow(product: AddableProduct, quantity: number) {
  const addToCart = useAddToCart();
  const queryClient = useQueryClient();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // A double click lands before the re-render: the ref, not the state, keeps it to one add.
  const running = useRef(false);
  const [choice, setChoice] = useState<StoreChoice | null>(null);
  const { Component: StoreChoiceDialog, show: showStoreDialog } = storeDialog.useComponent();

  /** True once added or queued; the hook has shown the toast either way. */
  async function add(target: AddableProduct, store: StoreOption | null): Promise<boolean> {
    try {
      await addToCart({ productId: target.id, storeId: store?.store_id ?? null, quantity, product: productSnapshot(target, store) });
      return true;
    } catch {
      return false;
    }
  }

  async function start() {
    if (running.current) return;
    running.current = true;
    preloadStoreDialog();
    try {
      await decideAndAdd();
    } finally {
      running.current = false;
      setPhase('idle');
    }
  }

  async function decideAndAdd() {
    // Only a read of the product takes time here; the other plans act at once.
    if (planAdd(product).kind === 'look-up') setPhase('looking-up');
    let resolved: Awaited<ReturnType<typeof resolveAdd>>;
    try {
      resolved = await resolveAdd(queryClient, product);
    } catch (error) {
      toast.error('Erreur', { description: isNetworkError(error) ? LOOK_UP_OFFLINE : (error as Error).message || ADD_ERROR });
      return;
    }
    const { product: target, plan } = resolved;
    switch (plan.kind) {
      case 'sold-out':
        toast.error('Erreur', { description: `${target.name} : ${OUT_OF_STOCK_LABEL}` });
        return;
      case 'choose-store':
        // The dialog's code may still be on its way (a slow network): the button spins meanwhile.
        if (!StoreChoiceDialog) setPhase('looking-up');
        if (!(await showStoreDialog(() => setChoice({ product: target, stores: plan.stores })))) {
          // Its code could not be downloaded (offline before it was ever loaded).
          toast.error('Erreur', { description: navigator.onLine ? ADD_ERROR : LOOK_UP_OFFLINE });
        }
        return;
      case 'direct':
        setPhase('adding');
        await add(target, null);
    }
  }

  return { buttonRef, phase, choice, setChoice, StoreChoiceDialog, start, add };
}
