import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Product } from '#src/api/products.ts';
import { Button } from '#src/components/button.tsx';
import { HydrationRegion } from '#src/components/hydration-region.tsx';
import { OfflineIcon } from '#src/components/icons.tsx';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import { Pagination } from '#src/components/pagination.tsx';
import { Skeleton } from '#src/components/skeleton.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { catalogueViewAtom, useAtom, type ViewMode } from '#src/state/store.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { ProductGrid } from '../kit/product-grid.tsx';
import { ProductGridSkeleton } from '../kit/product-grid-skeleton.tsx';
import { SortSelect } from '../kit/sort-select.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { CatalogueHero } from './catalogue-hero.tsx';
import { resetFilters, resultCountLabel, type CatalogueSearch } from './catalogue-search.ts';
import type { CatalogueChange } from './catalogue-types.ts';
import {
  count,
  layout,
  offlineNotice,
  panelTitle,
  results as resultsClass,
  resultsBody,
  resultsHeading,
  sidebar,
  sidebarError,
  sidebarErrorText,
  toolbar,
  toolbarEnd,
} from './catalogue-page.css.ts';
import { skeletonLine } from './catalogue-skeleton.css.ts';
import { FilterDialog } from './filter-dialog.tsx';
import { OFFLINE_RESULTS_NOTICE } from './offline-search.ts';
import { useCatalogueResults, type CatalogueResults } from './use-catalogue-results.ts';
import { useLargeScreen } from './use-large-screen.ts';
import { ViewToggle } from './view-toggle.tsx';

export const FILTERS_LOAD_ERROR = 'Les filtres n’ont pas pu être chargés.';

// The filter panel (radix Slider, Checkbox, Collapsible) only shows in the
// sidebar of large screens, and in the drawer that small ones open: a phone
// never downloads it unless it opens the filters.
const filterPanel = onDemand(() => import('./filter-panel.tsx').then((m) => m.FilterPanel));

/** The large screen's sidebar filters: placeholder lines until the panel's code is there. */
function SidebarFilters({ search, onChange }: { search: CatalogueSearch; onChange: CatalogueChange }) {
  const { Component: FilterPanel, request } = filterPanel.useComponent();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!FilterPanel && !failed) void request().then((ready) => setFailed(!ready));
  }, [FilterPanel, failed, request]);
  if (FilterPanel) return <FilterPanel search={search} onChange={onChange} />;
  if (failed) {
    // Offline before the code was ever stored: say so, and let the shopper try again.
    return (
      <div role="alert" className={sidebarError}>
        <p className={sidebarErrorText}>{FILTERS_LOAD_ERROR}</p>
        <Button variant="outline" size="sm" onClick={() => setFailed(false)}>
          Réessayer
        </Button>
      </div>
    );
  }
  return <SidebarPlaceholder />;
}

/** What the sidebar holds until its panel renders: on the server's page, and while the panel's code loads. */
function SidebarPlaceholder() {
  return (
    <div aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} height="1.5rem" width={`${80 - (i % 3) * 15}%`} className={skeletonLine} />
      ))}
    </div>
  );
}

export const PRODUCTS_LOAD_ERROR = 'Erreur lors du chargement des produits';
export const PRODUCTS_LOAD_ERROR_DESCRIPTION = 'Veuillez réessayer plus tard';
export const NO_PRODUCTS = 'Aucun produit trouvé';
export const NO_OFFLINE_MATCH = 'Aucun des produits déjà consultés ne correspond. Au retour de la connexion, la recherche portera sur tout le catalogue.';

export interface CataloguePageProps {
  search: CatalogueSearch;
  onChange: CatalogueChange;
  /** Add-to-cart and wishlist buttons of each card (cart and wishlist features). */
  renderActions?: (product: Product) => ReactNode;
}

function activeFilterCount(search: CatalogueSearch): number {
  return (
    search.categories.length +
    (search.min_price !== undefined || search.max_price !== undefined ? 1 : 0) +
    (search.min_rating !== undefined ? 1 : 0)
  );
}

/**
 * Shows the address bar in the form the router writes: an old shared link
 * (categories as a JSON array) opens the same screen, and then reads as the
 * plain comma list a new link has. The router reads both to the same
 * location, so it never rewrites the address by itself.
 */
function useCanonicalSearch() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (search !== searchStr) window.history.replaceState(window.history.state, '', `${pathname}${searchStr}${hash}`);
  }, [searchStr]);
}

