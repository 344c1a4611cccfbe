/**
 * What the search box's popup lists, as plain data (the component renders
 * it): under 2 characters the recent searches; from 2, "Rechercher « … »",
 * a correction when the API made one, then categories and products.
 */
import type { Category } from '#src/api/categories.ts';
import type { Product } from '#src/api/products.ts';
import { SUGGESTIONS_MIN_LENGTH, type SearchSuggestions } from '#src/api/search.ts';

export type SuggestionOption =
  /** Searches `text` in the catalogue (the typed text, a correction or a recent search). */
  | { kind: 'search'; text: string; label: string }
  | { kind: 'category'; category: Category }
  | { kind: 'product'; product: Product };

export interface SuggestionGroup {
  key: 'search' | 'recent' | 'categories' | 'products';
  /** Shown above the options; none for the first group of a typed text. */
  heading: string | null;
  options: SuggestionOption[];
}

export const RECENT_HEADING = 'Recherches récentes';
export const CATEGORIES_HEADING = 'Catégories';
export const PRODUCTS_HEADING = 'Produits';

export const searchLabel = (text: string) => `Rechercher « ${text} »`;
export const correctionLabel = (text: string) => `Essayez « ${text} »`;

export interface SuggestionInput {
  /** What the field holds. */
  value: string;
  recents: readonly string[];
  /** The suggestions to show for it (possibly those of a previous text, while the next come). */
  suggestions: SearchSuggestions | undefined;
}

export function isTyped(value: string): boolean {
  return value.trim().length >= SUGGESTIONS_MIN_LENGTH;
}

export function suggestionGroups({ value, recents, suggestions }: SuggestionInput): SuggestionGroup[] {
  const text = value.trim();
  if (!isTyped(text)) {
    return recents.length
      ? [{ key: 'recent', heading: RECENT_HEADING, options: recents.map((r) => ({ kind: 'search', text: r, label: r })) }]
      : [];
  }
  const first: SuggestionOption[] = [{ kind: 'search', text, label: searchLabel(text) }];
  const corrected = suggestions?.corrected_search?.trim();
  if (corrected && corrected.toLowerCase() !== text.toLowerCase()) {
    first.push({ kind: 'search', text: corrected, label: correctionLabel(corrected) });
  }
  const groups: SuggestionGroup[] = [{ key: 'search', heading: null, options: first }];
  if (suggestions?.categories.length) {
    groups.push({ key: 'categories', heading: CATEGORIES_HEADING, options: suggestions.categories.map((category) => ({ kind: 'category', category })) });
  }
  if (suggestions?.products.length) {
    groups.push({ key: 'products', heading: PRODUCTS_HEADING, options: suggestions.products.map((product) => ({ kind: 'product', product })) });
  }
  return groups;
}

/** What the live region says once the suggestions for the typed text are in. */
export function suggestionsAnnouncement(suggestions: SearchSuggestions): string {
  const n = suggestions.categories.length + suggestions.products.length;
  const count = n === 0 ? 'Aucune suggestion' : n === 1 ? '1 suggestion' : `${n} suggestions`;
  return suggestions.corrected_search ? `${count} pour « ${suggestions.corrected_search} »` : count;
}

export function recentAnnouncement(n: number): string {
  return n === 1 ? '1 recherche récente' : `${n} recherches récentes`;
}
