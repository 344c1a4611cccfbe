/**
 * /orders/{id} for a signed-in customer (spec sections 2 and 6): number,
 * date and time, status and payment, items, delivery, customer and totals.
 * The API answers 404 for an unknown order and for another customer's: both
 * read 'Commande introuvable'.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { orderQueries, type Order } from '#src/api/orders.ts';
import { buttonClass } from '#src/components/button.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';
import { authLoadingAtom, isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container } from '#src/styles/utilities.css.ts';
import { isOrderNotFound, ORDER_NOT_FOUND_TITLE } from './order-rules.ts';
import { ArrowLeftIcon } from '#src/components/icons.tsx';
import { OrderDetailContentSkeleton } from './orders-skeleton.tsx';
import { backLink, column, detailLayout, page, title } from './orders.css.ts';
import { OrderDeliverySection, OrderHeader, OrderItemsSection, OrderTotalsSection } from './order-detail-sections.tsx';
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
  return (
    <>
      <OrderHeader order={order} />
      <div className={detailLayout}>
        <div className={column}>
          <OrderItemsSection order={order} />
          <OrderDeliverySection order={order} />
        </div>
        <OrderTotalsSection order={order} />
      </div>
    </>
  );
}
