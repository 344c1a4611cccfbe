/**
 * /orders/{id} right after a guest checkout (decisions.md section 3): the
 * order just placed, from what this tab holds (lastGuestOrderAtom), and an
 * invitation to create an account. Anyone else, or the same guest after a
 * reload, gets `fallback` (the signed-in order screen, which asks to sign in).
 */
import { deliveryZoneOf, wilayaByCode, wilayaLabel } from '#src/utils/wilayas.ts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from '#src/components/button.tsx';
import { paths } from '#src/lib/paths.ts';
import { isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container } from '#src/styles/utilities.css.ts';
import { CheckCircleIcon } from './checkout-icons.tsx';
import {
  address,
  card,
  cardTitle,
  confirmation,
  confirmationHeader,
  invite,
  inviteActions,
  lead,
  orderNumber,
  successIcon,
  title,
} from './checkout.css.ts';
import { lastGuestOrderAtom, type GuestOrderSummary } from './last-guest-order.ts';
import { OrderSummaryLines } from './order-summary-lines.tsx';

export interface GuestOrderConfirmationProps {
  orderId: string;
  fallback: ReactNode;
}

export function GuestOrderConfirmation({ orderId, fallback }: GuestOrderConfirmationProps) {
  const order = useAtomValue(lastGuestOrderAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  if (isAuthenticated || !order || order.orderId !== orderId) return <>{fallback}</>;
  return <Confirmation order={order} />;
}

function Confirmation({ order }: { order: GuestOrderSummary }) {
  const wilaya = wilayaByCode(order.wilaya);
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under a toast: move focus to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={container}>
      <div className={confirmation}>
        <header className={confirmationHeader}>
          <span className={successIcon}>
            <CheckCircleIcon size={32} />
          </span>
          <h1 ref={heading} tabIndex={-1} className={title}>
            Merci pour votre commande !
          </h1>
          <p className={lead}>
            Votre commande <span className={orderNumber}>{order.orderNumber}</span> a bien été enregistrée.
            {order.customerEmail ? ` Un récapitulatif est associé à l'adresse ${order.customerEmail}.` : null}
          </p>
          <p className={lead}>Conservez votre numéro de commande : cette page ne sera plus disponible après avoir quitté ce site.</p>
        </header>

        <section className={card} aria-labelledby="guest-order-items">
          <h2 id="guest-order-items" className={cardTitle}>
            Articles commandés
          </h2>
          <OrderSummaryLines items={order.items} subtotal={order.subtotal} discount={order.discount} total={order.total} />
        </section>

        <section className={card} aria-labelledby="guest-order-address">
          <h2 id="guest-order-address" className={cardTitle}>
            Adresse de livraison
          </h2>
          <p className={address}>
            {order.customerName ? (
              <>
                <strong>{order.customerName}</strong>
                {'\n'}
              </>
            ) : null}
            {order.shippingAddress}
          </p>
          {wilaya ? (
            <p className={lead}>
              Wilaya : {wilayaLabel(wilaya)}. Livraison estimée : {deliveryZoneOf(wilaya).delay}.
            </p>
          ) : null}
          <p className={lead}>Paiement à la livraison.</p>
        </section>

        <section className={invite} aria-labelledby="guest-order-invite">
          <h2 id="guest-order-invite" className={cardTitle}>
            Suivez vos prochaines commandes
          </h2>
          <p>Créez un compte pour retrouver l&apos;historique de vos commandes, votre wishlist et commander plus vite.</p>
          <div className={inviteActions}>
            <Link to={paths.signup} className={buttonClass()}>
              Créer un compte
            </Link>
            <Link to={paths.products} className={buttonClass({ variant: 'outline' })}>
              Continuer mes achats
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
