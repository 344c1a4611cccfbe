/**
 * Carts of customers and guests. Prices are never stored in the cart: every
 * read prices the lines live (the chosen store's offer, else the product's
 * price), so the cart always shows what checkout will charge. Every change
 * locks the cart row first (SELECT … FOR UPDATE), which serialises concurrent
 * changes to one cart and makes the stock checks read-modify-write safe.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cartItems, carts, discountCodes, productImages, products, storeProducts, stores } from '../db/schema.ts';
import { conflict, notFound, unprocessable } from '../lib/http-error.ts';
import { discountFor, formatCents, toCents } from '../lib/money.ts';
import { ownerScope, type CartOwner } from '../lib/owner.ts';
import { appliedKeys } from './idempotency-keys.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, TOO_MANY_LINES, TOO_MANY_OF_ONE, type Cart, type CartItem } from '../schemas/cart.ts';

export type CartRow = typeof carts.$inferSelect;
type DiscountRow = typeof discountCodes.$inferSelect;

export const PRODUCT_NOT_FOUND = 'Produit introuvable';
export const LINE_NOT_FOUND = 'Article introuvable dans le panier';
export const INVALID_CODE = 'Code promo invalide ou expiré';

export const outOfStock = (name: string, stock: number) =>
  conflict(`Stock insuffisant pour « ${name} » (${Math.max(stock, 0)} disponible(s))`);

// ---------------------------------------------------------------- reading

const ownerIs = (owner: CartOwner) =>
  owner.customerId ? eq(carts.customerId, owner.customerId) : eq(carts.sessionId, owner.sessionId!);

/** The product's image: the primary one, else the first, else the product's image field. */
export const productImageSql = sql<string | null>`coalesce((select ${productImages.imageUrl} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.isPrimary} desc, ${productImages.position} asc limit 1), ${products.image})`;

export interface CartLine {
  id: string;
  productId: string;
  storeId: string | null;
  quantity: number;
  productName: string;
  productSlug: string;
  productImage: string | null;
  productPrice: string;
  productStatus: string;
  productCompanyId: string;
  stock: number;
  storeName: string | null;
  offerPrice: string | null;
}

export const unitPriceOf = (line: Pick<CartLine, 'offerPrice' | 'productPrice'>) => toCents(line.offerPrice ?? line.productPrice);

export async function cartLines(db: Executor, cartId: string): Promise<CartLine[]> {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      storeId: cartItems.storeId,
      quantity: cartItems.quantity,
      productName: products.name,
      productSlug: products.slug,
      productImage: productImageSql,
      productPrice: products.price,
      productStatus: products.status,
      productCompanyId: products.companyId,
      stock: products.stock,
      storeName: stores.name,
      offerPrice: storeProducts.price,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(stores, eq(stores.id, cartItems.storeId))
    .leftJoin(storeProducts, and(eq(storeProducts.productId, cartItems.productId), eq(storeProducts.storeId, cartItems.storeId)))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

async function discountOf(db: Executor, cart: CartRow | null): Promise<DiscountRow | null> {
  if (!cart?.discountCodeId) return null;
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId)).limit(1);
  return row ?? null;
}

export interface PricedCart {
  subtotal: bigint;
  discount: bigint;
  total: bigint;
  code: DiscountRow | null;
}

export function priceLines(lines: CartLine[], code: DiscountRow | null): PricedCart {
  const subtotal = lines.reduce((sum, l) => sum + unitPriceOf(l) * BigInt(l.quantity), 0n);
  const discount = discountFor(subtotal, code);
  return { subtotal, discount, total: subtotal - discount, code };
}

function toCartItem(l: CartLine): CartItem {
  const unit = unitPriceOf(l);
  return {
    id: l.id,
    product_id: l.productId,
    product_name: l.productName,
    product_image: l.productImage,
    product_slug: l.productSlug,
    store_id: l.storeId,
    store_name: l.storeName,
    quantity: l.quantity,
    unit_price: formatCents(unit),
    total_price: formatCents(unit * BigInt(l.quantity)),
    stock: l.stock,
  };
}

/**
 * A cart as the API shows it. Its `applied_changes` is empty: a write's
 * answer needs none (a client sends its changes in order, so when one is
 * answered, every earlier one is, and no later one was sent); a read names
 * them (readCart).
 */
export async function cartView(db: Executor, cart: CartRow | null): Promise<Cart> {
  const lines = cart ? await cartLines(db, cart.id) : [];
  const code = await discountOf(db, cart);
  const priced = priceLines(lines, code);
  return {
    id: cart?.id ?? null,
    items: lines.map(toCartItem),
    total_items: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: formatCents(priced.subtotal),
    discount: formatCents(priced.discount),
    // A code deactivated since it was applied no longer shows; one whose minimum is not reached stays (and applies again).
    discount_code: code?.active ? code.code : null,
    total_price: formatCents(priced.total),
    applied_changes: [],
  };
}

