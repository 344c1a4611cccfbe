/**
 * Seeds an empty database with the marketplace's catalogue (decisions.md
 * section 1). Deterministic: the same options make the same catalogue. Runs
 * only when the company does not exist yet, so it is safe at every start.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import {
  categories,
  collectionProducts,
  collections,
  companies,
  customers,
  discountCodes,
  media,
  stores,
} from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { rowsOf } from '../db/rows.ts';
import { COLLECTIONS, COLOURS, COMPANY, DEMO_CUSTOMER, DISCOUNT_CODES, QUALIFIERS, STORES, TREE, type LeafSpec } from './catalogue.ts';
import { Random, slugify } from './random.ts';
import { ArtKit, categoryArt, collectionArt, productArt } from './art.ts';
import { logoSvg } from './svg.ts';

export interface SeedOptions {
  companyId: string;
  /** Number of products; the default catalogue has 320. */
  products?: number;
  seed?: number;
  log?: (message: string) => void;
  /** From how many products on the load is made in bulk (default BULK_FROM); the result is the same catalogue. */
  bulkFrom?: number;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

export const DEFAULT_PRODUCT_COUNT = 320;
const BATCH = 1000;
/** Products drawn, then written with their images and offers, at a time. */
const CHUNK = 5000;
/** Above this many products, images come from a per-category pool instead of one set per product. */
const UNIQUE_IMAGES_UP_TO = 5000;
/** From this many products on, the seed loads in bulk (bulkLoadBegin). */
export const BULK_FROM = 50_000;

async function insertBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/**
 * Rows keyed by their columns' names, in one statement whatever their number:
 * `json_populate_recordset` reads them with the table's own column types
 * from one text parameter. A multi-row VALUES list took one parameter per
 * value, and building, sending and parsing those lists cost about as much as
 * the inserts themselves (100k products: 35 s against 19 s for the same rows
 * from SQL). Columns left out take their defaults.
 */
async function insertRows(tx: Executor, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.raw(Object.keys(rows[0]!).map((c) => `"${c}"`).join(', '));
  const name = sql.raw(`"${table}"`);
  await tx.execute(sql`INSERT INTO ${name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(rows)}::json)`);
}

/**
 * A large catalogue (BULK_FROM products and more: benchmarks, staging) is
 * loaded the way PostgreSQL loads best, inside the seed's transaction:
 * - the secondary indexes of products, their images and offers are dropped
 *   and built again once every row is in (a build sorts once; keeping ten
 *   indexes, two of them GIN, row by row cost half of the load);
 * - products are written with their `price_from` already right (the seed
 *   knows their offers), and the two triggers that set it (migration 0010)
 *   are off meanwhile: otherwise every offer rewrote its product's row, and
 *   every index entry of it, once more;
 * - with a superuser's rights, foreign keys are not checked row by row
 *   (`session_replication_role = replica`, as pg_restore and logical
 *   replication load): about a third of each offer's and image's insert.
 *   The other triggers (catalogue versions) are made to fire all the same
 *   (ENABLE ALWAYS, then back): they work per statement and cost little,
 *   and their bookkeeping is then exactly the row-by-row seed's;
 * - the product cards' triggers on new images and offers (migration 0015)
 *   are off too, and every card is made in one statement once the rows are
 *   in (`product_cards_fill`);
 * - so are the price bands' triggers on products (migrations 0006 and
 *   0016), whose cells are counted once at the end (`catalogue_facets_fill`):
 *   each batch's upsert of the cells it touched left a dead version of each
 *   behind, in a transaction no VACUUM can clean, so that at 1M products
 *   catalogue_facets took 2,190 pages for 1,682 cells and every total
 *   without a category read all of them;
 * - and so is the offers' trigger that keeps each store's product count
 *   (migration 0008): the counts are made once at the end (fillStoreCounts);
 * - afterwards, set-based checks must find no product whose figure differs
 *   from its cheapest offer and no row whose foreign key points nowhere, or
 *   the seed fails (and rolls back).
 * The tables are locked for the seed's duration, so a bulk seed is for a
 * database that serves nothing else meanwhile. Returns what puts everything back.
 */
