import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '#src/api/products.ts';
import { ProductImage } from '#src/components/image.tsx';
import { Price } from '#src/components/price.tsx';
import { StarRating } from '#src/components/star-rating.tsx';
import { paths } from '#src/lib/paths.ts';
import * as s from './product-card.css.ts';

export const OUT_OF_STOCK = 'Rupture de Stock';

/**
 * What a card needs: the full Product, or the short collection item
 * (id, name, price, stock, status, slug, image) with any of the rest.
 */
export type ProductCardItem = Pick<Product, 'id' | 'name' | 'price' | 'stock' | 'status' | 'slug'> & {
  image?: string | null;
} & Partial<Pick<Product, 'description' | 'category' | 'rating' | 'product_images'>>;

export type ProductView = 'grid' | 'list';

export interface ProductCardProps {
  product: ProductCardItem;
  view?: ProductView;
  /** Add-to-cart and wishlist buttons, injected by those features; nothing when absent. */
  actions?: ReactNode;
  /** A price other than the product's (a store's price on the store page). */
  price?: string | number;
  headingLevel?: 2 | 3 | 4;
  /** Eager-load the images of the first row. */
  priority?: boolean;
}

/** A product in a grid or list: image, category, name (links to the product), rating, price in DZD. */
export function ProductCard({ product, view = 'grid', actions, price, headingLevel = 3, priority = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const soldOut = product.stock <= 0;
  return (
    <article className={s.card[view]} data-testid="product-card">
      <div className={s.mediaBox[view]}>
        <ProductImage
          product={product}
          alt=""
          className={s.image}
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          // The first row holds the likely LCP image: fetched before the rest.
          fetchPriority={priority ? 'high' : undefined}
        />
        {soldOut ? <span className={s.outOfStock}>{OUT_OF_STOCK}</span> : null}
      </div>
      <div className={s.body}>
        {product.category?.name ? <p className={s.category}>{product.category.name}</p> : null}
        <Heading className={s.name}>
          <Link to={paths.product(product.id)} className={s.nameLink}>
            {product.name}
          </Link>
        </Heading>
        {product.rating !== undefined ? <StarRating rating={product.rating} size={14} showValue /> : null}
        {view === 'list' && product.description ? <p className={s.description}>{product.description}</p> : null}
        <div className={s.footer}>
          <Price value={price ?? product.price} className={s.price} />
          {actions ? <div className={s.actions}>{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}
