/**
 * "Vous aimerez aussi": up to 8 other products of the product's category,
 * from the catalog list (productQueries.list, so offline it reads the
 * persisted cache and the service worker's copy like any catalog query).
 * Below the fold: nothing is requested until the section comes near the
 * viewport; until its cards arrive a placeholder of the grid's shape holds
 * their place. No other product (or none to be had offline, or a failure):
 * the section is not shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, type ReactNode } from 'react';
import { productQueries, relatedProducts, relatedProductsFilters, RELATED_PRODUCTS_LIMIT, type Product } from '#src/api/products.ts';
import { Skeleton } from '#src/components/skeleton.tsx';
import { ProductGridSkeleton } from '../kit/product-grid-skeleton.tsx';
import { ProductGrid } from '../kit/product-grid.tsx';
import { related, relatedTitle, relatedTitleSkeleton } from './product-detail.css.ts';
import { useNearViewport } from './use-near-viewport.ts';

export const RELATED_TITLE = 'Vous aimerez aussi';

export interface RelatedProductsProps {
  product: Pick<Product, 'id' | 'category'>;
  /** The add-to-cart and wishlist buttons of each card, injected by those features; nothing when absent. */
  renderActions?: (product: Product) => ReactNode;
}

export function RelatedProducts({ product, renderActions }: RelatedProductsProps) {
  const categoryId = product.category?.id;
  if (!categoryId) return null;
  return <RelatedInCategory categoryId={categoryId} productId={product.id} renderActions={renderActions} />;
}

function RelatedInCategory({ categoryId, productId, renderActions }: { categoryId: string; productId: string; renderActions?: RelatedProductsProps['renderActions'] }) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const near = useNearViewport(ref);
  const query = useQuery({ ...productQueries.list(relatedProductsFilters(categoryId)), enabled: near });
  // Read only once near: the server and the first client render agree on the placeholder.
  const items = near && query.data ? relatedProducts(query.data.items, productId) : null;
  const nothingToShow =
    (items !== null && items.length === 0) ||
    (near && !query.data && (query.isError || (query.isPending && query.fetchStatus === 'paused')));
  if (nothingToShow) return null;
  if (!items) {
    return (
      <section ref={ref} className={related} aria-hidden="true" data-testid="related-placeholder">
        <Skeleton width="14rem" className={relatedTitleSkeleton} />
        <ProductGridSkeleton count={RELATED_PRODUCTS_LIMIT} columns={4} announce={false} />
      </section>
    );
  }
  return (
    <section ref={ref} className={related} aria-labelledby={headingId}>
      <h2 id={headingId} className={relatedTitle}>
        {RELATED_TITLE}
      </h2>
      <ProductGrid products={items} columns={4} headingLevel={3} label={RELATED_TITLE} renderActions={renderActions} />
    </section>
  );
}
