/**
 * A sign-in the shopper sent before the page was live. The inline script
 * holds the submit (src/lib/early-input.ts) until the page is hydrated,
 * and the replay signs in (login-page.tsx). The request itself need not wait
 * that long: it leaves as soon as the app's code runs, so the password check
 * (0.6 s with scrypt) runs while the page hydrates, and the replayed submit
 * takes its answer (auth-service.ts `startLogin`). Nothing else changes: the
 * guest's queued changes go first, the form's own rules decide whether it
 * is sent, and the replay shows the outcome as it always does.
 */
import { EARLY_PENDING_ATTR } from '#src/lib/early-input.ts';
import { getOutbox } from '#src/offline/outbox-app.ts';
import { validateLogin } from '#src/utils/form-rules.ts';
import { appAuthDeps } from './auth-deps.ts';
import { startLogin } from './auth-service.ts';

/** On the sign-in form (login-page.tsx): the form whose held submit is sent ahead. */
export const SIGN_IN_FORM_ATTR = 'data-sign-in';

/** Called once the app's code runs, before the hydration (src/entry-client.tsx). */
export function sendHeldSignIn(doc: Document = document): void {
  if (!window.__earlyInput?.sending) return;
  const form = doc.querySelector<HTMLFormElement>(`form[${SIGN_IN_FORM_ATTR}]`);
  // Held: the form itself (Enter) or its button carries the busy mark.
  if (!form || !(form.hasAttribute(EARLY_PENDING_ATTR) || form.querySelector(`[${EARLY_PENDING_ATTR}]`))) return;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '';
  const password = form.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.value ?? '';
  if (Object.keys(validateLogin({ email, password })).length > 0) return;
  startLogin(appAuthDeps, { email: email.trim(), password }, () => getOutbox().drain());
}
