import { useId, useRef, type ComponentType, type RefObject } from 'react';
import { paths } from '#src/lib/paths.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { SearchIcon } from './icons.tsx';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import { suggestionOptionId } from './search-option-id.ts';
import { clearButton, form, input, listbox, popup, submit } from './search-form.css.ts';
import type { SearchSuggestionOptionsProps } from './search-suggestions.tsx';
import { useSearchCombobox, type SearchCombobox, type SearchComboboxOptions } from './use-search-combobox.ts';

// The popup's options and their data come with the box's first focus: no first visit carries them.
const suggestionOptions = onDemand(() => import('./search-suggestions.tsx').then((m) => m.SearchSuggestionOptions), 'search-suggestions');

export interface SearchFormProps {
  placeholder?: string;
  /** The search landmark's name; each search form on a page needs its own. */
  label?: string;
  className?: string;
  /** Called after navigating (closes the mobile drawer). */
  onSearched?: () => void;
}

/**
 * A search box's parts: its ids and refs, its state and handlers, and the
 * popup's options once their code is there. SearchForm is the UI kit's box;
 * a screen with a box of its own look (the catalogue's hero) composes these.
 */
export function useSearchBox(options: Pick<SearchComboboxOptions, 'onSearched' | 'onSearch' | 'initialValue'> = {}) {
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { Component: Options, request: loadOptions } = suggestionOptions.useComponent();
  const box = useSearchCombobox({ baseId, formRef, inputRef, loadOptions, ...options });
  return { baseId, formRef, inputRef, Options, box };
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
  const { baseId, formRef, inputRef, Options, box } = useSearchBox({ onSearched });

  return (
    // Without its code, the form still goes where it leads: the catalogue, searched.
    <form
      ref={formRef}
      role="search"
      action={paths.products}
      method="get"
      aria-label={label}
      className={className ? `${form} ${className}` : form}
      onSubmit={box.onSubmit}
      onBlur={box.onBlur}
    >
      <label htmlFor={`${baseId}-input`} className={srOnly}>
        Rechercher des produits
      </label>
      <SearchInput baseId={baseId} inputRef={inputRef} placeholder={placeholder} box={box} />
      <button type="submit" className={submit}>
        <SearchIcon size={18} />
        <span className={srOnly}>Rechercher</span>
      </button>
      <SuggestionsPopup baseId={baseId} Options={Options} box={box} />
      <SearchAnnouncement box={box} />
    </form>
  );
}

/** What the box says to screen readers (how many suggestions, a history cleared). */
export function SearchAnnouncement({ box }: { box: SearchCombobox }) {
  return (
    <div role="status" aria-live="polite" className={srOnly}>
      {box.announcement}
    </div>
  );
}

interface SearchInputProps {
  baseId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder: string;
  box: SearchCombobox;
  /** The field's look where it is not the UI kit's box (the catalogue's hero). */
  className?: string;
  maxLength?: number;
}

/** The combobox itself: the field whose popup lists the suggestions. */
export function SearchInput({ baseId, inputRef, placeholder, box, className = input, maxLength }: SearchInputProps) {
  return (
    <input
      ref={inputRef}
      id={`${baseId}-input`}
      className={className}
      maxLength={maxLength}
      type="search"
      name="search"
      role="combobox"
      {...suggestionOptions.trigger}
      aria-expanded={box.expanded}
      aria-controls={`${baseId}-listbox`}
      aria-autocomplete="list"
      aria-activedescendant={box.activeIndex >= 0 ? suggestionOptionId(baseId, box.activeIndex) : undefined}
      placeholder={placeholder}
      value={box.value}
      onChange={box.onChange}
      onFocus={box.openPopup}
      onClick={box.onClick}
      onKeyDown={box.onKeyDown}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}

interface SuggestionsPopupProps {
  baseId: string;
  /** The options' component, once its code is there. */
  Options: ComponentType<SearchSuggestionOptionsProps> | null;
  box: SearchCombobox;
}

/** The listbox of suggestions (or recent searches) and the button that clears the history. */
export function SuggestionsPopup({ baseId, Options, box }: SuggestionsPopupProps) {
  return (
    <div className={popup} hidden={!box.expanded}>
      <div id={`${baseId}-listbox`} role="listbox" aria-label="Suggestions de recherche" className={listbox}>
        {Options ? (
          <Options
            baseId={baseId}
            value={box.value}
            open={box.open}
            recents={box.recents}
            activeIndex={box.activeIndex}
            onState={box.onState}
            onFollow={box.follow}
          />
        ) : null}
      </div>
      {box.showingRecents ? (
        <button type="button" className={clearButton} onMouseDown={(event) => event.preventDefault()} onClick={box.onClearHistory}>
          Effacer l’historique
        </button>
      ) : null}
    </div>
  );
}
