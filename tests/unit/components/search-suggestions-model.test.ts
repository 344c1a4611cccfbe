import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '#src/api/search.ts';
import { suggestionGroups, suggestionsAnnouncement } from '#src/components/search-suggestions-model.ts';

const suggestions = (over: Partial<SearchSuggestions> = {}): SearchSuggestions => ({
  query: 'ta',
  corrected_search: null,
  categories: [{ id: 'c1', name: 'Tapis' } as SearchSuggestions['categories'][number]],
  products: [{ id: 'p1', name: 'Tapis berbère' } as SearchSuggestions['products'][number]],
  ...over,
});

describe('the search popup’s options', () => {
  it('under 2 characters, lists the recent searches, or nothing', () => {
    expect(suggestionGroups({ value: ' t ', recents: ['tapis', 'lampe'], suggestions: suggestions() })).toEqual([
      {
        key: 'recent',
        heading: 'Recherches récentes',
        options: [
          { kind: 'search', text: 'tapis', label: 'tapis' },
          { kind: 'search', text: 'lampe', label: 'lampe' },
        ],
      },
    ]);
    expect(suggestionGroups({ value: '', recents: [], suggestions: undefined })).toEqual([]);
  });

  it('from 2 characters, searches the text first, then categories and products', () => {
    const groups = suggestionGroups({ value: ' ta ', recents: ['lampe'], suggestions: suggestions() });
    expect(groups.map((g) => [g.key, g.heading, g.options.length])).toEqual([
      ['search', null, 1],
      ['categories', 'Catégories', 1],
      ['products', 'Produits', 1],
    ]);
    expect(groups[0]!.options[0]).toEqual({ kind: 'search', text: 'ta', label: 'Rechercher « ta »' });
    // Before any answer: the search option alone.
    expect(suggestionGroups({ value: 'ta', recents: [], suggestions: undefined }).map((g) => g.key)).toEqual(['search']);
  });

  it('offers the correction the API made', () => {
    const groups = suggestionGroups({ value: 'smartfone', recents: [], suggestions: suggestions({ query: 'smartfone', corrected_search: 'smartphone' }) });
    expect(groups[0]!.options).toEqual([
      { kind: 'search', text: 'smartfone', label: 'Rechercher « smartfone »' },
      { kind: 'search', text: 'smartphone', label: 'Essayez « smartphone »' },
    ]);
  });

  it('announces the count', () => {
    expect(suggestionsAnnouncement(suggestions())).toBe('2 suggestions');
    expect(suggestionsAnnouncement(suggestions({ categories: [] }))).toBe('1 suggestion');
    expect(suggestionsAnnouncement(suggestions({ categories: [], products: [] }))).toBe('Aucune suggestion');
  });
});
