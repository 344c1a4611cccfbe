import { ToggleGroup } from 'radix-ui';
import { GridIcon, ListIcon } from '#src/components/icons.tsx';
import type { ViewMode } from '#src/state/store.ts';
import { toggleGroup, toggleItem } from './view-toggle.css.ts';

export interface ViewToggleProps {
  value: ViewMode;
  onChange: (view: ViewMode) => void;
}

/** Grid or list: one pressed at a time, arrow keys move between them. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <ToggleGroup.Root
      type="single"
      className={toggleGroup}
      value={value}
      // Clicking the pressed item would unset it: keep one view.
      onValueChange={(next) => (next === 'grid' || next === 'list') && onChange(next)}
      aria-label="Affichage des produits"
    >
      <ToggleGroup.Item value="grid" className={toggleItem} aria-label="Grille">
        <GridIcon size={20} />
      </ToggleGroup.Item>
      <ToggleGroup.Item value="list" className={toggleItem} aria-label="Liste">
        <ListIcon size={20} />
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
