/**
 * The wishlist on screen = the server's list + the changes still in the
 * outbox that it does not reflect yet, applied in order. Pure.
 */
import type { Wishlist, WishlistItem } from '#server/schemas/wishlist.ts';
import type { OutboxEntry } from '#src/db/outbox-types.ts';

export interface WishlistItemView extends WishlistItem {
  pending: boolean;
}

export interface WishlistView {
  items: WishlistItemView[];
  total_items: number;
  pendingChanges: number;
}

export function applyWishlistChanges(server: Wishlist, entries: readonly OutboxEntry[], now = Date.now()): WishlistView {
  let items: WishlistItemView[] = server.items.map((i) => ({ ...i, pending: false }));
  let pendingChanges = 0;
  // A change the server names as applied is in its list already (its answer
  // was lost and the replay waits): applying it again would undo what another
  // device did since, such as adding back an item this change removed.
  // (A list persisted before the server named them has no list of keys.)
  const applied = new Set<string>(server.applied_changes ?? []);
  for (const { change, key } of entries) {
    if (applied.has(key)) continue;
    switch (change.kind) {
      case 'wishlist.add':
        pendingChanges++;
        if (!items.some((i) => i.product_id === change.productId)) {
          items.unshift({
            id: `pending:${key}`,
            product_id: change.productId,
            product_name: change.product.name,
            product_image: change.product.image,
            product_price: change.product.price,
            // An entry queued by an older build has no offers: its own price, no store count, until the server answers.
            price_from: change.product.price_from ?? change.product.price,
            store_count: change.product.store_count ?? 0,
            product_slug: change.product.slug ?? '',
            created_at: new Date(now).toISOString(),
            pending: true,
          });
        }
        break;
      case 'wishlist.remove':
        pendingChanges++;
        items = items.filter((i) => i.product_id !== change.productId);
        break;
      case 'wishlist.clear':
        pendingChanges++;
        items = [];
        break;
      default:
        break;
    }
  }
  return { items, total_items: items.length, pendingChanges };
}

export function wishlistHas(view: Pick<WishlistView, 'items'> | undefined, productId: string): boolean {
  return view?.items.some((i) => i.product_id === productId) ?? false;
}
