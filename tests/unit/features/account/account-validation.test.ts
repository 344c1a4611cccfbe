import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '#src/api/http.ts';
import {
  ACCOUNT_MESSAGES,
  emailError,
  errorMessage,
  firstInvalid,
  isRefusal,
  PASSWORD_CHANGE_FIELDS,
  profileChanges,
  profileValuesOf,
  validatePasswordChange,
  validatePasswordReset,
  validateProfile,
} from '#src/features/account/account-validation.ts';

describe('profile', () => {
  const initial = profileValuesOf({ name: 'Amina Benali', email: 'amina@example.dz', phone: null, address: '12 rue Didouche Mourad, Alger' });

  it('starts from the profile, absent phone and address read as empty', () => {
    expect(initial).toEqual({ name: 'Amina Benali', email: 'amina@example.dz', phone: '', address: '12 rue Didouche Mourad, Alger' });
  });

  it('requires a name and a well-formed e-mail', () => {
    expect(validateProfile({ ...initial, name: '   ', email: '' })).toEqual({
      name: ACCOUNT_MESSAGES.nameRequired,
      email: ACCOUNT_MESSAGES.emailRequired,
    });
    expect(validateProfile({ ...initial, email: 'amina@' })).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid });
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

describe('password change', () => {
  it('needs the current password, a new one of at least 6 characters and the same confirmation', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired,
      newPassword: ACCOUNT_MESSAGES.newPasswordRequired,
      confirmPassword: ACCOUNT_MESSAGES.confirmRequired,
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'Le mot de passe doit contenir au moins 6 caractères',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: '123456', confirmPassword: '123457' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('never trims a password: spaces count', () => {
    expect(validatePasswordChange({ currentPassword: ' ', newPassword: '      ', confirmPassword: '      ' })).toEqual({});
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef ' }).confirmPassword).toBe(
      ACCOUNT_MESSAGES.passwordMismatch,
    );
  });

  it('focuses the first field in screen order', () => {
    expect(firstInvalid(PASSWORD_CHANGE_FIELDS, { confirmPassword: 'x', newPassword: 'y' })).toBe('newPassword');
    expect(firstInvalid(PASSWORD_CHANGE_FIELDS, {})).toBeUndefined();
  });
});

describe('password reset', () => {
  it('applies the same rules to the new password and its confirmation', () => {
    expect(validatePasswordReset({ newPassword: 'abc', confirmPassword: 'abc' })).toEqual({ newPassword: ACCOUNT_MESSAGES.passwordTooShort });
    expect(validatePasswordReset({ newPassword: 'abcdef', confirmPassword: '' })).toEqual({ confirmPassword: ACCOUNT_MESSAGES.confirmRequired });
    expect(validatePasswordReset({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it('checks the reset request e-mail', () => {
    expect(emailError('')).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(emailError('pas un e-mail')).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(emailError(' client@example.dz ')).toBeUndefined();
  });
});

describe('errors', () => {
  it("shows the server's French detail as it comes", () => {
    expect(errorMessage(new ApiError(400, 'Bad Request', 'Mot de passe actuel incorrect'), 'x')).toBe('Mot de passe actuel incorrect');
    expect(errorMessage(new ApiError(429, 'Too Many Requests', 'Trop de tentatives. Réessayez dans une minute.'), 'x')).toBe(
      'Trop de tentatives. Réessayez dans une minute.',
    );
  });

  it('explains an unreachable server in French, keeps the timeout message, else the fallback', () => {
    expect(errorMessage(new NetworkError('Failed to fetch'), 'x')).toBe(ACCOUNT_MESSAGES.unreachable);
    expect(errorMessage(new TimeoutError('Délai de la requête dépassé'), 'x')).toBe('Délai de la requête dépassé');
    expect(errorMessage('boom', 'Repli')).toBe('Repli');
  });

  it('a refusal is a 4xx about the request, not the session or the rate limit', () => {
    expect(isRefusal(new ApiError(400, 'Bad Request', 'Lien de réinitialisation invalide ou expiré'))).toBe(true);
    expect(isRefusal(new ApiError(409, 'Conflict', 'Un compte existe déjà avec cette adresse e-mail'))).toBe(true);
    expect(isRefusal(new ApiError(401, 'Unauthorized', 'Session expirée'))).toBe(false);
    expect(isRefusal(new ApiError(429, 'Too Many Requests', undefined))).toBe(false);
    expect(isRefusal(new ApiError(500, 'Internal Server Error', undefined))).toBe(false);
    expect(isRefusal(new NetworkError('Failed to fetch'))).toBe(false);
  });
});
