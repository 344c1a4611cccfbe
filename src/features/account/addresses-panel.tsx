import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { orderQueries } from '#src/api/orders.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { preferredShippingAddressAtom, useAtom } from '#src/state/store.ts';
import { formatLongDate } from '#src/utils/format-date.ts';
import { CheckCircleIcon } from '#src/components/icons.tsx';
import {
  addressActions,
  addressCard,
  addressCardChosen,
  addressList,
  addressMeta,
  addressText,
  card,
  cardDescription,
  cardTitle,
  cardTitleGroup,
  chosenNote,
  inlineLink,
  wrapButton,
} from './account-page.css.ts';
import { AddressListSkeleton } from './account-skeleton.tsx';
import { ACCOUNT_ORDERS_PAGE, distinctShippingAddresses, isSameAddress, type ShippingAddress } from '#src/api/shipping-addresses.ts';

export const ADDRESS_TEXTS = {
  use: 'Utiliser pour ma prochaine commande',
  chosen: 'Adresse choisie pour votre prochaine commande',
  chosenDescription: 'Elle sera proposée au moment de commander.',
  unchosen: 'Adresse retirée de votre prochaine commande',
  emptyTitle: 'Aucune adresse enregistrée',
  profile: 'Adresse de votre profil',
  emptyDescription: 'Les adresses de livraison de vos commandes apparaîtront ici.',
  loadError: 'Erreur lors du chargement de vos adresses',
  loadErrorDescription: "Une erreur s'est produite lors du chargement de vos commandes.",
} as const;

function ordersLabel(count: number): string {
  return count === 1 ? '1 commande' : `${count} commandes`;
}

/** What an address line says under the address: its orders, or that it is the profile's. */
function addressMetaText(entry: ShippingAddress | { address: string; profile: true }): string {
  if ('profile' in entry) return ADDRESS_TEXTS.profile;
  return `${ordersLabel(entry.orderCount)} · dernière le ${formatLongDate(entry.lastUsedAt)} (n° ${entry.lastOrderNumber})`;
}

function AddressItem({ entry, chosen, onToggle }: { entry: ShippingAddress | { address: string; profile: true }; chosen: boolean; onToggle: () => void }) {
  const textId = useId();
  return (
    <li className={chosen ? `${addressCard} ${addressCardChosen}` : addressCard}>
      <div>
        <p id={textId} className={addressText}>
          {entry.address}
        </p>
        <p className={addressMeta}>{addressMetaText(entry)}</p>
      </div>
      <div className={addressActions}>
        {/* A toggle: pressed while this address is the one kept for the next order. */}
        <Button className={wrapButton} variant={chosen ? 'secondary' : 'outline'} size="sm" aria-pressed={chosen} aria-describedby={textId} onClick={onToggle}>
          {ADDRESS_TEXTS.use}
        </Button>
        {chosen ? (
          <>
            <span className={chosenNote}>
              <CheckCircleIcon size={16} />
              Choisie
            </span>
            <Link to={paths.checkout} className={inlineLink}>
              Commander
            </Link>
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Tab Adresses: the address of the shopper's profile, then the distinct
 * shipping addresses of their past orders (orders API, newest first).
 * Choosing one keeps it in memory for the checkout form
 * (preferredShippingAddressAtom in state/store.ts).
 */
export function AddressesPanel({ profileAddress }: { profileAddress?: string | null }) {
  const headingId = useId();
  const query = useQuery(orderQueries.list(ACCOUNT_ORDERS_PAGE));
  const [preferred, setPreferred] = useAtom(preferredShippingAddressAtom);
  const addresses = useMemo(() => {
    const fromOrders: (ShippingAddress | { address: string; profile: true })[] = distinctShippingAddresses(query.data?.items ?? []);
    const own = profileAddress?.trim();
    // The profile's address first, unless an order already used it (that line then says how often).
    if (own && !fromOrders.some((entry) => isSameAddress(own, entry.address))) fromOrders.unshift({ address: own, profile: true });
    return fromOrders;
  }, [query.data, profileAddress]);

  function toggle(entry: { address: string }) {
    if (isSameAddress(preferred, entry.address)) {
      setPreferred(null);
      toast.info(ADDRESS_TEXTS.unchosen);
    } else {
      setPreferred(entry.address);
      toast.success(ADDRESS_TEXTS.chosen, { description: ADDRESS_TEXTS.chosenDescription });
    }
  }

  let body;
  if (query.isPending && query.fetchStatus !== 'paused') {
    body = <AddressListSkeleton />;
  } else if (!query.data) {
    // Failed, or paused: offline and never loaded (the block then says 'Vous êtes hors ligne').
    body = (
      <QueryErrorBlock
        error={query.error}
        title={ADDRESS_TEXTS.loadError}
        description={ADDRESS_TEXTS.loadErrorDescription}
        onRetry={() => void query.refetch()}
        headingLevel={3}
      />
    );
  } else if (addresses.length === 0) {
    body = (
      <StatusBlock kind="empty" title={ADDRESS_TEXTS.emptyTitle} description={ADDRESS_TEXTS.emptyDescription} headingLevel={3}>
        <Link to={paths.products} className={buttonClass({ variant: 'outline' })}>
          Découvrir les produits
        </Link>
      </StatusBlock>
    );
  } else {
    body = (
      <ul className={addressList} aria-labelledby={headingId}>
        {addresses.map((entry) => (
          <AddressItem key={entry.address} entry={entry} chosen={isSameAddress(preferred, entry.address)} onToggle={() => toggle(entry)} />
        ))}
      </ul>
    );
  }

  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardTitleGroup}>
        <h2 id={headingId} className={cardTitle}>
          Mes adresses de livraison
        </h2>
        <p className={cardDescription}>
          L’adresse de votre profil et celles de vos commandes, de la plus récente à la plus ancienne. Choisissez celle de votre prochaine commande.
        </p>
      </div>
      {body}
    </section>
  );
}
