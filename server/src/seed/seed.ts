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
import { rowsOf } from '../repositories/products.ts';
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
 *   The other triggers (catalogue versions, price bands, store counts) are
 *   made to fire all the same (ENABLE ALWAYS, then back): they work per
 *   statement and cost little, and their bookkeeping is then exactly the
 *   row-by-row seed's;
 * - afterwards, set-based checks must find no product whose figure differs
 *   from its cheapest offer and no row whose foreign key points nowhere, or
 *   the seed fails (and rolls back).
 * The tables are locked for the seed's duration, so a bulk seed is for a
 * database that serves nothing else meanwhile. Returns what puts everything back.
 */
async function bulkLoadBegin(tx: Executor): Promise<() => Promise<void>> {
  const tables = sql`('products', 'product_images', 'store_products')`;
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      SELECT quote_ident(i.indexname) AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ${tables}
        AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))`),
  );
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  await tx.execute(sql`ALTER TABLE products DISABLE TRIGGER products_price_from`);
  await tx.execute(sql`ALTER TABLE store_products DISABLE TRIGGER store_products_price_from_insert`);
  const [role] = rowsOf<{ superuser: boolean }>(await tx.execute(sql`SELECT current_setting('is_superuser') = 'on' AS superuser`));
  const kept = role!.superuser
    ? rowsOf<{ target: string; name: string }>(
        await tx.execute(sql`
          SELECT t.tgrelid::regclass::text AS target, quote_ident(t.tgname) AS name FROM pg_trigger t
          WHERE t.tgrelid::regclass::text IN ${tables} AND NOT t.tgisinternal AND t.tgenabled = 'O'`),
      )
    : [];
  for (const t of kept) await tx.execute(sql.raw(`ALTER TABLE ${t.target} ENABLE ALWAYS TRIGGER ${t.name}`));
  if (role!.superuser) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  return async () => {
    if (role!.superuser) await tx.execute(sql`SET LOCAL session_replication_role = origin`);
    for (const t of kept) await tx.execute(sql.raw(`ALTER TABLE ${t.target} ENABLE TRIGGER ${t.name}`));
    await tx.execute(sql`ALTER TABLE products ENABLE TRIGGER products_price_from`);
    await tx.execute(sql`ALTER TABLE store_products ENABLE TRIGGER store_products_price_from_insert`);
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
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
  };
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, opts.companyId));
  if (existing) return { seeded: false, products: 0 };

  const count = opts.products ?? DEFAULT_PRODUCT_COUNT;
  const rnd = new Random(opts.seed ?? 20251122);
  const started = Date.now();
  const now = Date.now();
  const day = 86_400_000;
  const companyId = opts.companyId;
  // Slugs are unique per company; a second seeded company gets its own prefix.
  const companySlug = (await db.select({ id: companies.id }).from(companies).limit(1)).length ? `${COMPANY.slug}-${companyId.slice(0, 8)}` : COMPANY.slug;
  const mediaPrefix = companySlug === COMPANY.slug ? '/media' : `/media/${companyId.slice(0, 8)}`;

  const art = new ArtKit();
  const mediaRows: (typeof media.$inferInsert)[] = [];
  const addMedia = (path: string, body: string) => {
    mediaRows.push({ path, contentType: 'image/svg+xml', body });
    return path;
  };

  await db.transaction(async (tx) => {
    await tx.insert(companies).values({
      id: companyId,
      ...COMPANY,
      slug: companySlug,
      logo: addMedia(`${mediaPrefix}/logos/company.svg`, logoSvg('SD', 150)),
      createdAt: new Date(now - 400 * day),
      updatedAt: new Date(now - 3 * day),
    });

    const storeRows = await tx
      .insert(stores)
      .values(
        STORES.map((s, i) => ({
          companyId,
          name: s.name,
          slug: slugify(s.name),
          logo: addMedia(
            `${mediaPrefix}/logos/${slugify(s.name)}.svg`,
            logoSvg(s.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase(), (i * 37) % 360),
          ),
          address: `${s.street}, ${s.city}`,
          description: i === STORES.length - 1 ? null : s.description,
          contactPhone: `+213 ${String(550 + i)} ${String(10 + i).padStart(2, '0')} ${String(20 + i * 3).padStart(2, '0')} ${String(30 + i).padStart(2, '0')}`,
          contactEmail: i % 4 === 3 ? null : `contact@${slugify(s.name)}.dz`,
        })),
      )
      .returning({ id: stores.id, name: stores.name });

    // Category tree: top → middle → leaves.
    // `path`: the names of the leaf and of its ancestors, which STORES' `sells` name.
    const leaves: { id: string; spec: LeafSpec; hue: number; slug: string; path: string[] }[] = [];
    let position = 0;
    for (const top of TREE) {
      const [topRow] = await tx
        .insert(categories)
        .values({
          companyId,
          name: top.name,
          slug: slugify(top.name),
          description: top.description,
          image: addMedia(`${mediaPrefix}/categories/${slugify(top.name)}.svg`, categoryArt(art, { icon: top.icon, hue: top.hue, key: slugify(top.name), depth: 0 })),
          position: position++,
        })
        .returning({ id: categories.id });
      for (const mid of top.children) {
        const [midRow] = await tx
          .insert(categories)
          .values({
            companyId,
            parentId: topRow!.id,
            name: mid.name,
            slug: slugify(mid.name),
            description: mid.description,
            image: addMedia(`${mediaPrefix}/categories/${slugify(mid.name)}.svg`, categoryArt(art, { icon: mid.icon, hue: top.hue, key: slugify(mid.name), depth: 1 })),
            position: position++,
          })
          .returning({ id: categories.id });
        for (const leaf of mid.leaves) {
          const slug = slugify(leaf.name);
          const [leafRow] = await tx
            .insert(categories)
            .values({
              companyId,
              parentId: midRow!.id,
              name: leaf.name,
              slug,
              description: leaf.description,
              image: addMedia(`${mediaPrefix}/categories/${slug}.svg`, categoryArt(art, { icon: leaf.icon, hue: top.hue, key: slug, depth: 2, tints: leaf.tints })),
              position: position++,
            })
            .returning({ id: categories.id });
          leaves.push({ id: leafRow!.id, spec: leaf, hue: top.hue, slug, path: [top.name, mid.name, leaf.name] });
        }
      }
    }

    // Which leaves each store sells.
    const sellersOf = new Map(
      storeRows.map((store) => {
        const sells = STORES.find((s) => s.name === store.name)!.sells;
        return [store.id, new Set(leaves.flatMap((leaf, i) => (leaf.path.some((name) => sells.includes(name)) ? [i] : [])))];
      }),
    );

    // Products.
    const pooled = count > UNIQUE_IMAGES_UP_TO;
    // A pool holds 6 pictures per kind of product of each leaf.
    const poolUrl = (leafSlug: string, kind: string, k: number) => `${mediaPrefix}/products/${leafSlug}-${slugify(kind)}-${k}.svg`;
    const kindIcon = (spec: LeafSpec, kind: string) => spec.kindIcons?.[kind] ?? spec.icon;
    if (pooled) {
      for (const leaf of leaves) {
        for (const kind of leaf.spec.kinds) {
          for (let k = 0; k < 6; k++) {
            const key = `${leaf.slug}-${slugify(kind)}-${Math.floor(k / 3)}`;
            addMedia(poolUrl(leaf.slug, kind, k), productArt(art, { icon: kindIcon(leaf.spec, kind), hue: leaf.hue, key, tints: leaf.spec.tints, view: k % 3 }));
          }
        }
      }
    }
    // Drawn and written in chunks: a million products never sit in memory
    // at once, only what the collections below pick from.
    const bulk = count >= (opts.bulkFrom ?? BULK_FROM);
    const restore = bulk ? await bulkLoadBegin(tx) : undefined;
    const chosenFrom: { id: string; leaf: number; active: boolean }[] = [];
    const usedSlugs = new Set<string>();
    let productRows: Record<string, unknown>[] = [];
    let imageRows: Record<string, unknown>[] = [];
    let offerRows: Record<string, unknown>[] = [];
    // A chunk is written while the next is drawn: the database and this
    // process work at the same time (drawing a million products took 21 s).
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const chunk = { products: productRows, images: imageRows, offers: offerRows };
      productRows = [];
      imageRows = [];
      offerRows = [];
      await writing;
      writing = (async () => {
        await insertRows(tx, 'products', chunk.products);
        await insertRows(tx, 'product_images', chunk.images);
        await insertRows(tx, 'store_products', chunk.offers);
      })();
      // Awaited at the next chunk or the end; a failure meanwhile is not unhandled.
      writing.catch(() => {});
    };
    for (let i = 0; i < count; i++) {
      const leafIndex = i < leaves.length ? i : rnd.int(0, leaves.length - 1);
      const leaf = leaves[leafIndex]!;
      const { spec } = leaf;
      const kind = rnd.pick(spec.kinds);
      const brand = rnd.pick(spec.brands);
      const qualifier = rnd.pick(QUALIFIERS);
      const model = rnd.chance(0.5) ? ` ${rnd.pick(['A', 'S', 'X', 'M', 'T', 'Z'])}${rnd.int(1, 99)}` : '';
      const colour = rnd.chance(0.4) ? ` ${rnd.pick(COLOURS)}` : '';
      const name = `${kind} ${brand}${model}${qualifier ? ` ${qualifier}` : ''}${colour}`.replace(/\s+/g, ' ').trim();
      let slug = slugify(name);
      if (usedSlugs.has(slug)) slug = `${slug}-${i}`;
      usedSlugs.add(slug);
      const price = round(spec.price[0] + rnd.next() ** 1.6 * (spec.price[1] - spec.price[0]), spec.price[1] > 20000 ? 100 : 10);
      const stock = rnd.chance(0.08) ? 0 : rnd.int(1, 150);
      const rating = rnd.chance(0.05) ? 0 : Math.round((2.5 + rnd.next() * 2.5) * 10) / 10;
      const id = crypto.randomUUID();
      const imageCount = rnd.int(1, 3);
      const primaryIndex = imageCount > 1 && rnd.chance(0.3) ? 1 : 0;
      const urls: string[] = [];
      // The primary picture, the one grids show, is the whole object; the others a close-up, then a pair.
      const viewOf = (k: number) => (k === primaryIndex ? 0 : k < primaryIndex ? k + 1 : k);
      for (let k = 0; k < imageCount; k++) {
        const url = pooled
          ? poolUrl(leaf.slug, kind, rnd.int(0, 5))
          : addMedia(`${mediaPrefix}/products/${slug}-${k + 1}.svg`, productArt(art, { icon: kindIcon(spec, kind), hue: leaf.hue, key: slug, name, tints: spec.tints, view: viewOf(k) }));
        urls.push(url);
        imageRows.push({ product_id: id, image_url: url, is_primary: k === primaryIndex, position: k });
      }
      const product: Record<string, unknown> = {
        id,
        company_id: companyId,
        category_id: leaf.id,
        name,
        slug,
        description: `${kind} ${brand}${model}${colour}, proposé par les boutiques de Souk El Djazair. ${spec.description} Garantie vendeur, livraison dans toute l'Algérie et paiement à la livraison.`,
        price: price.toFixed(2),
        stock,
        rating: rating.toFixed(1),
        image: urls[primaryIndex] ?? null,
        status: rnd.chance(0.02) ? 'inactive' : 'active',
        sku: `SD-${leaf.slug.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(6, '0')}`,
        created_at: new Date(now - Math.floor(rnd.next() * 365 * day)),
        updated_at: new Date(now - Math.floor(rnd.next() * 30 * day)),
      };
      productRows.push(product);
      chosenFrom.push({ id, leaf: leafIndex, active: product.status === 'active' });
      // Most products are sold by one or more stores, at prices around the list
      // price, and only by stores whose trade is the product's (STORES' `sells`).
      // The draws are those of a sample of `wanted` stores among all and of a
      // price for each, whatever the trade leaves, so the catalogue's products,
      // names and prices do not depend on which stores sell them.
      let cheapest: number | undefined;
      if (rnd.chance(0.82)) {
        const wanted = rnd.chance(0.6) ? rnd.int(2, 4) : 1;
        const sellers = rnd.sample(storeRows, storeRows.length).filter((store) => sellersOf.get(store.id)!.has(leafIndex)).slice(0, wanted);
        const asks = Array.from({ length: wanted }, () => round(price * (0.9 + rnd.next() * 0.2), 10));
        const offers = sellers.map((store, k) => ({ storeId: store.id, productId: id, price: asks[k]! }));
        offerRows.push(...offers.map((o) => ({ store_id: o.storeId, product_id: o.productId, price: o.price.toFixed(2) })));
        // The product's own price stays within what its stores ask (decisions.md, "the price shown is the price paid").
        const asked = offers.map((o) => o.price);
        product.price = Math.min(Math.max(price, Math.min(...asked)), Math.max(...asked)).toFixed(2);
        if (asked.length > 0) cheapest = Math.min(...asked);
      }
      // What the triggers of migration 0010 would make of it, which the bulk load turns off.
      if (bulk) product.price_from = cheapest === undefined ? product.price : cheapest.toFixed(2);
      if (productRows.length === CHUNK) await flush();
    }
    await flush();
    await writing;
    if (restore) await restore();

    // Collections, from the products of their leaf categories.
    for (const [ci, c] of COLLECTIONS.entries()) {
      const slug = slugify(c.name);
      const [row] = await tx
        .insert(collections)
        .values({
          companyId,
          name: c.name,
          slug,
          description: c.description,
          image:
            ci % 3 === 2
              ? null
              : addMedia(
                  `${mediaPrefix}/collections/${slug}.svg`,
                  collectionArt(art, { items: c.leaves.map((n) => leaves.find((l) => l.spec.name === n)!.spec), hue: (ci * 60 + 10) % 360, key: slug }),
                ),
          position: ci,
        })
        .returning({ id: collections.id });
      const leafIdx = new Set(c.leaves.map((n) => leaves.findIndex((l) => l.spec.name === n)));
      const members = chosenFrom.filter((p) => leafIdx.has(p.leaf) && p.active);
      const chosen = rnd.sample(members, rnd.int(10, 16));
      if (chosen.length) {
        await tx.insert(collectionProducts).values(chosen.map((p, position) => ({ collectionId: row!.id, productId: p.id, position })));
      }
    }

    await insertBatches(mediaRows, (b) => tx.insert(media).values(b).onConflictDoNothing());
    await tx.insert(discountCodes).values(DISCOUNT_CODES.map((d) => ({ companyId, ...d })));
    await tx
      .insert(customers)
      .values({
        companyId,
        name: DEMO_CUSTOMER.name,
        email: DEMO_CUSTOMER.email,
        passwordHash: await hashPassword(DEMO_CUSTOMER.password),
        phone: DEMO_CUSTOMER.phone,
        address: DEMO_CUSTOMER.address,
        emailVerifiedAt: new Date(now - 100 * day),
      })
      .onConflictDoNothing();
  });
  // The offers, inserted after their products, gave most products a new
  // row version (their price_from, migration 0010), each of the products'
  // indexes an entry for it, and moved the products between the price bands
  // of catalogue_facets (the cells each was inserted in left at 0, since
  // migration 0006 keeps cells that fall to 0). A cell at 0 is as good as
  // absent (a writer adds to it with an upsert); the rest is compacted once,
  // as after any bulk load. Without it, at 100k products, the category tree
  // and uncounted totals were 20-30 % slower in bench:api.
  await db.execute(sql`DELETE FROM catalogue_facets WHERE products = 0`);
  // (A bulk load wrote each product once, in its final band: nothing to compact.)
  if (count < (opts.bulkFrom ?? BULK_FROM)) await db.execute(sql`VACUUM FULL products, catalogue_facets`);
  await db.execute(sql`ANALYZE`);
  log(`Seeded ${count} products for company ${companyId} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { seeded: true, products: count };
}
