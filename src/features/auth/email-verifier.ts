/**
 * /verify-email/{token} POSTs the token once per page load, even when React
 * runs the effect twice (StrictMode) or the screen re-mounts: a verification
 * token is single use, so a second POST would turn a success into 'Lien de
 * vérification invalide ou expiré'. The first call's promise is kept per
 * token for the life of the tab; only an explicit retry (after a network
 * failure) sends it again.
 */
import { authApi } from '#src/api/auth.ts';

export interface EmailVerifier {
  /** The verification of `token`: the first call sends it, later calls share its outcome. */
  verify(token: string): Promise<string>;
  /** Forgets the outcome so the next verify() sends the token again (the 'Réessayer' button). */
  forget(token: string): void;
}

export function createEmailVerifier(send: (token: string) => Promise<{ message: string }>): EmailVerifier {
  const outcomes = new Map<string, Promise<string>>();
  return {
    verify(token) {
      let outcome = outcomes.get(token);
      if (!outcome) {
        outcome = send(token).then((res) => res.message);
        outcomes.set(token, outcome);
      }
      return outcome;
    },
    forget(token) {
      outcomes.delete(token);
    },
  };
}

export const emailVerifier: EmailVerifier = createEmailVerifier((token) => authApi.verifyEmail(token));
