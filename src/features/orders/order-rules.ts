/** The order screens' rules as pure functions (unit-tested without the UI). */
import { isApiError } from '#src/api/http.ts';
import { ORDERS_PAGE_SIZE } from '#src/api/orders.ts';

export const ORDERS_LOAD_ERROR = "Une erreur s'est produite lors du chargement de vos commandes.";
export const ORDER_NOT_FOUND_TITLE = 'Commande introuvable';

/** Skip and limit of a 1-based page of 20 orders. */
export function ordersPageParams(page: number) {
  return { skip: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE };
}

/** Unknown id, malformed id or another customer's order (the API answers 404 for both of the latter). */
export function isOrderNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 400 || error.status === 422);
}
