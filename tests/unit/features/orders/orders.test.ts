import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#src/api/http.ts';
import { orderQueries, orderStatusLabel, ORDERS_PAGE_SIZE, paymentStatusLabel } from '#src/api/orders.ts';
import { isOrderNotFound, ordersPageParams } from '#src/features/orders/order-rules.ts';

describe('order list pages (spec section 9)', () => {
  it('are 20 orders long: skip = (page - 1) * 20', () => {
    expect(ORDERS_PAGE_SIZE).toBe(20);
    expect(ordersPageParams(1)).toEqual({ skip: 0, limit: 20 });
    expect(ordersPageParams(3)).toEqual({ skip: 40, limit: 20 });
  });

  it('have their own query key, and run only when signed in', () => {
    expect(orderQueries.list(ordersPageParams(2)).queryKey).toEqual(['orders', 'list', { skip: 20, limit: 20 }]);
    expect(orderQueries.list(ordersPageParams(1), false).enabled).toBe(false);
    expect(orderQueries.detail('o1', false).enabled).toBe(false);
  });
});

describe('status labels (spec section 4)', () => {
  it('are French, unknown values raw', () => {
    expect(['pending', 'confirmed', 'delivering', 'cancelled', 'shipped'].map(orderStatusLabel)).toEqual([
      'En attente',
      'Confirmé',
      'En livraison',
      'Annulé',
      'shipped',
    ]);
    expect(['pending', 'paid', 'failed', 'refunded', 'partial'].map(paymentStatusLabel)).toEqual([
      'En attente',
      'Payé',
      'Échoué',
      'Remboursé',
      'partial',
    ]);
  });
});

describe("'Commande introuvable'", () => {
  it('covers an unknown id, a malformed id and another customer’s order (404), not failures', () => {
    expect(isOrderNotFound(new ApiError(404, 'Not Found', "La commande n'existe pas ou vous n'avez pas les permissions nécessaires."))).toBe(true);
    expect(isOrderNotFound(new ApiError(403, 'Forbidden', undefined))).toBe(true);
    expect(isOrderNotFound(new ApiError(400, 'Bad Request', 'id invalide'))).toBe(true);
    expect(isOrderNotFound(new ApiError(500, 'Internal Server Error', undefined))).toBe(false);
    expect(isOrderNotFound(new ApiError(401, 'Unauthorized', undefined))).toBe(false);
    expect(isOrderNotFound(new NetworkError('Failed to fetch'))).toBe(false);
  });
});
