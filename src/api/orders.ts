/**
 * Checkout and the customer's orders (spec section 7). Orders are personal:
 * never persisted to disk (query-client.ts leaves them out).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CheckoutRequest,
  CheckoutResponse,
  GuestCheckoutRequest,
  Order,
  OrderItem,
} from '#server/schemas/order.ts';
import { http, isApiError, isNetworkError, type RequestOptions } from './http.ts';
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

export const CART_NOT_SENT_MESSAGE =
  "Des modifications de votre panier n'ont pas encore pu être envoyées. Réessayez dans un instant.";

/** Cart changes still wait in the outbox after a drain: the order would not match the cart on screen. */
export class CartNotSentError extends Error {
  override readonly name = 'CartNotSentError';
  constructor() {
    super(CART_NOT_SENT_MESSAGE);
  }
}

/**
 * A checkout whose outcome is unknown: the request may not have reached the
 * server, or its answer was lost, or the server failed (5xx keeps nothing for
 * the key). Retrying with the same Idempotency-Key is safe: the server either
 * runs it once or replays the first answer. A 4xx is a definite answer,
 * stored with the key, so the same key would only get it again.
 */
export function isCheckoutOutcomeUnknown(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  return isApiError(error) && error.status >= 500;
}

/** Two more attempts, with the same key, when the outcome is unknown. */
export function shouldRetryCheckout(failureCount: number, error: unknown): boolean {
  return isCheckoutOutcomeUnknown(error) && failureCount < 2;
}

/** Orders per page of the order list (spec section 9's page size). */
export const ORDERS_PAGE_SIZE = 20;

/**
 * The variables of the checkout mutations (registered in mutation-defaults.ts):
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
