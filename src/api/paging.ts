/**
 * List responses arrive as `{items, total_items}`; older backends answer some
 * product lists with a plain array or `{products}` (spec section 7). Screens
 * always get a Page.
 */
export interface Page<T> {
  items: T[];
  total_items: number;
  /** A search the API answered for corrected words ("smartphone" for "smartfone"): those words. */
  corrected_search?: string;
}

export function toPage<T>(response: unknown): Page<T> {
  if (Array.isArray(response)) return { items: response as T[], total_items: response.length };
  if (typeof response === 'object' && response !== null) {
    const r = response as { items?: unknown; products?: unknown; total_items?: unknown; total?: unknown; corrected_search?: unknown };
    const items = Array.isArray(r.items) ? (r.items as T[]) : Array.isArray(r.products) ? (r.products as T[]) : [];
    const total = typeof r.total_items === 'number' ? r.total_items : typeof r.total === 'number' ? r.total : items.length;
    return typeof r.corrected_search === 'string' && r.corrected_search !== ''
      ? { items, total_items: total, corrected_search: r.corrected_search }
      : { items, total_items: total };
  }
  return { items: [], total_items: 0 };
}

/** Skip/limit of a 1-based page. */
export interface PageParams {
  skip: number;
  limit: number;
}

/**
 * A scoped list's placeholder (a category's, a collection's, a store's
 * products, keyed `[resource, kind, id, …]`): paging and sorting keep the
 * current page of the same `id` on screen until the next arrives; another
 * id starts from its skeleton, never from this one's products.
 */
export function keepPageOf(id: string) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery?.queryKey[2] === id ? previous : undefined;
}
