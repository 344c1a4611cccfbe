/**
 * /orders (spec sections 2, 4, 6): the signed-in customer's orders, newest
 * first, 20 a page. A table from 48em, cards on phones.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ORDERS_PAGE_SIZE, orderQueries, type Order } from '#src/api/orders.ts';
import { EmptyListBlock } from '#src/components/empty-list-block.tsx';
import { Pagination } from '#src/components/pagination.tsx';
import { Price } from '#src/components/price.tsx';
import { QueryErrorBlock } from '#src/components/status-block.tsx';
import { TableHead } from '#src/components/table-head.tsx';
import { paths } from '#src/lib/paths.ts';
import { authLoadingAtom, isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { formatLongDate } from '#src/utils/format-date.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { ORDERS_LOAD_ERROR, ordersPageParams } from './order-rules.ts';
import { OrdersListSkeleton } from './orders-skeleton.tsx';
import {
  cardFacts,
  cards,
  cardTitle,
  cardTop,
  detailsLink,
  factLabel,
  factValue,
  header,
  orderCard,
  orderNumber,
  page as pageClass,
  subtitle,
  table,
  tableWrap,
  td,
  tdEnd,
  th,
  thEnd,
  title,
} from './orders.css.ts';
import { SignInRequired } from './sign-in-required.tsx';

export interface OrdersPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function OrdersPage({ page, onPageChange }: OrdersPageProps) {
  return (
    <div className={`${container} ${pageClass}`}>
      <div className={header}>
        <h1 className={title}>Mes Commandes</h1>
      </div>
      <OrdersContent page={page} onPageChange={onPageChange} />
    </div>
  );
}

function OrdersContent({ page, onPageChange }: OrdersPageProps) {
  const authLoading = useAtomValue(authLoadingAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const query = useQuery({ ...orderQueries.list(ordersPageParams(page), isAuthenticated), placeholderData: keepPreviousData });

  if (authLoading) return <OrdersListSkeleton />;
  if (!isAuthenticated) return <SignInRequired redirect={page > 1 ? `${paths.orders}?page=${page}` : paths.orders} />;
  if (query.isPending) return <OrdersListSkeleton />;
  if (query.isError) return <QueryErrorBlock error={query.error} title={ORDERS_LOAD_ERROR} onRetry={() => void query.refetch()} />;

  const { items, total_items } = query.data;
  const totalPages = Math.max(1, Math.ceil(total_items / ORDERS_PAGE_SIZE));
  if (total_items === 0) {
    return <EmptyListBlock title="Vous n'avez pas encore de commande" description="Vos commandes apparaîtront ici dès votre premier achat." />;
  }
  return (
    <>
      <p className={subtitle} aria-live="polite">
        {total_items} commande{total_items > 1 ? 's' : ''}
      </p>
      <OrdersTable orders={items} />
      <OrderCards orders={items} />
      <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={onPageChange} label="Pages des commandes" />
    </>
  );
}

function DetailsLink({ order }: { order: Order }) {
  return (
    <Link to={paths.order(order.id)} className={detailsLink}>
      Voir les Détails<span className={srOnly}> de la commande {order.order_number}</span>
    </Link>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <div className={tableWrap}>
      <table className={table}>
        <caption className={srOnly}>Vos commandes</caption>
        <TableHead
          columns={[
            { label: 'Numéro de Commande' },
            { label: 'Date' },
            { label: 'Statut' },
            { label: 'Paiement' },
            { label: 'Total', end: true },
            { label: <span className={srOnly}>Actions</span>, end: true },
          ]}
          className={th}
          endClassName={thEnd}
        />
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={td}>
                <span className={orderNumber}>{order.order_number}</span>
              </th>
              <td className={td}>
                <time dateTime={order.created_at}>{formatLongDate(order.created_at)}</time>
              </td>
              <td className={td}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={td}>
                <PaymentStatusBadge status={order.payment_status} />
              </td>
              <td className={tdEnd}>
                <Price value={order.total} currency="XOF" />
              </td>
              <td className={tdEnd}>
                <DetailsLink order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCards({ orders }: { orders: Order[] }) {
  return (
    <ul className={cards}>
      {orders.map((order) => (
        <li key={order.id} className={orderCard}>
          <div className={cardTop}>
            <h2 className={cardTitle}>
              <span className={srOnly}>Commande </span>
              <span className={orderNumber}>{order.order_number}</span>
            </h2>
            <Price value={order.total} currency="XOF" className={detailsLink} />
          </div>
          <dl className={cardFacts}>
            <dt className={factLabel}>Date</dt>
            <dd className={factValue}>
              <time dateTime={order.created_at}>{formatLongDate(order.created_at)}</time>
            </dd>
            <dt className={factLabel}>Statut</dt>
            <dd className={factValue}>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt className={factLabel}>Paiement</dt>
            <dd className={factValue}>
              <PaymentStatusBadge status={order.payment_status} />
            </dd>
          </dl>
          <DetailsLink order={order} />
        </li>
      ))}
    </ul>
  );
}
