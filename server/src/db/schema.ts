/**
 * The marketplace's relational schema. One company owns stores, categories,
 * products and collections; customers, carts, wishlists and orders belong to
 * it too. Money is numeric(12,2) (never floats); ids are UUIDs.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });
const id = () => uuid('id').primaryKey().defaultRandom();
/** The owning company: deleting a company deletes what it owns. */
const companyId = () => uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  logo: text('logo'),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  address: text('address'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const stores = pgTable(
  'stores',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    address: text('address'),
    description: text('description'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
  },
  (t) => [unique('stores_company_slug').on(t.companyId, t.slug), index('stores_company_name').on(t.companyId, t.name)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: companyId(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('categories_company_slug').on(t.companyId, t.slug), index('categories_parent').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: companyId(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    /**
     * What the shopper pays at least: the cheapest offer of a store of the
     * product's company, or `price` when none offers it. Kept by triggers on
     * products, store_products and stores (migration 0010); lists sort and
     * filter by it, and the price bands of catalogue_facets count it
     * (docs/decisions/018).
     */
    priceFrom: money('price_from').notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'string' }).notNull().default('0'),
    image: text('image'),
    status: text('status').notNull().default('active'),
    sku: text('sku'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('french', f_unaccent(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(sku, '')))`,
    ),
  },
  (t) => [
    unique('products_company_slug').on(t.companyId, t.slug),
    // Public lists read active products only: partial indexes let counts run as index-only scans.
    // The filter columns after (price_from, id) let a page in price order pick its ids
    // from the index alone, whatever the category, rating or stock filter.
    index('products_company_price').on(t.companyId, t.priceFrom, t.id, t.categoryId, t.rating, t.stock).where(sql`status = 'active'`),
    // A catalogue page with categories reads each category's matches here, in price order, from the index alone.
    index('products_active_category_price').on(t.companyId, t.categoryId, t.priceFrom, t.id, t.rating, t.stock, t.createdAt).where(sql`status = 'active'`),
    // A page by date or by rating is a walk of one of these, from the index alone.
    // The sitemaps' files of products walk the first one too, with each product's last change
    // (`updated_at`, last so that it orders nothing): a file is read from the index alone.
    index('products_company_created')
      .on(t.companyId, t.createdAt.desc(), t.id, t.priceFrom, t.categoryId, t.rating, t.stock, t.updatedAt)
      .where(sql`status = 'active'`),
    index('products_company_rating').on(t.companyId, t.rating.desc(), t.id, t.priceFrom, t.categoryId, t.stock).where(sql`status = 'active'`),
    index('products_category_created').on(t.categoryId, t.createdAt.desc(), t.id),
    index('products_category_price').on(t.categoryId, t.priceFrom, t.id),
    index('products_search').using('gin', t.searchVector),
    index('products_name_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId, t.position)],
);

/**
 * What a product card shows of a product's images and offers, as the JSON a
 * list sends (repositories/products.ts): kept by triggers on product_images,
 * store_products, stores and products (migration 0015) in the transaction of
 * the write, so a list reads one row per product instead of building both
 * for every product of every page. No row: no image and no offer.
 */
export const productCards = pgTable('product_cards', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  images: json('images'),
  offers: json('offers'),
});

/** A store's offer of a product, at that store's price. */
export const storeProducts = pgTable(
  'store_products',
  {
    storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('store_products_product').on(t.productId),
    // A store's list in price order walks its offers by price (a store's list sorts by its own price, decision 018).
    index('store_products_store_price').on(t.storeId, t.price, t.productId),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('collections_company_slug').on(t.companyId, t.slug)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id').notNull().references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index('collection_products_pos').on(t.collectionId, t.position)],
);

/**
 * Catalogue counts: a version per company, replaced by statement-level
 * triggers (migration 0003) on every write to products, store_products,
 * collection_products, categories, stores and collections, with a value from
 * `catalogue_version_seq` that is never reused. No row: nothing is cached.
 */
export const catalogueVersionSeq = pgSequence('catalogue_version_seq', { startWith: 1 });

export const catalogueVersions = pgTable('catalogue_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The total of a product list, shared by every API process: one row per
 * company and slot (a hash of the normalized filter, so a company holds at
 * most as many rows as slots), valid only while `version` is the company's
 * current catalogue version. `key` is the full filter hash: a slot reused by
 * another filter is a miss, never a wrong total.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    companyId: uuid('company_id').notNull(),
    slot: integer('slot').notNull(),
    key: text('key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.slot] })],
);

/**
 * Active products counted per company, category (the nil UUID for none),
 * price band and whole rating: kept by statement-level triggers on products
 * (migration 0006), in the writing transaction. A list's first total adds up
 * the cells its filters cover whole and counts only the products of its two
 * edge bands, so its cost does not grow with the catalogue (decision 004).
 * Price bands are ten per decade (1, 1.25, 1.6, 2, 2.5, 3.2, 4, 5, 6.3, 8 ×
 * 10^e; band −1 is every price below 1): see `priceBand` in
 * repositories/products.ts and the SQL function `catalogue_price_band`.
 */
export const catalogueFacets = pgTable(
  'catalogue_facets',
  {
    companyId: uuid('company_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    priceBand: integer('price_band').notNull(),
    ratingFloor: integer('rating_floor').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId, t.priceBand, t.ratingFloor] })],
);

/**
 * The same counts in bands a tenth as wide (each price band cut in ten equal
 * steps, migration 0016), keyed by band first: a first total's two edge
 * bands are summed from here, so only the products within one fine band of
 * each bound are counted.
 */
export const catalogueFineFacets = pgTable(
  'catalogue_fine_facets',
  {
    companyId: uuid('company_id').notNull(),
    fineBand: integer('fine_band').notNull(),
    categoryId: uuid('category_id').notNull(),
    ratingFloor: integer('rating_floor').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fineBand, t.categoryId, t.ratingFloor] })],
);

/**
 * The active products each store offers (of the store's own company): kept
 * by triggers on store_products, products and stores (migration 0008), in
 * the writing transaction, so a store's product_count is one row read
 * instead of a count of its offers, which grew with the catalogue. A store without a row
 * offers none. No foreign key: a store's row goes with it by trigger.
 */
export const storeProductCounts = pgTable('store_product_counts', {
  storeId: uuid('store_id').primaryKey(),
  products: integer('products').notNull(),
});

/** Generated SVG images (seed data); served under /media/. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    address: text('address'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('customers_company_email').on(t.companyId, t.email)],
);

/** Opaque tokens (access, password reset, e-mail verification), stored as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // expires_at: the purge of expired tokens (repositories/maintenance.ts).
  (t) => [index('auth_tokens_customer').on(t.customerId), index('auth_tokens_expires').on(t.expiresAt)],
);

/** Outgoing mail: the reference API has no mail server, so mails land here (and in the log). */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  createdAt: createdAt(),
});

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    kind: text('kind').notNull(), // 'percent' | 'fixed'
    value: money('value').notNull(),
    minSubtotal: money('min_subtotal').notNull().default('0'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('discount_codes_company_code').on(t.companyId, t.code)],
);

/** A cart belongs either to a customer or to a guest's client session. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    companyId: companyId(),
    customerId: uuid('customer_id').unique().references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').unique(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The purge finds old guest carts without reading every cart (repositories/maintenance.ts).
  (t) => [index('carts_guest_updated').on(t.updatedAt).where(sql`customer_id IS NULL`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('cart_items_line').on(t.cartId, t.productId, t.storeId).nullsNotDistinct()],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('wishlist_items_line').on(t.customerId, t.productId)],
);

/** Numbers the orders ('CMD-20261122-000123'): unique under concurrency, never reused. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyId(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    orderNumber: text('order_number').notNull().unique(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull(),
    tax: money('tax').notNull(),
    discount: money('discount').notNull(),
    total: money('total').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    /** The wilaya delivered to, by its official number (1–58); null for orders placed without one. */
    wilaya: smallint('wilaya'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_customer_created').on(t.customerId, t.createdAt.desc()),
    check('orders_wilaya_range', sql`${t.wilaya} BETWEEN 1 AND 58`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    storeName: text('store_name'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    totalPrice: money('total_price').notNull(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/**
 * Idempotency keys of cart, wishlist and checkout mutations. The key is stored
 * with its response in the same transaction as the change, so a replayed
 * request gets the first response and the change is applied exactly once.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires').on(t.expiresAt),
    // A cart or wishlist read names its owner's newest applied keys (repositories/idempotency-keys.ts, appliedKeys).
    index('idempotency_keys_scope_recent').on(t.scope, t.createdAt),
  ],
);

/**
 * Rate-limit counters shared by every API process on one PostgreSQL
 * (plugins/app/rate-limit-store.ts): one row per limited key (hashed), the
 * hits of its current window and when that window ends. Rows past their
 * window are purged (repositories/maintenance.ts). UNLOGGED (in the
 * migration): counters are worth no WAL; a crash empties them, as a restart
 * emptied the in-memory counters.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // No index on expires_at: the purge's scan of this small table is cheap,
  // while every hit's update stays HOT (no indexed column changes).
);
