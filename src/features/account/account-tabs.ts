/**
 * The tabs of /account (spec section 2). The active tab is in the URL
 * (`?tab=adresses`) so a reload or a shared link opens the same one; the
 * route validates it with these values.
 */
export const ACCOUNT_TAB_VALUES = ['profil', 'adresses', 'paiement', 'notifications'] as const;
export type AccountTab = (typeof ACCOUNT_TAB_VALUES)[number];
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'profil';

export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, string>> = {
  profil: 'Profil',
  adresses: 'Adresses',
  paiement: 'Moyens de Paiement',
  notifications: 'Notifications',
};

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TAB_VALUES as readonly string[]).includes(value);
}
