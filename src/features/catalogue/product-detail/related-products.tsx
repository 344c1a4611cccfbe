/**
 * "Vous aimerez aussi": up to 8 other products of the product's category,
 * best rated first, in a row that loads once it comes near the viewport
 * (kit/product-row.tsx).
 */
import type { ReactNode } from 'react';
import { relatedProducts, relatedProductsFilters, RELATED_PRODUCTS_LIMIT, type Product } from '#src/api/products.ts';
import { ProductRow } from '../kit/product-row.tsx';
import { related } from './product-detail.css.ts';

export const RELATED_TITLE = 'Vous aimerez aussi';

export interface RelatedProductsProps {
  product: Pick<Product, 'id' | 'category'>;
  /** The add-to-cart and wishlist buttons of each card, injected by those features; nothing when absent. */
  renderActions?: (product: Product) => ReactNode;
}

export function RelatedProducts({ product, renderActions }: RelatedProductsProps) {
  const categoryId = product.category?.id;
  if (!categoryId) return null;
  return (
    <ProductRow
      title={RELATED_TITLE}
      filters={relatedProductsFilters(categoryId)}
      count={RELATED_PRODUCTS_LIMIT}
      select={(items) => relatedProducts(items, product.id)}
      renderActions={renderActions}
      className={related}
    />
  );
}
