/**
 * The single jotai store and the app-wide atoms (convention 9: jotai is
 * imported only here). Server data does not live here (it is in the Query
 * cache); only client state: who is signed in, and UI preferences kept on
 * the device.
 */
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { Customer } from '#server/schemas/auth.ts';

export type AppStore = ReturnType<typeof createStore>;

export function createAppStore(): AppStore {
  return createStore();
}

export const appStore: AppStore = createAppStore();

// Auth (spec section 4). The profile stays in memory only (decisions.md section 4).
export const customerAtom = atom<Customer | null>(null);
export const isAuthenticatedAtom = atom((get) => get(customerAtom) !== null);
/** True at start, false once the start-up check has finished. */
export const authLoadingAtom = atom(true);

// UI preferences, kept on the device.
export type ViewMode = 'grid' | 'list';
export const catalogueViewAtom = atomWithStorage<ViewMode>('pref:catalogue-view', 'grid', undefined, { getOnInit: true });
export const categoriesViewAtom = atomWithStorage<ViewMode>('pref:categories-view', 'grid', undefined, { getOnInit: true });

export { atom, atomWithStorage, Provider as StoreProvider, useAtom, useAtomValue, useSetAtom };
