import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CollectionDetail } from '#src/api/collections.ts';
import type { Product } from '#src/api/products.ts';
import { ChevronRightIcon } from '#src/components/icons.tsx';
import { AppImage } from '#src/components/image.tsx';
import { QueryErrorBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { PAGE_SIZE } from '#src/utils/pagination.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { BACK_HOME, CatalogueNotFound, isUnknownIdError } from '../kit/catalogue-not-found.tsx';
import { productCountText, rangeText } from '../kit/count-text.ts';
import * as page from '../kit/page-layout.css.ts';
import { ProductResultsSection, type ProductPageQuery } from '../kit/product-results.tsx';
import { CollectionDetailSkeleton } from './collection-detail-skeleton.tsx';
import { collectionPageQuery } from './collection-search.ts';
import { backIcon, backLink, headerTextOnly } from './collection-detail.css.ts';

export const COLLECTION_EMPTY = 'Aucun produit dans cette collection pour le moment.';
export const COLLECTION_LOAD_ERROR = 'Erreur lors du chargement de la collection';
/** Collection pages: 4 columns on desktop (spec section 2). */
export const COLLECTION_COLUMNS = 4;

export interface CollectionDetailPageProps {
  collectionId: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Add-to-cart and wishlist buttons of each card, given by the route. */
  renderProductActions?: (product: Product) => ReactNode;
}

function BackHome() {
  return (
    <Link to={paths.home} className={backLink}>
      <ChevronRightIcon size={18} className={backIcon} />
      {BACK_HOME}
    </Link>
  );
}

function CollectionHeader({ collection, total }: { collection: CollectionDetail; total: number }) {
  return (
    <header className={collection.image ? page.header : `${page.header} ${headerTextOnly}`}>
      {collection.image ? (
        <AppImage path={collection.image} alt="" className={page.headerImage} width={320} height={320} loading="eager" fetchPriority="high" />
      ) : null}
      <div className={page.headerText}>
        <h1 className={page.title}>{collection.name}</h1>
        {collection.description ? <p className={page.description}>{collection.description}</p> : null}
        <p>
          <span className={page.badge}>{productCountText(total)}</span>
        </p>
      </div>
    </header>
  );
}

/** /collections/{id}: back link, optional image, name, description, count, 4-column paginated grid. */
export function CollectionDetailPage({ collectionId, page: current, onPageChange, renderProductActions }: CollectionDetailPageProps) {
  const query = useQuery(collectionPageQuery(collectionId, current));
  const collection = query.data;

  if (!collection) {
    if (query.isError && isUnknownIdError(query.error)) return <CatalogueNotFound kind="collection" />;
    if (query.isError || query.fetchStatus === 'paused') {
      return (
        <div className={`${container} ${page.page}`}>
          <h1 className={srOnly}>Collection</h1>
          <BackHome />
          <QueryErrorBlock error={query.error} title={COLLECTION_LOAD_ERROR} onRetry={() => void query.refetch()} />
        </div>
      );
    }
    return <CollectionDetailSkeleton />;
  }

  const items = collection.items ?? [];
  const total = collection.total_items ?? collection.product_count;
  const products: ProductPageQuery<Product> = {
    data: { items, total_items: total },
    isError: query.isError,
    error: query.error,
    isPlaceholderData: query.isPlaceholderData,
    fetchStatus: query.fetchStatus,
    refetch: query.refetch,
  };

  return (
    <div className={`${container} ${page.page}`}>
      <BackHome />
      <CollectionHeader collection={collection} total={total} />
      <ProductResultsSection
        headingId="collection-products-title"
        title="Produits de la collection"
        // One page: the header's badge already gives the count.
        range={total > PAGE_SIZE ? rangeText(current, total) : undefined}
        query={products}
        page={current}
        onPageChange={onPageChange}
        emptyTitle={COLLECTION_EMPTY}
        errorTitle={COLLECTION_LOAD_ERROR}
        label={`Produits de la collection ${collection.name}`}
        columns={COLLECTION_COLUMNS}
        renderActions={renderProductActions}
      />
    </div>
  );
}
