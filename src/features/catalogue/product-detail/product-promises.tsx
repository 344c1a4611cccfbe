import { useLastWilaya } from '#src/lib/last-wilaya.ts';
import { deliveryZoneOf, wilayaByCode } from '#src/utils/wilayas.ts';
import { ReturnIcon, ShieldIcon, TruckIcon } from './product-detail-icons.tsx';
import { promise, promiseIcon, promises } from './product-detail.css.ts';

export const PROMISES = [
  { icon: TruckIcon, text: 'Livraison Gratuite pour les commandes de plus de 5000 DZD' },
  { icon: ReturnIcon, text: 'Retours sous 30 jours' },
  { icon: ShieldIcon, text: 'Paiement Sécurisé' },
] as const;

/**
 * The product page's promises (spec section 2, as written), and the delivery
 * delay to the wilaya this device last ordered to, when there is one (known
 * on the device only: it appears once the page is live).
 */
export function ProductPromises() {
  const wilaya = wilayaByCode(useLastWilaya());
  return (
    <ul className={promises} aria-label="Nos engagements">
      {wilaya ? (
        <li className={promise} data-testid="delivery-promise">
          <TruckIcon size={22} className={promiseIcon} />
          <span>
            Livraison vers {wilaya.name} ({wilaya.code}) : {deliveryZoneOf(wilaya).delay}
          </span>
        </li>
      ) : null}
      {PROMISES.map(({ icon: Icon, text }) => (
        <li key={text} className={promise}>
          <Icon size={22} className={promiseIcon} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
