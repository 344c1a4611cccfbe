/** Orders: checkout (customer or guest) and the customer's order history. */
import { Type, type Static } from 'typebox';
import { DateTime, ListOf, Money, Nullable, NullableText, Uuid } from './common.ts';

const companyId = { company_id: Type.Optional(Uuid) };
const closed = { additionalProperties: false } as const;

export const SHIPPING_ADDRESS_REQUIRED = 'Veuillez saisir une adresse de livraison';
export const GUEST_FIELDS_REQUIRED = 'Veuillez remplir tous les champs obligatoires';

export const OrderItemSchema = Type.Object(
  {
    id: Uuid,
    product_id: Nullable(Uuid),
    product_name: Type.String(),
    product_image: NullableText,
    store_id: Nullable(Uuid),
    store_name: NullableText,
    unit_price: Money,
    quantity: Type.Integer({ minimum: 1 }),
    total_price: Money,
  },
  { $id: 'OrderItem' },
);
export type OrderItem = Static<typeof OrderItemSchema>;

/** Algeria's wilayas, numbered 1 to 58. */
export const WILAYA_COUNT = 58;

export const OrderSchema = Type.Object(
  {
    id: Uuid,
    order_number: Type.String(),
    created_at: DateTime,
    /** pending | confirmed | delivering | cancelled (other values are shown raw). */
    status: Type.String(),
    /** pending | paid | failed | refunded. */
    payment_status: Type.String(),
    subtotal: Money,
    shipping: Money,
    tax: Money,
    discount: Money,
    total: Money,
    shipping_address: Type.String(),
    /** The wilaya delivered to, by its official number (1–58); null when the order was placed without one. */
    wilaya: Nullable(Type.Integer({ minimum: 1, maximum: WILAYA_COUNT })),
    customer_name: Type.String(),
    customer_email: Type.String(),
    customer_phone: NullableText,
    notes: NullableText,
    items: Type.Array(OrderItemSchema),
  },
  { $id: 'Order' },
);
export type Order = Static<typeof OrderSchema>;

export const OrderListSchema = ListOf(OrderSchema);
export type OrderList = Static<typeof OrderListSchema>;

const Text = (maxLength: number) => Type.String({ maxLength });

/**
 * The wilaya to deliver to, by its official number (optional for older
 * clients; the storefront always sends it). Not nullable: the validator's
 * type coercion would read 0 as null.
 */
const WilayaField = Type.Optional(Type.Integer({ minimum: 1, maximum: WILAYA_COUNT }));

export const CheckoutBody = Type.Object(
  {
    shipping_address: Text(1000),
    wilaya: WilayaField,
    customer_phone: Type.Optional(Nullable(Text(50))),
    notes: Type.Optional(Nullable(Text(2000))),
    ...companyId,
  },
  closed,
);
export type CheckoutRequest = Static<typeof CheckoutBody>;

export const GuestCheckoutBody = Type.Object(
  {
    customer_name: Text(200),
    customer_email: Type.String({ maxLength: 254 }),
    customer_phone: Text(50),
    shipping_address: Text(1000),
    wilaya: WilayaField,
    notes: Type.Optional(Nullable(Text(2000))),
    ...companyId,
  },
  closed,
);
export type GuestCheckoutRequest = Static<typeof GuestCheckoutBody>;

export const CheckoutResponseSchema = Type.Object({
  order_id: Uuid,
  order_number: Type.String(),
  message: Type.String(),
  total: Money,
});
export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;
