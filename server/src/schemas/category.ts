/** Public catalogue: categories (flat, detail with children, tree). */
import { Type, type Static, type TSchema } from 'typebox';
import { ListOf, MAX_LIMIT, Nullable, NullableText, Uuid } from './common.ts';

const categoryProperties = {
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  description: NullableText,
  image: NullableText,
  parent_id: Nullable(Uuid),
  /** Active products of this category and all its descendants. */
  product_count: Type.Integer({ minimum: 0 }),
};

export const CategorySchema = Type.Object(categoryProperties, { $id: 'Category' });
export type Category = Static<typeof CategorySchema>;

/** One category with its direct children. */
export const CategoryDetailSchema = Type.Object({ ...categoryProperties, children: Type.Array(CategorySchema) });
export type CategoryDetail = Static<typeof CategoryDetailSchema>;

export interface CategoryTreeNode extends Category {
  children: CategoryTreeNode[];
}

/**
 * The tree's response schema spells out a few typed levels (the catalogue has
 * three); anything deeper is still serialized, as plain JSON.
 */
function treeNodeSchema(depth: number): TSchema {
  const children = depth <= 1 ? Type.Array(Type.Unknown()) : Type.Array(treeNodeSchema(depth - 1));
  return Type.Object({ ...categoryProperties, children });
}
export const CategoryTreeNodeSchema = treeNodeSchema(6);

export const CategoryListSchema = ListOf(CategorySchema);
export type CategoryList = Static<typeof CategoryListSchema>;

/** `items` are the roots, `total_items` their number. */
export const CategoryTreeSchema = ListOf(CategoryTreeNodeSchema);
export interface CategoryTree {
  items: CategoryTreeNode[];
  total_items: number;
}

/** The flat list is bounded by the company's tree: without `limit` it is complete. */
export const CategoryListQuery = Type.Object({
  company_id: Type.Optional(Uuid),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
});

export const RandomLeavesQuery = Type.Object({
  company_id: Type.Optional(Uuid),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 5 }),
});
