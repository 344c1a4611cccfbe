import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { StoreOption } from '#src/api/products.ts';
import { Price } from '#src/components/price.tsx';
import { paths } from '#src/lib/paths.ts';
import { moreStoresLabel, STORES_SHOWN } from './product-detail-data.ts';
import { StoreIcon } from './product-detail-icons.tsx';
import { moreStores, panel, panelTitle, storeAddress, storeItem, storeList, storeName, storePrice, storeText } from './product-detail.css.ts';

/** The stores selling the product, with their price in DZD: the first 2, then the rest on demand. */
export function AvailableStores({ stores }: { stores: readonly StoreOption[] }) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (stores.length === 0) return null;
  const hidden = stores.length - STORES_SHOWN;
  const shown = expanded ? stores : stores.slice(0, STORES_SHOWN);
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panelTitle}>
        <StoreIcon size={20} />
        Boutiques disponibles
      </h2>
      <ul id={listId} className={storeList}>
        {shown.map((store) => (
          <li key={store.store_id} className={storeItem}>
            <span className={storeText}>
              <Link to={paths.store(store.store_id)} className={storeName}>
                {store.store_name}
              </Link>
              {store.store_address ? <span className={storeAddress}>{store.store_address}</span> : null}
            </span>
            <Price value={store.price} className={storePrice} />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className={moreStores} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Afficher moins de boutiques' : moreStoresLabel(hidden)}
        </button>
      ) : null}
    </section>
  );
}
