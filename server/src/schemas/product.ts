/**
 * Public catalogue: products, their images and store offers, and the query
 * strings of every product list (catalogue, search, category, store and
 * collection products). The storefront imports the `Static` types only.
 */
import { Type, type Static } from 'typebox';
import { DateTime, ListOf, MAX_LIMIT, Money, Nullable, NullableText, Uuid } from './common.ts';
import { CategorySchema } from './category.ts';

export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ProductSortSchema = Type.Enum([...PRODUCT_SORTS], {
  default: 'newest',
  description: 'newest (défaut), price-low, price-high ou rating ; départage stable par identifiant',
});

export const ProductCategoryRefSchema = Type.Object({ id: Uuid, name: Type.String(), slug: Type.String() });
export type ProductCategoryRef = Static<typeof ProductCategoryRefSchema>;

export const ProductImageSchema = Type.Object({ id: Uuid, image_url: Type.String(), is_primary: Type.Boolean() }, { $id: 'ProductImage' });
export type ProductImage = Static<typeof ProductImageSchema>;

/** A store offering the product, at that store's price. */
export const StoreOptionSchema = Type.Object({
  store_id: Uuid,
  store_name: Type.String(),
  store_address: NullableText,
  price: Money,
}, { $id: 'StoreOption' });
export type StoreOption = Static<typeof StoreOptionSchema>;

const productProperties = {
  id: Uuid,
  name: Type.String(),
  description: NullableText,
  price: Money,
  category: Nullable(ProductCategoryRefSchema),
  category_id: Nullable(Uuid),
  stock: Type.Integer(),
  /** Decimal string, e.g. "4.5". */
  rating: Type.String(),
  /** Single fallback image path; prefer `product_images`. */
  image: NullableText,
  /** Primary image first, then by position. */
  product_images: Type.Array(ProductImageSchema),
  /** Cheapest offer first. */
  available_stores: Type.Array(StoreOptionSchema),
  /**
   * What the shopper pays at least: the cheapest offer of `available_stores`,
   * or `price` when no store offers the product. Lists sort by it and
   * `min_price`/`max_price` filter on it (docs/decisions/018).
   */
  price_from: Money,
  /** How many stores offer the product (the length of `available_stores`). */
  store_count: Type.Integer({ minimum: 0 }),
  status: Type.String(),
  sku: NullableText,
  company_id: Uuid,
  slug: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
};

export const ProductSchema = Type.Object(productProperties, { $id: 'Product' });
export type Product = Static<typeof ProductSchema>;

/** A product as listed by one store: `price` stays the product's price, `store_price` is that store's. */
export const StoreProductSchema = Type.Object({ ...productProperties, store_price: Money });
export type StoreProduct = Static<typeof StoreProductSchema>;

export const ProductListSchema = Type.Object({
  items: Type.Array(ProductSchema),
  total_items: Type.Integer({ minimum: 0 }),
  /**
   * Only on a search whose words as typed find nothing: the corrected words
   * this list was found for (e.g. "smartphone" for "smartfone").
   */
  corrected_search: Type.Optional(Type.String()),
});
export type ProductList = Static<typeof ProductListSchema>;

export const StoreProductListSchema = ListOf(StoreProductSchema);
export type StoreProductList = Static<typeof StoreProductListSchema>;

export const ProductImageListSchema = ListOf(ProductImageSchema);
export type ProductImageList = Static<typeof ProductImageListSchema>;

/**
 * The catalogue's price slider (decisions.md, "Price slider"): the range of
 * what its active products sell at (`price_from`), widened to the price bands
 * of catalogue_facets, and the band starts in it as the slider's stops (ten
 * per decade: 1, 1.25, 1.6, 2, 2.5, 3.2, 4, 5, 6.3, 8 times a power of ten).
 */
export const PriceRangeSchema = Type.Object(
  {
    /** The first stop; null (and no stops) when the catalogue has no active product. */
    min_price: Nullable(Money),
    /** The last stop: every product sells at less. */
    max_price: Nullable(Money),
    /** Every stop from min_price to max_price, ascending. */
    steps: Type.Array(Money),
  },
  { $id: 'PriceRange' },
);
export type PriceRange = Static<typeof PriceRangeSchema>;

/** Prices are DZD amounts; the bound keeps them inside numeric(12,2). */
const PriceBound = Type.Number({ minimum: 0, maximum: 9_999_999_999 });

const pageProperties = (defaultLimit: number) => ({
  company_id: Type.Optional(Uuid),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: defaultLimit }),
});

const filterProperties = {
  min_price: Type.Optional(PriceBound),
  max_price: Type.Optional(PriceBound),
  /** Comma-separated category ids; each includes its descendants. */
  category: Type.Optional(Type.String({ maxLength: 4000, description: 'Identifiants de catégories séparés par des virgules' })),
  /** French full text, case- and accent-insensitive, prefix per word. */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  min_rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  sort: ProductSortSchema,
};

export const ProductListQuery = Type.Object({ ...pageProperties(20), ...filterProperties });
export type ProductListQueryT = Static<typeof ProductListQuery>;

/** `/public/search/`: the catalogue filters plus `q` (an empty `q` lists everything). */
export const SearchQuery = Type.Object({ ...pageProperties(20), ...filterProperties, q: Type.Optional(Type.String({ maxLength: 200 })) });

export const SuggestionsQuery = Type.Object({ company_id: Type.Optional(Uuid), q: Type.String({ maxLength: 200 }) });

/** What the search box suggests while a shopper types. */
export const SearchSuggestionsSchema = Type.Object(
  {
    /** The text as received, trimmed. */
    query: Type.String(),
    /** The corrected words the suggestions are for, when the text as typed finds nothing. */
    corrected_search: NullableText,
    /** Up to 4 categories with products whose names the words begin. */
    categories: Type.Array(CategorySchema),
    /** Up to 6 products the search finds, best rated first. */
    products: Type.Array(ProductSchema),
  },
  { $id: 'SearchSuggestions' },
);
export type SearchSuggestions = Static<typeof SearchSuggestionsSchema>;

/** Category and store product pages: limit 100 by default (spec section 7). */
export const ScopedProductListQuery = Type.Object({ ...pageProperties(100), ...filterProperties });

export const FeaturedQuery = Type.Object({
  company_id: Type.Optional(Uuid),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 12 }),
});
