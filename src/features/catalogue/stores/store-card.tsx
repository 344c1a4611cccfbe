import { Link } from '@tanstack/react-router';
import type { Store } from '#src/api/stores.ts';
import { buttonClass } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import { paths } from '#src/lib/paths.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { productCountText } from '../kit/count-text.ts';
import { PinIcon } from './store-icons.tsx';
import * as s from './store-list.css.ts';

export const NO_ADDRESS = 'Adresse non disponible';
export const NO_DESCRIPTION = 'Aucune description disponible.';
export const VISIT_STORE = 'Visiter la Boutique';

/** A store of the list: logo, name, address, description; 'Visiter la Boutique' covers the card. */
export function StoreCard({ store }: { store: Store }) {
  return (
    <article className={s.card}>
      <div className={s.cardHead}>
        <AppImage path={store.logo} alt="" className={s.logo} width={64} height={64} />
        <h2 className={s.name}>{store.name}</h2>
      </div>
      <p className={s.address}>
        <PinIcon className={s.addressIcon} />
        <span className={store.address ? undefined : s.muted}>{store.address || NO_ADDRESS}</span>
      </p>
      <p className={store.description ? s.description : `${s.description} ${s.muted}`}>{store.description || NO_DESCRIPTION}</p>
      <div className={s.cardFooter}>
        <span className={s.productCount}>{productCountText(store.product_count)}</span>
        <Link to={paths.store(store.id)} className={`${buttonClass({ size: 'sm' })} ${s.stretchedLink}`}>
          {VISIT_STORE}
          <span className={srOnly}> : {store.name}</span>
        </Link>
      </div>
    </article>
  );
}
