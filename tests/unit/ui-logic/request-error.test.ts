import { describe, expect, it } from 'vitest';
import { AUTH_TOASTS } from '#src/features/auth/auth-texts.ts';
import { ApiError, NetworkError, TimeoutError } from '#src/api/http.ts';
import { errorMessage, isRefusal } from '#src/ui-logic/request-error.ts';
import { FORM_MESSAGES } from '#src/utils/form-rules.ts';

describe('errorMessage: the failure toast description', () => {
  it('is the server message when there is one (e.g. the 429 text)', () => {
    const err = new ApiError(429, 'Too Many Requests', 'Trop de tentatives. Veuillez réessayer dans une minute.');
    expect(errorMessage(err, AUTH_TOASTS.loginErrorFallback)).toBe('Trop de tentatives. Veuillez réessayer dans une minute.');
  });

  it('falls back to the screen text when the error says nothing', () => {
    expect(errorMessage(new Error(''), AUTH_TOASTS.loginErrorFallback)).toBe('Email ou mot de passe incorrect');
    expect(errorMessage('boom', AUTH_TOASTS.signupErrorFallback)).toBe('Une erreur est survenue lors de la création du compte');
  });

  it('explains in French when the server could not be reached', () => {
    expect(errorMessage(new NetworkError('Failed to fetch'), 'x')).toBe(FORM_MESSAGES.unreachable);
    expect(errorMessage(new TimeoutError('Délai de la requête dépassé'), 'x')).toBe('Délai de la requête dépassé');
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
    expect(errorMessage(new NetworkError('Failed to fetch'), 'x')).toBe(FORM_MESSAGES.unreachable);
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
