/** The shapes of the outbox's entries (offline/outbox.ts), shared with the overlays (offline/*-overlay.ts). */

/** What the shopper saw of a product when acting: enough to show the pending line. */
export interface ProductSnapshot {
  name: string;
  image: string | null;
  /** Unit price (the chosen store's, else the product's), decimal string. */
  price: string;
  slug?: string | null;
  stock?: number | null;
  storeName?: string | null;
  /**
   * Wishlist lines: the price shown (the lowest offer, else `price`) and the
   * number of stores (utils/shown-price.ts). Absent from entries queued by
   * older builds.
   */
  price_from?: string;
  store_count?: number;
}

export type OutboxChange =
  | { kind: 'cart.add'; productId: string; storeId: string | null; quantity: number; product: ProductSnapshot }
  | {
      kind: 'cart.update';
      productId: string;
      storeId: string | null;
      /** The quantity the screen showed once changed. */
      quantity: number;
      /**
       * The stepper's step (+1, -1), relative to the line as shown. When set,
       * what is sent is the server line's quantity at sending time plus the
       * step: a change the server applied but whose answer was lost (or
       * another tab's) is then never counted twice. Entries without it
       * (older builds) send `quantity`.
       */
      delta?: number;
      productName: string;
    }
  | { kind: 'cart.remove'; productId: string; storeId: string | null; productName: string }
  | { kind: 'cart.clear' }
  | { kind: 'cart.apply-discount'; code: string }
  | { kind: 'cart.remove-discount' }
  | { kind: 'wishlist.add'; productId: string; product: ProductSnapshot }
  | { kind: 'wishlist.remove'; productId: string; productName: string }
  | { kind: 'wishlist.clear' };

export type OutboxKind = OutboxChange['kind'];

/** A change the server refused, as the shopper is told about it. */
export interface RefusalEvent {
  change: OutboxChange;
  message: string;
  status: number;
}

/** The exact request of a change, fixed the first time it is sent so every replay is identical. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

export interface OutboxEntry {
  /** Auto-increment: the order in which the shopper acted. */
  seq?: number;
  /** The Idempotency-Key, made when the shopper acted. */
  key: string;
  /** Whose change it is: 'customer:<token fingerprint>' or 'session:<session id>'. */
  owner: string;
  change: OutboxChange;
  createdAt: number;
  attempts: number;
  /** Not sent again before this time (backoff after a network or server failure). */
  nextAttemptAt: number;
  request?: OutboxRequest;
  lastError?: string;
}

export const isCartChange = (change: OutboxChange) => change.kind.startsWith('cart.');
export const isWishlistChange = (change: OutboxChange) => change.kind.startsWith('wishlist.');
