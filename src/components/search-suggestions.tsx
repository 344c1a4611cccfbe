/**
 * The options of the search box's popup (loaded on the box's first focus, so
 * that no page's first visit carries it): the API's suggestions for what is
 * typed, or those from what was already seen when offline or when the API
 * fails, or the recent searches under 2 characters. The box (search-form.tsx)
 * owns the field, the keyboard and the popup; this part renders the options
 * and tells the box which there are.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { searchQueries } from '#src/api/search.ts';
import { offlineSuggestions } from '#src/offline/offline-suggestions.ts';
import { useOnlineStatus } from '#src/offline/online.ts';
import { shownPrice } from '#src/utils/shown-price.ts';
import { SearchIcon } from './icons.tsx';
import { ProductImage } from './image.tsx';
import { ShownPriceLine } from './shown-price.tsx';
import { groupHeading, option as optionClass, optionImage, optionMuted, optionName, optionText } from './search-form.css.ts';
import { suggestionOptionId } from './search-option-id.ts';
import { isTyped, recentAnnouncement, suggestionGroups, suggestionsAnnouncement, type SuggestionOption } from './search-suggestions-model.ts';

/** The API is asked once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 200;

function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface SuggestionsState {
  options: SuggestionOption[];
  /** What the box's live region says (empty while the suggestions for the text are not in). */
  announcement: string;
  showingRecents: boolean;
}

export interface SearchSuggestionOptionsProps {
  baseId: string;
  value: string;
  open: boolean;
  recents: readonly string[];
  /** The option the arrows are on, -1 for none. */
  activeIndex: number;
  onState: (state: SuggestionsState) => void;
  onFollow: (option: SuggestionOption) => void;
}

export function SearchSuggestionOptions({ baseId, value, open, recents, activeIndex, onState, onFollow }: SearchSuggestionOptionsProps) {
  const queryClient = useQueryClient();
  const text = value.trim();
  const debounced = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const wantsSuggestions = open && isTyped(debounced);
  const online = useOnlineStatus();
  const remote = useQuery({ ...searchQueries.suggestions(debounced), enabled: wantsSuggestions && online });
  // Offline, or the API failed: what was already seen, from the query cache.
  const fallBack = wantsSuggestions && (!online || remote.isError);
  const seen = useMemo(() => (fallBack ? offlineSuggestions(queryClient, debounced) : undefined), [fallBack, queryClient, debounced]);
  const suggestions = isTyped(text) ? (seen ?? (remote.isError ? undefined : remote.data)) : undefined;
  const settled = isTyped(text) && debounced === text && (seen !== undefined || (remote.isSuccess && !remote.isPlaceholderData));

  const groups = useMemo(() => suggestionGroups({ value, recents, suggestions }), [value, recents, suggestions]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const showingRecents = groups[0]?.key === 'recent';
  const announcement = showingRecents ? recentAnnouncement(options.length) : settled && suggestions ? suggestionsAnnouncement(suggestions) : '';

  useEffect(() => onState({ options, announcement, showingRecents }), [onState, options, announcement, showingRecents]);

  let index = -1;
  const renderOption = (option: SuggestionOption) => {
    index += 1;
    const i = index;
    const common = {
      id: suggestionOptionId(baseId, i),
      role: 'option' as const,
      'aria-selected': i === activeIndex,
      className: optionClass,
      'data-kind': option.kind,
      // The field keeps the focus (and the phone its keyboard) while an option is tapped.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => onFollow(option),
    };
    switch (option.kind) {
      case 'search':
        return (
          <div key={`s-${i}`} {...common}>
            <SearchIcon size={18} aria-hidden="true" className={optionMuted} />
            <span className={optionName}>{option.label}</span>
          </div>
        );
      case 'category':
        return (
          <div key={`c-${option.category.id}`} {...common}>
            <span className={optionName}>{option.category.name}</span>
          </div>
        );
      case 'product':
        return (
          <div key={`p-${option.product.id}`} {...common}>
            <ProductImage product={option.product} alt="" className={optionImage} width={40} height={40} />
            <span className={optionText}>
              <span className={optionName}>{option.product.name}</span>
              <ShownPriceLine shown={shownPrice(option.product)} />
            </span>
          </div>
        );
    }
  };

  return (
    <>
      {groups.map((group) =>
        group.heading ? (
          <div key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`}>
            <div id={`${baseId}-${group.key}`} role="presentation" className={groupHeading}>
              {group.heading}
            </div>
            {group.options.map(renderOption)}
          </div>
        ) : (
          group.options.map(renderOption)
        ),
      )}
    </>
  );
}
