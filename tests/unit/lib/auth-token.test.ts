import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, createTokenStore, CUSTOMER_TOKEN_KEY } from '#src/lib/auth-token.ts';
import { createMemoryStorage } from '#src/lib/storage.ts';

describe('stored tokens (spec section 6)', () => {
  it('prefers customer_token over admin_token', () => {
    const storage = createMemoryStorage({ [CUSTOMER_TOKEN_KEY]: 'c', [ADMIN_TOKEN_KEY]: 'a' });
    expect(createTokenStore(() => storage).bearer()).toBe('c');
  });

  it('falls back to admin_token, else null', () => {
    expect(createTokenStore(() => createMemoryStorage({ [ADMIN_TOKEN_KEY]: 'a' })).bearer()).toBe('a');
    expect(createTokenStore(() => createMemoryStorage()).bearer()).toBeNull();
  });

  it('clearing the customer token leaves the admin token', () => {
    const storage = createMemoryStorage({ [CUSTOMER_TOKEN_KEY]: 'c', [ADMIN_TOKEN_KEY]: 'a' });
    const tokens = createTokenStore(() => storage);
    tokens.clearCustomerToken();
    expect(tokens.bearer()).toBe('a');
  });
});
