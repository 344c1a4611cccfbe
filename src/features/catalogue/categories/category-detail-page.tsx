import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { categoryQueries, type CategoryDetail } from '#src/api/categories.ts';
import type { Product, ProductSort } from '#src/api/products.ts';
import { AppImage } from '#src/components/image.tsx';
import { QueryErrorBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { Breadcrumb } from '../kit/breadcrumb.tsx';
import { CatalogueNotFound, isUnknownIdError } from '../kit/catalogue-not-found.tsx';
import { productCountText, rangeText } from '../kit/count-text.ts';
import * as s from '../kit/page-layout.css.ts';
import { ProductResultsSection } from '../kit/product-results.tsx';
import { SortSelect } from '../kit/sort-select.tsx';
import { CategoryDetailSkeleton } from './category-detail-skeleton.tsx';
import { subcategories, subcategoriesTitle } from './category-detail.css.ts';

export const CATEGORY_LOAD_ERROR = 'Erreur lors du chargement de la catégorie';
export const CATEGORY_EMPTY = 'Aucun produit trouvé dans cette catégorie';

export interface CategoryDetailPageProps {
  categoryId: string;
  sort: ProductSort;
  page: number;
  onSortChange: (sort: ProductSort) => void;
  onPageChange: (page: number) => void;
  /** Add-to-cart and wishlist buttons of each card, given by the route. */
  renderProductActions?: (product: Product) => ReactNode;
}

function crumbs(name: string) {
  return [{ label: 'Accueil', to: paths.home }, { label: 'Catégories', to: paths.categories }, { label: name }];
}

function CategoryHeader({ category }: { category: CategoryDetail }) {
  return (
    <header className={s.header}>
      <AppImage path={category.image} kind="category" alt="" className={s.headerImage} width={320} height={320} loading="eager" fetchPriority="high" />
      <div className={s.headerText}>
        <h1 className={s.title}>{category.name}</h1>
        {category.description ? <p className={s.description}>{category.description}</p> : null}
        <p>
          <span className={s.badge}>{productCountText(category.product_count)}</span>
        </p>
        {category.children.length > 0 ? (
          <nav aria-labelledby="subcategories-title" className={subcategories}>
            <p id="subcategories-title" className={subcategoriesTitle}>
              Sous-catégories
            </p>
            <ul className={s.chips} role="list">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={paths.category(child.id)} className={s.chip}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

/** /categories/{id}: breadcrumb, header, sorted and paginated products of the category and its descendants. */
export function CategoryDetailPage({ categoryId, sort, page, onSortChange, onPageChange, renderProductActions }: CategoryDetailPageProps) {
  const category = useQuery(categoryQueries.detail(categoryId));
  const products = useQuery(categoryQueries.products(categoryId, { skip: skipOf(page), limit: PAGE_SIZE, sort }));

  if (!category.data) {
    if (category.isError && isUnknownIdError(category.error)) return <CatalogueNotFound kind="category" />;
    if (category.isError || category.fetchStatus === 'paused') {
      return (
        <div className={`${container} ${s.page}`}>
          <h1 className={srOnly}>Catégorie</h1>
          <Breadcrumb items={crumbs('Catégorie')} />
          <QueryErrorBlock error={category.error} title={CATEGORY_LOAD_ERROR} onRetry={() => void category.refetch()} />
        </div>
      );
    }
    return <CategoryDetailSkeleton />;
  }

  const total = products.data?.total_items;
  return (
    <div className={`${container} ${s.page}`}>
      <Breadcrumb items={crumbs(category.data.name)} />
      <CategoryHeader category={category.data} />
      <ProductResultsSection
        headingId="category-products-title"
        title="Produits"
        // One page: the header's badge already gives the count.
        range={total !== undefined && total > PAGE_SIZE ? rangeText(page, total) : undefined}
        tools={<SortSelect value={sort} onChange={onSortChange} />}
        query={products}
        page={page}
        onPageChange={onPageChange}
        emptyTitle={CATEGORY_EMPTY}
        errorTitle={CATEGORY_LOAD_ERROR}
        label={`Produits de la catégorie ${category.data.name}`}
        renderActions={renderProductActions}
      />
    </div>
  );
}
