import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { paths } from '#src/lib/paths.ts';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from '#src/lib/recent-searches.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { SearchIcon } from './icons.tsx';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import { suggestionOptionId } from './search-option-id.ts';
import { clearButton, form, input, listbox, popup, submit } from './search-form.css.ts';
import type { SuggestionsState } from './search-suggestions.tsx';
import type { SuggestionOption } from './search-suggestions-model.ts';

// The popup's options and their data come with the box's first focus: no first visit carries them.
const suggestionOptions = onDemand(() => import('./search-suggestions.tsx').then((m) => m.SearchSuggestionOptions), 'search-suggestions');

const NO_SUGGESTIONS: SuggestionsState = { options: [], announcement: '', showingRecents: false };

export interface SearchFormProps {
  placeholder?: string;
  /** The search landmark's name; each search form on a page needs its own. */
  label?: string;
  className?: string;
  /** Called after navigating (closes the mobile drawer). */
  onSearched?: () => void;
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
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { Component: Options, request: loadOptions } = suggestionOptions.useComponent();

  const [value, setValue] = useState('');
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
        {...suggestionOptions.trigger}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? suggestionOptionId(baseId, activeIndex) : undefined}
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
          {Options ? (
            <Options baseId={baseId} value={value} open={open} recents={recents} activeIndex={activeIndex} onState={onState} onFollow={follow} />
          ) : null}
        </div>
        {shown.showingRecents ? (
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
