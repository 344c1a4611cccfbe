/**
 * Rate limits behind a proxy and per account (issue 11, point 6). Behind a
 * reverse proxy every shopper reaches the API from the proxy's address: only
 * a trusted proxy's X-Forwarded-For (TRUST_PROXY) gives each client its own
 * bucket, anyone else's is ignored, so a client cannot pick a fresh bucket by
 * forging it. Sign-in is also limited per account, whatever the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '#server/config.ts';
import { startTestApi, type TestApi } from './helpers.ts';

const login = (api: TestApi, client: string) =>
  api.call('POST', '/api/v1/customer-auth/login', {
    body: { email: 'demo@example.dz', password: 'faux-mdp' },
    headers: { 'x-forwarded-for': client },
  });

describe('rate limits: TRUST_PROXY and per account', () => {
  let byAddress: TestApi;
  let byHops: TestApi;
  let plain: TestApi;
  beforeAll(async () => {
    // The tests reach the API from 127.0.0.1: as if through a proxy there.
    byAddress = await startTestApi({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' });
    byHops = await startTestApi({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    plain = await startTestApi({ AUTH_RATE_LIMIT: '2' });
  }, 120_000);
  afterAll(async () => {
    await byAddress?.close();
    await byHops?.close();
    await plain?.close();
  });

  it("behind a trusted proxy (named or one hop away), each client's address has its own login limit", async () => {
    for (const trusting of [byAddress, byHops]) {
      expect((await login(trusting, '203.0.113.7')).status).toBe(401);
      expect((await login(trusting, '203.0.113.7')).status).toBe(401);
      expect((await login(trusting, '203.0.113.7')).status).toBe(429);
      expect((await login(trusting, '198.51.100.23')).status).toBe(401);
    }
  });

  it('without it, X-Forwarded-For is ignored: a forged header is no fresh bucket', async () => {
    expect((await login(plain, '203.0.113.7')).status).toBe(401);
    expect((await login(plain, '203.0.113.8')).status).toBe(401);
    expect((await login(plain, '203.0.113.9')).status).toBe(429);
  });

  it('sign-in is also limited per account, whatever the address the guesses come from', async () => {
    const limited = await startTestApi({ AUTH_ACCOUNT_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      const guess = (email: string, client: string) =>
        limited.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'faux-mdp' }, headers: { 'x-forwarded-for': client } });
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await guess('demo@example.dz', client)).status).toBe(401);
      // The same account in other letters is the same account.
      const blocked = await guess('DEMO@Example.dz', '203.0.113.4');
      expect(blocked.status).toBe(429);
      expect(blocked.body.detail).toBe('Trop de tentatives pour ce compte. Veuillez réessayer dans quelques minutes.');
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      // Other accounts are not locked out by it.
      expect((await guess('someone-else@example.dz', '203.0.113.4')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('reads false, true, a hop count or addresses and ranges; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1 ')).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(() => parseTrustProxy('tout le monde')).toThrow(/TRUST_PROXY/);
  });
});