export async function findCart(db: Executor, owner: CartOwner): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(ownerIs(owner)).limit(1);
  return row ?? null;
}

/**
 * The owner's cart, as the API shows it; a cart not created yet reads as
 * empty. It names the owner's newest applied changes: a client that lost a
 * change's answer sees that the cart holds it.
 */
export async function readCart(db: Executor, owner: CartOwner): Promise<Cart> {
  const cart = await cartView(db, await findCart(db, owner));
  return { ...cart, applied_changes: await appliedKeys(db, ownerScope(owner)) };
}

// ---------------------------------------------------------------- writing

/** Locks the owner's cart row for the rest of the transaction; null when there is none. */
export async function lockCart(tx: Executor, owner: CartOwner): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(ownerIs(owner)).for('update');
  return row ?? null;
}

/** Locks the owner's cart, creating it on the first write. */
export async function lockOrCreateCart(tx: Executor, companyId: string, owner: CartOwner): Promise<CartRow> {
  const existing = await lockCart(tx, owner);
  if (existing) return existing;
  // A concurrent first write may create it too: the loser's insert does nothing, and both lock the same row.
  await tx
    .insert(carts)
    .values({ companyId, customerId: owner.customerId ?? null, sessionId: owner.sessionId ?? null })
    .onConflictDoNothing();
  const created = await lockCart(tx, owner);
  if (!created) throw new Error('cart could not be created');
  return created;
}

/**
 * Locks the owner's cart and marks it changed in one statement (UPDATE …
 * RETURNING), creating it on the first write. A change refused later rolls
 * the mark back with the rest.
 */
async function touchOrCreateCart(tx: Executor, companyId: string, owner: CartOwner): Promise<CartRow> {
  const touchIt = async () => (await tx.update(carts).set({ updatedAt: sql`now()` }).where(ownerIs(owner)).returning())[0];
  const existing = await touchIt();
  if (existing) return existing;
  // A concurrent first write may create it too: the loser's insert does nothing, and both lock the same row.
  await tx
    .insert(carts)
    .values({ companyId, customerId: owner.customerId ?? null, sessionId: owner.sessionId ?? null })
    .onConflictDoNothing();
  const created = await touchIt();
  if (!created) throw new Error('cart could not be created');
  return created;
}

async function touch(tx: Executor, cartId: string) {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export interface AddItem {
  productId: string;
  quantity: number;
  storeId?: string | null;
}

export async function addCartItem(tx: Executor, companyId: string, owner: CartOwner, input: AddItem): Promise<Cart> {
  // The product and the stores that offer it, in one round trip (this is the
  // hottest write: each statement is a wait on a busy server).
  const [product] = await tx
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      offers: sql<string[]>`array(select ${storeProducts.storeId}::text from ${storeProducts} where ${storeProducts.productId} = ${products.id})`,
    })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.companyId, companyId), eq(products.status, 'active')))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);

  const offers = product.offers;
  const storeId = input.storeId ?? null;
  if (offers.length > 0 && storeId === null) throw unprocessable('Veuillez choisir une boutique pour ce produit');
  if (storeId !== null && !offers.includes(storeId)) throw unprocessable('Cette boutique ne propose pas ce produit');

  const cart = await touchOrCreateCart(tx, companyId, owner);
  const lines = await tx
    .select({ id: cartItems.id, storeId: cartItems.storeId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.id)));
  const inCart = lines.reduce((n, l) => n + l.quantity, 0);
  if (inCart + input.quantity > product.stock) throw outOfStock(product.name, product.stock);
  if (inCart + input.quantity > MAX_LINE_QUANTITY) throw unprocessable(TOO_MANY_OF_ONE);
  const line = lines.find((l) => l.storeId === storeId);
  if (line) {
    await tx.update(cartItems).set({ quantity: line.quantity + input.quantity }).where(eq(cartItems.id, line.id));
  } else {
    if ((await lineCount(tx, cart.id)) >= MAX_CART_LINES) throw unprocessable(TOO_MANY_LINES);
    await tx.insert(cartItems).values({ cartId: cart.id, productId: product.id, storeId, quantity: input.quantity });
  }
  return cartView(tx, cart);
}

async function lineCount(tx: Executor, cartId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return Number(row?.n ?? 0);
}

