/**
 * Places the order: the checkout mutations registered in src/mutation-defaults.ts
 * (they send the queued cart changes first), one request at a time, with the
 * Idempotency-Key of checkout-idempotency.ts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueries } from '#src/api/cart.ts';
import { getOutbox } from '#src/offline/outbox-app.ts';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { formatOrderAmount } from '#src/utils/format-price.ts';
import { useCallback, useRef, useState } from 'react';
import {
  orderMutationKeys,
  type CheckoutResponse,
  type CheckoutVariables,
  type GuestCheckoutVariables,
} from '#src/api/orders.ts';
import { checkoutFingerprint, createIdempotencyKeeper, keyOutcomeOf } from './checkout-idempotency.ts';
import { cartChanges, toCheckoutRequest, toGuestCheckoutRequest, type CheckoutFormValues, type CheckoutMode } from './checkout-rules.ts';

export function useCheckout() {
  const customer = useMutation<CheckoutResponse, Error, CheckoutVariables>({ mutationKey: orderMutationKeys.checkout });
  const guest = useMutation<CheckoutResponse, Error, GuestCheckoutVariables>({ mutationKey: orderMutationKeys.guestCheckout });
  const [keeper] = useState(createIdempotencyKeeper);
  // A second confirmation while the first runs is ignored (the button is disabled too).
  const inFlight = useRef(false);

  /** Resolves with the order, null when a request is already running; rejects with the failure. */
  const placeOrder = useCallback(
    async (mode: CheckoutMode, values: CheckoutFormValues): Promise<CheckoutResponse | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        let response: CheckoutResponse;
        if (mode === 'customer') {
          const body = toCheckoutRequest(values);
          response = await customer.mutateAsync({ body, idempotencyKey: keeper.keyFor(checkoutFingerprint(mode, body)) });
        } else {
          const body = toGuestCheckoutRequest(values);
          response = await guest.mutateAsync({ body, idempotencyKey: keeper.keyFor(checkoutFingerprint(mode, body)) });
        }
        keeper.settle('settled');
        return response;
      } catch (error) {
        keeper.settle(keyOutcomeOf(error));
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [customer, guest, keeper],
  );

  const queryClient = useQueryClient();
  /**
   * Before confirming: the queued cart changes are sent, then the server's
   * cart is read again and compared with what the shopper saw (prices and
   * stock may have changed since, e.g. while offline).
   */
  const recheck = useCallback(
    async (seen: CartView): Promise<string[]> => {
      // A retry after an unknown outcome replays the same request: the order may
      // already exist (its cart emptied), and the server answers with it.
      if (keeper.pending) return [];
      await getOutbox().drain();
      const fresh = await queryClient.fetchQuery({ ...cartQueries.detail(), staleTime: 0 });
      return cartChanges(seen, fresh, formatOrderAmount);
    },
    [queryClient, keeper],
  );

  return {
    placeOrder,
    recheck,
    isPending: customer.isPending || guest.isPending,
    isSuccess: customer.isSuccess || guest.isSuccess,
  };
}