async function bulkLoadBegin(tx: Executor, companyId: string, log: (message: string) => void): Promise<() => Promise<void>> {
  const indexes = await dropSecondaryIndexes(tx);
  const triggersBack = await setTriggersForBulk(tx);
  // Each phase's time, from the end of the one before.
  const phases: string[] = [];
  let lap = Date.now();
  const mark = (name: string) => {
    const now = Date.now();
    phases.push(`${name} ${((now - lap) / 1000).toFixed(1)} s`);
    lap = now;
  };
  return async () => {
    mark('rows');
    // The product cards the turned-off triggers did not make. Before the
    // triggers come back: for a superuser the cards' foreign key is then not
    // checked row by row either (the fill reads every product it points to).
    await tx.execute(sql`SELECT product_cards_fill()`);
    mark('cards');
    // The price bands' cells, which the turned-off triggers did not keep, counted once.
    await tx.execute(sql`SELECT catalogue_facets_fill()`);
    mark('bands');
    await fillStoreCounts(tx, companyId);
    mark('store counts');
    await triggersBack();
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    mark('indexes');
    await checkBulkLoad(tx);
    mark('checks');
    log(`bulk load: ${phases.join(', ')}`);
  };
}

/** The tables a bulk load writes with their secondary indexes set aside. */
const BULK_TABLES = sql`('products', 'product_images', 'store_products')`;

/** Drops the bulk tables' indexes that back no constraint; returns their definitions, to build them again. */
async function dropSecondaryIndexes(tx: Executor): Promise<{ name: string; definition: string }[]> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      SELECT quote_ident(i.indexname) AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ${BULK_TABLES}
        AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))`),
  );
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  return indexes;
}

/** The triggers that keep the price bands' cells (migrations 0006 and 0016). */
const FACETS_TRIGGERS = ['products_facets_insert', 'products_facets_update', 'products_facets_delete'];
/** The triggers a bulk load turns off and whose work it does once at the end, by table. */
const BULK_OFF_TRIGGERS: [table: string, trigger: string][] = [
  ['products', 'products_price_from'],
  ['store_products', 'store_products_price_from_insert'],
  ['product_images', 'product_images_cards_insert'],
  ['store_products', 'store_products_cards_insert'],
  ['store_products', 'store_products_counts_insert'],
  ...FACETS_TRIGGERS.map((t): [string, string] => ['products', t]),
];

/**
 * Turns off BULK_OFF_TRIGGERS (the two that set `price_from`, the two that
 * make the cards of new images and offers, the one that counts each store's
 * new offers, the price bands' three) and, for a superuser, the row-by-row
 * foreign-key checks (`session_replication_role = replica`), the bulk
 * tables' other triggers made to fire all the same (ENABLE ALWAYS).
 * Returns what turns everything back as it was.
 */
async function setTriggersForBulk(tx: Executor): Promise<() => Promise<void>> {
  for (const [table, trigger] of BULK_OFF_TRIGGERS) await tx.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
  const [role] = rowsOf<{ superuser: boolean }>(await tx.execute(sql`SELECT current_setting('is_superuser') = 'on' AS superuser`));
  const superuser = role!.superuser;
  const kept = superuser
    ? rowsOf<{ target: string; name: string }>(
        await tx.execute(sql`
          SELECT t.tgrelid::regclass::text AS target, quote_ident(t.tgname) AS name FROM pg_trigger t
          WHERE t.tgrelid::regclass::text IN ${BULK_TABLES} AND NOT t.tgisinternal AND t.tgenabled = 'O'`),
      )
    : [];
  for (const t of kept) await tx.execute(sql.raw(`ALTER TABLE ${t.target} ENABLE ALWAYS TRIGGER ${t.name}`));
  if (superuser) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  return async () => {
    if (superuser) await tx.execute(sql`SET LOCAL session_replication_role = origin`);
    for (const t of kept) await tx.execute(sql.raw(`ALTER TABLE ${t.target} ENABLE TRIGGER ${t.name}`));
    for (const [table, trigger] of BULK_OFF_TRIGGERS) await tx.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
  };
}

/**
 * Each store's count of offered active products (migration 0008), counted
 * once over the company's offers after a bulk load, in place of the offers'
 * insert trigger: per batch of 5,000 products that trigger looked each
 * offer's product up by id, 375 ms a batch at 1M products (75 s of the
 * load) against 76 ms at 200k, as the lookups left the cache.
 */
async function fillStoreCounts(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO store_product_counts AS c (store_id, products)
    SELECT sp.store_id, count(*)::int
    FROM stores s JOIN store_products sp ON sp.store_id = s.id JOIN products p ON p.id = sp.product_id AND p.company_id = s.company_id
    WHERE s.company_id = ${companyId}::uuid AND p.status = 'active'
    GROUP BY sp.store_id ORDER BY sp.store_id
    ON CONFLICT (store_id) DO UPDATE SET products = excluded.products`);
}

