import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '#src/api/http.ts';
import {
  AUTH_MESSAGES,
  AUTH_TOASTS,
  authErrorMessage,
  firstInvalid,
  hasErrors,
  isEmail,
  safeRedirect,
  validateLogin,
  validateSignup,
} from '#src/features/auth/validation.ts';

describe('validateLogin (spec section 5: email and password required)', () => {
  it('accepts a filled form', () => {
    expect(validateLogin({ email: 'demo@example.dz', password: 'x' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it('rejects an e-mail that is not one', () => {
    expect(validateLogin({ email: 'demo@', password: 'secret' })).toEqual({ email: AUTH_MESSAGES.emailInvalid });
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
      name: AUTH_MESSAGES.nameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
      confirmPassword: AUTH_MESSAGES.confirmRequired,
    });
  });

  it('checks the e-mail format', () => {
    expect(validateSignup({ ...ok, email: 'amina.example.dz' }).errors).toEqual({ email: AUTH_MESSAGES.emailInvalid });
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

describe('safeRedirect: only a path of this site, never an open redirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/products')).toBe('/products');
    expect(safeRedirect('/products?search=tapis&page=2')).toBe('/products?search=tapis&page=2');
    expect(safeRedirect('/faq#livraison')).toBe('/faq#livraison');
    expect(safeRedirect('/stores/abc/')).toBe('/stores/abc/');
  });

  it('falls back to / for anything else', () => {
    const refused: unknown[] = [
      undefined,
      null,
      42,
      {},
      '',
      'products',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%0d%0a//evil.example'.replace('%0d%0a', '\r\n'),
      ' //evil.example',
      '/.//evil.example',
      '/foo/..//evil.example',
      '/login',
      '/login?redirect=/cart',
      '/signup',
      '/signup/',
    ];
    for (const value of refused) expect(safeRedirect(value), String(value)).toBe('/');
  });

  it('keeps encoded slashes as part of a path of this site', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('authErrorMessage: the failure toast description', () => {
  it('is the server message when there is one (e.g. the 429 text)', () => {
    const err = new ApiError(429, 'Too Many Requests', 'Trop de tentatives. Veuillez réessayer dans une minute.');
    expect(authErrorMessage(err, AUTH_TOASTS.loginErrorFallback)).toBe('Trop de tentatives. Veuillez réessayer dans une minute.');
  });

  it('falls back to the screen text when the error says nothing', () => {
    expect(authErrorMessage(new Error(''), AUTH_TOASTS.loginErrorFallback)).toBe('Email ou mot de passe incorrect');
    expect(authErrorMessage('boom', AUTH_TOASTS.signupErrorFallback)).toBe('Une erreur est survenue lors de la création du compte');
  });

  it('explains in French when the server could not be reached', () => {
    expect(authErrorMessage(new NetworkError('Failed to fetch'), 'x')).toBe(AUTH_TOASTS.unreachable);
    expect(authErrorMessage(new TimeoutError('Délai de la requête dépassé'), 'x')).toBe('Délai de la requête dépassé');
  });
});
