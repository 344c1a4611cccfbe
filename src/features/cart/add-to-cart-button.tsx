import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { isNetworkError } from '#src/api/http.ts';
import { productQueries, type Product, type StoreOption } from '#src/api/products.ts';
import { Button } from '#src/components/button.tsx';
import { CartIcon } from '#src/components/icons.tsx';
import {
  ADD_ERROR,
  ADD_TO_CART_LABEL,
  DEFAULT_ADD_QUANTITY,
  OUT_OF_STOCK_LABEL,
  isSoldOut,
  planAdd,
  productSnapshot,
  type AddableProduct,
} from './add-to-cart-rules.ts';
import * as s from './product-actions.css.ts';
import { StoreChoiceDialog } from './store-choice-dialog.tsx';
import { useCartActions } from './use-cart-actions.ts';

export const LOOK_UP_OFFLINE = 'Vous êtes hors ligne : les boutiques de ce produit ne peuvent pas être chargées.';

/**
 * The product with its stores and stock, for an item that lacks them (a
 * collection item, a wishlist line): from the cache when fresh, else fetched
 * once, even offline (the service worker may hold it); a failed refresh still
 * uses what the cache holds.
 */
async function lookUpProduct(queryClient: QueryClient, id: string): Promise<Product> {
  const options = productQueries.detail(id);
  try {
    return await queryClient.fetchQuery({ ...options, retry: false, networkMode: 'offlineFirst' });
  } catch (error) {
    const cached = queryClient.getQueryData(options.queryKey);
    if (cached) return cached;
    throw error;
  }
}

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
  const { addToCart } = useCartActions();
  const queryClient = useQueryClient();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [choice, setChoice] = useState<{ product: AddableProduct; stores: readonly StoreOption[] } | null>(null);
  const iconSize = size === 'lg' ? 20 : 18;

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
    if (phase !== 'idle') return;
    let target = product;
    let plan = planAdd(target);
    if (plan.kind === 'look-up') {
      setPhase('looking-up');
      try {
        target = await lookUpProduct(queryClient, product.id);
      } catch (error) {
        setPhase('idle');
        toast.error('Erreur', { description: isNetworkError(error) ? LOOK_UP_OFFLINE : (error as Error).message || ADD_ERROR });
        return;
      }
      plan = planAdd(target);
    }
    switch (plan.kind) {
      case 'sold-out':
        setPhase('idle');
        toast.error('Erreur', { description: `${target.name} : ${OUT_OF_STOCK_LABEL}` });
        return;
      case 'choose-store':
        setPhase('idle');
        setChoice({ product: target, stores: plan.stores });
        return;
      default:
        // 'direct' (and a product that still says nothing of its stores: none).
        setPhase('adding');
        await add(target, null);
        setPhase('idle');
    }
  }

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
        onClick={() => void start()}
      >
        {busy ? <Spinner size={iconSize} /> : <CartIcon size={iconSize} className={s.icon} />}
        <span className={labelClassName}>{label}</span>
      </Button>
      {choice ? (
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
