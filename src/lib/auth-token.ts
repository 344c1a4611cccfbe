/**
 * The bearer tokens of spec section 6, in browser storage: customer_token and
 * admin_token; the customer token wins when both exist. Only the customer
 * token is ever written by the storefront.
 */
import { browserStorage, type KeyValueStorage } from './storage.ts';

export const CUSTOMER_TOKEN_KEY = 'customer_token';
export const ADMIN_TOKEN_KEY = 'admin_token';

export interface TokenStore {
  /** The token to send: customer first, else admin, else null. */
  bearer(): string | null;
  customerToken(): string | null;
  setCustomerToken(token: string): void;
  clearCustomerToken(): void;
}

export function createTokenStore(storage: () => KeyValueStorage = browserStorage): TokenStore {
  const read = (key: string) => {
    const value = storage().getItem(key);
    return value && value.trim() ? value : null;
  };
  return {
    bearer: () => read(CUSTOMER_TOKEN_KEY) ?? read(ADMIN_TOKEN_KEY),
    customerToken: () => read(CUSTOMER_TOKEN_KEY),
    setCustomerToken: (token) => storage().setItem(CUSTOMER_TOKEN_KEY, token),
    clearCustomerToken: () => storage().removeItem(CUSTOMER_TOKEN_KEY),
  };
}

export const tokenStore = createTokenStore();
