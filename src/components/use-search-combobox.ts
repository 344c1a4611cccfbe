import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ChangeEvent, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { paths } from '#src/lib/paths.ts';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from '#src/lib/recent-searches.ts';
import { suggestionOptionId } from './search-option-id.ts';
import type { SuggestionsState } from './search-suggestions.tsx';
import type { SuggestionOption } from './search-suggestions-model.ts';

const NO_SUGGESTIONS: SuggestionsState = { options: [], announcement: '', showingRecents: false };

/** The popup's state: open or not, the active option, the recent searches and what the live region says. */
function useSuggestionsPopup(baseId: string, formRef: RefObject<HTMLFormElement | null>, loadOptions: () => Promise<boolean>, initialValue: string) {
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recents, setRecents] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [shown, setShown] = useState<SuggestionsState>(NO_SUGGESTIONS);
  const onState = useCallback((state: SuggestionsState) => setShown(state), []);

  const options = shown.options;
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const announcement = expanded ? shown.announcement : notice;

  // The active option stays in view as the arrows move through a scrolled popup.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(suggestionOptionId(baseId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, baseId]);

  // A tap or click anywhere else closes the popup (focus may stay where it was, e.g. on a phone).
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  function openPopup() {
    setRecents(readRecentSearches());
    setNotice('');
    setOpen(true);
    void loadOptions();
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  return {
    value,
    setValue,
    open,
    setActive,
    recents,
    setRecents,
    setNotice,
    options,
    expanded,
    activeIndex,
    announcement,
    showingRecents: shown.showingRecents,
    onState,
    openPopup,
    close,
  };
}

type SuggestionsPopup = ReturnType<typeof useSuggestionsPopup>;

/** The keys of a WAI-ARIA combobox: arrows move through the options, Enter follows one, Escape closes then clears. */
function onComboboxKey(event: KeyboardEvent<HTMLInputElement>, popup: SuggestionsPopup, follow: (option: SuggestionOption) => void) {
  const { open, options, activeIndex, expanded, value } = popup;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!open) {
        popup.openPopup();
        popup.setActive(event.key === 'ArrowDown' ? 0 : -1);
        return;
      }
      if (options.length === 0) return;
      const last = options.length - 1;
      if (event.key === 'ArrowDown') popup.setActive(activeIndex >= last ? 0 : activeIndex + 1);
      else popup.setActive(activeIndex <= 0 ? last : activeIndex - 1);
      return;
    }
    case 'Enter': {
      const chosen = activeIndex >= 0 ? options[activeIndex] : undefined;
      if (chosen) {
        // Not the form's submit: the chosen option is followed instead.
        event.preventDefault();
        follow(chosen);
      }
      return;
    }
    case 'Escape':
      // First the popup closes, then the text goes; on an empty closed field Escape is the container's (the header's row closes).
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        popup.close();
      } else if (value) {
        event.preventDefault();
        event.stopPropagation();
        popup.setValue('');
      }
      return;
    default:
  }
}

export interface SearchComboboxOptions {
  baseId: string;
  formRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Loads the popup's options (their code comes with the box's first use). */
  loadOptions: () => Promise<boolean>;
  /** Called after navigating (closes the mobile drawer). */
  onSearched?: () => void;
  /** What the field holds at first (the catalogue's: the search of its URL). */
  initialValue?: string;
  /** Where a search goes: by default the catalogue searched (/products?search=…); the catalogue's own box keeps its filters. */
  onSearch?: (term: string) => void;
}

/** The search box's state and handlers: searching, following a suggestion, the keys, the history. */
export function useSearchCombobox({ baseId, formRef, inputRef, loadOptions, onSearched, initialValue = '', onSearch }: SearchComboboxOptions) {
  const navigate = useNavigate();
  const popup = useSuggestionsPopup(baseId, formRef, loadOptions, initialValue);
  const { open, close, openPopup } = popup;

  function search(raw: string) {
    const term = raw.trim();
    if (term) popup.setRecents(addRecentSearch(term));
    if (onSearch) onSearch(term);
    else void navigate({ to: paths.products, search: term ? { search: term } : {} });
    close();
    onSearched?.();
  }

  function follow(option: SuggestionOption) {
    if (option.kind === 'search') {
      popup.setValue(option.text);
      search(option.text);
      return;
    }
    void navigate({ to: option.kind === 'category' ? paths.category(option.category.id) : paths.product(option.product.id) });
    close();
    onSearched?.();
  }

  return {
    ...popup,
    follow,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      search(popup.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onComboboxKey(event, popup, follow),
    onBlur(event: FocusEvent<HTMLFormElement>) {
      if (!formRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
    onChange(event: ChangeEvent<HTMLInputElement>) {
      popup.setValue(event.target.value);
      popup.setActive(-1);
      if (!open) openPopup();
    },
    onClick() {
      if (!open) openPopup();
    },
    onClearHistory() {
      clearRecentSearches();
      popup.setRecents([]);
      popup.setNotice('Historique effacé');
      inputRef.current?.focus();
    },
  };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;
