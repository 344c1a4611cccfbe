/**
 * The shopper's saved shipping addresses: the distinct addresses of their
 * past orders (decisions.md section 2), newest first. Listed by the account's
 * Adresses tab and offered again at checkout, both from the same orders query
 * (orderQueries.list(ACCOUNT_ORDERS_PAGE)), so one fetch serves the two.
 * The orders API answers newest first; one page of ACCOUNT_ORDERS_PAGE.limit
 * orders (the API's maximum) covers the addresses anyone reuses.
 * Here, below the features, because two features read it.
 */
import type { Order } from './orders.ts';

export const ACCOUNT_ORDERS_PAGE = { skip: 0, limit: 100 } as const;

export interface ShippingAddress {
  /** The address as written on its most recent order (trimmed). */
  address: string;
  /** The most recent order that used it. */
  lastUsedAt: string;
  lastOrderNumber: string;
  orderCount: number;
}

/** Two addresses are the same when they differ only in case, spacing or line breaks. */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isNaN(t) ? 0 : t;
}

/** Distinct non-blank addresses, the most recently used first, whatever the order of `orders`. */
export function distinctShippingAddresses(orders: readonly Pick<Order, 'shipping_address' | 'created_at' | 'order_number'>[]): ShippingAddress[] {
  const byKey = new Map<string, ShippingAddress>();
  for (const order of orders) {
    const address = order.shipping_address.trim();
    if (!address) continue;
    const key = addressKey(address);
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, { address, lastUsedAt: order.created_at, lastOrderNumber: order.order_number, orderCount: 1 });
      continue;
    }
    known.orderCount += 1;
    if (time(order.created_at) > time(known.lastUsedAt)) {
      known.address = address;
      known.lastUsedAt = order.created_at;
      known.lastOrderNumber = order.order_number;
    }
  }
  return [...byKey.values()].sort((a, b) => time(b.lastUsedAt) - time(a.lastUsedAt));
}

/** Whether `address` is the one chosen for the next order. */
export function isSameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && addressKey(a) === addressKey(b));
}
