/**
 * Checkout and the customer's orders (spec section 7). Orders are personal:
 * never persisted to disk (lib/query-client.ts leaves them out).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CheckoutRequest,
  CheckoutResponse,
  GuestCheckoutRequest,
  Order,
  OrderItem,
} from '#server/schemas/order.ts';
import { http, type RequestOptions } from './http.ts';
import { toPage, type Page, type PageParams } from './paging.ts';
import { STALE } from './stale-times.ts';

export type { CheckoutRequest, CheckoutResponse, GuestCheckoutRequest, Order, OrderItem };

const BASE = '/api/v1/customer-auth';

export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  delivering: 'En livraison',
  cancelled: 'Annulé',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'En attente',
  paid: 'Payé',
  failed: 'Échoué',
  refunded: 'Remboursé',
};

/** Unknown values are shown raw (section 4). */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? status;
}

export function checkout(body: CheckoutRequest, options?: RequestOptions): Promise<CheckoutResponse> {
  return http.post<CheckoutResponse>(`${BASE}/checkout`, { ...body }, options);
}

export function guestCheckout(body: GuestCheckoutRequest, options?: RequestOptions): Promise<CheckoutResponse> {
  return http.post<CheckoutResponse>(`${BASE}/guest-checkout`, { ...body }, options);
}

export async function fetchOrders(params: Partial<PageParams>, signal?: AbortSignal): Promise<Page<Order>> {
  return toPage<Order>(await http.get<unknown>(`${BASE}/orders`, { skip: params.skip, limit: params.limit }, { signal }));
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return http.get<Order>(`${BASE}/orders/${encodeURIComponent(id)}`, undefined, { signal });
}

export const orderMutationKeys = {
  checkout: ['orders', 'checkout'] as const,
  guestCheckout: ['orders', 'guest-checkout'] as const,
};

/** Orders per page of the order list (spec section 9's page size). */
export const ORDERS_PAGE_SIZE = 20;

/**
 * The variables of the checkout mutations (registered in lib/query-client.ts):
 * the body and the Idempotency-Key made when the shopper confirmed it, reused
 * for every retry of the same body so one confirmation makes one order.
 */
export interface CheckoutVariables {
  body: CheckoutRequest;
  idempotencyKey: string;
}

export interface GuestCheckoutVariables {
  body: GuestCheckoutRequest;
  idempotencyKey: string;
}

export const orderQueries = {
  all: () => ['orders'] as const,
  list: (params: Partial<PageParams> = {}, enabled = true) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => fetchOrders(params, signal),
      staleTime: STALE.orders,
      enabled,
    }),
  detail: (id: string, enabled = true) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchOrder(id, signal),
      staleTime: STALE.orders,
      enabled,
    }),
};
