/**
 * The addresses a signed-in shopper is offered at checkout, default first:
 * the one picked on /account ('Utiliser pour ma prochaine commande'), the
 * one of their latest order, the profile's, then the other addresses of past
 * orders, newest first. Pure, for unit tests; the orders come from the
 * account's query (src/api/shipping-addresses.ts).
 */
import { addressKey, type ShippingAddress } from '#src/api/shipping-addresses.ts';

/** Enough to choose among without a long scroll; the field takes any other. */
export const MAX_ADDRESS_OPTIONS = 5;

export type AddressTag = 'chosen' | 'last' | 'profile';

export const ADDRESS_TAG_LABELS: Readonly<Record<AddressTag, string>> = {
  chosen: 'Choisie dans votre compte',
  last: 'Dernière utilisée',
  profile: 'Adresse de votre profil',
};

export interface AddressOption {
  address: string;
  tags: AddressTag[];
}

export interface AddressSources {
  /** preferredShippingAddressAtom: picked on /account for the next order. */
  chosen?: string | null;
  /** distinctShippingAddresses of the orders: most recently used first. */
  fromOrders?: readonly Pick<ShippingAddress, 'address'>[];
  /** The customer's profile address. */
  profile?: string | null;
}

export function checkoutAddressOptions({ chosen, fromOrders = [], profile }: AddressSources): AddressOption[] {
  const options: AddressOption[] = [];
  const byKey = new Map<string, AddressOption>();
  function add(address: string | null | undefined, tag: AddressTag | null) {
    const text = address?.trim();
    if (!text) return;
    const key = addressKey(text);
    let option = byKey.get(key);
    if (!option) {
      option = { address: text, tags: [] };
      byKey.set(key, option);
      options.push(option);
    }
    if (tag && !option.tags.includes(tag)) option.tags.push(tag);
  }
  add(chosen, 'chosen');
  add(fromOrders[0]?.address, 'last');
  add(profile, 'profile');
  for (const entry of fromOrders.slice(1)) add(entry.address, null);
  return options.slice(0, MAX_ADDRESS_OPTIONS);
}
