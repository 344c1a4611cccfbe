/** Public catalogue: curated collections of products. */
import { Type, type Static } from 'typebox';
import { ListOf, MAX_LIMIT, Money, NullableText, Uuid } from './common.ts';
import { ProductSchema } from './product.ts';

/** The short product shape of collection previews. */
export const CollectionProductPreviewSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  price: Money,
  /** The product's cheapest offer, or its price when no store offers it (docs/decisions/018). */
  price_from: Money,
  /** How many stores offer the product. */
  store_count: Type.Integer({ minimum: 0 }),
  stock: Type.Integer(),
  status: Type.String(),
  slug: Type.String(),
  /** Primary image, else the product's image. */
  image: NullableText,
});
export type CollectionProductPreview = Static<typeof CollectionProductPreviewSchema>;

const collectionProperties = {
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  description: NullableText,
  image: NullableText,
  company_id: Uuid,
  /** Active products in the collection. */
  product_count: Type.Integer({ minimum: 0 }),
};

/** In lists; `preview_products` (first 4) only with include_preview_products=true. */
export const CollectionSchema = Type.Object({
  ...collectionProperties,
  preview_products: Type.Optional(Type.Array(CollectionProductPreviewSchema)),
}, { $id: 'Collection' });
export type Collection = Static<typeof CollectionSchema>;

/**
 * One collection; with include_products=true also the page of its products
 * (`items`, full product cards, in the collection's order) and `total_items`.
 */
export const CollectionDetailSchema = Type.Object({
  ...collectionProperties,
  items: Type.Optional(Type.Array(ProductSchema)),
  total_items: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type CollectionDetail = Static<typeof CollectionDetailSchema>;

export const CollectionListSchema = ListOf(CollectionSchema);
export type CollectionList = Static<typeof CollectionListSchema>;

const page = {
  company_id: Type.Optional(Uuid),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 20 }),
};

export const CollectionListQuery = Type.Object({ ...page, include_preview_products: Type.Boolean({ default: false }) });

/** skip/limit page the collection's products when include_products=true. */
export const CollectionDetailQuery = Type.Object({ ...page, include_products: Type.Boolean({ default: false }) });
export type CollectionDetailQueryT = Static<typeof CollectionDetailQuery>;

export const CollectionProductsQuery = Type.Object(page);
