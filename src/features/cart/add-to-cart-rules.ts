/**
 * What an 'Ajouter au panier' click does (spec section 4, decisions.md
 * sections 2 and 3), and the product snapshot the outbox keeps to show the
 * line before the server confirms it. Pure: no React, no I/O.
 */
import type { StoreOption } from '#src/api/products.ts';
import type { ProductSnapshot } from '#src/db/outbox-types.ts';
import { pickImagePath, type ImageCandidates } from '#src/utils/image-src.ts';

/** Card button (catalogue, category, collection and store grids). */
export const ADD_TO_CART_LABEL = 'Ajouter au panier';
/** Product page and wishlist button. */
export const ADD_TO_CART_PAGE_LABEL = 'Ajouter au Panier';
export const ADDING_LABEL = 'Ajout en cours...';
export const OUT_OF_STOCK_LABEL = 'Rupture de Stock';
export const CANCEL_LABEL = 'Annuler';
/** The store list's fallback (spec section 2, Stores). */
export const NO_ADDRESS = 'Adresse non disponible';
export const DEFAULT_ADD_QUANTITY = 1;
export const ADD_ERROR = "Erreur lors de l'ajout au panier";
export const LOOK_UP_OFFLINE = 'Vous êtes hors ligne : les boutiques de ce produit ne peuvent pas être chargées.';

/**
 * A product as a screen knows it. The catalogue's cards carry everything; a
 * collection item or a wishlist line may lack the stores or the stock, which
 * are then read from the product itself before deciding.
 */
export interface AddableProduct extends ImageCandidates {
  id: string;
  name: string;
  price: string | number;
  slug?: string | null;
  /** Unknown for a wishlist line. */
  stock?: number | null;
  /** Unknown for a collection preview item or a wishlist line. */
  available_stores?: readonly StoreOption[] | null;
}

export type AddPlan =
  /** Stock 0: the button is disabled with the reason. */
  | { kind: 'sold-out' }
  /** Sold by stores: the shopper picks one in the dialog first. */
  | { kind: 'choose-store'; stores: readonly StoreOption[] }
  /** Sold by no store: added at once with store_id null. */
  | { kind: 'direct' }
  /** Stores or stock unknown: fetch the product, then plan again. */
  | { kind: 'look-up' };

export function planAdd(product: AddableProduct): AddPlan {
  if (typeof product.stock === 'number' && product.stock <= 0) return { kind: 'sold-out' };
  if (!product.available_stores || typeof product.stock !== 'number') return { kind: 'look-up' };
  if (product.available_stores.length > 0) return { kind: 'choose-store', stores: product.available_stores };
  return { kind: 'direct' };
}

/** Whether the card can tell at once that the product cannot be added. */
export function isSoldOut(product: Pick<AddableProduct, 'stock'>): boolean {
  return typeof product.stock === 'number' && product.stock <= 0;
}

/** Amounts arrive as decimal strings; a number (a test, an old cache) is written the same way. */
function decimal(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  return typeof value === 'number' ? String(value) : value;
}

/**
 * What the pending cart line shows: the chosen store's price (the unit
 * price), its name, the image by the rule of spec section 3, slug and stock.
 */
export function productSnapshot(product: AddableProduct, store: StoreOption | null): ProductSnapshot {
  return {
    name: product.name,
    image: pickImagePath(product),
    price: decimal(store?.price ?? product.price),
    slug: product.slug ?? null,
    stock: typeof product.stock === 'number' ? product.stock : null,
    storeName: store?.store_name ?? null,
  };
}

/** The store to preselect: the one the shopper is browsing, when it sells the product; else none. */
export function initialStoreId(stores: readonly StoreOption[], preferred: string | null | undefined): string | null {
  return preferred && stores.some((s) => s.store_id === preferred) ? preferred : null;
}

/** The store dialog's title names the product. */
export function storeDialogTitle(productName: string): string {
  return `Choisir une boutique pour «\u00a0${productName}\u00a0»`;
}

export function storeDialogDescription(quantity: number): string {
  const base = 'Sélectionnez la boutique auprès de laquelle acheter ce produit.';
  return quantity > 1 ? `${base} Quantité : ${quantity}.` : base;
}