/** The /products screen: hero search, filters, sort, grid/list, count, results and pagination. */
export function CataloguePage({ search, onChange, renderActions }: CataloguePageProps) {
  const [view, setView] = useAtom(catalogueViewAtom);
  useCanonicalSearch();
  const largeScreen = useLargeScreen();
  const results = useCatalogueResults(search, onChange);
  const { offline, shown, totalPages } = results;
  const isPlaceholderData = results.query.isPlaceholderData;
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function goToPage(page: number) {
    await onChange({ page });
    // The next page starts at the top of the results, and so does keyboard focus.
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    headingRef.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <HydrationRegion name="catalogue-search">
        <CatalogueHero search={search.search} corrected={isPlaceholderData ? undefined : shown?.corrected_search} onSearch={(text) => void onChange({ search: text, page: 1 })} />
      </HydrationRegion>
      <div className={`${container} ${layout}`}>
        {/* Small screens use the drawer (FilterDialog): no hidden copy of the panel in their DOM. The
            sidebar itself is always there (hidden below lg), so its column does not appear after hydration. */}
        <aside className={sidebar} aria-labelledby="catalogue-filters-title">
          <h2 id="catalogue-filters-title" className={panelTitle}>
            Filtres
          </h2>
          {/* A phone never sees the sidebar; a large screen fills it once hydrated. */}
          <HydrationRegion name="filters">
            {largeScreen ? <SidebarFilters search={search} onChange={onChange} /> : <SidebarPlaceholder />}
          </HydrationRegion>
        </aside>
        <section ref={resultsRef} className={resultsClass} aria-labelledby="catalogue-results-title">
          <h2 id="catalogue-results-title" ref={headingRef} tabIndex={-1} className={`${srOnly} ${resultsHeading}`}>
            Résultats
          </h2>
          <HydrationRegion name="toolbar">
            <CatalogueToolbar search={search} onChange={onChange} results={results} view={view} onViewChange={setView} />
            <ActiveFilters search={search} onChange={onChange} />
          </HydrationRegion>
          {offline ? (
            <p className={offlineNotice} data-testid="offline-results">
              <OfflineIcon size={18} aria-hidden="true" />
              {OFFLINE_RESULTS_NOTICE}
            </p>
          ) : null}
          <HydrationRegion name="results">
            <ResultsBody results={results} view={view} renderActions={renderActions} onReset={() => void onChange(resetFilters())} />
            {shown && shown.items.length > 0 ? <Pagination page={search.page} totalPages={totalPages} onPageChange={(p) => void goToPage(p)} label="Pagination des produits" /> : null}
          </HydrationRegion>
        </section>
      </div>
    </>
  );
}

interface CatalogueToolbarProps {
  search: CatalogueSearch;
  onChange: CatalogueChange;
  results: CatalogueResults;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
}

/** Above the results: the filters' drawer button, the count, the grid/list switch and the sort. */
function CatalogueToolbar({ search, onChange, results, view, onViewChange }: CatalogueToolbarProps) {
  const { offline, shown } = results;
  const { isPending, isPlaceholderData } = results.query;
  return (
    <div className={toolbar}>
      <FilterDialog
        search={search}
        onChange={onChange}
        activeCount={activeFilterCount(search)}
        resultCount={shown && (offline || !isPending) && !isPlaceholderData ? shown.total_items : undefined}
      />
      <p className={count} role="status">
        {shown && (offline || !isPending) ? resultCountLabel(shown.total_items) : ''}
      </p>
      <div className={toolbarEnd}>
        <ViewToggle value={view} onChange={onViewChange} />
        <SortSelect value={search.sort} onChange={(sort) => void onChange({ sort, page: 1 })} width="compact" />
      </div>
    </div>
  );
}

interface ResultsBodyProps {
  results: CatalogueResults;
  view: ViewMode;
  renderActions?: (product: Product) => ReactNode;
  onReset: () => void;
}

/** The results as they stand: offline matches, waiting, loading, an error, none, or the grid. */
function ResultsBody({ results, view, renderActions, onReset }: ResultsBodyProps) {
  const { offline, waitingOffline, pastTheEnd } = results;
  const { data, isPending, isError, error, isPlaceholderData, refetch } = results.query;
  if (offline) {
    return offline.items.length === 0 && !pastTheEnd ? (
      <StatusBlock kind="empty" title={NO_PRODUCTS} description={NO_OFFLINE_MATCH} headingLevel={3}>
        <Button variant="outline" onClick={onReset}>
          Réinitialiser les filtres
        </Button>
      </StatusBlock>
    ) : (
      <div className={resultsBody}>
        <ProductGrid products={offline.items} view={view} columns={3} renderActions={renderActions} label="Produits" />
      </div>
    );
  }
  if (waitingOffline) return <QueryErrorBlock error={error} title={PRODUCTS_LOAD_ERROR} onRetry={() => void refetch()} headingLevel={3} />;
  if (isPending) return <ProductGridSkeleton count={9} view={view} columns={3} />;
  if (isError && !data) {
    return <QueryErrorBlock error={error} title={PRODUCTS_LOAD_ERROR} description={PRODUCTS_LOAD_ERROR_DESCRIPTION} headingLevel={3} />;
  }
  if (data.items.length === 0) {
    return pastTheEnd ? (
      <ProductGridSkeleton count={9} view={view} columns={3} />
    ) : (
      <StatusBlock kind="empty" title={NO_PRODUCTS} description="Essayez d’autres filtres ou une autre recherche." headingLevel={3}>
        <Button variant="outline" onClick={onReset}>
          Réinitialiser les filtres
        </Button>
      </StatusBlock>
    );
  }
  return (
    <div className={resultsBody} aria-busy={isPlaceholderData}>
      <ProductGrid products={data.items} view={view} columns={3} renderActions={renderActions} label="Produits" />
    </div>
  );
}
