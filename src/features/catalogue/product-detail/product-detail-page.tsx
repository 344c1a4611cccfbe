import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnlineStatus } from '#src/offline/online.ts';
import { formatSeenAgo } from '#src/utils/format-date.ts';
import { Link } from '@tanstack/react-router';
import { memo, useState, type ReactNode } from 'react';
import { productQueries, type Product } from '#src/api/products.ts';
import { buttonClass } from '#src/components/button.tsx';
import { HydrationRegion } from '#src/components/hydration-region.tsx';
import { ShownPriceLine } from '#src/components/shown-price.tsx';
import { StarRating } from '#src/components/star-rating.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { container } from '#src/styles/utilities.css.ts';
import { shownPrice } from '#src/utils/shown-price.ts';
import { AvailableStores } from './available-stores.tsx';
import {
  IN_STOCK,
  isProductNotFound,
  OUT_OF_STOCK,
  PRODUCT_LOAD_ERROR,
  PRODUCT_NOT_FOUND,
  PRODUCT_NOT_FOUND_DESCRIPTION,
} from './product-detail-data.ts';
import { ProductDetailSkeleton } from './product-detail-skeleton.tsx';
import {
  actions as actionsClass,
  badge,
  badges,
  breadcrumb,
  breadcrumbCurrent,
  breadcrumbItem,
  breadcrumbLink,
  breadcrumbList,
  detailsArea,
  info,
  main,
  page,
  price as priceClass,
  purchase,
  title,
  staleNote,
} from './product-detail.css.ts';
import { ProductGallery } from './product-gallery.tsx';
import { productSeenInLists } from './product-seen-in-lists.ts';
import { ProductPromises } from './product-promises.tsx';
import { ProductTabs } from './product-tabs.tsx';
import { RelatedProducts } from './related-products.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** What the cart and wishlist features need to act on the page. */
export interface ProductActionsContext {
  product: Product;
  quantity: number;
}

export interface ProductDetailPageProps {
  productId: string;
  /** 'Ajouter au Panier' and 'Ajouter à la Wishlist', injected by those features; nothing when absent. */
  renderActions?: (context: ProductActionsContext) => ReactNode;
  /** The buttons of each card under 'Vous aimerez aussi', injected the same way; nothing when absent. */
  renderProductActions?: (product: Product) => ReactNode;
}

interface ProductDetailProps {
  product: Product;
  renderActions: ProductDetailPageProps['renderActions'];
  renderProductActions: ProductDetailPageProps['renderProductActions'];
  /** When the shown data came from the server (the query's dataUpdatedAt). */
  seenAt: number;
  /** The product was only seen as a card: the page shows the card's data until its own comes. */
  fromCard?: boolean;
}

/** Offline, on a product seen only as a card: what may be missing. */
export const SEEN_AS_CARD_NOTE = 'Vu dans une liste : ses autres photos s’afficheront au retour de la connexion.';

