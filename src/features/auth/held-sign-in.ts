/**
 * A sign-in the shopper sent before the page was live. The inline script
 * holds the submit (src/lib/early-input.ts) until the page is hydrated,
 * and the replay signs in (login-page.tsx). The request itself need not wait
 * that long, so the password check (0.6 s with scrypt) runs while the code
 * loads and the page hydrates, and the replayed submit takes its answer:
 * - on a device where the app has stored nothing (a first visit), the inline
 *   script sends it at the tap, as the form's `data-send-ahead` describes
 *   (the request the app would make; no guest session, nothing queued to go
 *   first), and the app's identical request takes that answer (api/http.ts
 *   `adoptSentAhead`);
 * - elsewhere it leaves as soon as the app's code runs, after the guest's
 *   queued changes (auth-service.ts `startLogin`).
 * Nothing else changes: the form's own rules decide whether the app signs
 * in, and the replay shows the outcome as it always does.
 */
import { adoptSentAhead } from '#src/api/http.ts';
import { loginTarget } from '#src/api/auth.ts';
import { DB_NAME } from '#src/db/db-name.ts';
import { EARLY_PENDING_ATTR, SEND_AHEAD_ATTR, type SendAheadSpec } from '#src/lib/early-input.ts';
import { SESSION_STORAGE_KEY, sessionManager } from '#src/lib/session.ts';
import { getOutbox } from '#src/offline/outbox-app.ts';
import { validateLogin } from '#src/utils/form-rules.ts';
import { appAuthDeps } from './auth-deps.ts';
import { startLogin } from './auth-service.ts';

/** On the sign-in form (login-page.tsx): the form whose held submit is sent ahead. */
export const SIGN_IN_FORM_ATTR = 'data-sign-in';

/** The sign-in form's attributes: its mark, and the request the inline script may send ahead. */
export function signInFormAttributes(): Record<string, string> {
  const spec: SendAheadSpec = { ...loginTarget(), unlessStored: SESSION_STORAGE_KEY, unlessDatabase: DB_NAME };
  return { [SIGN_IN_FORM_ATTR]: '', [SEND_AHEAD_ATTR]: JSON.stringify(spec) };
}

/** Called once the app's code runs, before the hydration (src/entry-client.tsx). */
export function sendHeldSignIn(doc: Document = document): void {
  if (!window.__earlyInput?.sending) return;
  const form = doc.querySelector<HTMLFormElement>(`form[${SIGN_IN_FORM_ATTR}]`);
  // Held: the form itself (Enter) or its button carries the busy mark.
  if (!form || !(form.hasAttribute(EARLY_PENDING_ATTR) || form.querySelector(`[${EARLY_PENDING_ATTR}]`))) return;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '';
  const password = form.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.value ?? '';
  if (Object.keys(validateLogin({ email, password })).length > 0) return;
  // Sent by the script before a session existed: the one this page made holds nothing to merge, so that answer is this sign-in's.
  const sent = window.__earlyInput.sentAhead;
  if (sent && sessionManager.isNew()) adoptSentAhead(sent);
  startLogin(appAuthDeps, { email: email.trim(), password }, () => getOutbox().drain());
}
