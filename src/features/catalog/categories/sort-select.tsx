import { Select } from 'radix-ui';
import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#src/api/products.ts';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { SORT_LABELS } from './category-search.ts';
import { content, field, indicator, item, label as labelClass, trigger, viewport } from './sort-select.css.ts';

export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/** Decorative: the option's selected state is announced by the listbox itself. */
function CheckIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3} aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function isSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** 'Trier par': the catalogue's four sorts, as an accessible Radix select. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        Trier par
      </label>
      <Select.Root value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
        <Select.Trigger id={id} className={trigger}>
          <Select.Value />
          <Select.Icon>
            <ChevronDownIcon size={16} />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className={content} position="popper" sideOffset={4} collisionPadding={8}>
            <Select.Viewport className={viewport}>
              {PRODUCT_SORTS.map((sort) => (
                <Select.Item key={sort} value={sort} className={item}>
                  <Select.ItemIndicator className={indicator}>
                    <CheckIcon />
                  </Select.ItemIndicator>
                  <Select.ItemText>{SORT_LABELS[sort]}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
