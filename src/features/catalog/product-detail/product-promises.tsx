import { ReturnIcon, ShieldIcon, TruckIcon } from './product-detail-icons.tsx';
import { promise, promiseIcon, promises } from './product-detail.css.ts';

export const PROMISES = [
  { icon: TruckIcon, text: 'Livraison Gratuite pour les commandes de plus de 5000 DZD' },
  { icon: ReturnIcon, text: 'Retours sous 30 jours' },
  { icon: ShieldIcon, text: 'Paiement Sécurisé' },
] as const;

/** The product page's promises (spec section 2, as written). */
export function ProductPromises() {
  return (
    <ul className={promises} aria-label="Nos engagements">
      {PROMISES.map(({ icon: Icon, text }) => (
        <li key={text} className={promise}>
          <Icon size={22} className={promiseIcon} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
