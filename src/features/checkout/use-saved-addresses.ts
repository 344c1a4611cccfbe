import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderQueries, type Order } from '#src/api/orders.ts';
import type { Page } from '#src/api/paging.ts';
import { ACCOUNT_ORDERS_PAGE, distinctShippingAddresses } from '#src/api/shipping-addresses.ts';
import { customerAtom, isAuthenticatedAtom, preferredShippingAddressAtom, useAtomValue } from '#src/state/store.ts';
import { checkoutAddressOptions, type AddressOption } from './saved-addresses.ts';

const addressesOf = (page: Page<Order>) => distinctShippingAddresses(page.items);

export interface SavedAddresses {
  /** Default first; empty for a guest. */
  options: AddressOption[];
  /** The orders are still on their way (the list may grow). */
  loading: boolean;
}

/**
 * A signed-in shopper's addresses to offer at checkout. The orders query is
 * the account's Adresses tab's (same key), so either screen warms it for the
 * other; a guest fetches nothing. Offline, or when the orders fail, the
 * profile's address and the one picked on /account are still offered.
 */
export function useSavedAddresses(): SavedAddresses {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const customer = useAtomValue(customerAtom);
  const chosen = useAtomValue(preferredShippingAddressAtom);
  const orders = useQuery({ ...orderQueries.list(ACCOUNT_ORDERS_PAGE, signedIn), select: addressesOf });
  const options = useMemo(
    () => (signedIn ? checkoutAddressOptions({ chosen, fromOrders: orders.data, profile: customer?.address }) : []),
    [signedIn, chosen, orders.data, customer?.address],
  );
  return { options, loading: signedIn && orders.isPending && orders.fetchStatus === 'fetching' };
}
