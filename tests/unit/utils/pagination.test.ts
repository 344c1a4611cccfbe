import { describe, expect, it } from 'vitest';
import { paginationItems, skipOf, totalPagesOf, type PageItem } from '#src/utils/pagination.ts';

/** Renders items as e.g. "1 2 3 4 5 … 20". */
function render(items: PageItem[]): string {
  return items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');
}

describe('paginationItems (spec section 9)', () => {
  it('1 page: just page 1', () => {
    expect(render(paginationItems(1, 1))).toBe('1');
  });

  it.each([1, 4, 7])('7 pages: all pages (current %i)', (current) => {
    expect(render(paginationItems(current, 7))).toBe('1 2 3 4 5 6 7');
  });

  it.each([
    [1, '1 2 3 4 5 … 8'],
    [4, '1 2 3 4 5 … 8'],
    [5, '1 … 4 5 6 7 8'],
    [8, '1 … 4 5 6 7 8'],
  ])('8 pages, current %i: %s', (current, expected) => {
    expect(render(paginationItems(current, 8))).toBe(expected);
  });

  it.each([
    [1, '1 2 3 4 5 … 20'],
    [3, '1 2 3 4 5 … 20'],
    [4, '1 2 3 4 5 … 20'],
    [5, '1 … 4 5 6 … 20'],
    [10, '1 … 9 10 11 … 20'],
    [16, '1 … 15 16 17 … 20'],
    [17, '1 … 16 17 18 19 20'],
    [20, '1 … 16 17 18 19 20'],
  ])('20 pages, current %i: %s', (current, expected) => {
    expect(render(paginationItems(current, 20))).toBe(expected);
  });

  it('gives the two ellipses distinct keys', () => {
    const keys = paginationItems(10, 20).flatMap((i) => (i.type === 'ellipsis' ? [i.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });

  it('clamps an out-of-range current page', () => {
    expect(render(paginationItems(99, 20))).toBe('1 … 16 17 18 19 20');
    expect(render(paginationItems(0, 20))).toBe('1 2 3 4 5 … 20');
  });
});

describe('page arithmetic', () => {
  it('skip = (page - 1) * 20', () => {
    expect(skipOf(1)).toBe(0);
    expect(skipOf(2)).toBe(20);
    expect(skipOf(5, 100)).toBe(400);
  });

  it('total pages rounds up and is at least 1', () => {
    expect(totalPagesOf(0, 20)).toBe(1);
    expect(totalPagesOf(20, 20)).toBe(1);
    expect(totalPagesOf(21, 20)).toBe(2);
    expect(totalPagesOf(395, 20)).toBe(20);
  });
});