/**
 * The set-based checks after a bulk load: no product whose `price_from`
 * differs from its cheapest offer, no row whose foreign key points nowhere.
 * Throws otherwise, which rolls the seed back.
 */
async function checkBulkLoad(tx: Executor): Promise<void> {
  const [wrong] = rowsOf<{ prices: number; offers: number; images: number; products: number }>(
    await tx.execute(sql`
      SELECT
        (SELECT count(*)::int FROM products p
           LEFT JOIN (SELECT o.product_id, s.company_id, min(o.price) AS cheapest FROM store_products o JOIN stores s ON s.id = o.store_id GROUP BY o.product_id, s.company_id) x
             ON x.product_id = p.id AND x.company_id = p.company_id
           WHERE p.price_from <> coalesce(x.cheapest, p.price)) AS prices,
        (SELECT count(*)::int FROM store_products o WHERE NOT EXISTS (SELECT FROM products p WHERE p.id = o.product_id) OR NOT EXISTS (SELECT FROM stores s WHERE s.id = o.store_id)) AS offers,
        (SELECT count(*)::int FROM product_images i WHERE NOT EXISTS (SELECT FROM products p WHERE p.id = i.product_id)) AS images,
        (SELECT count(*)::int FROM products p WHERE NOT EXISTS (SELECT FROM companies c WHERE c.id = p.company_id)
           OR (p.category_id IS NOT NULL AND NOT EXISTS (SELECT FROM categories c WHERE c.id = p.category_id))) AS products`),
  );
  const faults = Object.entries(wrong!).filter(([, n]) => n > 0);
  if (faults.length > 0) throw new Error(`bulk seed: ${faults.map(([what, n]) => `${n} ${what}`).join(', ')} wrong (price_from other than the cheapest offer, or a foreign key pointing nowhere)`);
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const DAY = 86_400_000;

/** The pictures a seed draws, written to `media` at its end, under the company's prefix. */
class Pictures {
  readonly rows: (typeof media.$inferInsert)[] = [];
  constructor(private readonly prefix: string) {}
  /** The URL path of the picture at `path` under the company's prefix. */
  url(path: string): string {
    return `${this.prefix}${path}`;
  }
  /** Keeps a picture to write; returns its URL path. */
  add(path: string, body: string): string {
    const url = this.url(path);
    this.rows.push({ path: url, contentType: 'image/svg+xml', body });
    return url;
  }
}

/** What the parts of one seed share. */
interface Seeding {
  tx: Executor;
  companyId: string;
  /** The draws: taken in the same order, they make the same catalogue. */
  rnd: Random;
  /** The seed's clock: its dates are drawn back from it. */
  now: number;
  art: ArtKit;
  pictures: Pictures;
  /** Where the seed says what it did (SeedOptions.log). */
  log: (message: string) => void;
}

/** A leaf category, as products are drawn in it. `path`: the names of the leaf and of its ancestors, which STORES' `sells` name. */
interface Leaf {
  id: string;
  spec: LeafSpec;
  hue: number;
  slug: string;
  path: string[];
}

/** A store and the leaves it sells (indexes into the leaves). */
interface Seller {
  id: string;
  leaves: Set<number>;
}

/** A drawn product, as the collections pick from it. */
interface Drawn {
  id: string;
  leaf: number;
  active: boolean;
}

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, opts.companyId));
  if (existing) return { seeded: false, products: 0 };

  const count = opts.products ?? DEFAULT_PRODUCT_COUNT;
  const bulk = count >= (opts.bulkFrom ?? BULK_FROM);
  const rnd = new Random(opts.seed ?? 20251122);
  const started = Date.now();
  const now = Date.now();
  const { slug, mediaPrefix } = await companyNames(db, opts.companyId);
  const pictures = new Pictures(mediaPrefix);
  await db.transaction(async (tx) => {
    await seedCompany({ tx, companyId: opts.companyId, rnd, now, art: new ArtKit(), pictures, log }, slug, count, bulk);
  });
  await tidyAfterSeed(db, bulk);
  log(`Seeded ${count} products for company ${opts.companyId} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { seeded: true, products: count };
}

/** Slugs are unique per company; a second seeded company gets its own prefix, for its slug and its pictures. */
async function companyNames(db: Db, companyId: string): Promise<{ slug: string; mediaPrefix: string }> {
  const another = (await db.select({ id: companies.id }).from(companies).limit(1)).length > 0;
  return another ? { slug: `${COMPANY.slug}-${companyId.slice(0, 8)}`, mediaPrefix: `/media/${companyId.slice(0, 8)}` } : { slug: COMPANY.slug, mediaPrefix: '/media' };
}

/** The company and all it shows, in the seed's transaction. */
async function seedCompany(s: Seeding, slug: string, count: number, bulk: boolean): Promise<void> {
  await insertCompany(s, slug);
  const storeRows = await insertStores(s);
  const leaves = await insertCategoryTree(s);
  const drawn = await insertProducts(s, { count, bulk, leaves, sellers: sellersOf(storeRows, leaves) });
  await insertCollections(s, leaves, drawn);
  await insertBatches(s.pictures.rows, (b) => s.tx.insert(media).values(b).onConflictDoNothing());
  await s.tx.insert(discountCodes).values(DISCOUNT_CODES.map((d) => ({ companyId: s.companyId, ...d })));
  await insertDemoCustomer(s);
}

async function insertCompany(s: Seeding, slug: string): Promise<void> {
  await s.tx.insert(companies).values({
    id: s.companyId,
    ...COMPANY,
    slug,
    logo: s.pictures.add('/logos/company.svg', logoSvg('SD', 150)),
    createdAt: new Date(s.now - 400 * DAY),
    updatedAt: new Date(s.now - 3 * DAY),
  });
}

async function insertStores(s: Seeding): Promise<{ id: string; name: string }[]> {
  return s.tx
    .insert(stores)
    .values(
      STORES.map((store, i) => ({
        companyId: s.companyId,
        name: store.name,
        slug: slugify(store.name),
        logo: s.pictures.add(
          `/logos/${slugify(store.name)}.svg`,
          logoSvg(store.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase(), (i * 37) % 360),
        ),
        address: `${store.street}, ${store.city}`,
        description: i === STORES.length - 1 ? null : store.description,
        contactPhone: `+213 ${String(550 + i)} ${String(10 + i).padStart(2, '0')} ${String(20 + i * 3).padStart(2, '0')} ${String(30 + i).padStart(2, '0')}`,
        contactEmail: i % 4 === 3 ? null : `contact@${slugify(store.name)}.dz`,
      })),
    )
    .returning({ id: stores.id, name: stores.name });
}

/** The category tree, top → middle → leaves, numbered in that order; returns the leaves. */
async function insertCategoryTree(s: Seeding): Promise<Leaf[]> {
  const leaves: Leaf[] = [];
  let position = 0;
  for (const top of TREE) {
    const topId = await insertCategory(s, undefined, top, { hue: top.hue, depth: 0 }, position++);
    for (const mid of top.children) {
      const midId = await insertCategory(s, topId, mid, { hue: top.hue, depth: 1 }, position++);
      for (const leaf of mid.leaves) {
        const id = await insertCategory(s, midId, leaf, { hue: top.hue, depth: 2 }, position++);
        leaves.push({ id, spec: leaf, hue: top.hue, slug: slugify(leaf.name), path: [top.name, mid.name, leaf.name] });
      }
    }
  }
  return leaves;
}

/** One category with its picture; returns its id. */
async function insertCategory(
  s: Seeding,
  parentId: string | undefined,
  category: { name: string; description: string; icon: string; tints?: string[] },
  look: { hue: number; depth: number },
  position: number,
): Promise<string> {
  const slug = slugify(category.name);
  const [row] = await s.tx
    .insert(categories)
    .values({
      companyId: s.companyId,
      parentId,
      name: category.name,
      slug,
      description: category.description,
      image: s.pictures.add(`/categories/${slug}.svg`, categoryArt(s.art, { icon: category.icon, hue: look.hue, key: slug, depth: look.depth, tints: category.tints })),
      position,
    })
    .returning({ id: categories.id });
  return row!.id;
}

/** Which leaves each store sells: those under a category its STORES entry `sells`. */
function sellersOf(storeRows: { id: string; name: string }[], leaves: Leaf[]): Seller[] {
  return storeRows.map((store) => {
    const sells = STORES.find((s) => s.name === store.name)!.sells;
    return { id: store.id, leaves: new Set(leaves.flatMap((leaf, i) => (leaf.path.some((name) => sells.includes(name)) ? [i] : []))) };
  });
}

interface ProductPlan {
  count: number;
  /** Loaded in bulk (bulkLoadBegin): each product is written with its `price_from`. */
  bulk: boolean;
  leaves: Leaf[];
  sellers: Seller[];
  /** Pictures come from a per-leaf pool (addPicturePools) instead of one set per product. */
  pooled: boolean;
}

/**
 * The products, their pictures and offers, drawn and written in chunks: a
 * million products never sit in memory at once, only what the collections
 * pick from (returned).
 */
async function insertProducts(s: Seeding, opts: Omit<ProductPlan, 'pooled'>): Promise<Drawn[]> {
  const plan: ProductPlan = { ...opts, pooled: opts.count > UNIQUE_IMAGES_UP_TO };
  if (plan.pooled) addPicturePools(s, plan.leaves);
  const restore = plan.bulk ? await bulkLoadBegin(s.tx, s.companyId, s.log) : undefined;
  const writer = new ChunkWriter(s.tx);
  const drawn: Drawn[] = [];
  const usedSlugs = new Set<string>();
  for (let i = 0; i < plan.count; i++) {
    const product = drawProduct(s, plan, i, usedSlugs);
    drawn.push(product.drawn);
    await writer.add(product.rows);
  }
  await writer.finish();
  if (restore) await restore();
  return drawn;
}

/** One product's rows, keyed by their columns' names (insertRows). */
interface ProductRows {
  product: Record<string, unknown>;
  images: Record<string, unknown>[];
  offers: Record<string, unknown>[];
}

/**
 * Writes products with their pictures and offers CHUNK products at a time,
 * a chunk while the next is drawn: the database and this process work at
 * the same time (drawing a million products took 21 s).
 */
class ChunkWriter {
  private chunk: ProductRows[] = [];
  private writing: Promise<void> = Promise.resolve();
  constructor(private readonly tx: Executor) {}

  async add(rows: ProductRows): Promise<void> {
    this.chunk.push(rows);
    if (this.chunk.length === CHUNK) await this.flush();
  }

  /** Resolves once every chunk is written. */
  async finish(): Promise<void> {
    await this.flush();
    await this.writing;
  }

  private async flush(): Promise<void> {
    const chunk = this.chunk;
    this.chunk = [];
    await this.writing;
    this.writing = (async () => {
      await insertRows(this.tx, 'products', chunk.map((p) => p.product));
      await insertRows(this.tx, 'product_images', chunk.flatMap((p) => p.images));
      await insertRows(this.tx, 'store_products', chunk.flatMap((p) => p.offers));
    })();
    // Awaited at the next chunk or the end; a failure meanwhile is not unhandled.
    this.writing.catch(() => {});
  }
}

/** The path of one of a pool's pictures: a pool holds 6 per kind of product of each leaf. */
const poolPath = (leafSlug: string, kind: string, k: number) => `/products/${leafSlug}-${slugify(kind)}-${k}.svg`;
const kindIcon = (spec: LeafSpec, kind: string) => spec.kindIcons?.[kind] ?? spec.icon;

function addPicturePools(s: Seeding, leaves: Leaf[]): void {
  for (const leaf of leaves) {
    for (const kind of leaf.spec.kinds) {
      for (let k = 0; k < 6; k++) {
        const key = `${leaf.slug}-${slugify(kind)}-${Math.floor(k / 3)}`;
        s.pictures.add(poolPath(leaf.slug, kind, k), productArt(s.art, { icon: kindIcon(leaf.spec, kind), hue: leaf.hue, key, tints: leaf.spec.tints, view: k % 3 }));
      }
    }
  }
}

/** The i-th product: the first one per leaf, then in leaves drawn at random. The draws' order is the catalogue: keep it. */
function drawProduct(s: Seeding, plan: ProductPlan, i: number, usedSlugs: Set<string>): { rows: ProductRows; drawn: Drawn } {
  const { rnd } = s;
  const leafIndex = i < plan.leaves.length ? i : rnd.int(0, plan.leaves.length - 1);
  const leaf = plan.leaves[leafIndex]!;
  const { spec } = leaf;
  const named = drawName(rnd, spec);
  let slug = slugify(named.name);
  if (usedSlugs.has(slug)) slug = `${slug}-${i}`;
  usedSlugs.add(slug);
  const price = round(spec.price[0] + rnd.next() ** 1.6 * (spec.price[1] - spec.price[0]), spec.price[1] > 20000 ? 100 : 10);
  const stock = rnd.chance(0.08) ? 0 : rnd.int(1, 150);
  const rating = rnd.chance(0.05) ? 0 : Math.round((2.5 + rnd.next() * 2.5) * 10) / 10;
  const id = crypto.randomUUID();
  const pictures = drawPictures(s, leaf, { id, kind: named.kind, slug, name: named.name }, plan.pooled);
  const product: Record<string, unknown> = {
    id,
    company_id: s.companyId,
    category_id: leaf.id,
    name: named.name,
    slug,
    description: `${named.kind} ${named.brand}${named.model}${named.colour}, proposé par les boutiques de Souk El Djazair. ${spec.description} Garantie vendeur, livraison dans toute l'Algérie et paiement à la livraison.`,
    price: price.toFixed(2),
    stock,
    rating: rating.toFixed(1),
    image: pictures.primary,
    status: rnd.chance(0.02) ? 'inactive' : 'active',
    sku: `SD-${leaf.slug.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(6, '0')}`,
    created_at: new Date(s.now - Math.floor(rnd.next() * 365 * DAY)),
    updated_at: new Date(s.now - Math.floor(rnd.next() * 30 * DAY)),
  };
  const offers = drawOffers(rnd, plan.sellers, leafIndex, id, price);
  let cheapest: number | undefined;
  if (offers) {
    // The product's own price stays within what its stores ask (decisions.md, "the price shown is the price paid").
    product.price = Math.min(Math.max(price, Math.min(...offers.asked)), Math.max(...offers.asked)).toFixed(2);
    if (offers.asked.length > 0) cheapest = Math.min(...offers.asked);
  }
  // What the triggers of migration 0010 would make of it, which the bulk load turns off.
  if (plan.bulk) product.price_from = cheapest === undefined ? product.price : cheapest.toFixed(2);
  return {
    rows: { product, images: pictures.rows, offers: offers?.rows ?? [] },
    drawn: { id, leaf: leafIndex, active: product.status === 'active' },
  };
}

