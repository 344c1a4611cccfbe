import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { storeQueries } from '#src/api/stores.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { Pagination } from '#src/components/pagination.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { PAGE_SIZE, skipOf, totalPagesOf } from '#src/utils/pagination.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { ListSearch } from '../kit/list-search.tsx';
import { page as pageClass, title } from '../kit/page-layout.css.ts';
import { busy } from '../kit/product-results.css.ts';
import { StoreCard } from './store-card.tsx';
import { ExternalIcon } from './store-icons.tsx';
import { StoreCardsSkeleton } from './store-list-skeleton.tsx';
import * as s from './store-list.css.ts';
import { normalizeStoreSearch, storeCountText } from './store-search.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export const STORES_EMPTY = 'Aucune boutique trouvée';
export const STORES_LOAD_ERROR = 'Erreur lors du chargement des boutiques';
export const CTA_TITLE = 'Prêt à Commencer à Vendre ?';
export const BECOME_VENDOR = 'Devenir Vendeur';
/** The external vendor site (spec section 1). */
export const VENDOR_SITE_URL = 'https://vendeurs.souk-el-djazair.dz';
export const SEARCH_DEBOUNCE_MS = 300;

export interface StoreListPageProps {
  /** The search kept in the URL (what the list shows). */
  search: string | undefined;
  page: number;
  onSearchChange: (search: string | undefined) => void;
  onPageChange: (page: number) => void;
}

/**
 * Keeps the search box and the URL in step: typing updates the URL once the
 * shopper pauses; a URL changed elsewhere (back button) updates the box.
 */
function useSearchBox(search: string | undefined, onSearchChange: (search: string | undefined) => void) {
  const [input, setInput] = useState(search ?? '');
  const debounced = normalizeStoreSearch(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const lastSent = useRef(search);

  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    onSearchChange(debounced);
    // onSearchChange is a new function each render: only a new search matters.
  }, [debounced]);

  useEffect(() => {
    if (search === lastSent.current) return;
    lastSent.current = search;
    setInput(search ?? '');
  }, [search]);

  /** Enter, or clearing the box: no need to wait for the pause. */
  const commit = (value: string) => {
    setInput(value);
    const next = normalizeStoreSearch(value);
    if (next === lastSent.current) return;
    lastSent.current = next;
    onSearchChange(next);
  };

  return { input, setInput, commit };
}

function VendorCallToAction() {
  return (
    <section className={s.cta} aria-labelledby="vendor-cta-title">
      <h2 id="vendor-cta-title" className={s.ctaTitle}>
        {CTA_TITLE}
      </h2>
      <p className={s.ctaText}>
        Rejoignez notre place de marché et proposez vos produits à des clients partout en Algérie.
      </p>
      <a href={VENDOR_SITE_URL} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'inverse', size: 'lg' })}>
        {BECOME_VENDOR}
        <ExternalIcon />
        <span className={srOnly}> (s’ouvre dans un nouvel onglet)</span>
      </a>
    </section>
  );
}

/** /stores: every store of the company, searchable by name, address or description through the API. */
export function StoreListPage({ search, page, onSearchChange, onPageChange }: StoreListPageProps) {
  const query = useQuery(storeQueries.list({ search, skip: skipOf(page), limit: PAGE_SIZE }));
  const { input, setInput, commit } = useSearchBox(search, onSearchChange);
  const listTop = useRef<HTMLParagraphElement>(null);
  const { data } = query;

  let content;
  if (!data) {
    content =
      query.isError || query.fetchStatus === 'paused' ? (
        <QueryErrorBlock error={query.error} title={STORES_LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : (
        <div role="status" aria-busy="true">
          <span className={srOnly}>Chargement des boutiques</span>
          <StoreCardsSkeleton />
        </div>
      );
  } else if (data.items.length === 0) {
    content = (
      <StatusBlock kind="empty" title={STORES_EMPTY}>
        {search ? (
          <Button variant="outline" onClick={() => commit('')}>
            Effacer la recherche
          </Button>
        ) : page > 1 ? (
          <Button variant="outline" onClick={() => onPageChange(1)}>
            Revenir à la première page
          </Button>
        ) : null}
      </StatusBlock>
    );
  } else {
    content = (
      <div aria-busy={query.isPlaceholderData || undefined} className={query.isPlaceholderData ? busy : undefined}>
        <ul className={s.grid} role="list" aria-label="Boutiques">
          {data.items.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPagesOf(data.total_items, PAGE_SIZE)}
          label="Pages des boutiques"
          onPageChange={(next) => {
            onPageChange(next);
            listTop.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </div>
    );
  }

  return (
    <div className={`${container} ${pageClass}`}>
      <div className={s.intro}>
        <h1 className={title}>Nos Boutiques</h1>
        <p className={s.lead}>Découvrez les boutiques de notre place de marché et leurs produits.</p>
      </div>

      <div className={s.toolbar}>
        <ListSearch
          formLabel="Boutiques"
          label="Rechercher une boutique"
          placeholder="Rechercher une boutique..."
          name="search"
          value={input}
          onChange={(value) => (value === '' ? commit('') : setInput(value))}
          onSubmit={() => commit(input)}
        />
        <p ref={listTop} className={s.count} role="status">
          {data ? storeCountText(data.total_items) : null}
        </p>
      </div>

      {content}

      <VendorCallToAction />
    </div>
  );
}
