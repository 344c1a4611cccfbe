import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Category } from '#server/schemas/category.ts';
import type { Product } from '#server/schemas/product.ts';
import { http } from './http.ts';
import { STALE } from './stale-times.ts';

/**
 * GET /api/v1/public/search/suggestions?q= (issue 45 point 3). Declared here
 * until the server's schema exports it.
 */
export interface SearchSuggestions {
  /** The text the suggestions answer. */
  query: string;
  /** Set when `query` had a typo and the suggestions are for this text instead. */
  corrected_search: string | null;
  /** At most 4. */
  categories: Category[];
  /** At most 6. */
  products: Product[];
}

/** Suggestions are asked for from this many characters (trimmed). */
export const SUGGESTIONS_MIN_LENGTH = 2;

export async function fetchSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const res = await http.get<Partial<SearchSuggestions>>('/api/v1/public/search/suggestions', { q }, { signal });
  // Tolerant of a partial answer: the box shows what it can.
  return {
    query: typeof res.query === 'string' ? res.query : q,
    corrected_search: typeof res.corrected_search === 'string' && res.corrected_search ? res.corrected_search : null,
    categories: Array.isArray(res.categories) ? res.categories : [],
    products: Array.isArray(res.products) ? res.products : [],
  };
}

export const searchQueries = {
  all: () => ['search'] as const,
  suggestions: (q: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'suggestions', q] as const,
      queryFn: ({ signal }) => fetchSearchSuggestions(q, signal),
      staleTime: STALE.searchSuggestions,
      // While the next text's answer comes, the box keeps showing the last one.
      placeholderData: keepPreviousData,
      // A box that guesses as the shopper types: a failed guess falls back to what was seen, not to retries.
      retry: false,
    }),
};