/** "<kind> <brand>[ <model>][ <qualifier>][ <colour>]", and its parts. */
function drawName(rnd: Random, spec: LeafSpec): { kind: string; brand: string; model: string; colour: string; name: string } {
  const kind = rnd.pick(spec.kinds);
  const brand = rnd.pick(spec.brands);
  const qualifier = rnd.pick(QUALIFIERS);
  const model = rnd.chance(0.5) ? ` ${rnd.pick(['A', 'S', 'X', 'M', 'T', 'Z'])}${rnd.int(1, 99)}` : '';
  const colour = rnd.chance(0.4) ? ` ${rnd.pick(COLOURS)}` : '';
  const name = `${kind} ${brand}${model}${qualifier ? ` ${qualifier}` : ''}${colour}`.replace(/\s+/g, ' ').trim();
  return { kind, brand, model, colour, name };
}

/**
 * A product's one to three pictures, from its leaf's pool or drawn for it.
 * The primary one, the one grids show, is the whole object; the others a close-up, then a pair.
 */
function drawPictures(
  s: Seeding,
  leaf: Leaf,
  product: { id: string; kind: string; slug: string; name: string },
  pooled: boolean,
): { rows: Record<string, unknown>[]; primary: string | null } {
  const { rnd } = s;
  const { spec } = leaf;
  const imageCount = rnd.int(1, 3);
  const primaryIndex = imageCount > 1 && rnd.chance(0.3) ? 1 : 0;
  const viewOf = (k: number) => (k === primaryIndex ? 0 : k < primaryIndex ? k + 1 : k);
  const urls: string[] = [];
  const rows: Record<string, unknown>[] = [];
  for (let k = 0; k < imageCount; k++) {
    const url = pooled
      ? s.pictures.url(poolPath(leaf.slug, product.kind, rnd.int(0, 5)))
      : s.pictures.add(
          `/products/${product.slug}-${k + 1}.svg`,
          productArt(s.art, { icon: kindIcon(spec, product.kind), hue: leaf.hue, key: product.slug, name: product.name, tints: spec.tints, view: viewOf(k) }),
        );
    urls.push(url);
    rows.push({ product_id: product.id, image_url: url, is_primary: k === primaryIndex, position: k });
  }
  return { rows, primary: urls[primaryIndex] ?? null };
}

