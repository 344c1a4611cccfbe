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
import { useCallback, useId, useState, type ReactNode } from 'react';
import { productQueries, type Product, type ProductListFilters } from '#src/api/products.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductRowPlaceholder, type ProductRowFrame } from './product-row-placeholder.tsx';
import * as s from './product-row.css.ts';

export interface ProductRowProps extends ProductRowFrame {
  title: string;
  filters: ProductListFilters;
  /** Narrows the list, e.g. leaves out the product the page is on. */
  select?: (items: Product[]) => Product[];
  /** A link to the whole list, beside the title. */
  more?: { to: string; label: string };
  /** The add-to-cart and wishlist buttons of each card, injected by those features; nothing when absent. */
  renderActions?: (product: Product) => ReactNode;
}

export function ProductRow({ title, filters, count, select, more, renderActions, className }: ProductRowProps) {
  const headingId = useId();
  const [near, setNear] = useState(false);
  const onNear = useCallback(() => setNear(true), []);
  const query = useQuery({ ...productQueries.list(filters), enabled: near });
  // Read only once near: the server and the first client render agree on the placeholder.
  const items = near && query.data ? (select ? select(query.data.items) : query.data.items).slice(0, count) : null;
  const nothingToShow =
    (items !== null && items.length === 0) ||
    (near && !query.data && (query.isError || (query.isPending && query.fetchStatus === 'paused')));
  if (nothingToShow) return null;
  if (!items) return <ProductRowPlaceholder count={count} className={className} onNear={onNear} />;
  return (
    <section className={className ? `${s.row} ${className}` : s.row} aria-labelledby={headingId}>
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
