import { useEffect, useId, useRef } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#src/api/products.ts';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { SORT_LABELS } from './sort-labels.ts';
import { chevron, control, field, label as labelClass, select } from './sort-select.css.ts';

export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** 'compact' in a toolbar with other controls (the catalogue's). */
  width?: 'compact' | 'regular';
}

function isSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/**
 * 'Trier par': the four product sorts ('Nouveautés' by default), as the
 * browser's own select. A phone opens its system picker, the keyboard and
 * screen readers get the native behaviour, and the page has nothing to set
 * up: the Radix select it replaces cost a 6 KB chunk and, on every catalogue
 * page load, some twenty state updates in three synchronous renders while it
 * registered its hidden items.
 */
export function SortSelect({ value, onChange, width }: SortSelectProps) {
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  // The browser's select works before the page is hydrated, when nothing
  // listens to it yet: a sort picked then is applied once React has the page
  // (hydration leaves the select as the shopper set it). Only at mount: later
  // changes go through onChange.
  const mounted = useRef({ value, onChange });
  useEffect(() => {
    const picked = ref.current?.value;
    if (picked !== undefined && picked !== mounted.current.value && isSort(picked)) mounted.current.onChange(picked);
  }, []);
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        Trier par
      </label>
      <span className={control}>
        <select
          ref={ref}
          id={id}
          // No restoring of an old choice when the page comes back from history: the URL says the sort.
          autoComplete="off"
          className={select({ width })}
          value={value}
          onChange={(event) => {
            // A change to the sort already shown is none: React replays a change made before
            // hydration, by then perhaps already applied by the effect above.
            const next = event.currentTarget.value;
            if (isSort(next) && next !== value) onChange(next);
          }}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className={chevron} />
      </span>
    </div>
  );
}
