import { describe, expect, it } from 'vitest';
import { CONFIG_STORAGE_KEY, getConfig, loadConfig, MISSING_COMPANY_MESSAGE } from '#src/lib/config.ts';
import { createMemoryStorage } from '#src/lib/storage.ts';
import { createFakeFetch, jsonResponse } from '../helpers/fake-fetch.ts';

const COMPANY = '6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10';

describe('run-time config', () => {
  it('reads /config.json, trims the API URL and remembers it', async () => {
    const storage = createMemoryStorage();
    const fake = createFakeFetch(() => jsonResponse({ companyId: COMPANY, apiUrl: 'https://api.example.test/' }));
    const result = await loadConfig({ fetch: fake.fetch, storage });
    expect(fake.calls[0]?.url).toBe('/config.json');
    expect(result).toEqual({ config: { companyId: COMPANY, apiUrl: 'https://api.example.test' }, error: null, source: 'network' });
    expect(getConfig()).toEqual(result.config);
    expect(JSON.parse(storage.getItem(CONFIG_STORAGE_KEY)!)).toEqual(result.config);
  });

  it("apiUrl '' means same origin", async () => {
    const fake = createFakeFetch(() => jsonResponse({ companyId: COMPANY, apiUrl: '' }));
    const { config } = await loadConfig({ fetch: fake.fetch, storage: createMemoryStorage() });
    expect(config.apiUrl).toBe('');
  });

  it('offline: uses the last good copy', async () => {
    const storage = createMemoryStorage({ [CONFIG_STORAGE_KEY]: JSON.stringify({ companyId: COMPANY, apiUrl: '' }) });
    const fake = createFakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await loadConfig({ fetch: fake.fetch, storage });
    expect(result).toMatchObject({ config: { companyId: COMPANY, apiUrl: '' }, error: null, source: 'storage' });
    expect(await result.refreshed).toBeNull();
  });

  it('repeat visit: starts from the stored copy at once and refreshes it for the next start', async () => {
    const storage = createMemoryStorage({ [CONFIG_STORAGE_KEY]: JSON.stringify({ companyId: COMPANY, apiUrl: '' }) });
    const other = '11111111-2222-4333-8444-555555555555';
    let answer: (r: Response) => void = () => {};
    const fake = createFakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const result = await loadConfig({ fetch: fake.fetch, storage });
    // Resolved before the network answered.
    expect(result.config.companyId).toBe(COMPANY);
    answer(jsonResponse({ companyId: other, apiUrl: '' }));
    expect((await result.refreshed)?.companyId).toBe(other);
    expect(JSON.parse(storage.getItem(CONFIG_STORAGE_KEY)!).companyId).toBe(other);
    expect(getConfig().companyId).toBe(COMPANY);
  });

  it('nothing available: same origin, and a French error about the missing company', async () => {
    const fake = createFakeFetch(() => new Response('nope', { status: 404 }));
    const result = await loadConfig({ fetch: fake.fetch, storage: createMemoryStorage() });
    expect(result.config).toEqual({ companyId: '', apiUrl: '' });
    expect(result.error).toBe(MISSING_COMPANY_MESSAGE);
    expect(result.source).toBe('default');
  });

  it('a config without companyId is an error', async () => {
    const fake = createFakeFetch(() => jsonResponse({ apiUrl: '' }));
    const result = await loadConfig({ fetch: fake.fetch, storage: createMemoryStorage() });
    expect(result.error).toBe(MISSING_COMPANY_MESSAGE);
  });
});
