/**
 * Authentication as plain functions over injected dependencies (the API, the
 * jotai store, the token storage and a clock), so every branch of spec
 * section 4 is testable without a browser.
 */
import type { AuthApi, Customer, LoginRequest, ProfileUpdateRequest, RegisterRequest } from '#src/api/auth.ts';
import { isApiError } from '#src/api/http.ts';
import type { TokenStore } from '#src/lib/auth-token.ts';
import { authLoadingAtom, customerAtom, sessionWithoutProfileAtom, type AppStore } from '#src/state/store.ts';

export const PROFILE_RETRY_DELAY_MS = 1000;

export interface AuthDeps {
  api: AuthApi;
  store: AppStore;
  tokens: TokenStore;
  /** Resolves after `ms`; replaced by fake timers in tests. */
  wait?: (ms: number) => Promise<void>;
  /** Whether the device believes it is online (navigator.onLine); assumed online when absent. */
  isOnline?: () => boolean;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Section 8: auth code treats messages containing 401 or 403 as an invalid
 * session. An ApiError's message is the server's French `detail`, which
 * rarely spells the code, so its status counts as well.
 */
export function isUnauthorizedMessage(error: unknown, codes: readonly string[] = ['401', '403']): boolean {
  if (isApiError(error) && codes.includes(String(error.status))) return true;
  const message = messageOf(error);
  return codes.some((code) => message.includes(code));
}

function setCustomer(store: AppStore, customer: Customer | null): void {
  store.set(customerAtom, customer);
  store.set(sessionWithoutProfileAtom, false);
}

function clearAuth(deps: AuthDeps): void {
  deps.tokens.clearCustomerToken();
  setCustomer(deps.store, null);
}

/**
 * The start-up check of spec section 4:
 * no token → no customer; else load the profile; on failure wait 1 s and
 * retry once; if that fails too, ask check-token: valid → reload the profile,
 * invalid → clear. A failing check whose message contains 401 clears; any
 * other (network) error keeps the token. An outer failure whose message
 * contains 401 or 403 clears. isLoading is false afterwards, whatever happened.
 */
export async function runStartupCheck(deps: AuthDeps): Promise<Customer | null> {
  const wait = deps.wait ?? defaultWait;
  const { api, store, tokens } = deps;
  try {
    if (!tokens.customerToken()) {
      setCustomer(store, null);
      return null;
    }
    // Offline from the start: the shopper stays signed in on screen while the
    // profile is tried (it can only fail), instead of flashing 'Connexion'.
    if (deps.isOnline?.() === false && store.get(customerAtom) === null) store.set(sessionWithoutProfileAtom, true);
    try {
      const profile = await api.getProfile();
      setCustomer(store, profile);
      return profile;
    } catch {
      await wait(PROFILE_RETRY_DELAY_MS);
    }
    try {
      const profile = await api.getProfile();
      setCustomer(store, profile);
      return profile;
    } catch {
      // Fall through to the token check.
    }
    let valid: boolean;
    try {
      valid = await api.checkToken();
    } catch (checkError) {
      if (isUnauthorizedMessage(checkError, ['401'])) clearAuth(deps);
      // Otherwise (network): keep the token; the shopper stays signed in
      // without a profile until the connection returns (resumeSession).
      else if (store.get(customerAtom) === null) store.set(sessionWithoutProfileAtom, true);
      return null;
    }
    if (!valid) {
      clearAuth(deps);
      return null;
    }
    const profile = await api.getProfile();
    setCustomer(store, profile);
    return profile;
  } catch (error) {
    if (isUnauthorizedMessage(error)) clearAuth(deps);
    return null;
  } finally {
    store.set(authLoadingAtom, false);
  }
}

/**
 * The connection is back and a kept token still has no profile: the start-up
 * check runs again (same rules), so the profile loads without a reload.
 * Returns the customer when it loaded.
 */
export async function resumeSession(deps: AuthDeps): Promise<Customer | null> {
  if (!deps.store.get(sessionWithoutProfileAtom) || !deps.tokens.customerToken()) return null;
  return runStartupCheck(deps);
}

/** A sign-in sent ahead (startLogin): what it sent and its answer, until `login` takes it. */
let sentAhead: { body: LoginRequest; answer: ReturnType<AuthApi['login']> } | null = null;

/**
 * Sends a sign-in now, after `first` (the guest's queued changes), for the
 * `login` that will come with the same body to take its answer instead of
 * sending it again: the form the shopper sent before the page was live
 * (held-sign-in.ts). Nothing is stored until `login` runs.
 */
export function startLogin(deps: AuthDeps, body: LoginRequest, first: () => Promise<void>): void {
  const answer = first().then(() => deps.api.login(body));
  // Reported by the `login` that takes it; one that never comes (the form is gone) reports nothing.
  answer.catch(() => undefined);
  sentAhead = { body, answer };
}

/**
 * Stores access_token and sets the customer; failures go to the caller. The
 * answer of a sign-in sent ahead with the same body is taken, not sent again.
 */
export async function login(deps: AuthDeps, body: LoginRequest): Promise<Customer> {
  const ahead = sentAhead;
  sentAhead = null;
  const same = ahead !== null && ahead.body.email === body.email && ahead.body.password === body.password;
  const res = await (same ? ahead.answer : deps.api.login(body));
  deps.tokens.setCustomerToken(res.access_token);
  setCustomer(deps.store, res.customer);
  return res.customer;
}

export async function register(deps: AuthDeps, body: RegisterRequest): Promise<Customer> {
  const res = await deps.api.register(body);
  deps.tokens.setCustomerToken(res.access_token);
  setCustomer(deps.store, res.customer);
  return res.customer;
}

/** Always clears the token and the customer, even when the call fails. */
export async function logout(deps: AuthDeps): Promise<void> {
  try {
    await deps.api.logout();
  } catch {
    // The server may be unreachable; the device forgets the session anyway.
  } finally {
    clearAuth(deps);
  }
}

/** The response replaces the customer. */
export async function updateProfile(deps: AuthDeps, body: ProfileUpdateRequest): Promise<Customer> {
  const customer = await deps.api.updateProfile(body);
  setCustomer(deps.store, customer);
  return customer;
}

/** Reads the profile again (e.g. after the e-mail was confirmed in this tab); the response replaces the customer. */
export async function reloadProfile(deps: AuthDeps): Promise<Customer> {
  const customer = await deps.api.getProfile();
  setCustomer(deps.store, customer);
  return customer;
}
