/**
 * The public screens: rendered by the server for anyone, the same for every
 * shopper. The service worker keeps the last HTML of each one it fetched
 * (sw/sw.ts); personal screens (cart, checkout, wishlist, account, orders,
 * sign-in) are never kept. Shared by the app and the worker: no DOM here.
 */
export function isPublicPage(pathname: string): boolean {
  return /^\/(?:products(?:\/[^/]+)?|categories(?:\/[^/]+)?|collections\/[^/]+|stores(?:\/[^/]+)?|about|contact|faq|shipping|returns)?\/?$/.test(
    pathname,
  );
}
