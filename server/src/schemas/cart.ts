/** The cart: lines priced live by the server, with an optional discount code. */
import { Type, type Static } from 'typebox';
import { Money, Nullable, NullableText, Uuid } from './common.ts';

const companyId = { company_id: Type.Optional(Uuid) };
const closed = { additionalProperties: false } as const;

/** At most this many of one product in a cart, whatever store each line is from. */
export const MAX_LINE_QUANTITY = 999;
/** At most this many lines in a cart: a bound no shopper reaches, and no session can pass. */
export const MAX_CART_LINES = 100;
export const TOO_MANY_LINES = `Votre panier contient déjà ${MAX_CART_LINES} articles différents, le maximum : retirez-en un pour en ajouter un autre`;
export const TOO_MANY_OF_ONE = `Quantité maximale par article : ${MAX_LINE_QUANTITY}`;

export const CartItemSchema = Type.Object(
  {
    id: Uuid,
    product_id: Uuid,
    product_name: Type.String(),
    product_image: NullableText,
    product_slug: Type.String(),
    store_id: Nullable(Uuid),
    store_name: NullableText,
    quantity: Type.Integer({ minimum: 1 }),
    /** The chosen store's offer price, else the product's price. */
    unit_price: Money,
    total_price: Money,
    /** The product's stock now. */
    stock: Type.Integer(),
  },
  { $id: 'CartItem' },
);
export type CartItem = Static<typeof CartItemSchema>;

export const CartSchema = Type.Object(
  {
    /** null until the first change creates the cart. */
    id: Nullable(Uuid),
    items: Type.Array(CartItemSchema),
    /** Sum of the quantities. */
    total_items: Type.Integer({ minimum: 0 }),
    subtotal: Money,
    discount: Money,
    discount_code: NullableText,
    /** subtotal − discount (shipping is free, prices include VAT). */
    total_price: Money,
    /**
     * Read (GET) only: the Idempotency-Keys of the owner's newest applied
     * changes, newest first (at most 20), so a client that lost a change's
     * answer sees that the cart already holds it. A write's answer has [].
     */
    applied_changes: Type.Array(Type.String()),
  },
  { $id: 'Cart' },
);
export type Cart = Static<typeof CartSchema>;

export const AddCartItemBody = Type.Object(
  {
    product_id: Uuid,
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY, default: 1 }),
    /** Required (one of the product's offers) when the product is sold by stores; null otherwise. */
    store_id: Type.Optional(Nullable(Uuid)),
    ...companyId,
  },
  closed,
);
export type AddCartItemRequest = Static<typeof AddCartItemBody>;

export const UpdateCartItemBody = Type.Object(
  { quantity: Type.Integer({ minimum: 0, maximum: MAX_LINE_QUANTITY }), ...companyId },
  closed,
);
export type UpdateCartItemRequest = Static<typeof UpdateCartItemBody>;

export const ApplyDiscountBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }), ...companyId }, closed);
export type ApplyDiscountRequest = Static<typeof ApplyDiscountBody>;

export const CartItemParams = Type.Object({ id: Uuid });
