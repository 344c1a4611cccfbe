/** The parts of an order's detail: its header, items, delivery and customer, and totals. */
import type { ReactNode } from 'react';
import type { Order } from '#src/api/orders.ts';
import { OrderLines, type OrderLine } from '#src/components/order-lines.tsx';
import { Deduction, OrderTotals } from '#src/components/order-totals.tsx';
import { Price } from '#src/components/price.tsx';
import { TableHead } from '#src/components/table-head.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import { formatLongDateTime } from '#src/utils/format-date.ts';
import { toAmount } from '#src/utils/format-price.ts';
import { wilayaByCode, wilayaLabel } from '#src/utils/wilayas.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import {
  badges,
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
  orderNumber,
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

interface OrderProps {
  order: Order;
}

/** The order's number as the page's h1, when it was placed, its status and payment. */
export function OrderHeader({ order }: OrderProps) {
  return (
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
  );
}

/** An item of the API's order as a line of OrderLines. */
function orderLineOf(item: Order['items'][number]): OrderLine {
  return { id: item.id, name: item.product_name, quantity: item.quantity, unitPrice: item.unit_price, totalPrice: item.total_price, storeName: item.store_name };
}

/** A section of the order's page, named by its heading. */
function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The items twice: a table for wide screens, cards for narrow ones (the stylesheet shows one). */
export function OrderItemsSection({ order }: OrderProps) {
  return (
    <OrderSection id="order-items-title" title="Articles">
      <OrderItemsTable order={order} />
      <OrderLines lines={order.items.map(orderLineOf)} className={itemCards} lineClassName={itemCard} />
    </OrderSection>
  );
}

function OrderItemsTable({ order }: OrderProps) {
  return (
    <table className={itemsTable}>
      <caption className={srOnly}>Articles de la commande {order.order_number}</caption>
      <TableHead
        columns={[{ label: 'Produit' }, { label: 'Prix', end: true }, { label: 'Quantité', end: true }, { label: 'Total', end: true }]}
        className={th}
        endClassName={thEnd}
      />
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
  );
}

/** One term and its description in a list of facts. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={fact}>
      <dt className={factTerm}>{term}</dt>
      <dd className={factDesc}>{children}</dd>
    </div>
  );
}

/** Where the order goes and who placed it; the wilaya, phone and notes only when known. */
export function OrderDeliverySection({ order }: OrderProps) {
  const wilaya = wilayaByCode(order.wilaya);
  return (
    <OrderSection id="order-delivery-title" title="Livraison et client">
      <dl className={facts}>
        <Fact term="Adresse de livraison">{order.shipping_address}</Fact>
        {wilaya ? <Fact term="Wilaya">{wilayaLabel(wilaya)}</Fact> : null}
        <Fact term="Client">{order.customer_name}</Fact>
        <Fact term="E-mail">{order.customer_email}</Fact>
        {order.customer_phone ? <Fact term="Téléphone">{order.customer_phone}</Fact> : null}
        {order.notes ? <Fact term="Notes">{order.notes}</Fact> : null}
      </dl>
    </OrderSection>
  );
}

/** Subtotal, shipping ('Gratuit' when nothing), VAT, the discount when there is one, and the total. */
export function OrderTotalsSection({ order }: OrderProps) {
  const discount = toAmount(order.discount);
  const shipping = toAmount(order.shipping);
  return (
    <OrderSection id="order-summary-title" title="Récapitulatif">
      <OrderTotals
        rows={[
          { label: 'Sous-total', value: <Price value={order.subtotal} currency="XOF" /> },
          { label: 'Livraison', value: shipping > 0 ? <Price value={order.shipping} currency="XOF" /> : 'Gratuit' },
          { label: 'TVA', value: <Price value={order.tax} currency="XOF" /> },
          discount > 0 && { label: 'Réduction', value: <Deduction value={order.discount} />, valueClassName: discountValue },
        ]}
        total={order.total}
        classes={{ list: totals, row: totalRow, label: totalLabel, value: totalValue, total: grandTotal }}
      />
    </OrderSection>
  );
}
