import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthApi } from '#src/api/auth.ts';
import { createHttpClient } from '#src/api/http.ts';
import { login, logout, register, resumeSession, runStartupCheck, startLogin, updateProfile, type AuthDeps } from '#src/features/auth/auth-service.ts';
import { createTokenStore, CUSTOMER_TOKEN_KEY } from '#src/lib/auth-token.ts';
import { createMemoryStorage } from '#src/lib/storage.ts';
import { authLoadingAtom, createAppStore, customerAtom, isAuthenticatedAtom } from '#src/state/store.ts';
import { createFakeFetch, jsonResponse, type RecordedCall } from '../../helpers/fake-fetch.ts';

const CUSTOMER = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Amina Benali',
  email: 'amina@example.dz',
  phone: null,
  address: null,
  email_verified: true,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

type Answer = Response | Error | string;

/**
 * A fake API: each endpoint answers from its queue (the last answer repeats).
 * An Error makes fetch reject (network), a string makes it reject with a non-Error.
 */
function setup(script: Record<string, Answer[]>, token: string | null = 'tok-1') {
  const storage = createMemoryStorage(token ? { [CUSTOMER_TOKEN_KEY]: token } : {});
  const queues = new Map(Object.entries(script));
  const fake = createFakeFetch((call: RecordedCall) => {
    const key = `${call.method} ${new URL(call.url, 'http://x').pathname}`;
    const queue = queues.get(key);
    if (!queue || queue.length === 0) throw new Error(`unexpected call ${key}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer instanceof Response) return answer.clone();
    if (answer instanceof Error) throw answer;
    throw answer;
  });
  const tokens = createTokenStore(() => storage);
  const http = createHttpClient({
    fetch: fake.fetch,
    baseUrl: () => '',
    companyId: () => 'company-1',
    sessionId: () => 'session_abc123xyz_m0k1e2',
    token: () => tokens.bearer(),
  });
  const store = createAppStore();
  const deps: AuthDeps = { api: createAuthApi(http), store, tokens };
  const count = (key: string) =>
    fake.calls.filter((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}` === key).length;
  return { deps, store, tokens, storage, calls: fake.calls, count };
}

const PROFILE = 'GET /api/v1/customer-auth/profile';
const CHECK = 'GET /api/v1/customer-auth/check-token';
const ok = (body: unknown) => jsonResponse(body);
const fail = (status: number, detail?: string, statusText = 'Error') =>
  jsonResponse(detail === undefined ? {} : { detail }, status, statusText);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('start-up check (spec section 4)', () => {
  it('starts with isLoading true and no customer', () => {
    const { store } = setup({});
    expect(store.get(authLoadingAtom)).toBe(true);
    expect(store.get(customerAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });

  it('no token: no customer, no call, isLoading false', async () => {
    const { deps, store, calls } = setup({}, null);
    await expect(runStartupCheck(deps)).resolves.toBeNull();
    expect(calls).toHaveLength(0);
    expect(store.get(customerAtom)).toBeNull();
    expect(store.get(authLoadingAtom)).toBe(false);
  });

  it('token: loads the profile with the bearer token', async () => {
    const { deps, store, calls } = setup({ [PROFILE]: [ok(CUSTOMER)] });
    await runStartupCheck(deps);
    expect(store.get(customerAtom)).toEqual(CUSTOMER);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(authLoadingAtom)).toBe(false);
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(new URL(calls[0]!.url, 'http://x').searchParams.has('company_id')).toBe(false);
  });

  it('profile fails once: waits 1 s, retries once, and succeeds', async () => {
    const { deps, store, count } = setup({ [PROFILE]: [new TypeError('Failed to fetch'), ok(CUSTOMER)] });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(999);
    expect(count(PROFILE)).toBe(1);
    expect(store.get(authLoadingAtom)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(count(PROFILE)).toBe(2);
    expect(count(CHECK)).toBe(0);
    expect(store.get(customerAtom)).toEqual(CUSTOMER);
    expect(store.get(authLoadingAtom)).toBe(false);
  });

  it('profile fails twice, token valid: reloads the profile', async () => {
    const { deps, store, count } = setup({
      [PROFILE]: [fail(500, 'Erreur interne du serveur'), fail(500, 'Erreur interne du serveur'), ok(CUSTOMER)],
      [CHECK]: [ok({ valid: true })],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(count(PROFILE)).toBe(3);
    expect(count(CHECK)).toBe(1);
    expect(store.get(customerAtom)).toEqual(CUSTOMER);
  });

  it('profile fails twice, token invalid: clears the token and the customer', async () => {
    const { deps, store, tokens, count } = setup({
      [PROFILE]: [fail(500, 'x')],
      [CHECK]: [ok({ valid: false })],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(count(PROFILE)).toBe(2);
    expect(tokens.customerToken()).toBeNull();
    expect(store.get(customerAtom)).toBeNull();
    expect(store.get(authLoadingAtom)).toBe(false);
  });

  it('the check fails with a message containing 401: clears auth', async () => {
    const { deps, tokens } = setup({
      [PROFILE]: [fail(500, 'x')],
      [CHECK]: [fail(401, undefined, 'Unauthorized')], // message: 'HTTP 401: Unauthorized'
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(tokens.customerToken()).toBeNull();
  });

  it('the check answers 401 with a French detail: clears auth too', async () => {
    const { deps, tokens } = setup({
      [PROFILE]: [fail(401, 'Session expirée, veuillez vous reconnecter')],
      [CHECK]: [fail(401, 'Session expirée, veuillez vous reconnecter', 'Unauthorized')],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(tokens.customerToken()).toBeNull();
  });

  it('the check fails on the network: keeps the token, no customer', async () => {
    const { deps, store, tokens } = setup({
      [PROFILE]: [new TypeError('Failed to fetch')],
      [CHECK]: [new TypeError('Failed to fetch')],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(tokens.customerToken()).toBe('tok-1');
    expect(store.get(customerAtom)).toBeNull();
    expect(store.get(authLoadingAtom)).toBe(false);
  });

  it('kept without a profile, the shopper is still signed in on screen', async () => {
    const { deps, store } = setup({
      [PROFILE]: [new TypeError('Failed to fetch')],
      [CHECK]: [new TypeError('Failed to fetch')],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });

  it('offline from the start: signed in on screen at once, not only after the check', async () => {
    const { deps, store } = setup({
      [PROFILE]: [new TypeError('Failed to fetch')],
      [CHECK]: [new TypeError('Failed to fetch')],
    });
    const done = runStartupCheck({ ...deps, isOnline: () => false });
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(authLoadingAtom)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });

  it('when the connection returns, the profile loads without a reload', async () => {
    const { deps, store } = setup({
      [PROFILE]: [new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), ok(CUSTOMER)],
      [CHECK]: [new TypeError('Failed to fetch')],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.get(customerAtom)).toBeNull();
    await expect(resumeSession(deps)).resolves.toEqual(CUSTOMER);
    expect(store.get(customerAtom)).toEqual(CUSTOMER);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });

  it('back online with a token the server refuses: signed out', async () => {
    const { deps, store, tokens } = setup({
      [PROFILE]: [new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), fail(401, 'Session expirée'), fail(401, 'Session expirée')],
      [CHECK]: [new TypeError('Failed to fetch'), fail(401, 'Session expirée')],
    });
    const first = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    const again = resumeSession(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await again;
    expect(tokens.customerToken()).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });

  it('resume does nothing for a guest or a shopper whose profile is loaded', async () => {
    const guest = setup({}, null);
    await expect(resumeSession(guest.deps)).resolves.toBeNull();
    expect(guest.calls).toHaveLength(0);
    const loaded = setup({ [PROFILE]: [ok(CUSTOMER)] });
    await runStartupCheck(loaded.deps);
    await resumeSession(loaded.deps);
    expect(loaded.count(PROFILE)).toBe(1);
  });

  it('the check fails with a non-Error (Network error occurred): keeps the token', async () => {
    const { deps, tokens } = setup({ [PROFILE]: ['boom'], [CHECK]: ['boom'] });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(tokens.customerToken()).toBe('tok-1');
  });

  it('outer failure with 403 (the reload after a valid check): clears auth', async () => {
    const { deps, store, tokens } = setup({
      [PROFILE]: [fail(500, 'x'), fail(500, 'x'), fail(403, 'HTTP 403: Forbidden')],
      [CHECK]: [ok({ valid: true })],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(tokens.customerToken()).toBeNull();
    expect(store.get(customerAtom)).toBeNull();
    expect(store.get(authLoadingAtom)).toBe(false);
  });

  it('outer failure with another error: keeps the token', async () => {
    const { deps, tokens } = setup({
      [PROFILE]: [fail(500, 'x'), fail(500, 'x'), new TypeError('Failed to fetch')],
      [CHECK]: [ok({ valid: true })],
    });
    const done = runStartupCheck(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(tokens.customerToken()).toBe('tok-1');
  });
});

describe('actions', () => {
  const TOKEN_RESPONSE = { access_token: 'new-token', token_type: 'bearer', expires_at: '2025-02-01T00:00:00Z', customer: CUSTOMER };

  it('login stores access_token and sets the customer', async () => {
    const { deps, store, tokens, calls } = setup({ 'POST /api/v1/customer-auth/login': [ok(TOKEN_RESPONSE)] }, null);
    await login(deps, { email: 'amina@example.dz', password: 'secret1' });
    expect(tokens.customerToken()).toBe('new-token');
    expect(store.get(customerAtom)).toEqual(CUSTOMER);
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ email: 'amina@example.dz', password: 'secret1' });
  });

  it('login failure goes to the caller and changes nothing', async () => {
    const { deps, store, tokens } = setup(
      { 'POST /api/v1/customer-auth/login': [fail(401, 'Email ou mot de passe incorrect', 'Unauthorized')] },
      null,
    );
    await expect(login(deps, { email: 'a@b.dz', password: 'x' })).rejects.toThrow('Email ou mot de passe incorrect');
    expect(tokens.customerToken()).toBeNull();
    expect(store.get(customerAtom)).toBeNull();
  });

  it('a sign-in sent ahead goes after what must go first, stores nothing, and is taken by the login with the same body', async () => {
    const { deps, store, tokens, count } = setup({ 'POST /api/v1/customer-auth/login': [ok(TOKEN_RESPONSE)] }, null);
    const order: string[] = [];
    let releaseFirst!: () => void;
    startLogin(deps, { email: 'amina@example.dz', password: 'secret1' }, () => new Promise<void>((resolve) => (releaseFirst = () => (order.push('first'), resolve()))));
    await Promise.resolve();
    expect(count('POST /api/v1/customer-auth/login')).toBe(0);
    releaseFirst();
    await vi.waitFor(() => expect(count('POST /api/v1/customer-auth/login')).toBe(1));
    expect(order).toEqual(['first']);
    // Sent, not stored: the page's replayed submit decides.
    expect(tokens.customerToken()).toBeNull();
    await login(deps, { email: 'amina@example.dz', password: 'secret1' });
    expect(count('POST /api/v1/customer-auth/login')).toBe(1);
    expect(tokens.customerToken()).toBe('new-token');
    expect(store.get(customerAtom)).toEqual(CUSTOMER);
    // Taken once: the next sign-in is sent again.
    await login(deps, { email: 'amina@example.dz', password: 'secret1' });
    expect(count('POST /api/v1/customer-auth/login')).toBe(2);
  });

  it('a sign-in sent ahead with other values is not taken; its refusal reaches the login that takes it', async () => {
    const { deps, count } = setup(
      { 'POST /api/v1/customer-auth/login': [fail(401, 'Email ou mot de passe incorrect', 'Unauthorized'), ok(TOKEN_RESPONSE)] },
      null,
    );
    startLogin(deps, { email: 'amina@example.dz', password: 'wrong' }, async () => {});
    await expect(login(deps, { email: 'amina@example.dz', password: 'wrong' })).rejects.toThrow('Email ou mot de passe incorrect');
    startLogin(deps, { email: 'amina@example.dz', password: 'typo' }, async () => {});
    await vi.waitFor(() => expect(count('POST /api/v1/customer-auth/login')).toBe(2));
    // The shopper corrected the password before the page was live: sent as typed.
    await login(deps, { email: 'amina@example.dz', password: 'secret1' });
    expect(count('POST /api/v1/customer-auth/login')).toBe(3);
  });

  it('register stores access_token and sets the customer', async () => {
    const { deps, store, tokens } = setup({ 'POST /api/v1/customer-auth/register': [ok(TOKEN_RESPONSE)] }, null);
    await register(deps, { name: 'Amina', email: 'amina@example.dz', password: 'secret1' });
    expect(tokens.customerToken()).toBe('new-token');
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });

  it('logout clears the token and the customer', async () => {
    const { deps, store, tokens, calls } = setup({ 'POST /api/v1/customer-auth/logout': [ok({ message: 'ok' })] });
    store.set(customerAtom, CUSTOMER);
    await logout(deps);
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(tokens.customerToken()).toBeNull();
    expect(store.get(customerAtom)).toBeNull();
  });

  it('logout clears them even when the call fails', async () => {
    const { deps, store, tokens } = setup({ 'POST /api/v1/customer-auth/logout': [new TypeError('Failed to fetch')] });
    store.set(customerAtom, CUSTOMER);
    await expect(logout(deps)).resolves.toBeUndefined();
    expect(tokens.customerToken()).toBeNull();
    expect(store.get(customerAtom)).toBeNull();
  });

  it('updateProfile replaces the customer with the response', async () => {
    const updated = { ...CUSTOMER, phone: '0550 00 00 00' };
    const { deps, store, calls } = setup({ 'PUT /api/v1/customer-auth/profile': [ok(updated)] });
    store.set(customerAtom, CUSTOMER);
    await updateProfile(deps, { phone: '0550 00 00 00' });
    expect(store.get(customerAtom)).toEqual(updated);
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ phone: '0550 00 00 00' });
  });
});
