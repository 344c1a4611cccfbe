/**
 * The price a shopper sees for a product (decisions.md, "The price shown is
 * the price paid"): with offers, the cheapest store's price, "À partir de"
 * when several stores sell it; without, the product's own price. Products
 * cached by older builds may lack `price_from`/`store_count`, so the figure
 * is computed from what the object has: its offers, else those two fields,
 * else its price.
 */
import { formatPrice, toAmount } from './format-price.ts';

type Amount = string | number;

/** A product, a card item, a collection preview or a wishlist line (with its price as `price`). */
export interface PricedProduct {
  price: Amount;
  price_from?: Amount | null;
  store_count?: number | null;
  available_stores?: readonly { price: Amount }[] | null;
}

export interface ShownPrice {
  /** Decimal string, as the API writes money. */
  amount: string;
  /** How many stores sell the product; 0 when none does. */
  storeCount: number;
  /** Several stores: the amount is the lowest of their prices ("À partir de"). */
  from: boolean;
}

export const PRICE_FROM = 'À partir de';

const decimal = (value: Amount) => (typeof value === 'number' ? String(value) : value);
const isAmount = (value: unknown): value is Amount =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '' && Number.isFinite(Number(value)));

export function shownPrice(product: PricedProduct): ShownPrice {
  const stores = product.available_stores;
  if (Array.isArray(stores)) {
    let lowest: Amount | undefined;
    for (const store of stores) {
      if (isAmount(store.price) && (lowest === undefined || toAmount(store.price) < toAmount(lowest))) lowest = store.price;
    }
    if (lowest !== undefined) return { amount: decimal(lowest), storeCount: stores.length, from: stores.length > 1 };
    if (stores.length === 0) return { amount: decimal(product.price), storeCount: 0, from: false };
  }
  const storeCount = typeof product.store_count === 'number' && product.store_count > 0 ? Math.floor(product.store_count) : 0;
  const amount = isAmount(product.price_from) ? product.price_from : product.price;
  return { amount: decimal(amount), storeCount, from: storeCount > 1 };
}

/** The shown amount as a number, for sorting and the price filter. */
export function shownAmount(product: PricedProduct): number {
  return toAmount(shownPrice(product).amount);
}

export function storeCountText(n: number): string {
  return `${n} boutique${n > 1 ? 's' : ''}`;
}

/** What a screen reader says for the price line, in one phrase. */
export function shownPriceText({ amount, storeCount, from }: ShownPrice): string {
  const price = formatPrice(amount);
  if (storeCount === 0) return price;
  return `${from ? `${PRICE_FROM} ${price}` : price} dans ${storeCountText(storeCount)}`;
}
