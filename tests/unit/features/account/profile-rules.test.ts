import { describe, expect, it } from 'vitest';
import { profileChanges, profileValuesOf, validateProfile } from '#src/features/account/profile-rules.ts';
import { FORM_MESSAGES } from '#src/utils/form-rules.ts';

describe('profile', () => {
  const initial = profileValuesOf({ name: 'Amina Benali', email: 'amina@example.dz', phone: null, address: '12 rue Didouche Mourad, Alger' });

  it('starts from the profile, absent phone and address read as empty', () => {
    expect(initial).toEqual({ name: 'Amina Benali', email: 'amina@example.dz', phone: '', address: '12 rue Didouche Mourad, Alger' });
  });

  it('requires a name and a well-formed e-mail', () => {
    expect(validateProfile({ ...initial, name: '   ', email: '' })).toEqual({
      name: FORM_MESSAGES.nameRequired,
      email: FORM_MESSAGES.emailRequired,
    });
    expect(validateProfile({ ...initial, email: 'amina@' })).toEqual({ email: FORM_MESSAGES.emailInvalid });
    expect(validateProfile(initial)).toEqual({});
  });

  it('sends only what changed, trimmed; an emptied phone or address becomes null', () => {
    expect(profileChanges(initial, initial)).toEqual({});
    expect(profileChanges(initial, { ...initial, name: '  Amina B.  ', phone: ' 0550 12 34 56 ' })).toEqual({
      name: 'Amina B.',
      phone: '0550 12 34 56',
    });
    expect(profileChanges(initial, { ...initial, address: '   ' })).toEqual({ address: null });
  });

  it('compares e-mails the way the server stores them (case-insensitive, trimmed)', () => {
    expect(profileChanges(initial, { ...initial, email: ' AMINA@example.dz ' })).toEqual({});
    expect(profileChanges(initial, { ...initial, email: 'autre@example.dz' })).toEqual({ email: 'autre@example.dz' });
  });
});
