import { useDeferredValue, type ReactNode } from 'react';
import type { ViewMode } from '#src/state/store.ts';
import { ProductCard, type ProductCardItem } from './product-card.tsx';
import { grid, item, list } from './product-grid.css.ts';

export type GridColumns = 2 | 3 | 4;

export interface ProductGridProps<T extends ProductCardItem> {
  products: readonly T[];
  view?: ViewMode;
  /** Most columns on desktop (grid view); 4 on collection pages. */
  columns?: GridColumns;
  /** The cart and wishlist buttons of each card; nothing when absent. */
  renderActions?: (product: T) => ReactNode;
  /** A price other than the one the card shows (a store's own price), shown alone. */
  priceOf?: (product: T) => string | number;
  headingLevel?: 2 | 3 | 4;
  /** Names the list for assistive technology. */
  label?: string;
}

/**
 * Cards in the first commit of a grid: the first screen on a phone (three
 * rows of two) and on a desktop (two rows of three). The rest render right
 * after, in a transition React splits into short tasks: a page of twenty cards
 * in one synchronous render was the long task behind the catalogue's TBT.
 */
export const FIRST_SCREEN_CARDS = 6;

/** Product cards in a responsive grid or a one-column list. */
export function ProductGrid<T extends ProductCardItem>({
  products,
  view = 'grid',
  columns = 4,
  renderActions,
  priceOf,
  headingLevel,
  label,
}: ProductGridProps<T>) {
  // On mount: FIRST_SCREEN_CARDS at once, then all of them (deferred, interruptible).
  // Later changes (another page, a filter) render every card at once.
  const shown = useDeferredValue(products.length, Math.min(products.length, FIRST_SCREEN_CARDS));
  return (
    // role="list" keeps list semantics where `list-style: none` would drop them (Safari).
    <ul className={view === 'list' ? list : grid[columns]} role="list" aria-label={label}>
      {products.slice(0, shown).map((product, index) => (
        <li key={product.id} className={item}>
          <ProductCard
            product={product}
            view={view}
            actions={renderActions?.(product)}
            price={priceOf?.(product)}
            headingLevel={headingLevel}
            priority={index < 4}
          />
        </li>
      ))}
    </ul>
  );
}
