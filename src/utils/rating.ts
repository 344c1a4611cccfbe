/** Ratings arrive as decimal strings ("4.5"); anything unreadable counts as 0. */
export function parseRating(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  if (!Number.isFinite(n)) return 0;
  return Math.min(5, Math.max(0, n));
}
