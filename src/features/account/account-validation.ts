/**
 * The account forms' rules (spec sections 5 and 9) as pure functions, so
 * every branch is unit-tested: profile, password change, password reset
 * request and confirmation. The server checks the same rules and has the
 * last word (its French `detail` is shown as it comes).
 */
import { isApiError, isNetworkError, TimeoutError } from '#src/api/http.ts';

/** Spec section 9. */
export const MIN_PASSWORD_LENGTH = 6;
/** The server's limits (server/src/schemas/auth.ts). */
export const MAX_NAME_LENGTH = 200;
export const MAX_PHONE_LENGTH = 50;
export const MAX_ADDRESS_LENGTH = 1000;
export const MAX_EMAIL_LENGTH = 254;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Veuillez saisir votre nom complet',
  emailRequired: 'Veuillez saisir votre adresse e-mail',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel',
  newPasswordRequired: 'Veuillez saisir un nouveau mot de passe',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  confirmRequired: 'Veuillez confirmer le nouveau mot de passe',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  /** A request that never reached the server: the browser's own message is English ('Failed to fetch'). */
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion internet puis réessayez.',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// Deliberately loose (one @, a dot in the domain, no spaces): the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return ACCOUNT_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email) || email.length > MAX_EMAIL_LENGTH) return ACCOUNT_MESSAGES.emailInvalid;
  return undefined;
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}

/** The first field in screen order that has an error, to move focus there. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((field) => errors[field]);
}

// --- Profile -----------------------------------------------------------------

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  address: string;
}
export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'email', 'phone', 'address'];

export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  return compact<ProfileField>({
    name: values.name.trim() ? undefined : ACCOUNT_MESSAGES.nameRequired,
    email: emailError(values.email),
    phone: undefined,
    address: undefined,
  });
}

/** The API's wording: the login address is a credential, moving it takes the current password. */
export const EMAIL_CHANGE_PASSWORD_REQUIRED = 'Veuillez saisir votre mot de passe actuel pour changer d’adresse e-mail';

/** Whether the form changes the login address (compared as the server does, case-insensitively). */
export function changesEmail(initial: ProfileValues, values: ProfileValues): boolean {
  return values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase();
}

/** The form's starting values from the profile (absent phone and address read as empty). */
export function profileValuesOf(customer: { name: string; email: string; phone: string | null; address: string | null }): ProfileValues {
  return { name: customer.name, email: customer.email, phone: customer.phone ?? '', address: customer.address ?? '' };
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string | null;
  address?: string | null;
}

/**
 * Only what changed, trimmed; an emptied phone or address becomes null (the
 * server clears it). E-mails compare case-insensitively, as the server
 * stores them. An empty object: nothing to send.
 */
export function profileChanges(initial: ProfileValues, values: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const name = values.name.trim();
  if (name !== initial.name.trim()) changes.name = name;
  const email = values.email.trim();
  if (email.toLowerCase() !== initial.email.trim().toLowerCase()) changes.email = email;
  const phone = values.phone.trim();
  if (phone !== initial.phone.trim()) changes.phone = phone || null;
  const address = values.address.trim();
  if (address !== initial.address.trim()) changes.address = address || null;
  return changes;
}

// --- Passwords -----------------------------------------------------------------

function newPasswordError(value: string): string | undefined {
  if (!value) return ACCOUNT_MESSAGES.newPasswordRequired;
  if (value.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  return undefined;
}

function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return ACCOUNT_MESSAGES.confirmRequired;
  if (password !== confirmation) return ACCOUNT_MESSAGES.passwordMismatch;
  return undefined;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordChangeField = keyof PasswordChangeValues;
export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Passwords are never trimmed: spaces may be part of them. */
export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<PasswordChangeField> {
  return compact<PasswordChangeField>({
    currentPassword: values.currentPassword ? undefined : ACCOUNT_MESSAGES.currentPasswordRequired,
    newPassword: newPasswordError(values.newPassword),
    confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
  });
}

export interface PasswordResetValues {
  newPassword: string;
  confirmPassword: string;
}
export type PasswordResetField = keyof PasswordResetValues;
export const PASSWORD_RESET_FIELDS: readonly PasswordResetField[] = ['newPassword', 'confirmPassword'];

export function validatePasswordReset(values: PasswordResetValues): FieldErrors<PasswordResetField> {
  return compact<PasswordResetField>({
    newPassword: newPasswordError(values.newPassword),
    confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
  });
}

// --- Errors ----------------------------------------------------------------------

/**
 * What to tell the shopper about a failed call: the server's French `detail`
 * (e.g. 'Mot de passe actuel incorrect', the 429 text), a French sentence
 * when the request never reached the server, else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error) && !(error instanceof TimeoutError)) return ACCOUNT_MESSAGES.unreachable;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/** A refusal by the server about what was sent (not the session, not the rate limit). */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}

/** The session ended (expired or revoked token). */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
