import { useQuery } from '@tanstack/react-query';
import { Checkbox, Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { categoryQueries, type CategoryTreeNode } from '#src/api/categories.ts';
import { ChevronDownIcon } from '#src/components/icons.tsx';
import { Skeleton } from '#src/components/skeleton.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import { CheckIcon } from '../kit/catalogue-icons.tsx';
import { chevron, expandButton, muted, subtree } from './category-filter.css.ts';
import { FilterGroup } from './filter-group.tsx';
import { checkbox, checkLabel, checkRow, tree } from './filter-group.css.ts';
import { useHydrated } from '#src/lib/use-hydrated.ts';

export const CATEGORIES_FILTER_ERROR = 'Erreur lors du chargement des catégories.';

interface CategoryFilterProps {
  selected: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
}

function containsSelected(node: CategoryTreeNode, selected: readonly string[]): boolean {
  return node.children.some((child) => selected.includes(child.id) || containsSelected(child, selected));
}

interface NodeProps extends CategoryFilterProps {
  node: CategoryTreeNode;
}

function CategoryNode({ node, selected, onToggle }: NodeProps) {
  const id = useId();
  const hasChildren = node.children.length > 0;
  // Open where a selection hides, so a shared link shows what is ticked.
  const [open, setOpen] = useState(() => containsSelected(node, selected));
  const checked = selected.includes(node.id);
  const row = (
    <div className={checkRow}>
      <Checkbox.Root id={id} className={checkbox} checked={checked} onCheckedChange={(value) => onToggle(node.id, value === true)}>
        <Checkbox.Indicator>
          <CheckIcon size={14} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className={checkLabel}>
        <span>{node.name}</span>{' '}
        <span className={muted}>({node.product_count})</span>
      </label>
      {hasChildren ? (
        <Collapsible.Trigger className={expandButton}>
          <ChevronDownIcon size={18} className={chevron} />
          <span className={srOnly}>Sous-catégories de {node.name}</span>
        </Collapsible.Trigger>
      ) : null}
    </div>
  );
  if (!hasChildren) return <li>{row}</li>;
  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen}>
      <li>
        {row}
        <Collapsible.Content asChild>
          <ul className={subtree}>
            {node.children.map((child) => (
              <CategoryNode key={child.id} node={child} selected={selected} onToggle={onToggle} />
            ))}
          </ul>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}

/** Category checkboxes over the category tree; a category includes its sub-categories. */
export function CategoryFilter({ selected, onToggle }: CategoryFilterProps) {
  const { data, isPending, isError } = useQuery(categoryQueries.tree());
  // No loader asks for the tree: the server always renders the skeleton, and
  // so must the hydration, even when the persisted cache already has the tree.
  const hydrated = useHydrated();
  return (
    <FilterGroup title="Catégories">
      {isPending || !hydrated ? (
        <div aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="1.5rem" width={`${70 - (i % 3) * 12}%`} className={checkRow} />
          ))}
        </div>
      ) : isError && !data ? (
        <p className={muted} role="alert">
          {CATEGORIES_FILTER_ERROR}
        </p>
      ) : (
        <ul className={tree}>
          {data.map((node) => (
            <CategoryNode key={node.id} node={node} selected={selected} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </FilterGroup>
  );
}
