import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '#src/api/products.ts';
import { ProductImage } from '#src/components/image.tsx';
import { Price } from '#src/components/price.tsx';
import { ShownPriceLine } from '#src/components/shown-price.tsx';
import { StarRating } from '#src/components/star-rating.tsx';
import { paths } from '#src/lib/paths.ts';
import type { ViewMode } from '#src/state/store.ts';
import { shownPrice } from '#src/utils/shown-price.ts';
import * as s from './product-card.css.ts';

export const OUT_OF_STOCK = 'Rupture de Stock';

/**
 * What a card needs: the full Product, or the short collection item
 * (id, name, price, stock, status, slug, image) with any of the rest. Its
 * offers or `price_from`/`store_count` give the price shown; a product cached
 * by an older build may have neither (utils/shown-price.ts).
 */
export type ProductCardItem = Pick<Product, 'id' | 'name' | 'price' | 'stock' | 'status' | 'slug'> & {
  image?: string | null;
} & Partial<Pick<Product, 'description' | 'category' | 'rating' | 'product_images' | 'available_stores' | 'price_from' | 'store_count'>>;


export interface ProductCardProps {
  product: ProductCardItem;
  view?: ViewMode;
  /** Add-to-cart and wishlist buttons, injected by those features; nothing when absent. */
  actions?: ReactNode;
  /** A price other than the one the product shows (a store's own price on the store page), shown alone. */
  price?: string | number;
  headingLevel?: 2 | 3 | 4;
  /** Eager-load the images of the first row. */
  priority?: boolean;
}

/**
 * A product in a grid or list: image, category, name (links to the product),
 * rating, and the price the shopper will pay in DZD ("À partir de" the lowest
 * offer, with the number of stores).
 */
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
          {price !== undefined ? (
            <Price value={price} className={s.price} />
          ) : (
            <ShownPriceLine shown={shownPrice(product)} amountClassName={s.price} />
          )}
          {actions ? <div className={s.actions}>{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}
