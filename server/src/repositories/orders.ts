/**
 * Checkout and order history. Checkout runs in one transaction: it locks the
 * cart, then the cart's products (SELECT … FOR UPDATE in id order, so two
 * checkouts sharing products queue instead of deadlocking), checks stock,
 * snapshots prices, names and images, decrements stock, numbers the order
 * from a sequence (unique under concurrency) and empties the cart. Either all
 * of it happens or none.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { cartItems, discountCodes, orderItems, orders, products } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import type { CheckoutResponse, Order, OrderItem, OrderList } from '../schemas/order.ts';
import { formatCents, toCents } from '../lib/money.ts';
import type { CartOwner } from '../lib/owner.ts';
import { cartLines, emptyCart, lockCart, outOfStock, priceLines, unitPriceOf } from './carts.ts';

export const EMPTY_CART = 'Votre panier est vide';
export const ORDER_CREATED = 'Commande créée avec succès';
export const ORDER_NOT_FOUND = "La commande n'existe pas ou vous n'avez pas les permissions nécessaires.";

/** Declared in db/schema.ts (orderNumberSeq), created by migration 0002. */
const SEQUENCE = 'order_number_seq';

/** 'CMD-20261122-000123': the UTC date of the order and the sequence number. */
async function nextOrderNumber(tx: Executor, now: Date): Promise<string> {
  const result = (await tx.execute(sql.raw(`SELECT nextval('${SEQUENCE}')::text AS n`))) as unknown as { rows: { n: string }[] };
  const n = result.rows[0]?.n;
  if (!n) throw new Error('nextval returned nothing');
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `CMD-${day}-${n.padStart(6, '0')}`;
}

export interface Buyer {
  customerId: string | null;
  sessionId: string | null;
  name: string;
  email: string;
  phone: string | null;
  shippingAddress: string;
  wilaya: number | null;
  notes: string | null;
}

export async function placeOrder(tx: Executor, companyId: string, owner: CartOwner, buyer: Buyer): Promise<CheckoutResponse> {
  const cart = await lockCart(tx, owner);
  if (!cart) throw badRequest(EMPTY_CART);
  const inCart = await tx.selectDistinct({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.cartId, cart.id));
  if (inCart.length === 0) throw badRequest(EMPTY_CART);

  // Lock the products in a stable order first; stock, prices and names are then read under the lock.
  const locked = await tx
    .select({ id: products.id, name: products.name, stock: products.stock, status: products.status, companyId: products.companyId })
    .from(products)
    .where(
      inArray(
        products.id,
        inCart.map((r) => r.productId),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  const lines = await cartLines(tx, cart.id);
  const byId = new Map(locked.map((p) => [p.id, p]));
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  for (const l of lines) {
    const p = byId.get(l.productId);
    if (!p || p.status !== 'active' || p.companyId !== companyId) {
      throw conflict(`« ${l.productName} » n'est plus disponible : retirez-le du panier pour continuer`);
    }
  }
  for (const [productId, quantity] of wanted) {
    const p = byId.get(productId)!;
    if (quantity > p.stock) throw outOfStock(p.name, p.stock);
  }

  const [code] = cart.discountCodeId
    ? await tx.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId)).limit(1)
    : [];
  const priced = priceLines(lines, code ?? null);
  const zero = formatCents(0n);

  for (const [productId, quantity] of wanted) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
  }

  const now = new Date();
  const orderNumber = await nextOrderNumber(tx, now);
  const [order] = await tx
    .insert(orders)
    .values({
      companyId,
      customerId: buyer.customerId,
      sessionId: buyer.sessionId,
      orderNumber,
      status: 'pending',
      paymentStatus: 'pending',
      subtotal: formatCents(priced.subtotal),
      // Free shipping; prices include VAT.
      shipping: zero,
      tax: zero,
      discount: formatCents(priced.discount),
      total: formatCents(priced.total),
      shippingAddress: buyer.shippingAddress,
      wilaya: buyer.wilaya,
      customerName: buyer.name,
      customerEmail: buyer.email,
      customerPhone: buyer.phone,
      notes: buyer.notes,
      createdAt: now,
    })
    .returning({ id: orders.id, total: orders.total });
  await tx.insert(orderItems).values(
    lines.map((l) => {
      const unit = unitPriceOf(l);
      return {
        orderId: order!.id,
        productId: l.productId,
        storeId: l.storeId,
        productName: l.productName,
        productImage: l.productImage,
        storeName: l.storeName,
        unitPrice: formatCents(unit),
        quantity: l.quantity,
        totalPrice: formatCents(unit * BigInt(l.quantity)),
      };
    }),
  );
  await emptyCart(tx, cart.id);
  return { order_id: order!.id, order_number: orderNumber, message: ORDER_CREATED, total: formatCents(priced.total) };
}

// ---------------------------------------------------------------- history

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const money = (v: string) => formatCents(toCents(v));

function toOrderItem(r: OrderItemRow): OrderItem {
  return {
    id: r.id,
    product_id: r.productId,
    product_name: r.productName,
    product_image: r.productImage,
    store_id: r.storeId,
    store_name: r.storeName,
    unit_price: money(r.unitPrice),
    quantity: r.quantity,
    total_price: money(r.totalPrice),
  };
}

function toOrder(r: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: r.id,
    order_number: r.orderNumber,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    payment_status: r.paymentStatus,
    subtotal: money(r.subtotal),
    shipping: money(r.shipping),
    tax: money(r.tax),
    discount: money(r.discount),
    total: money(r.total),
    shipping_address: r.shippingAddress,
    wilaya: r.wilaya,
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    customer_phone: r.customerPhone,
    notes: r.notes,
    items: items.map(toOrderItem),
  };
}

async function itemsOf(db: Executor, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const map = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push(r);
    map.set(r.orderId, list);
  }
  return map;
}

const mine = (companyId: string, customerId: string) => and(eq(orders.companyId, companyId), eq(orders.customerId, customerId));

export async function listOrders(db: Executor, companyId: string, customerId: string, skip: number, limit: number): Promise<OrderList> {
  const [total] = await db.select({ n: count() }).from(orders).where(mine(companyId, customerId));
  const rows = await db
    .select()
    .from(orders)
    .where(mine(companyId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .offset(skip)
    .limit(limit);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toOrder(r, items.get(r.id) ?? [])), total_items: Number(total?.n ?? 0) };
}

/** One of the customer's orders; null when it does not exist or belongs to someone else. */
export async function findOrder(db: Executor, companyId: string, customerId: string, id: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), mine(companyId, customerId)))
    .limit(1);
  if (!row) return null;
  const items = await itemsOf(db, [row.id]);
  return toOrder(row, items.get(row.id) ?? []);
}
