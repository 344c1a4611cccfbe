import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchSuggestions } from '#server/schemas/product.ts';
import { http } from './http.ts';
import { STALE } from './stale-times.ts';

export type { SearchSuggestions };

/** Suggestions are asked for from this many characters (trimmed). */
export const SUGGESTIONS_MIN_LENGTH = 2;

/**
 * GET /api/v1/public/search/suggestions?q= (issue 45 point 3): up to 4
 * categories and 6 products, and `corrected_search` when the text as typed
 * found nothing and the suggestions are for its corrected words.
 */
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
