/**
 * The page list of spec section 9: every page when there are 7 or fewer;
 * otherwise near the start pages 1-5 then the last, near the end the first
 * then the last 5, and in the middle the first, current-1, current,
 * current+1 and the last, with ellipses in between.
 */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

export const MAX_PAGES_WITHOUT_ELLIPSIS = 7;

export function totalPagesOf(totalItems: number, pageSize: number): number {
  if (!Number.isFinite(totalItems) || totalItems <= 0 || pageSize <= 0) return 1;
  return Math.ceil(totalItems / pageSize);
}

export function paginationItems(currentPage: number, totalPages: number): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const page = (p: number): PageItem => ({ type: 'page', page: p });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => page(from + i));

  if (total <= MAX_PAGES_WITHOUT_ELLIPSIS) return range(1, total);
  if (current <= 4) return [...range(1, 5), { type: 'ellipsis', key: 'end' }, page(total)];
  if (current >= total - 3) return [page(1), { type: 'ellipsis', key: 'start' }, ...range(total - 4, total)];
  return [
    page(1),
    { type: 'ellipsis', key: 'start' },
    ...range(current - 1, current + 1),
    { type: 'ellipsis', key: 'end' },
    page(total),
  ];
}

/** Page size of catalogue, category, store and collection pages (section 9). */
export const PAGE_SIZE = 20;

export function skipOf(page: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}