/** Sets a line's quantity; 0 removes it. Only an increase is checked against the stock. */
export async function updateCartItem(tx: Executor, owner: CartOwner, itemId: string, quantity: number): Promise<Cart> {
  const cart = await lockCart(tx, owner);
  if (!cart) throw notFound(LINE_NOT_FOUND);
  const [line] = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, name: products.name, stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
    .limit(1);
  if (!line) throw notFound(LINE_NOT_FOUND);
  if (quantity === 0) {
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  } else if (quantity !== line.quantity) {
    if (quantity > line.quantity) {
      const [other] = await tx
        .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, line.productId), sql`${cartItems.id} <> ${line.id}`));
      if (Number(other?.n ?? 0) + quantity > line.stock) throw outOfStock(line.name, line.stock);
      if (Number(other?.n ?? 0) + quantity > MAX_LINE_QUANTITY) throw unprocessable(TOO_MANY_OF_ONE);
    }
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
  }
  await touch(tx, cart.id);
  return cartView(tx, cart);
}

export async function removeCartItem(tx: Executor, owner: CartOwner, itemId: string): Promise<Cart> {
  const cart = await lockCart(tx, owner);
  if (!cart) throw notFound(LINE_NOT_FOUND);
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(LINE_NOT_FOUND);
  await touch(tx, cart.id);
  return cartView(tx, cart);
}

/** Empties the cart: every line and the discount code. */
export async function clearCart(tx: Executor, owner: CartOwner): Promise<Cart> {
  const cart = await lockCart(tx, owner);
  if (!cart) return cartView(tx, null);
  await emptyCart(tx, cart.id);
  return cartView(tx, { ...cart, discountCodeId: null });
}

export async function emptyCart(tx: Executor, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ discountCodeId: null, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export async function applyDiscount(tx: Executor, companyId: string, owner: CartOwner, input: string): Promise<Cart> {
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.companyId, companyId), sql`lower(${discountCodes.code}) = lower(${input.trim()})`))
    .limit(1);
  if (!code || !code.active) throw unprocessable(INVALID_CODE);
  const cart = await lockOrCreateCart(tx, companyId, owner);
  const { subtotal } = priceLines(await cartLines(tx, cart.id), null);
  if (subtotal < toCents(code.minSubtotal)) {
    throw unprocessable(`Ce code promo exige un sous-total d'au moins ${formatCents(toCents(code.minSubtotal))} (sous-total actuel : ${formatCents(subtotal)})`);
  }
  await tx.update(carts).set({ discountCodeId: code.id, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
  return cartView(tx, { ...cart, discountCodeId: code.id });
}

export async function removeDiscount(tx: Executor, owner: CartOwner): Promise<Cart> {
  const cart = await lockCart(tx, owner);
  if (!cart) return cartView(tx, null);
  await tx.update(carts).set({ discountCodeId: null, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
  return cartView(tx, { ...cart, discountCodeId: null });
}

/**
 * Moves a guest's cart into the customer's (at login or signup, inside the
 * transaction that creates the token): quantities are summed per
 * (product, store) and capped by the stock (a customer line is never lowered),
 * the merged cart keeps at most MAX_CART_LINES lines,
 * the guest's code is kept when the customer has none, and the guest cart is
 * deleted.
 */
export async function mergeGuestCart(tx: Executor, sessionId: string, customerId: string): Promise<void> {
  const guest = await lockCart(tx, { sessionId });
  if (!guest) return;
  const mine = await lockCart(tx, { customerId });
  if (!mine) {
    await tx.update(carts).set({ customerId, sessionId: null, updatedAt: sql`now()` }).where(eq(carts.id, guest.id));
    return;
  }
  const guestLines = await tx
    .select({ productId: cartItems.productId, storeId: cartItems.storeId, quantity: cartItems.quantity, stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, guest.id));
  if (guestLines.length > 0) {
    const myLines = await tx
      .select({ id: cartItems.id, productId: cartItems.productId, storeId: cartItems.storeId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, mine.id), inArray(cartItems.productId, guestLines.map((l) => l.productId))));
    let lines = await lineCount(tx, mine.id);
    for (const g of guestLines) {
      const existing = myLines.find((m) => m.productId === g.productId && m.storeId === g.storeId);
      const cap = Math.min(g.stock, MAX_LINE_QUANTITY);
      if (existing) {
        const merged = Math.max(existing.quantity, Math.min(existing.quantity + g.quantity, cap));
        if (merged !== existing.quantity) await tx.update(cartItems).set({ quantity: merged }).where(eq(cartItems.id, existing.id));
      } else {
        const quantity = Math.min(g.quantity, cap);
        // Past MAX_CART_LINES the guest's other lines are not carried over (two carts of that size are no shopper's).
        if (quantity > 0 && lines < MAX_CART_LINES) {
          await tx.insert(cartItems).values({ cartId: mine.id, productId: g.productId, storeId: g.storeId, quantity });
          lines += 1;
        }
      }
    }
  }
  await tx
    .update(carts)
    .set({ discountCodeId: mine.discountCodeId ?? guest.discountCodeId, updatedAt: sql`now()` })
    .where(eq(carts.id, mine.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
}
