import { lastWilaya } from '#src/lib/last-wilaya.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { LoginRequest, ProfileUpdateRequest, RegisterRequest } from '#src/api/auth.ts';
import { cartQueries } from '#src/api/cart.ts';
import { orderQueries } from '#src/api/orders.ts';
import { wishlistQueries } from '#src/api/wishlist.ts';
import { authLoadingAtom, customerAtom, isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { forgetAnswers, removeOwner } from '#src/offline/outbox.ts';
import { currentOwner, getOutbox } from '#src/offline/outbox-app.ts';
import { outboxJournal } from '#src/offline/outbox-journal.ts';
import { loadDatabase } from '#src/db/load-database.ts';
import { appAuthDeps } from './auth-deps.ts';
import * as auth from './auth-service.ts';

/** Personal queries: refetched after sign-in (the guest cart merges), dropped on sign-out. */
const PERSONAL_ROOTS = [cartQueries.all(), wishlistQueries.all(), orderQueries.all()];

/** The guest's answers being forgotten after a sign-in: a sign-out waits for it. */
let forgettingGuest: Promise<void> = Promise.resolve();

/**
 * Sign-out alone, without reading the session's state: the root layout only
 * hands it to the header, and reading the atoms there made the whole page
 * render again (synchronously) when the start-up check ended after hydration.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const owner = currentOwner();
    await forgettingGuest;
    await auth.logout(appAuthDeps);
    // The signed-out customer's queued changes go with the rest of their data.
    outboxJournal.forgetOwner(owner);
    await loadDatabase().then((db) => removeOwner(db, owner));
    getOutbox().notifyChanged();
    // Decisions.md section 4: logout deletes personal data, even offline.
    // Reset drops the data (and so the persisted copy) and refetches what is
    // still on screen: the device is a guest again, its session cart shows.
    await Promise.all(PERSONAL_ROOTS.map((queryKey) => queryClient.resetQueries({ queryKey })));
    lastWilaya.forget();
  }, [queryClient]);
}

export function useAuth() {
  const queryClient = useQueryClient();
  const customer = useAtomValue(customerAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const isLoading = useAtomValue(authLoadingAtom);

  const afterSignIn = useCallback((guest: string) => {
    // The guest cart is merged into the customer's: its last known state
    // (the outbox's answers) would show lines that moved, after a sign-out,
    // which waits for this. Nothing shows them meanwhile (they are the guest's).
    forgettingGuest = loadDatabase()
      .then((db) => forgetAnswers(db, guest))
      .catch((error: unknown) => console.warn('outbox answers of the guest not forgotten', error));
    queryClient.removeQueries({ queryKey: orderQueries.all() });
    // The merged cart and the wishlist come in the background: the shopper
    // is signed in now (the toast, the page they came from), not a round
    // trip later; what shows them meanwhile shows the guest's, then the merge.
    void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
    void queryClient.invalidateQueries({ queryKey: wishlistQueries.all() });
  }, [queryClient]);

  /** Signs in by `enter` (a login or a sign-up), the guest's cart and wishlist carried over. */
  const signIn = useCallback(
    async <T>(enter: () => Promise<T>) => {
      // The guest's queued changes reach the guest cart first; sign-in then merges it.
      await getOutbox().drain();
      const guest = currentOwner();
      const signedIn = await enter();
      afterSignIn(guest);
      return signedIn;
    },
    [afterSignIn],
  );

  const login = useCallback((body: LoginRequest) => signIn(() => auth.login(appAuthDeps, body)), [signIn]);
  const register = useCallback((body: RegisterRequest) => signIn(() => auth.register(appAuthDeps, body)), [signIn]);

  const logout = useLogout();

  const updateProfile = useCallback((body: ProfileUpdateRequest) => auth.updateProfile(appAuthDeps, body), []);

  /** Reloads the signed-in customer's profile (account screens, after an e-mail confirmation). */
  const refreshProfile = useCallback(() => auth.reloadProfile(appAuthDeps), []);

  return useMemo(
    () => ({ customer, isAuthenticated, isLoading, login, register, logout, updateProfile, refreshProfile }),
    [customer, isAuthenticated, isLoading, login, register, logout, updateProfile, refreshProfile],
  );
}
