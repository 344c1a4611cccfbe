import { orderStatusLabel, paymentStatusLabel } from '#src/api/orders.ts';
import { badge } from './orders.css.ts';

type Tone = keyof typeof badge;

const STATUS_TONE: Readonly<Record<string, Tone>> = {
  pending: 'waiting',
  confirmed: 'good',
  delivering: 'good',
  cancelled: 'bad',
};

const PAYMENT_TONE: Readonly<Record<string, Tone>> = {
  pending: 'waiting',
  paid: 'good',
  failed: 'bad',
  refunded: 'neutral',
};

/** The order status of spec section 4: French label, unknown values raw. */
/** `withLabel`: reads 'Statut : …', where no column or term names the badge. */
export function OrderStatusBadge({ status, withLabel = false }: { status: string; withLabel?: boolean }) {
  return (
    <span className={badge[STATUS_TONE[status] ?? 'neutral']}>
      {withLabel ? 'Statut : ' : null}
      {orderStatusLabel(status)}
    </span>
  );
}

/** The payment status of spec section 4. */
export function PaymentStatusBadge({ status, withLabel = false }: { status: string; withLabel?: boolean }) {
  return (
    <span className={badge[PAYMENT_TONE[status] ?? 'neutral']}>
      {withLabel ? 'Paiement : ' : null}
      {paymentStatusLabel(status)}
    </span>
  );
}
