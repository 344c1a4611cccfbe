import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { searchQueries } from '#src/api/search.ts';
import { paths } from '#src/lib/paths.ts';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from '#src/lib/recent-searches.ts';
import { offlineSuggestions } from '#src/offline/offline-suggestions.ts';
import { useOnlineStatus } from '#src/offline/online.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { shownPrice } from '#src/utils/shown-price.ts';
import { SearchIcon } from './icons.tsx';
import { ProductImage } from './image.tsx';
import { ShownPriceLine } from './shown-price.tsx';
import {
  form,
  clearButton,
  groupHeading,
  input,
  listbox,
  option as optionClass,
  optionImage,
  optionMuted,
  optionName,
  optionText,
  popup,
  submit,
} from './search-form.css.ts';
import {
  isTyped,
  recentAnnouncement,
  suggestionGroups,
  suggestionsAnnouncement,
  type SuggestionOption,
} from './search-suggestions-model.ts';

export interface SearchFormProps {
  placeholder?: string;
  /** The search landmark's name; each search form on a page needs its own. */
  label?: string;
  className?: string;
  /** Called after navigating (closes the mobile drawer). */
  onSearched?: () => void;
}

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

/**
 * Submits to /products?search=… (decisions.md section 2) and, once its code
 * runs, suggests as the shopper types: a WAI-ARIA 1.2 combobox whose listbox
 * holds "Rechercher « … »", categories and products from the API (from the
 * products and categories already seen when offline or when the API fails),
 * or the recent searches kept on the device while the field holds under 2
 * characters.
 */
export function SearchForm({ placeholder = 'Rechercher des produits...', label = 'Recherche', className, onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recents, setRecents] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

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

  const groups = suggestionGroups({ value, recents, suggestions });
  const options = groups.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const showingRecents = groups[0]?.key === 'recent';
  const activeIndex = expanded && active < options.length ? active : -1;

  const announcement = !expanded
    ? notice
    : showingRecents
      ? recentAnnouncement(options.length)
      : settled && suggestions
        ? suggestionsAnnouncement(suggestions)
        : '';

  // The active option stays in view as the arrows move through a scrolled popup.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
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
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(raw: string) {
    const term = raw.trim();
    if (term) setRecents(addRecentSearch(term));
    void navigate({ to: paths.products, search: term ? { search: term } : {} });
    close();
    onSearched?.();
  }

  function follow(option: SuggestionOption) {
    if (option.kind === 'search') {
      setValue(option.text);
      search(option.text);
      return;
    }
    void navigate({ to: option.kind === 'category' ? paths.category(option.category.id) : paths.product(option.product.id) });
    close();
    onSearched?.();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openPopup();
          setActive(event.key === 'ArrowDown' ? 0 : -1);
          return;
        }
        if (options.length === 0) return;
        const last = options.length - 1;
        if (event.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1);
        else setActive(activeIndex <= 0 ? last : activeIndex - 1);
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
          close();
        } else if (value) {
          event.preventDefault();
          event.stopPropagation();
          setValue('');
        }
        return;
      default:
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!formRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  function onClearHistory() {
    clearRecentSearches();
    setRecents([]);
    setNotice('Historique effacé');
    inputRef.current?.focus();
  }

  let index = -1;
  const renderOption = (option: SuggestionOption) => {
    index += 1;
    const i = index;
    const selected = i === activeIndex;
    const common = {
      id: optionId(i),
      role: 'option' as const,
      'aria-selected': selected,
      className: optionClass,
      'data-kind': option.kind,
      // The field keeps the focus (and the phone its keyboard) while an option is tapped.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => follow(option),
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
    // Without its code, the form still goes where it leads: the catalogue, searched.
    <form
      ref={formRef}
      role="search"
      action={paths.products}
      method="get"
      aria-label={label}
      className={className ? `${form} ${className}` : form}
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className={srOnly}>
        Rechercher des produits
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={input}
        type="search"
        name="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setActive(-1);
          if (!open) openPopup();
        }}
        onFocus={openPopup}
        onClick={() => {
          if (!open) openPopup();
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={submit}>
        <SearchIcon size={18} />
        <span className={srOnly}>Rechercher</span>
      </button>
      <div className={popup} hidden={!expanded}>
        <div id={listboxId} role="listbox" aria-label="Suggestions de recherche" className={listbox}>
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
        </div>
        {showingRecents ? (
          <button type="button" className={clearButton} onMouseDown={(event) => event.preventDefault()} onClick={onClearHistory}>
            Effacer l’historique
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className={srOnly}>
        {announcement}
      </div>
    </form>
  );
}
