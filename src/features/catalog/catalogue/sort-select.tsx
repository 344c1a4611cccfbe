import { Select } from 'radix-ui';
import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#src/api/products.ts';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { CheckIcon } from './catalogue-icons.tsx';
import { SORT_LABELS } from './catalogue-search.ts';
import { selectContent, selectItem, selectTrigger, selectViewport, sortField, sortLabel } from './catalogue.css.ts';

export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

function isSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** 'Nouveautés' (default), 'Prix: Croissant', 'Prix: Décroissant', 'Mieux Notés'. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const labelId = useId();
  return (
    <div className={sortField}>
      <span id={labelId} className={sortLabel}>
        Trier par
      </span>
      <Select.Root value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
        <Select.Trigger className={selectTrigger} aria-labelledby={labelId}>
          <Select.Value />
          <Select.Icon>
            <ChevronDownIcon size={16} />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className={selectContent} position="popper" sideOffset={4}>
            <Select.Viewport className={selectViewport}>
              {PRODUCT_SORTS.map((sort) => (
                <Select.Item key={sort} value={sort} className={selectItem}>
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
