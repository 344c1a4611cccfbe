/**
 * The cart side of a product's actions. The wishlist control comes from the
 * wishlist feature through the `wishlist` slot: the route puts the two
 * together (features never import each other).
 */
import { useRef, type ReactNode } from 'react';
import { ShownPriceLine } from '#src/components/shown-price.tsx';
import { shownPrice } from '#src/utils/shown-price.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { useBottomBar } from './use-bottom-bar.ts';
import { ADD_TO_CART_PAGE_LABEL, type AddableProduct } from './add-to-cart-rules.ts';
import * as s from './product-actions.css.ts';

export interface CardActionsProps {
  product: AddableProduct;
  /** The wishlist heart. */
  wishlist?: ReactNode;
  /** On a store's page: that store, preselected in the store dialog. */
  preferredStoreId?: string | null;
}

/** A product card's 'Ajouter au panier' (quantity 1) and wishlist heart. */
export function CardActions({ product, wishlist, preferredStoreId }: CardActionsProps) {
  return (
    <div className={s.cardActions}>
      <AddToCartButton product={product} className={s.cardButton} labelClassName={s.cardLabel} preferredStoreId={preferredStoreId} />
      {wishlist}
    </div>
  );
}

export interface ProductPageActionsProps {
  product: AddableProduct;
  /** The stepper's quantity. */
  quantity: number;
  /** 'Ajouter à la Wishlist'. */
  wishlist?: ReactNode;
}

/**
 * The product page's 'Ajouter au Panier' (the stepper's quantity, store dialog
 * with none preselected) and wishlist button; on a phone, a buy bar at the
 * bottom once they have scrolled above the screen.
 */
export function ProductPageActions({ product, quantity, wishlist }: ProductPageActionsProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolledPast = useBottomBar(box, 'scrolled-past');
  return (
    <>
      <div ref={box} className={s.pageActions}>
        <AddToCartButton product={product} quantity={quantity} label={ADD_TO_CART_PAGE_LABEL} size="lg" className={s.pageButton} />
        {wishlist}
      </div>
      {scrolledPast ? (
        <div className={s.buyBar} role="region" aria-label="Achat rapide">
          <ShownPriceLine shown={shownPrice(product)} amountClassName={s.buyBarAmount} className={s.buyBarPrice} />
          <AddToCartButton product={product} quantity={quantity} label={ADD_TO_CART_PAGE_LABEL} className={s.buyBarButton} />
        </div>
      ) : null}
    </>
  );
}
