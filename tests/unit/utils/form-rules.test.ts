import { describe, expect, it } from 'vitest';
import {
  emailError,
  firstInvalid,
  FORM_MESSAGES,
  hasErrors,
  isEmail,
  MAX_EMAIL_LENGTH,
  PASSWORD_CHANGE_FIELDS,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateSignup,
} from '#src/utils/form-rules.ts';

describe('validateLogin (spec section 5: email and password required)', () => {
  it('accepts a filled form', () => {
    expect(validateLogin({ email: 'demo@example.dz', password: 'x' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: FORM_MESSAGES.emailRequired,
      password: FORM_MESSAGES.passwordRequired,
    });
  });

  it('rejects an e-mail that is not one', () => {
    expect(validateLogin({ email: 'demo@', password: 'secret' })).toEqual({ email: FORM_MESSAGES.emailInvalid });
  });

  it('never trims a password: spaces count', () => {
    expect(validateLogin({ email: 'a@b.dz', password: '   ' })).toEqual({});
  });
});

describe('validateSignup (spec section 5)', () => {
  const ok = { name: 'Amina', email: 'amina@example.dz', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a complete form', () => {
    expect(validateSignup(ok)).toEqual({ errors: {}, mismatch: false });
  });

  it('requires name, e-mail, password and its confirmation', () => {
    const { errors, mismatch } = validateSignup({ name: ' ', email: '', password: '', confirmPassword: '' });
    expect(mismatch).toBe(false);
    expect(errors).toEqual({
      name: FORM_MESSAGES.nameRequired,
      email: FORM_MESSAGES.emailRequired,
      password: FORM_MESSAGES.passwordRequired,
      confirmPassword: FORM_MESSAGES.confirmRequired,
    });
  });

  it('checks the e-mail format', () => {
    expect(validateSignup({ ...ok, email: 'amina.example.dz' }).errors).toEqual({ email: FORM_MESSAGES.emailInvalid });
  });

  it('needs at least 6 characters, with the spec text', () => {
    const { errors } = validateSignup({ ...ok, password: '12345', confirmPassword: '12345' });
    expect(errors).toEqual({ password: 'Le mot de passe doit contenir au moins 6 caractères' });
    expect(validateSignup({ ...ok, password: '123456', confirmPassword: '123456' }).errors).toEqual({});
  });

  it('flags different passwords (the "Erreur de validation" toast)', () => {
    const { errors, mismatch } = validateSignup({ ...ok, confirmPassword: 'secret2' });
    expect(mismatch).toBe(true);
    expect(errors).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
  });

  it('reports a short password and a mismatch together', () => {
    const { errors, mismatch } = validateSignup({ ...ok, password: '123', confirmPassword: '1234' });
    expect(mismatch).toBe(true);
    expect(Object.keys(errors)).toEqual(['password', 'confirmPassword']);
  });
});

describe('form helpers', () => {
  it('finds the first invalid field in screen order', () => {
    expect(firstInvalid(['name', 'email', 'password'] as const, { password: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid(['name'] as const, {})).toBeUndefined();
  });

  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: 'x' })).toBe(true);
  });

  it('isEmail is loose but needs a local part, an @ and a dotted domain', () => {
    expect(isEmail(' demo@example.dz ')).toBe(true);
    for (const bad of ['', 'demo', 'demo@', '@example.dz', 'demo@example', 'de mo@example.dz']) expect(isEmail(bad)).toBe(false);
  });
});

describe('password change', () => {
  it('needs the current password, a new one of at least 6 characters and the same confirmation', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: FORM_MESSAGES.currentPasswordRequired,
      newPassword: FORM_MESSAGES.newPasswordRequired,
      confirmPassword: FORM_MESSAGES.confirmNewRequired,
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
      FORM_MESSAGES.passwordMismatch,
    );
  });

  it('focuses the first field in screen order', () => {
    expect(firstInvalid(PASSWORD_CHANGE_FIELDS, { confirmPassword: 'x', newPassword: 'y' })).toBe('newPassword');
    expect(firstInvalid(PASSWORD_CHANGE_FIELDS, {})).toBeUndefined();
  });
});

describe('password reset', () => {
  it('applies the same rules to the new password and its confirmation', () => {
    expect(validatePasswordReset({ newPassword: 'abc', confirmPassword: 'abc' })).toEqual({ newPassword: FORM_MESSAGES.passwordTooShort });
    expect(validatePasswordReset({ newPassword: 'abcdef', confirmPassword: '' })).toEqual({ confirmPassword: FORM_MESSAGES.confirmNewRequired });
    expect(validatePasswordReset({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it('checks the reset request e-mail', () => {
    expect(emailError('', MAX_EMAIL_LENGTH)).toBe(FORM_MESSAGES.emailRequired);
    expect(emailError('pas un e-mail', MAX_EMAIL_LENGTH)).toBe(FORM_MESSAGES.emailInvalid);
    expect(emailError(' client@example.dz ', MAX_EMAIL_LENGTH)).toBeUndefined();
  });

  it("applies the server's length limit only where the screen gives it (the reset request, the profile)", () => {
    const long = `${'a'.repeat(MAX_EMAIL_LENGTH)}@example.dz`;
    expect(emailError(long, MAX_EMAIL_LENGTH)).toBe(FORM_MESSAGES.emailInvalid);
    expect(emailError(long)).toBeUndefined();
  });
});
