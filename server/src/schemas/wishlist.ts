/** The signed-in customer's wishlist. */
import { Type, type Static } from 'typebox';
import { DateTime, Money, NullableText, Uuid } from './common.ts';

export const WishlistItemSchema = Type.Object(
  {
    id: Uuid,
    product_id: Uuid,
    product_name: Type.String(),
    product_image: NullableText,
    product_price: Money,
    /** The product's cheapest offer, or its price when no store offers it (docs/decisions/018). */
    price_from: Money,
    /** How many stores offer the product. */
    store_count: Type.Integer({ minimum: 0 }),
    product_slug: Type.String(),
    created_at: DateTime,
  },
  { $id: 'WishlistItem' },
);
export type WishlistItem = Static<typeof WishlistItemSchema>;

export const WishlistSchema = Type.Object(
  {
    items: Type.Array(WishlistItemSchema),
    total_items: Type.Integer({ minimum: 0 }),
    /**
     * Read (GET) only, as on the cart: the Idempotency-Keys of the owner's
     * newest applied changes, newest first (at most 20), so a client that
     * lost a change's answer sees that the list already reflects it. A
     * write's answer has [].
     */
    applied_changes: Type.Array(Type.String()),
  },
  { $id: 'Wishlist' },
);
export type Wishlist = Static<typeof WishlistSchema>;

export const AddWishlistBody = Type.Object(
  { product_id: Uuid, company_id: Type.Optional(Uuid) },
  { additionalProperties: false },
);
export type AddWishlistRequest = Static<typeof AddWishlistBody>;

export const WishlistProductParams = Type.Object({ productId: Uuid });

export const WishlistCheckSchema = Type.Object({ in_wishlist: Type.Literal(true), item: WishlistItemSchema });
export type WishlistCheck = Static<typeof WishlistCheckSchema>;
