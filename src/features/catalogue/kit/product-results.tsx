/**
 * One page of a scoped product list (category, collection, store): the grid,
 * its pagination, and the loading, offline, error and empty states around it.
 * The caller owns the query and the page number (both in the URL).
 */
import { Link } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import type { Page } from '#src/api/paging.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { Pagination } from '#src/components/pagination.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { PAGE_SIZE, totalPagesOf } from '#src/utils/pagination.ts';
import type { ViewMode } from '#src/state/store.ts';
import type { ProductCardItem } from './product-card.tsx';
import { ProductGrid, type GridColumns } from './product-grid.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { count, section, sectionTitle, toolbar, toolbarStart } from './page-layout.css.ts';
import { busy } from './product-results.css.ts';

/** What of a UseQueryResult the list needs. */
export interface ProductPageQuery<T> {
  data: Page<T> | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

export const PAGE_OUT_OF_RANGE = 'Cette page ne contient aucun produit';
export const BACK_TO_FIRST_PAGE = 'Revenir à la première page';

export interface ProductResultsProps<T extends ProductCardItem> {
  query: ProductPageQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  errorTitle: string;
  /** Names the grid and the pagination for assistive technology. */
  label: string;
  columns?: GridColumns;
  view?: ViewMode;
  priceOf?: (product: T) => string | number;
  renderActions?: (product: T) => ReactNode;
  /** Below the empty state's title; a link to the whole catalogue unless the caller gives another. */
  emptyAction?: ReactNode;
}

export function ProductResults<T extends ProductCardItem>({
  query,
  page,
  onPageChange,
  emptyTitle,
  errorTitle,
  label,
  columns = 4,
  view = 'grid',
  priceOf,
  renderActions,
  emptyAction = (
    <Link to={paths.products} className={buttonClass({ variant: 'outline' })}>
      Voir tous les produits
    </Link>
  ),
}: ProductResultsProps<T>) {
  const { data } = query;
  const retry = () => void query.refetch();

  if (!data) {
    // Offline with nothing cached, the query waits for the network: say so instead of a skeleton forever.
    if (query.isError || query.fetchStatus === 'paused') {
      return <QueryErrorBlock error={query.error} title={errorTitle} onRetry={retry} headingLevel={3} />;
    }
    return <ProductGridSkeleton columns={columns} view={view} label="Chargement des produits" />;
  }

  const totalPages = totalPagesOf(data.total_items, PAGE_SIZE);
  if (data.items.length === 0) {
    if (page > 1 && data.total_items > 0) {
      return (
        <StatusBlock kind="empty" title={PAGE_OUT_OF_RANGE} headingLevel={3}>
          <Button variant="outline" onClick={() => onPageChange(1)}>
            {BACK_TO_FIRST_PAGE}
          </Button>
        </StatusBlock>
      );
    }
    return (
      <StatusBlock kind="empty" title={emptyTitle} headingLevel={3}>
        {emptyAction}
      </StatusBlock>
    );
  }

  return (
    <div aria-busy={query.isPlaceholderData || undefined} className={query.isPlaceholderData ? busy : undefined}>
      <ProductGrid products={data.items} view={view} columns={columns} priceOf={priceOf} renderActions={renderActions} label={label} />
      <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={onPageChange} label={`Pages : ${label}`} />
    </div>
  );
}

/**
 * The results' heading, and a page change that then focuses it and scrolls
 * to it: the shopper lands on the first product of the new page, and screen
 * readers hear where they are.
 */
export function useResultsHeading<E extends HTMLElement = HTMLHeadingElement>(onPageChange: (page: number) => void) {
  const ref = useRef<E>(null);
  const changePage = (page: number) => {
    onPageChange(page);
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'start' });
  };
  return [ref, changePage] as const;
}

export interface ProductResultsSectionProps<T extends ProductCardItem> extends ProductResultsProps<T> {
  /** The heading's id (the section's aria-labelledby) and text. */
  headingId: string;
  title: string;
  /** Below the title: which products of how many the page shows, when it says so. */
  range?: string;
  /** Beside the heading (the sort select): both then stand in a toolbar. */
  tools?: ReactNode;
}

/**
 * The products section of a detail page (category, collection, store): its
 * heading, focused on a page change (useResultsHeading), then the results.
 */
export function ProductResultsSection<T extends ProductCardItem>({ headingId, title, range, tools, onPageChange, ...results }: ProductResultsSectionProps<T>) {
  const [headingRef, changePage] = useResultsHeading(onPageChange);
  const heading = (
    <div className={toolbarStart}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={sectionTitle}>
        {title}
      </h2>
      {range !== undefined ? <p className={count}>{range}</p> : null}
    </div>
  );
  return (
    <section className={section} aria-labelledby={headingId}>
      {tools ? (
        <div className={toolbar}>
          {heading}
          {tools}
        </div>
      ) : (
        heading
      )}
      <ProductResults {...results} onPageChange={changePage} />
    </section>
  );
}