/**
 * Most products are sold by one or more stores, at prices around the list
 * price, and only by stores whose trade is the product's (STORES' `sells`).
 * The draws are those of a sample of `wanted` stores among all and of a
 * price for each, whatever the trade leaves, so the catalogue's products,
 * names and prices do not depend on which stores sell them. Returns the
 * offers' rows and what they ask, or nothing for a product no store offers.
 */
function drawOffers(rnd: Random, sellers: Seller[], leafIndex: number, productId: string, price: number): { rows: Record<string, unknown>[]; asked: number[] } | undefined {
  if (!rnd.chance(0.82)) return undefined;
  const wanted = rnd.chance(0.6) ? rnd.int(2, 4) : 1;
  const chosen = rnd.sample(sellers, sellers.length).filter((store) => store.leaves.has(leafIndex)).slice(0, wanted);
  const asks = Array.from({ length: wanted }, () => round(price * (0.9 + rnd.next() * 0.2), 10));
  const asked = chosen.map((_, k) => asks[k]!);
  return { rows: chosen.map((store, k) => ({ store_id: store.id, product_id: productId, price: asked[k]!.toFixed(2) })), asked };
}

/** Collections, from the active products of their leaf categories. */
async function insertCollections(s: Seeding, leaves: Leaf[], drawn: Drawn[]): Promise<void> {
  for (const [ci, c] of COLLECTIONS.entries()) {
    const slug = slugify(c.name);
    const [row] = await s.tx
      .insert(collections)
      .values({
        companyId: s.companyId,
        name: c.name,
        slug,
        description: c.description,
        image:
          ci % 3 === 2
            ? null
            : s.pictures.add(
                `/collections/${slug}.svg`,
                collectionArt(s.art, { items: c.leaves.map((n) => leaves.find((l) => l.spec.name === n)!.spec), hue: (ci * 60 + 10) % 360, key: slug }),
              ),
        position: ci,
      })
      .returning({ id: collections.id });
    const leafIdx = new Set(c.leaves.map((n) => leaves.findIndex((l) => l.spec.name === n)));
    const members = drawn.filter((p) => leafIdx.has(p.leaf) && p.active);
    const chosen = s.rnd.sample(members, s.rnd.int(10, 16));
    if (chosen.length) {
      await s.tx.insert(collectionProducts).values(chosen.map((p, position) => ({ collectionId: row!.id, productId: p.id, position })));
    }
  }
}

