import { describe, expect, it } from 'vitest';
import {
  createAppStore,
  customerAtom,
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesAtom,
  preferredShippingAddressAtom,
  readNotificationPreferences,
} from '#src/state/store.ts';

const customer = (id: string) => ({
  id,
  name: 'Client',
  email: `${id}@example.dz`,
  phone: null,
  address: null,
  email_verified: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

const A = customer('11111111-1111-4111-8111-111111111111');
const B = customer('22222222-2222-4222-8222-222222222222');

describe('preferredShippingAddressAtom', () => {
  it('keeps the chosen address for the customer who chose it, trimmed', () => {
    const store = createAppStore();
    store.set(customerAtom, A);
    store.set(preferredShippingAddressAtom, '  12 rue Didouche Mourad, Alger ');
    expect(store.get(preferredShippingAddressAtom)).toBe('12 rue Didouche Mourad, Alger');
    store.set(preferredShippingAddressAtom, null);
    expect(store.get(preferredShippingAddressAtom)).toBeNull();
  });

  it('reads null after a logout or for another customer', () => {
    const store = createAppStore();
    store.set(customerAtom, A);
    store.set(preferredShippingAddressAtom, 'Oran');
    store.set(customerAtom, null);
    expect(store.get(preferredShippingAddressAtom)).toBeNull();
    store.set(customerAtom, B);
    expect(store.get(preferredShippingAddressAtom)).toBeNull();
  });

  it('ignores a choice made without a customer', () => {
    const store = createAppStore();
    store.set(preferredShippingAddressAtom, 'Oran');
    store.set(customerAtom, A);
    expect(store.get(preferredShippingAddressAtom)).toBeNull();
  });
});

describe('notificationPreferencesAtom', () => {
  it('starts from the defaults and saves a change for the signed-in customer only', () => {
    const store = createAppStore();
    expect(store.get(notificationPreferencesAtom)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    store.set(customerAtom, A);
    store.set(notificationPreferencesAtom, { promotions: true });
    expect(store.get(notificationPreferencesAtom)).toEqual({ orderUpdates: true, promotions: true, newsletter: false });
    store.set(notificationPreferencesAtom, { orderUpdates: false });
    expect(store.get(notificationPreferencesAtom)).toEqual({ orderUpdates: false, promotions: true, newsletter: false });
    store.set(customerAtom, B);
    expect(store.get(notificationPreferencesAtom)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    store.set(customerAtom, A);
    expect(store.get(notificationPreferencesAtom).promotions).toBe(true);
  });

  it('a guest changes nothing', () => {
    const store = createAppStore();
    store.set(notificationPreferencesAtom, { newsletter: true });
    expect(store.get(notificationPreferencesAtom)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});

describe('readNotificationPreferences', () => {
  it('keeps only known boolean values from what was stored', () => {
    expect(readNotificationPreferences({ newsletter: true, promotions: 'oui', other: true })).toEqual({
      orderUpdates: true,
      promotions: false,
      newsletter: true,
    });
    expect(readNotificationPreferences(null)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(readNotificationPreferences('garbage')).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
