import { Select } from 'radix-ui';
import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#src/api/products.ts';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { CheckIcon } from './catalog-icons.tsx';
import { SORT_LABELS } from './sort-labels.ts';
import { content, field, item, label as labelClass, trigger, viewport } from './sort-select.css.ts';

export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** 'compact' in a toolbar with other controls (the catalog's). */
  width?: 'compact' | 'regular';
}

function isSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** 'Trier par': the four product sorts ('Nouveautés' by default), as an accessible Radix select. */
export function SortSelect({ value, onChange, width }: SortSelectProps) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        Trier par
      </label>
      <Select.Root value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
        <Select.Trigger id={id} className={trigger({ width })}>
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
                  <Select.ItemText>{SORT_LABELS[sort]}</Select.ItemText>
                  <Select.ItemIndicator>
                    <CheckIcon size={14} />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
