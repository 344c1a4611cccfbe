import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { storeQueries, type Store, type StoreProduct } from '#src/api/stores.ts';
import { buttonClass } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import { QueryErrorBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { Breadcrumb } from '../kit/breadcrumb.tsx';
import { CatalogueNotFound, isUnknownIdError } from '../kit/catalogue-not-found.tsx';
import { productCountText, rangeText } from '../kit/count-text.ts';
import * as page from '../kit/page-layout.css.ts';
import { ProductResultsSection } from '../kit/product-results.tsx';
import { NO_ADDRESS, NO_DESCRIPTION } from './store-card.tsx';
import { MailIcon, PhoneIcon, PinIcon } from './store-icons.tsx';
import * as s from './store-detail.css.ts';
import { telHref, type StoreTab } from './store-search.ts';
import { StoreDetailSkeleton } from './store-detail-skeleton.tsx';

export const STORE_LOAD_ERROR = 'Erreur lors du chargement de la boutique';
export const STORE_EMPTY = 'Aucun produit trouvé dans cette boutique';
export const STORE_PRODUCTS_ERROR = 'Erreur lors du chargement des produits';

export interface StoreDetailPageProps {
  storeId: string;
  tab: StoreTab;
  page: number;
  onTabChange: (tab: StoreTab) => void;
  onPageChange: (page: number) => void;
  /** Add-to-cart and wishlist buttons of each card, given by the route. */
  renderProductActions?: (product: StoreProduct) => ReactNode;
}

function crumbs(name: string) {
  return [{ label: 'Accueil', to: paths.home }, { label: 'Boutiques', to: paths.stores }, { label: name }];
}

function isTab(value: string): value is StoreTab {
  return value === 'produits' || value === 'a-propos';
}

/** Address, phone (tel:) and e-mail (mailto:) badges, each only when the store has it. */
function ContactBadges({ store }: { store: Store }) {
  if (!store.address && !store.contact_phone && !store.contact_email) return null;
  return (
    <ul className={page.badges} role="list" aria-label="Coordonnées">
      {store.address ? (
        <li className={page.badge}>
          <PinIcon />
          <span className={srOnly}>Adresse : </span>
          {store.address}
        </li>
      ) : null}
      {store.contact_phone ? (
        <li>
          <a href={telHref(store.contact_phone)} className={page.badgeLink}>
            <PhoneIcon />
            <span className={srOnly}>Téléphone : </span>
            {store.contact_phone}
          </a>
        </li>
      ) : null}
      {store.contact_email ? (
        <li>
          <a href={`mailto:${store.contact_email}`} className={page.badgeLink}>
            <MailIcon />
            <span className={srOnly}>E-mail : </span>
            {store.contact_email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

function StoreHeader({ store }: { store: Store }) {
  return (
    <header className={page.header}>
      <AppImage path={store.logo} alt={`Logo ${store.name}`} className={page.headerLogo} width={120} height={120} loading="eager" />
      <div className={page.headerText}>
        <h1 className={page.title}>{store.name}</h1>
        <p className={store.description ? page.description : `${page.description} ${s.muted}`}>{store.description || NO_DESCRIPTION}</p>
        <ContactBadges store={store} />
      </div>
    </header>
  );
}

function AboutStore({ store }: { store: Store }) {
  return (
    <section className={s.about} aria-labelledby="store-about-title">
      <h2 id="store-about-title" className={s.aboutTitle}>
        À propos de {store.name}
      </h2>
      <p className={store.description ? s.aboutText : `${s.aboutText} ${s.muted}`}>{store.description || NO_DESCRIPTION}</p>
      <dl className={s.facts}>
        <dt className={s.factTerm}>Adresse</dt>
        <dd className={store.address ? s.factValue : `${s.factValue} ${s.muted}`}>{store.address || NO_ADDRESS}</dd>
        {store.contact_phone ? (
          <>
            <dt className={s.factTerm}>Téléphone</dt>
            <dd className={s.factValue}>
              <a href={telHref(store.contact_phone)}>{store.contact_phone}</a>
            </dd>
          </>
        ) : null}
        {store.contact_email ? (
          <>
            <dt className={s.factTerm}>E-mail</dt>
            <dd className={s.factValue}>
              <a href={`mailto:${store.contact_email}`}>{store.contact_email}</a>
            </dd>
          </>
        ) : null}
        <dt className={s.factTerm}>Produits proposés</dt>
        <dd className={s.factValue}>{productCountText(store.product_count)}</dd>
      </dl>
    </section>
  );
}

function StoreProducts({ store, page: current, onPageChange, renderProductActions }: {
  store: Store;
  page: number;
  onPageChange: (page: number) => void;
  renderProductActions?: (product: StoreProduct) => ReactNode;
}) {
  const products = useQuery(storeQueries.products(store.id, { skip: skipOf(current), limit: PAGE_SIZE }));
  const total = products.data?.total_items;
  return (
    <ProductResultsSection
      headingId="store-products-title"
      title="Produits de la boutique"
      range={total !== undefined ? rangeText(current, total) : undefined}
      query={products}
      page={current}
      onPageChange={onPageChange}
      emptyTitle={STORE_EMPTY}
      errorTitle={STORE_PRODUCTS_ERROR}
      label={`Produits de ${store.name}`}
      // This store's own price, not the product's catalogue price.
      priceOf={(product) => product.store_price}
      renderActions={renderProductActions}
      emptyAction={
        <Link to={paths.stores} className={buttonClass({ variant: 'outline' })}>
          Voir les autres boutiques
        </Link>
      }
    />
  );
}

/** /stores/{id}: the store's header, and tabs 'Produits' (paginated) and 'À Propos'. */
export function StoreDetailPage({ storeId, tab, page: current, onTabChange, onPageChange, renderProductActions }: StoreDetailPageProps) {
  const store = useQuery(storeQueries.detail(storeId));

  if (!store.data) {
    // Also the home page's logo link, which names the company rather than a store.
    if (store.isError && isUnknownIdError(store.error)) return <CatalogueNotFound kind="store" />;
    if (store.isError || store.fetchStatus === 'paused') {
      return (
        <div className={`${container} ${page.page}`}>
          <h1 className={srOnly}>Boutique</h1>
          <Breadcrumb items={crumbs('Boutique')} />
          <QueryErrorBlock error={store.error} title={STORE_LOAD_ERROR} onRetry={() => void store.refetch()} />
        </div>
      );
    }
    return <StoreDetailSkeleton />;
  }

  return (
    <div className={`${container} ${page.page}`}>
      <Breadcrumb items={crumbs(store.data.name)} />
      <StoreHeader store={store.data} />
      <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
        <Tabs.List className={s.tabsList} aria-label="Sections de la boutique">
          <Tabs.Trigger value="produits" className={s.tabTrigger}>
            Produits
          </Tabs.Trigger>
          <Tabs.Trigger value="a-propos" className={s.tabTrigger}>
            À Propos
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="produits" className={s.tabPanel}>
          <StoreProducts store={store.data} page={current} onPageChange={onPageChange} renderProductActions={renderProductActions} />
        </Tabs.Content>
        <Tabs.Content value="a-propos" className={s.tabPanel}>
          <AboutStore store={store.data} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
