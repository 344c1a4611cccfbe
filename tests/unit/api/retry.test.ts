import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#src/api/http.ts';
import { retryDelay, shouldRetry } from '#src/api/retry.ts';

describe('retries', () => {
  it('retries up to 3 times on network and server errors', () => {
    const network = new NetworkError('Failed to fetch');
    const server = new ApiError(503, 'Service Unavailable', undefined);
    expect([0, 1, 2].map((n) => shouldRetry(n, network))).toEqual([true, true, true]);
    expect(shouldRetry(3, network)).toBe(false);
    expect(shouldRetry(0, server)).toBe(true);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, '', undefined))).toBe(false);
    }
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