const ProductDetail = memo(function ProductDetail({ product, renderActions, renderProductActions, seenAt, fromCard = false }: ProductDetailProps) {
  const [quantity, setQuantity] = useState(1);
  const online = useOnlineStatus();
  const inStock = product.stock > 0;
  const actions = renderActions?.({ product, quantity });
  return (
    <div className={`${container} ${page}`}>
      <nav aria-label="Fil d’Ariane" className={breadcrumb}>
        <ol className={breadcrumbList}>
          <li className={breadcrumbItem}>
            <Link to={paths.home} className={breadcrumbLink}>
              Accueil
            </Link>
          </li>
          <li className={breadcrumbItem}>
            <Link to={paths.products} className={breadcrumbLink}>
              Produits
            </Link>
          </li>
          <li className={breadcrumbItem}>
            <span className={breadcrumbCurrent} aria-current="page">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className={main}>
        <HydrationRegion name="gallery">
          <ProductGallery key={product.id} product={product} />
        </HydrationRegion>
        <div className={info}>
          <HydrationRegion name="buy-box">
            <div className={badges}>
              {product.category ? (
                <Link to={paths.category(product.category.id)} className={badge.category}>
                  {product.category.name}
                </Link>
              ) : null}
              <span className={inStock ? badge.inStock : badge.outOfStock}>{inStock ? IN_STOCK : OUT_OF_STOCK}</span>
            </div>
            <h1 className={title}>{product.name}</h1>
            <StarRating rating={product.rating} size={18} showValue />
            {/* What the shopper will pay: the lowest offer ("À partir de" with several stores), each store's price below. */}
            <ShownPriceLine shown={shownPrice(product)} amountClassName={priceClass} size="lg" />
            {online ? null : (
              // Offline: the price and stock are what was last seen, and the shopper is told how old they are.
              <>
                <p className={staleNote} data-testid="seen-ago">
                  Prix vu {formatSeenAgo(seenAt)} · stock vu {formatSeenAgo(seenAt)}
                </p>
                {fromCard ? <p className={staleNote}>{SEEN_AS_CARD_NOTE}</p> : null}
              </>
            )}
            <div className={purchase}>
              <QuantityStepper value={quantity} onChange={setQuantity} />
              {actions ? <div className={actionsClass}>{actions}</div> : null}
            </div>
            <AvailableStores key={product.id} stores={product.available_stores} />
            <ProductPromises />
          </HydrationRegion>
        </div>
        {/* The description once, in its tab (beside the buying box from md, under the gallery). */}
        <div className={detailsArea}>
          <HydrationRegion name="details" defer>
            <ProductTabs description={product.description} />
          </HydrationRegion>
        </div>
      </div>
      <HydrationRegion name="related" defer>
        <RelatedProducts product={product} renderActions={renderProductActions} />
      </HydrationRegion>
    </div>
  );
});

/** /products/{id}: loading skeleton, not-found and error states, then the product. */
export function ProductDetailPage({ productId, renderActions, renderProductActions }: ProductDetailPageProps) {
  const queryClient = useQueryClient();
  const { data: product, isPending, isError, error, fetchStatus, refetch, dataUpdatedAt, isPlaceholderData } = useQuery({
    ...productQueries.detail(productId),
    // Seen only as a card: the card's data until the product's own arrives (offline: until the connection returns).
    placeholderData: () => productSeenInLists(queryClient, productId)?.product,
  });
  const card = isPlaceholderData ? productSeenInLists(queryClient, productId) : undefined;
  const notFound = isError && !product && isProductNotFound(error);
  useDocumentTitle(product?.name ?? (notFound ? PRODUCT_NOT_FOUND : null));

  // Offline and never loaded, the query waits for the network: say so instead of a skeleton forever.
  if (isPending && fetchStatus === 'paused') {
    return (
      <div className={`${container} ${page}`}>
        <QueryErrorBlock error={error} title={PRODUCT_LOAD_ERROR} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isPending) return <ProductDetailSkeleton />;
  if (isError && !product) {
    return (
      <div className={`${container} ${page}`}>
        {notFound ? (
          <ProductNotFoundBlock />
        ) : (
          <QueryErrorBlock error={error} title={PRODUCT_LOAD_ERROR} />
        )}
      </div>
    );
  }
  return (
    <ProductDetail
      key={product.id}
      product={product}
      renderActions={renderActions}
      renderProductActions={renderProductActions}
      seenAt={card ? card.seenAt : dataUpdatedAt}
      fromCard={card !== undefined}
    />
  );
}

function ProductNotFoundBlock() {
  return (
    <StatusBlock kind="empty" title={PRODUCT_NOT_FOUND} description={PRODUCT_NOT_FOUND_DESCRIPTION}>
      <Link to={paths.products} className={buttonClass()}>
        Voir tous les produits
      </Link>
    </StatusBlock>
  );
}

/** The route's not-found screen (the API said 404): the same as the page's own. */
export function ProductNotFound() {
  useDocumentTitle(PRODUCT_NOT_FOUND);
  return (
    <div className={`${container} ${page}`}>
      <ProductNotFoundBlock />
    </div>
  );
}
