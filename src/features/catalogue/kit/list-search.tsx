import { useId } from 'react';
import { SearchIcon } from '#src/components/icons.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import { searchField, searchIcon, searchInput } from './list-search.css.ts';

export interface ListSearchProps {
  /** The search landmark's name ('Catégories', 'Boutiques'). */
  formLabel: string;
  /** The input's label, read by assistive technology only. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field; the page never reloads. */
  onSubmit?: () => void;
  name?: string;
  className?: string;
}

/** The search box above the category and store lists: a search landmark, a hidden label, an icon. */
export function ListSearch({ formLabel, label, placeholder, value, onChange, onSubmit, name, className }: ListSearchProps) {
  const inputId = useId();
  return (
    <form
      role="search"
      method="get"
      aria-label={formLabel}
      className={className ? `${searchField} ${className}` : searchField}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor={inputId} className={srOnly}>
        {label}
      </label>
      <SearchIcon size={18} className={searchIcon} />
      <input
        id={inputId}
        className={searchInput}
        type="search"
        name={name}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
