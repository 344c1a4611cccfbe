/**
 * Places the order: the checkout mutations registered in lib/query-client.ts
 * (they send the queued cart changes first), one request at a time, with the
 * Idempotency-Key of checkout-idempotency.ts.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  orderMutationKeys,
  type CheckoutResponse,
  type CheckoutVariables,
  type GuestCheckoutVariables,
} from '#src/api/orders.ts';
import { checkoutFingerprint, createIdempotencyKeeper, keyOutcomeOf } from './checkout-idempotency.ts';
import { toCheckoutRequest, toGuestCheckoutRequest, type CheckoutFormValues, type CheckoutMode } from './checkout-rules.ts';

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

  return {
    placeOrder,
    isPending: customer.isPending || guest.isPending,
    isSuccess: customer.isSuccess || guest.isSuccess,
  };
}
