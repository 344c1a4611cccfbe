import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { SearchIcon } from './icons.tsx';
import { paths } from '#src/lib/paths.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { form, input, submit } from './search-form.css.ts';

export interface SearchFormProps {
  placeholder?: string;
  /** The search landmark's name; each search form on a page needs its own. */
  label?: string;
  className?: string;
  /** Called after navigating (closes the mobile drawer). */
  onSearched?: () => void;
}

/** Submits to /products?search=… (decisions.md section 2). */
export function SearchForm({ placeholder = 'Rechercher des produits...', label = 'Recherche', className, onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const [value, setValue] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = value.trim();
    void navigate({ to: paths.products, search: search ? { search } : {} });
    onSearched?.();
  }

  return (
    // Without its code, the form still goes where it leads: the catalogue, searched.
    <form role="search" action={paths.products} method="get" aria-label={label} className={className ? `${form} ${className}` : form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={srOnly}>
        Rechercher des produits
      </label>
      <input
        id={inputId}
        className={input}
        type="search"
        name="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={submit}>
        <SearchIcon size={18} />
        <span className={srOnly}>Rechercher</span>
      </button>
    </form>
  );
}
