/**
 * /orders/{id} for a signed-in customer (spec sections 2 and 6): number,
 * date and time, status and payment, items, delivery, customer and totals.
 * The API answers 404 for an unknown order and for another customer's: both
 * read 'Commande introuvable'.
 */
import { wilayaByCode, wilayaLabel } from '#src/utils/wilayas.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { orderQueries, type Order } from '#src/api/orders.ts';
import { buttonClass } from '#src/components/button.tsx';
import { Price } from '#src/components/price.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { authLoadingAtom, isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { formatLongDateTime } from '#src/utils/format-date.ts';
import { toAmount } from '#src/utils/format-price.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { isOrderNotFound, ORDER_NOT_FOUND_TITLE } from './order-rules.ts';
import { ArrowLeftIcon } from '#src/components/icons.tsx';
import { OrderDetailContentSkeleton } from './orders-skeleton.tsx';
import {
  backLink,
  badges,
  column,
  detailLayout,
  discountValue,
  fact,
  factDesc,
  facts,
  factTerm,
  grandTotal,
  header,
  itemCard,
  itemCards,
  itemMeta,
  itemName,
  itemsTable,
  itemTotal,
  orderNumber,
  page,
  section,
  sectionTitle,
  subtitle,
  td,
  tdEnd,
  th,
  thEnd,
  title,
  totalLabel,
  totalRow,
  totals,
  totalValue,
} from './orders.css.ts';
import { SignInRequired } from './sign-in-required.tsx';

export function OrderDetailPage({ orderId }: { orderId: string }) {
  return (
    <div className={`${container} ${page}`}>
      <Link to={paths.orders} className={backLink}>
        <ArrowLeftIcon size={18} />
        Retour à mes commandes
      </Link>
      <OrderDetailContent orderId={orderId} />
    </div>
  );
}

