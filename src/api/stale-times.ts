/** Per-query stale times of spec section 9 (the default is 5 minutes). */
const MINUTE = 60_000;

export const STALE = {
  default: 5 * MINUTE,
  productList: 5 * MINUTE,
  productDetail: 10 * MINUTE,
  /** The catalogue's price range moves only as products do: an hour. */
  priceRange: 60 * MINUTE,
  featuredProducts: 10 * MINUTE,
  categoryDetail: 10 * MINUTE,
  /** "Category list never cached": always refetched on use. */
  categoryList: 0,
  categoryProducts: 0,
  stores: 0,
  cart: 0,
  wishlist: 0,
  orders: 5 * MINUTE,
  /** Suggestions as the shopper types: the same text typed again within a minute is answered at once. */
  searchSuggestions: MINUTE,
} as const;
