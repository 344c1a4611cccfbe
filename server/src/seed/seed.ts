/**
 * Seeds an empty database with the marketplace's catalogue (decisions.md
 * section 1). Deterministic: the same options make the same catalogue. Runs
 * only when the company does not exist yet, so it is safe at every start.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  collectionProducts,
  collections,
  companies,
  customers,
  discountCodes,
  media,
  productImages,
  products,
  storeProducts,
  stores,
} from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
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
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

export const DEFAULT_PRODUCT_COUNT = 320;
const BATCH = 1000;
/** Above this many products, images come from a per-category pool instead of one set per product. */
const UNIQUE_IMAGES_UP_TO = 5000;

async function insertBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
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
    const productRows: (typeof products.$inferInsert)[] = [];
    const imageRows: (typeof productImages.$inferInsert)[] = [];
    const offerRows: (typeof storeProducts.$inferInsert)[] = [];
    const productLeaf: number[] = [];
    const usedSlugs = new Set<string>();
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
        imageRows.push({ productId: id, imageUrl: url, isPrimary: k === primaryIndex, position: k });
      }
      productRows.push({
        id,
        companyId,
        categoryId: leaf.id,
        name,
        slug,
        description: `${kind} ${brand}${model}${colour}, proposé par les boutiques de Souk El Djazair. ${spec.description} Garantie vendeur, livraison dans toute l'Algérie et paiement à la livraison.`,
        price: price.toFixed(2),
        stock,
        rating: rating.toFixed(1),
        image: urls[primaryIndex] ?? null,
        status: rnd.chance(0.02) ? 'inactive' : 'active',
        sku: `SD-${leaf.slug.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(6, '0')}`,
        createdAt: new Date(now - Math.floor(rnd.next() * 365 * day)),
        updatedAt: new Date(now - Math.floor(rnd.next() * 30 * day)),
      });
      productLeaf.push(leafIndex);
      // Most products are sold by one or more stores, at prices around the list
      // price, and only by stores whose trade is the product's (STORES' `sells`).
      // The draws are those of a sample of `wanted` stores among all and of a
      // price for each, whatever the trade leaves, so the catalogue's products,
      // names and prices do not depend on which stores sell them.
      if (rnd.chance(0.82)) {
        const wanted = rnd.chance(0.6) ? rnd.int(2, 4) : 1;
        const sellers = rnd.sample(storeRows, storeRows.length).filter((store) => sellersOf.get(store.id)!.has(leafIndex)).slice(0, wanted);
        const asks = Array.from({ length: wanted }, () => round(price * (0.9 + rnd.next() * 0.2), 10));
        const offers = sellers.map((store, k) => ({ storeId: store.id, productId: id, price: asks[k]! }));
        offerRows.push(...offers.map((o) => ({ ...o, price: o.price.toFixed(2) })));
        // The product's own price stays within what its stores ask (decisions.md, "the price shown is the price paid").
        const asked = offers.map((o) => o.price);
        productRows[productRows.length - 1]!.price = Math.min(Math.max(price, Math.min(...asked)), Math.max(...asked)).toFixed(2);
      }
    }
    await insertBatches(productRows, (b) => tx.insert(products).values(b));
    await insertBatches(imageRows, (b) => tx.insert(productImages).values(b));
    await insertBatches(offerRows, (b) => tx.insert(storeProducts).values(b));

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
      const members = productRows.filter((p, i) => leafIdx.has(productLeaf[i]!) && p.status === 'active');
      const chosen = rnd.sample(members, rnd.int(10, 16));
      if (chosen.length) {
        await tx.insert(collectionProducts).values(chosen.map((p, position) => ({ collectionId: row!.id, productId: p.id!, position })));
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
  await db.execute(sql`VACUUM FULL products, catalogue_facets`);
  await db.execute(sql`ANALYZE`);
  log(`Seeded ${count} products for company ${companyId} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { seeded: true, products: count };
}