function OrderDetailContent({ orderId }: { orderId: string }) {
  const authLoading = useAtomValue(authLoadingAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const query = useQuery(orderQueries.detail(orderId, isAuthenticated));

  if (authLoading) return <OrderDetailContentSkeleton />;
  if (!isAuthenticated) {
    return (
      <StateScreen>
        <SignInRequired redirect={paths.order(orderId)} description="Veuillez vous connecter pour consulter cette commande." />
      </StateScreen>
    );
  }
  if (query.isPending) return <OrderDetailContentSkeleton />;
  if (query.isError) {
    if (isOrderNotFound(query.error)) {
      return (
        <StateScreen>
        <StatusBlock
          kind="empty"
          title={ORDER_NOT_FOUND_TITLE}
          description="Cette commande n'existe pas ou vous n'avez pas les permissions nécessaires pour la consulter."
        >
          <Link to={paths.orders} className={buttonClass({ variant: 'outline' })}>
            Voir mes commandes
          </Link>
        </StatusBlock>
        </StateScreen>
      );
    }
    return (
      <StateScreen>
        <QueryErrorBlock error={query.error} title="Erreur lors du chargement de la commande" onRetry={() => void query.refetch()} />
      </StateScreen>
    );
  }
  return <OrderDetail order={query.data} />;
}

/** The page's h1 when there is no order to title it. */
function StateScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <h1 className={title}>Détail de la commande</h1>
      {children}
    </>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const discount = toAmount(order.discount);
  const shipping = toAmount(order.shipping);
  return (
    <>
      <div className={header}>
        <h1 className={title}>
          Commande <span className={orderNumber}>{order.order_number}</span>
        </h1>
        <p className={subtitle}>
          Passée le <time dateTime={order.created_at}>{formatLongDateTime(order.created_at)}</time>
        </p>
        <div className={badges}>
          <OrderStatusBadge status={order.status} withLabel />
          <PaymentStatusBadge status={order.payment_status} withLabel />
        </div>
      </div>
      <div className={detailLayout}>
        <div className={column}>
          <section className={section} aria-labelledby="order-items-title">
            <h2 id="order-items-title" className={sectionTitle}>
              Articles
            </h2>
            <table className={itemsTable}>
              <caption className={srOnly}>Articles de la commande {order.order_number}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Produit
                  </th>
                  <th scope="col" className={thEnd}>
                    Prix
                  </th>
                  <th scope="col" className={thEnd}>
                    Quantité
                  </th>
                  <th scope="col" className={thEnd}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row" className={td}>
                      <span className={itemName}>{item.product_name}</span>
                      {item.store_name ? <span className={itemMeta}>Vendu par {item.store_name}</span> : null}
                    </th>
                    <td className={tdEnd}>
                      <Price value={item.unit_price} currency="XOF" />
                    </td>
                    <td className={tdEnd}>{item.quantity}</td>
                    <td className={tdEnd}>
                      <Price value={item.total_price} currency="XOF" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className={itemCards}>
              {order.items.map((item) => (
                <li key={item.id} className={itemCard}>
                  <span>
                    <span className={itemName}>{item.product_name}</span>
                    <span className={itemMeta}>
                      {item.quantity} × <Price value={item.unit_price} currency="XOF" />
                      {item.store_name ? ` · ${item.store_name}` : null}
                    </span>
                  </span>
                  <Price value={item.total_price} currency="XOF" className={itemTotal} />
                </li>
              ))}
            </ul>
          </section>
          <section className={section} aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title" className={sectionTitle}>
              Livraison et client
            </h2>
            <dl className={facts}>
              <div className={fact}>
                <dt className={factTerm}>Adresse de livraison</dt>
                <dd className={factDesc}>{order.shipping_address}</dd>
              </div>
              {wilayaByCode(order.wilaya) ? (
                <div className={fact}>
                  <dt className={factTerm}>Wilaya</dt>
                  <dd className={factDesc}>{wilayaLabel(wilayaByCode(order.wilaya)!)}</dd>
                </div>
              ) : null}
              <div className={fact}>
                <dt className={factTerm}>Client</dt>
                <dd className={factDesc}>{order.customer_name}</dd>
              </div>
              <div className={fact}>
                <dt className={factTerm}>E-mail</dt>
                <dd className={factDesc}>{order.customer_email}</dd>
              </div>
              {order.customer_phone ? (
                <div className={fact}>
                  <dt className={factTerm}>Téléphone</dt>
                  <dd className={factDesc}>{order.customer_phone}</dd>
                </div>
              ) : null}
              {order.notes ? (
                <div className={fact}>
                  <dt className={factTerm}>Notes</dt>
                  <dd className={factDesc}>{order.notes}</dd>
                </div>
              ) : null}
            </dl>
          </section>
        </div>
        <section className={section} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={sectionTitle}>
            Récapitulatif
          </h2>
          <dl className={totals}>
            <div className={totalRow}>
              <dt className={totalLabel}>Sous-total</dt>
              <dd className={totalValue}>
                <Price value={order.subtotal} currency="XOF" />
              </dd>
            </div>
            <div className={totalRow}>
              <dt className={totalLabel}>Livraison</dt>
              <dd className={totalValue}>{shipping > 0 ? <Price value={order.shipping} currency="XOF" /> : 'Gratuit'}</dd>
            </div>
            <div className={totalRow}>
              <dt className={totalLabel}>TVA</dt>
              <dd className={totalValue}>
                <Price value={order.tax} currency="XOF" />
              </dd>
            </div>
            {discount > 0 ? (
              <div className={totalRow}>
                <dt className={totalLabel}>Réduction</dt>
                <dd className={discountValue}>
                  − <Price value={order.discount} currency="XOF" />
                </dd>
              </div>
            ) : null}
            <div className={grandTotal}>
              <dt>Total</dt>
              <dd className={totalValue}>
                <Price value={order.total} currency="XOF" />
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
