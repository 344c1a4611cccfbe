/**
 * The cart on screen = the server's cart + the changes still in the outbox
 * that it does not hold yet, applied in order (architecture.md convention 6).
 * Pure: no I/O.
 */
import type { Cart, CartItem } from '#server/schemas/cart.ts';
import type { OutboxEntry } from '#src/db/outbox-types.ts';
import { fromCents, toCents } from '#src/utils/money.ts';

export interface CartLineView extends CartItem {
  /** Some change to this line waits for the server. */
  pending: boolean;
}

export interface CartView extends Omit<Cart, 'items' | 'applied_changes'> {
  items: CartLineView[];
  /** Number of cart changes waiting for the server. */
  pendingChanges: number;
  /** Totals are the client's estimate until the server confirms. */
  estimated: boolean;
}

export const lineKey = (productId: string, storeId: string | null | undefined) => `${productId}|${storeId ?? ''}`;

export function applyCartChanges(server: Cart, entries: readonly OutboxEntry[]): CartView {
  let items: CartLineView[] = server.items.map((item) => ({ ...item, pending: false }));
  let discountCode = server.discount_code;
  let discountCents = toCents(server.discount);
  let pendingChanges = 0;

  const find = (productId: string, storeId: string | null) =>
    items.findIndex((i) => lineKey(i.product_id, i.store_id) === lineKey(productId, storeId));

  // A change the server names as applied is in its cart already: its answer
  // was lost and the replay waits (backoff, offline), but it counts once.
  // (A cart persisted before the server named them has no list.)
  const applied = new Set<string>(server.applied_changes ?? []);

  for (const { change, key } of entries) {
    if (applied.has(key)) continue;
    switch (change.kind) {
      case 'cart.add': {
        pendingChanges++;
        const at = find(change.productId, change.storeId);
        if (at >= 0) {
          const line = items[at]!;
          items[at] = { ...line, quantity: line.quantity + change.quantity, pending: true };
        } else {
          items.push({
            id: `pending:${key}`,
            product_id: change.productId,
            product_name: change.product.name,
            product_image: change.product.image,
            product_slug: change.product.slug ?? '',
            store_id: change.storeId,
            store_name: change.product.storeName ?? null,
            quantity: change.quantity,
            unit_price: change.product.price,
            total_price: change.product.price,
            stock: change.product.stock ?? 0,
            pending: true,
          });
        }
        break;
      }
      case 'cart.update': {
        pendingChanges++;
        const at = find(change.productId, change.storeId);
        if (at < 0) break;
        const quantity = change.delta === undefined ? change.quantity : items[at]!.quantity + change.delta;
        if (quantity <= 0) items.splice(at, 1);
        else items[at] = { ...items[at]!, quantity, pending: true };
        break;
      }
      case 'cart.remove': {
        pendingChanges++;
        const at = find(change.productId, change.storeId);
        if (at >= 0) items.splice(at, 1);
        break;
      }
      case 'cart.clear':
        pendingChanges++;
        items = [];
        break;
      case 'cart.apply-discount':
        pendingChanges++;
        discountCode = change.code.trim().toUpperCase();
        break;
      case 'cart.remove-discount':
        pendingChanges++;
        discountCode = null;
        discountCents = 0;
        break;
      default:
        break;
    }
  }

  items = items.map((i) => ({ ...i, total_price: fromCents(toCents(i.unit_price) * i.quantity) }));
  const subtotal = items.reduce((sum, i) => sum + toCents(i.total_price), 0);
  // A pending code's amount is the server's to compute: until then, none is shown.
  if (discountCode !== server.discount_code) discountCents = 0;
  const discount = Math.min(discountCents, subtotal);
  return {
    id: server.id,
    items,
    total_items: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    discount_code: discountCode,
    total_price: fromCents(subtotal - discount),
    pendingChanges,
    estimated: pendingChanges > 0,
  };
}
