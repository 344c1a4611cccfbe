import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '#src/api/http.ts';
import { checkoutFingerprint, createIdempotencyKeeper, keyOutcomeOf } from '#src/features/checkout/checkout-idempotency.ts';
import { CartNotSentError, shouldRetryCheckout } from '#src/api/orders.ts';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

const body = { shipping_address: 'Alger', customer_phone: null, notes: null };

describe('the Idempotency-Key of a checkout', () => {
  it('is reused for the same content while its outcome is unknown (double click, retry)', () => {
    const keeper = createIdempotencyKeeper(keys());
    const fp = checkoutFingerprint('customer', body);
    expect(keeper.keyFor(fp)).toBe('key-1');
    expect(keeper.keyFor(fp)).toBe('key-1');
    keeper.settle('unknown');
    expect(keeper.keyFor(fp)).toBe('key-1');
  });

  it('is new when the content changes', () => {
    const keeper = createIdempotencyKeeper(keys());
    expect(keeper.keyFor(checkoutFingerprint('customer', body))).toBe('key-1');
    keeper.settle('unknown');
    expect(keeper.keyFor(checkoutFingerprint('customer', { ...body, notes: 'Étage 2' }))).toBe('key-2');
    expect(keeper.keyFor(checkoutFingerprint('guest', body))).toBe('key-3');
  });

  it('is retired by a definite answer: the next confirmation of the same content is a new request', () => {
    const keeper = createIdempotencyKeeper(keys());
    const fp = checkoutFingerprint('customer', body);
    expect(keeper.keyFor(fp)).toBe('key-1');
    keeper.settle('settled');
    expect(keeper.pending).toBeNull();
    expect(keeper.keyFor(fp)).toBe('key-2');
  });

  it('fingerprints ignore key order and undefined fields', () => {
    expect(checkoutFingerprint('guest', { a: 1, b: 'x', c: undefined })).toBe(checkoutFingerprint('guest', { b: 'x', a: 1 }));
    expect(checkoutFingerprint('guest', { a: 1 })).not.toBe(checkoutFingerprint('customer', { a: 1 }));
    expect(checkoutFingerprint('guest', { a: null })).not.toBe(checkoutFingerprint('guest', { a: 'null' }));
  });

  it('makes UUIDs by default', () => {
    expect(createIdempotencyKeeper().keyFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('what a failure means for the key', () => {
  it('keeps it when the outcome is unknown: network failure, timeout, 5xx, cart not sent', () => {
    expect(keyOutcomeOf(new NetworkError('Failed to fetch'))).toBe('unknown');
    expect(keyOutcomeOf(new TimeoutError('Délai de la requête dépassé'))).toBe('unknown');
    expect(keyOutcomeOf(new ApiError(503, 'Service Unavailable', undefined))).toBe('unknown');
    expect(keyOutcomeOf(new CartNotSentError())).toBe('unknown');
  });

  it('retires it on a 4xx: the server stored that answer with the key', () => {
    for (const status of [400, 401, 404, 409, 422]) expect(keyOutcomeOf(new ApiError(status, '', 'refus'))).toBe('settled');
    expect(keyOutcomeOf(new Error('?'))).toBe('settled');
  });

  it('the mutation retries twice, only when the outcome is unknown', () => {
    const network = new NetworkError('Failed to fetch');
    expect([0, 1, 2].map((n) => shouldRetryCheckout(n, network))).toEqual([true, true, false]);
    expect(shouldRetryCheckout(0, new ApiError(502, 'Bad Gateway', undefined))).toBe(true);
    expect(shouldRetryCheckout(0, new ApiError(409, 'Conflict', 'Stock insuffisant'))).toBe(false);
    expect(shouldRetryCheckout(0, new CartNotSentError())).toBe(false);
  });
});
