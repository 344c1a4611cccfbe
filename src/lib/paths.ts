/**
 * The storefront's screen paths (spec section 2, decisions.md section 2), in
 * one place for links and redirects.
 * Typed as plain strings on purpose: TanStack Router checks literal `to`
 * values against the route tree, and most screens' route files are added by
 * later issues. A string `to` is accepted by <Link> and navigate() whatever
 * the tree holds. Once every route exists, links may switch to literal paths
 * with `params` for full type checking.
 */
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  products: '/products' as string,
  product: (productId: string): string => `/products/${id(productId)}`,
  categories: '/categories' as string,
  category: (categoryId: string): string => `/categories/${id(categoryId)}`,
  collection: (collectionId: string): string => `/collections/${id(collectionId)}`,
  stores: '/stores' as string,
  store: (storeId: string): string => `/stores/${id(storeId)}`,
  cart: '/cart' as string,
  checkout: '/checkout' as string,
  wishlist: '/wishlist' as string,
  account: '/account' as string,
  orders: '/orders' as string,
  order: (orderId: string): string => `/orders/${id(orderId)}`,
  login: '/login' as string,
  signup: '/signup' as string,
  forgotPassword: '/forgot-password' as string,
  about: '/about' as string,
  contact: '/contact' as string,
  faq: '/faq' as string,
  shipping: '/shipping' as string,
  returns: '/returns' as string,
} as const;
