/**
 * Moved to src/api/shipping-addresses.ts (checkout reads it too, and features
 * do not import each other). Kept only for src/routes/account.tsx, which
 * imports ACCOUNT_ORDERS_PAGE from here: delete this file once that route
 * imports it from '#src/api/shipping-addresses.ts'.
 */
export { ACCOUNT_ORDERS_PAGE } from '#src/api/shipping-addresses.ts';
