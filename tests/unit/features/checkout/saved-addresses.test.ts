import { describe, expect, it } from 'vitest';
import { checkoutAddressOptions, MAX_ADDRESS_OPTIONS } from '#src/features/checkout/saved-addresses.ts';

const orders = (...addresses: string[]) => addresses.map((address) => ({ address }));

describe('checkout address options', () => {
  it('offers nothing without a saved address', () => {
    expect(checkoutAddressOptions({})).toEqual([]);
    expect(checkoutAddressOptions({ chosen: null, fromOrders: [], profile: '   ' })).toEqual([]);
  });

  it('puts the address picked on /account first, then the latest order’s, the profile’s, then older orders’', () => {
    const options = checkoutAddressOptions({
      chosen: '3 rue Larbi Ben M’hidi, Oran',
      fromOrders: orders('12 rue Didouche Mourad, Alger', '8 cité 500 logements, Sétif', '3 rue Larbi Ben M’hidi, Oran'),
      profile: '5 bd Zighoud Youcef, Constantine',
    });
    expect(options).toEqual([
      { address: '3 rue Larbi Ben M’hidi, Oran', tags: ['chosen'] },
      { address: '12 rue Didouche Mourad, Alger', tags: ['last'] },
      { address: '5 bd Zighoud Youcef, Constantine', tags: ['profile'] },
      { address: '8 cité 500 logements, Sétif', tags: [] },
    ]);
  });

  it('merges the same address written differently (case, spaces, line breaks) and keeps every tag', () => {
    const options = checkoutAddressOptions({
      fromOrders: orders('12 rue Didouche Mourad\nAlger'),
      profile: '  12 RUE Didouche  Mourad Alger ',
    });
    expect(options).toEqual([{ address: '12 rue Didouche Mourad\nAlger', tags: ['last', 'profile'] }]);
  });

  it('defaults to the latest order’s address when nothing was picked', () => {
    expect(checkoutAddressOptions({ fromOrders: orders('Annaba', 'Blida') })[0]).toEqual({ address: 'Annaba', tags: ['last'] });
    expect(checkoutAddressOptions({ profile: 'Tlemcen' })[0]).toEqual({ address: 'Tlemcen', tags: ['profile'] });
  });

  it('offers at most MAX_ADDRESS_OPTIONS addresses', () => {
    const many = orders(...Array.from({ length: 12 }, (_, i) => `${i + 1} rue de la Paix, Alger`));
    expect(checkoutAddressOptions({ fromOrders: many, profile: 'Béjaïa' })).toHaveLength(MAX_ADDRESS_OPTIONS);
  });
});
