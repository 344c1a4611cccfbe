/**
 * The cart side of a product's actions. The wishlist control comes from the
 * wishlist feature through the `wishlist` slot: the route puts the two
 * together (features never import each other).
 */
import type { ReactNode } from 'react';
import { AddToCartButton } from './add-to-cart-button.tsx';
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

/** The product page's 'Ajouter au Panier' (the stepper's quantity, store dialog with none preselected) and wishlist button. */
export function ProductPageActions({ product, quantity, wishlist }: ProductPageActionsProps) {
  return (
    <div className={s.pageActions}>
      <AddToCartButton product={product} quantity={quantity} label={ADD_TO_CART_PAGE_LABEL} size="lg" className={s.pageButton} />
      {wishlist}
    </div>
  );
}
