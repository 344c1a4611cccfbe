/**
 * A request the page's inline script sent before the app's code ran
 * (lib/early-input.ts `sentAhead`): the app's client takes its answer for the
 * same request instead of sending it again, and sends its own otherwise.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptSentAhead, ApiError, http, postTarget, setHttpTransport, TimeoutError, REQUEST_TIMEOUT_MS } from '#src/api/http.ts';
import { setConfig } from '#src/lib/config.ts';
import { createFakeFetch, jsonResponse } from '../helpers/fake-fetch.ts';

const COMPANY = '6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10';
const LOGIN = '/api/v1/customer-auth/login';

function network(answer = () => jsonResponse({ from: 'network' })) {
  const fake = createFakeFetch(answer);
  setHttpTransport(fake.fetch);
  return fake.calls;
}

/** What the script sends for a sign-in form: its fields, then the spec's body (company_id). */
function sentAhead(fields: Record<string, string>, response: Promise<Response | null>) {
  const target = postTarget(LOGIN);
  return { url: target.url, body: JSON.stringify({ ...fields, ...target.body }), response };
}

afterEach(() => {
  vi.useRealTimers();
  setConfig({ companyId: '', apiUrl: '' });
});

describe('a request sent ahead', () => {
  it('answers the same request once, in any key order; the next one goes out', async () => {
    setConfig({ companyId: COMPANY, apiUrl: 'https://api.example.test' });
    const calls = network();
    adoptSentAhead(sentAhead({ email: 'a@example.dz', password: ' secret ' }, Promise.resolve(jsonResponse({ from: 'ahead' }))));
    // The app writes its own body (company_id added last): same fields, same answer.
    await expect(http.post(LOGIN, { password: ' secret ', email: 'a@example.dz' })).resolves.toEqual({ from: 'ahead' });
    expect(calls).toHaveLength(0);
    await expect(http.post(LOGIN, { email: 'a@example.dz', password: ' secret ' })).resolves.toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ email: 'a@example.dz', password: ' secret ', ...postTarget(LOGIN).body });
    expect(postTarget(LOGIN).url).toBe(`https://api.example.test${LOGIN}`);
  });

  it("is dropped when the app's first request to its URL differs (the form changed): that one goes out, and so does the next", async () => {
    const calls = network();
    adoptSentAhead(sentAhead({ email: 'a@example.dz', password: 'old' }, Promise.resolve(jsonResponse({ from: 'ahead' }))));
    await expect(http.post(LOGIN, { email: 'a@example.dz', password: 'new' })).resolves.toEqual({ from: 'network' });
    await expect(http.post(LOGIN, { email: 'a@example.dz', password: 'old' })).resolves.toEqual({ from: 'network' });
    expect(calls).toHaveLength(2);
  });

  it('leaves other requests alone', async () => {
    const calls = network();
    adoptSentAhead(sentAhead({ email: 'a@example.dz', password: 'p' }, Promise.resolve(jsonResponse({ from: 'ahead' }))));
    await http.get('/api/v1/public/products/');
    await http.post('/api/v1/customer-auth/register', { email: 'a@example.dz', password: 'p' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/public/products/', '/api/v1/customer-auth/register']);
    await expect(http.post(LOGIN, { email: 'a@example.dz', password: 'p' })).resolves.toEqual({ from: 'ahead' });
  });

  it('sends the request itself when the script did not send it after all (the device held something)', async () => {
    const calls = network();
    adoptSentAhead(sentAhead({ email: 'a@example.dz', password: 'p' }, Promise.resolve(null)));
    await expect(http.post(LOGIN, { email: 'a@example.dz', password: 'p' })).resolves.toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['x-session-id']).toBeTruthy();
  });

  it("reads the answer by the client's rules: a refusal is the API's error, a lost request a network error", async () => {
    network();
    adoptSentAhead(sentAhead({ email: 'a@example.dz', password: 'p' }, Promise.resolve(jsonResponse({ detail: 'Email ou mot de passe incorrect' }, 401, 'Unauthorized'))));
    const refused = await http.post(LOGIN, { email: 'a@example.dz', password: 'p' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('Email ou mot de passe incorrect');

    adoptSentAhead(sentAhead({ email: 'a@example.dz', password: 'p' }, Promise.reject(new TypeError('Failed to fetch'))));
    const lost = await http.post(LOGIN, { email: 'a@example.dz', password: 'p' }).catch((e: unknown) => e);
    expect((lost as Error).name).toBe('NetworkError');
  });

  it("keeps the client's timeout: an answer that does not come is a timeout", async () => {
    vi.useFakeTimers();
    network();
    adoptSentAhead(sentAhead({ email: 'a@example.dz', password: 'p' }, new Promise<Response | null>(() => undefined)));
    const pending = http.post(LOGIN, { email: 'a@example.dz', password: 'p' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });
});