async function insertDemoCustomer(s: Seeding): Promise<void> {
  await s.tx
    .insert(customers)
    .values({
      companyId: s.companyId,
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      phone: DEMO_CUSTOMER.phone,
      address: DEMO_CUSTOMER.address,
      emailVerifiedAt: new Date(s.now - 100 * DAY),
    })
    .onConflictDoNothing();
}

/**
 * After the seed's transaction. The offers, inserted after their products,
 * gave most products a new row version (their price_from, migration 0010),
 * each of the products' indexes an entry for it, and moved the products
 * between the price bands of catalogue_facets and catalogue_fine_facets (the cells each was inserted
 * in left at 0, since migration 0006 keeps cells that fall to 0). A cell at
 * 0 is as good as absent (a writer adds to it with an upsert); the rest is
 * compacted once, as after any bulk load. Without it, at 100k products, the
 * category tree and uncounted totals were 20-30 % slower in bench:api.
 */
async function tidyAfterSeed(db: Db, bulk: boolean): Promise<void> {
  await db.execute(sql`DELETE FROM catalogue_facets WHERE products = 0`);
  await db.execute(sql`DELETE FROM catalogue_fine_facets WHERE products = 0`);
  // (A bulk load wrote each product once, and its cells once: nothing to compact.)
  if (!bulk) {
    await db.execute(sql`VACUUM FULL products, catalogue_facets`);
    // In key order, as a bulk load writes them: an edge band's cells on a few pages.
    const [pk] = rowsOf<{ name: string }>(
      await db.execute(sql`SELECT quote_ident(conindid::regclass::text) AS name FROM pg_constraint WHERE conrelid = 'catalogue_fine_facets'::regclass AND contype = 'p'`),
    );
    await db.execute(sql.raw(`CLUSTER catalogue_fine_facets USING ${pk!.name}`));
  }
  await db.execute(sql`ANALYZE`);
}
