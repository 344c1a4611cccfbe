/**
 * Where the defaults (mutationFn, retries, network mode, what follows
 * success) of every mutationKey are registered: cart and wishlist changes
 * (the outbox), checkout, and the password screens (convention 6). It runs
 * when the QueryClient is made, before the persisted cache is restored: a
 * paused mutation restored from disk has no function of its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  authApi,
  authMutationKeys,
  type PasswordChangeRequest,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
} from '#src/api/auth.ts';
import { cartMutationKeys, cartQueries } from '#src/api/cart.ts';
import {
  CartNotSentError,
  checkout,
  guestCheckout,
  orderMutationKeys,
  orderQueries,
  shouldRetryCheckout,
  type CheckoutResponse,
  type CheckoutVariables,
  type GuestCheckoutVariables,
} from '#src/api/orders.ts';
import { retryDelay } from '#src/api/retry.ts';
import { wishlistMutationKeys } from '#src/api/wishlist.ts';
import { isCartChange, type OutboxChange } from '#src/db/outbox-types.ts';
import { loadDatabase } from '#src/db/load-database.ts';
import { entriesOf } from '#src/offline/outbox.ts';
import { createAppOutbox, currentOwner } from '#src/offline/outbox-app.ts';
import type { OutboxSync } from '#src/offline/outbox-sync.ts';

export function registerMutationDefaults(queryClient: QueryClient, options: { makeRoom?: () => Promise<void> } = {}): void {
  const outbox = createAppOutbox(queryClient, options);
  registerOutboxMutations(queryClient, outbox);
  registerCheckoutMutations(queryClient, outbox);
  registerAuthMutations(queryClient);
}

/** Each cart and wishlist mutation key is registered once, with the outbox as its function. */
function registerOutboxMutations(queryClient: QueryClient, outbox: OutboxSync): void {
  const keys = [...Object.values(cartMutationKeys), ...Object.values(wishlistMutationKeys)];
  for (const mutationKey of keys) {
    queryClient.setMutationDefaults(mutationKey, {
      mutationFn: (change: OutboxChange) => outbox.submit(change),
      // The outbox retries by itself; the mutation ends when the change is applied or queued.
      retry: false,
      networkMode: 'always',
    });
  }
}

/**
 * Checkout (customer and guest). The queued cart changes are sent first, so
 * the server orders the cart the shopper sees. Never paused offline
 * (networkMode 'always': the screen refuses to confirm offline instead), so a
 * checkout, with the shopper's name, phone and address, is never written to
 * disk by the persister (decisions.md section 4).
 */
function registerCheckoutMutations(queryClient: QueryClient, outbox: OutboxSync): void {
  async function sendCartFirst(): Promise<void> {
    await outbox.drain();
    const db = await loadDatabase();
    const waiting = (await entriesOf(db, currentOwner())).filter((entry) => isCartChange(entry.change));
    if (waiting.length > 0) throw new CartNotSentError();
  }
  const common = {
    retry: shouldRetryCheckout,
    retryDelay,
    networkMode: 'always' as const,
    onSuccess: () => {
      // The server emptied the cart; the new order belongs in the history.
      // Not awaited: the shopper moves on to the order at once.
      void queryClient.resetQueries({ queryKey: cartQueries.all() });
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
    },
  };
  queryClient.setMutationDefaults(orderMutationKeys.checkout, {
    ...common,
    mutationFn: async ({ body, idempotencyKey }: CheckoutVariables): Promise<CheckoutResponse> => {
      await sendCartFirst();
      return checkout(body, { idempotencyKey });
    },
  });
  queryClient.setMutationDefaults(orderMutationKeys.guestCheckout, {
    ...common,
    mutationFn: async ({ body, idempotencyKey }: GuestCheckoutVariables): Promise<CheckoutResponse> => {
      await sendCartFirst();
      return guestCheckout(body, { idempotencyKey });
    },
  });
}

/**
 * The password screens: one attempt, sent at once even offline (the screen
 * shows the network error, as a direct call did), and forgotten as soon as no
 * screen watches it: the variables hold passwords (decisions.md section 4).
 */
function registerAuthMutations(queryClient: QueryClient): void {
  const common = { retry: false, networkMode: 'always' as const, gcTime: 0 };
  queryClient.setMutationDefaults(authMutationKeys.changePassword, {
    ...common,
    mutationFn: (body: PasswordChangeRequest) => authApi.changePassword(body),
  });
  queryClient.setMutationDefaults(authMutationKeys.requestPasswordReset, {
    ...common,
    mutationFn: (body: PasswordResetRequestBody) => authApi.requestPasswordReset(body),
  });
  queryClient.setMutationDefaults(authMutationKeys.confirmPasswordReset, {
    ...common,
    mutationFn: (body: PasswordResetConfirmBody) => authApi.confirmPasswordReset(body),
  });
}
