/**
 * A titled row of product cards from the catalogue list ("Vous aimerez aussi"
 * on a product page, "Nouveautés" on the home page). Below the fold: nothing
 * is requested until the section comes near the viewport, and until its cards
 * arrive a placeholder of the grid's shape holds their place, so the server's
 * HTML and the hydration stay small and nothing moves. The list is
 * productQueries.list, so offline it reads the persisted cache and the service
 * worker's copy like any catalogue query. No product (or none to be had
 * offline, or a failure): the section is not shown.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, type ReactNode } from 'react';
import { productQueries, type Product, type ProductListFilters } from '#src/api/products.ts';
import { Skeleton } from '#src/components/skeleton.tsx';
import { useNearViewport } from './use-near-viewport.ts';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { ProductGrid } from './product-grid.tsx';
import * as s from './product-row.css.ts';

export interface ProductRowProps {
  title: string;
  filters: ProductListFilters;
  /** How many cards the row shows (and its placeholder holds room for). */
  count: number;
  /** Narrows the list, e.g. leaves out the product the page is on. */
  select?: (items: Product[]) => Product[];
  /** A link to the whole list, beside the title. */
  more?: { to: string; label: string };
  /** The add-to-cart and wishlist buttons of each card, injected by those features; nothing when absent. */
  renderActions?: (product: Product) => ReactNode;
  className?: string;
}

export function ProductRow({ title, filters, count, select, more, renderActions, className }: ProductRowProps) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const near = useNearViewport(ref);
  const query = useQuery({ ...productQueries.list(filters), enabled: near });
  // Read only once near: the server and the first client render agree on the placeholder.
  const items = near && query.data ? (select ? select(query.data.items) : query.data.items).slice(0, count) : null;
  const nothingToShow =
    (items !== null && items.length === 0) ||
    (near && !query.data && (query.isError || (query.isPending && query.fetchStatus === 'paused')));
  if (nothingToShow) return null;
  const classes = className ? `${s.row} ${className}` : s.row;
  if (!items) {
    return (
      <section ref={ref} className={classes} aria-hidden="true" data-testid="product-row-placeholder">
        <Skeleton width="14rem" className={s.titleSkeleton} />
        <ProductGridSkeleton count={count} columns={4} announce={false} />
      </section>
    );
  }
  return (
    <section ref={ref} className={classes} aria-labelledby={headingId}>
      <div className={s.header}>
        <h2 id={headingId} className={s.title}>
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={s.more}>
            {more.label} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
      <ProductGrid products={items} columns={4} headingLevel={3} label={title} renderActions={renderActions} />
    </section>
  );
}
