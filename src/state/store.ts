/**
 * The single jotai store and the app-wide atoms (convention 9: jotai is
 * imported only here). Server data does not live here (it is in the Query
 * cache); only client state: who is signed in, and UI preferences kept on
 * the device.
 */
import { atom, createStore, Provider, useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { atomWithStorage } from 'jotai/utils';
import type { Customer } from '#server/schemas/auth.ts';

export type AppStore = ReturnType<typeof createStore>;

export function createAppStore(): AppStore {
  return createStore();
}

export const appStore: AppStore = createAppStore();

// Auth (spec section 4). The profile stays in memory only (decisions.md section 4).
export const customerAtom = atom<Customer | null>(null);
/**
 * A customer token is kept whose profile could not be loaded for want of a
 * network (spec section 4 keeps the token then). The shopper is still
 * signed in: the header, the badges and the queued changes stay theirs, and
 * the profile follows when the connection returns.
 */
export const sessionWithoutProfileAtom = atom(false);
export const isAuthenticatedAtom = atom((get) => get(customerAtom) !== null || get(sessionWithoutProfileAtom));
/** True at start, false once the start-up check has finished. */
export const authLoadingAtom = atom(true);

// UI preferences, kept on the device. A page rendered by the server (which
// knows none of them) is hydrated with the defaults, the stored choice
// follows at once; a page rendered in the browser reads it before its first render.
const readStoredFirst = { getOnInit: typeof window === 'undefined' || !('$_TSR' in window) };
export type ViewMode = 'grid' | 'list';
// (The stored key keeps its first spelling: a renamed key would forget every shopper's choice.)
export const catalogueViewAtom = atomWithStorage<ViewMode>('pref:catalogue-view', 'grid', undefined, readStoredFirst);
export const categoriesViewAtom = atomWithStorage<ViewMode>('pref:categories-view', 'grid', undefined, readStoredFirst);

// Account area (features/account).

/**
 * The shipping address the shopper picked on /account ('Utiliser pour ma
 * prochaine commande') for checkout to prefill. In memory only, like every
 * checkout detail (decisions.md section 4), and tied to the customer who
 * picked it: after a logout or another sign-in it reads null.
 * Read: the address or null. Write: an address, or null to forget it.
 */
interface ShippingAddressChoice {
  customerId: string;
  address: string;
}
const shippingAddressChoiceAtom = atom<ShippingAddressChoice | null>(null);
export const preferredShippingAddressAtom = atom(
  (get): string | null => {
    const choice = get(shippingAddressChoiceAtom);
    const customer = get(customerAtom);
    return choice && customer && choice.customerId === customer.id ? choice.address : null;
  },
  (get, set, address: string | null) => {
    const customer = get(customerAtom);
    const value = address?.trim();
    set(shippingAddressChoiceAtom, customer && value ? { customerId: customer.id, address: value } : null);
  },
);

/** The account's notification preferences (tab Notifications). */
export interface NotificationPreferences {
  /** Order confirmation, shipping and delivery updates by e-mail. */
  orderUpdates: boolean;
  promotions: boolean;
  newsletter: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = {
  orderUpdates: true,
  promotions: false,
  newsletter: false,
};

/** A stored value made safe: only known keys with boolean values count, the rest falls back to the defaults. */
export function readNotificationPreferences(stored: unknown): NotificationPreferences {
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (typeof stored !== 'object' || stored === null) return prefs;
  for (const key of Object.keys(prefs) as (keyof NotificationPreferences)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'boolean') prefs[key] = value;
  }
  return prefs;
}

/**
 * Kept on the device (decisions.md section 2), one entry per customer id so
 * two people sharing a browser each keep their own; other tabs follow
 * through the storage event.
 */
const notificationPreferencesStoreAtom = atomWithStorage<Record<string, unknown>>('pref:notifications', {}, undefined, readStoredFirst);
/** Read: the signed-in customer's preferences (defaults for a guest). Write: a partial change, ignored for a guest. */
export const notificationPreferencesAtom = atom(
  (get): NotificationPreferences => {
    const customer = get(customerAtom);
    const all = get(notificationPreferencesStoreAtom);
    return readNotificationPreferences(customer && typeof all === 'object' && all !== null ? all[customer.id] : undefined);
  },
  (get, set, change: Partial<NotificationPreferences>) => {
    const customer = get(customerAtom);
    if (!customer) return;
    const stored = get(notificationPreferencesStoreAtom);
    const all = typeof stored === 'object' && stored !== null ? stored : {};
    set(notificationPreferencesStoreAtom, {
      ...all,
      [customer.id]: { ...readNotificationPreferences(all[customer.id]), ...change },
    });
  },
);

export { atom, atomWithStorage, Provider as StoreProvider, useSetAtom };

/**
 * Never written: every atom's value before the browser knows anything (no
 * shopper, no stored preference). It is what the server rendered with.
 */
const pristine = createStore();

/**
 * An atom's value, read the way React hydrates external stores: while the
 * server's HTML is being hydrated it is the pristine value (what the server
 * rendered), then the store's. React hydrates the page in parts (each route's
 * Suspense boundary on its own), and the shopper's session may be known by
 * the time a part hydrates: read straight from the store, a button the server
 * rendered disabled would stay disabled in the page (React does not patch
 * attributes at hydration). In a page rendered in the browser it is the
 * store's value from the start.
 */
export function useAtomValue<Value>(anAtom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(anAtom, onChange), [store, anAtom]);
  const read = useCallback(() => store.get(anAtom), [store, anAtom]);
  const readPristine = useCallback(() => pristine.get(anAtom), [anAtom]);
  return useSyncExternalStore(subscribe, read, readPristine);
}

export function useAtom<Value, Args extends unknown[], Result>(anAtom: WritableAtom<Value, Args, Result>): [Value, (...args: Args) => Result] {
  return [useAtomValue(anAtom), useSetAtom(anAtom)];
}

// App updates (pwa.ts): a new version of the app is installed and waits for the shopper.
export const updateReadyAtom = atom(false);
