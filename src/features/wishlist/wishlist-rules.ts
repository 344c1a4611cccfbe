/** The wishlist's texts and the pure helpers of its controls (spec sections 2, 4 and 8). */
import type { ProductSnapshot } from '#src/db/outbox-types.ts';
import { pickImagePath, type ImageCandidates } from '#src/utils/image-src.ts';
import { shownPrice, type PricedProduct, type ShownPrice } from '#src/utils/shown-price.ts';
import type { WishlistItemView } from '#src/offline/wishlist-overlay.ts';

/** The heart on product cards (aria-pressed tells its state). */
export const ADD_TO_WISHLIST = 'Ajouter à la liste de souhaits';
export const REMOVE_FROM_WISHLIST = 'Retirer de la liste de souhaits';
/** The product page's button. */
export const ADD_TO_WISHLIST_PAGE = 'Ajouter à la Wishlist';
export const REMOVE_FROM_WISHLIST_PAGE = 'Retirer de la Wishlist';

export const WISHLIST_TITLE = 'Ma Liste de Souhaits';
export const WISHLIST_EMPTY = 'Votre liste de souhaits est vide';
export const WISHLIST_EMPTY_DESCRIPTION = 'Ajoutez vos coups de cœur depuis le catalogue pour les retrouver ici.';
export const WISHLIST_LOAD_ERROR = 'Erreur lors du chargement de la liste de souhaits';
export const WISHLIST_SIGN_IN_TITLE = 'Connectez-vous pour voir votre liste de souhaits';
export const WISHLIST_SIGN_IN_DESCRIPTION = 'Votre liste de souhaits est enregistrée dans votre compte.';
export const SIGN_IN = 'Se connecter';
export const CLEAR_WISHLIST = 'Vider la liste';
export const PENDING_LABEL = "En attente d'envoi";

/** A product as a card or the product page knows it (its offers give the price shown). */
export interface WishlistTarget extends ImageCandidates, PricedProduct {
  id: string;
  name: string;
  slug?: string | null;
  stock?: number | null;
}

/** What the pending wishlist line shows until the server confirms it. */
export function wishlistSnapshot(product: WishlistTarget): ProductSnapshot {
  const shown = shownPrice(product);
  return {
    name: product.name,
    image: pickImagePath(product),
    price: typeof product.price === 'number' ? String(product.price) : product.price,
    slug: product.slug ?? null,
    stock: typeof product.stock === 'number' ? product.stock : null,
    price_from: shown.amount,
    store_count: shown.storeCount,
  };
}

/**
 * The price a wishlist line shows: the lowest offer and the number of stores,
 * as on the product's card. A line persisted by an older build lacks them: its own price.
 */
export function wishlistShownPrice(item: Pick<WishlistItemView, 'product_price'> & Partial<Pick<WishlistItemView, 'price_from' | 'store_count'>>): ShownPrice {
  return shownPrice({ price: item.product_price, price_from: item.price_from, store_count: item.store_count });
}

/**
 * A wishlist line as the add-to-cart button takes it: its stores and stock
 * are unknown, so the button reads the product before choosing.
 */
export interface WishlistLineProduct {
  id: string;
  name: string;
  price: string;
  image: string | null;
  slug: string | null;
}

export function wishlistLineProduct(item: WishlistItemView): WishlistLineProduct {
  return {
    id: item.product_id,
    name: item.product_name,
    price: item.product_price,
    image: item.product_image,
    slug: item.product_slug || null,
  };
}

export function wishlistCountText(n: number): string {
  return `${n} article${n > 1 ? 's' : ''}`;
}
