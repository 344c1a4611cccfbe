/**
 * The rules of the customer forms (spec sections 5 and 9): sign-in, sign-up,
 * password change and reset, the e-mail and name of a profile. Pure
 * functions, so every branch is unit-tested. The server checks the same rules
 * and has the last word (its French `detail` is shown as it comes).
 */

/** Spec section 9 (the server checks it too and answers the same French text). */
export const MIN_PASSWORD_LENGTH = 6;
/** The server's limits (server/src/schemas/auth.ts). */
export const MAX_NAME_LENGTH = 200;
export const MAX_PHONE_LENGTH = 50;
export const MAX_ADDRESS_LENGTH = 1000;
export const MAX_EMAIL_LENGTH = 254;

export const FORM_MESSAGES = {
  nameRequired: 'Veuillez saisir votre nom complet',
  emailRequired: 'Veuillez saisir votre adresse e-mail',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel',
  newPasswordRequired: 'Veuillez saisir un nouveau mot de passe',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  /** Sign-up. */
  confirmRequired: 'Veuillez confirmer votre mot de passe',
  /** Password change and reset. */
  confirmNewRequired: 'Veuillez confirmer le nouveau mot de passe',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  /** A request that never reached the server: the browser's own message is English ('Failed to fetch'). */
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion internet puis réessayez.',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// Deliberately loose (one @, a dot in the domain, no spaces): the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Required and well formed; `maxLength` where the field has the server's limit. */
export function emailError(value: string, maxLength = Number.POSITIVE_INFINITY): string | undefined {
  const email = value.trim();
  if (!email) return FORM_MESSAGES.emailRequired;
  if (!isEmail(email) || email.length > maxLength) return FORM_MESSAGES.emailInvalid;
  return undefined;
}

export function nameError(value: string): string | undefined {
  return value.trim() ? undefined : FORM_MESSAGES.nameRequired;
}

/** A password being chosen: required (with the screen's wording), at least MIN_PASSWORD_LENGTH characters. Never trimmed. */
function newPasswordError(value: string, requiredMessage: string): string | undefined {
  if (!value) return requiredMessage;
  if (value.length < MIN_PASSWORD_LENGTH) return FORM_MESSAGES.passwordTooShort;
  return undefined;
}

export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/** The first field in screen order that has an error, to move focus there. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((field) => errors[field]);
}

// --- Sign-in and sign-up ---------------------------------------------------------

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginField = keyof LoginValues;
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/** Login: email and password required (and the e-mail must look like one). */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return compact<LoginField>({
    email: emailError(values.email),
    // A password is never trimmed: spaces may be part of it.
    password: values.password ? undefined : FORM_MESSAGES.passwordRequired,
  });
}

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export type SignupField = keyof SignupValues;
export const SIGNUP_FIELDS: readonly SignupField[] = ['name', 'email', 'password', 'confirmPassword'];

export interface SignupValidation {
  errors: FieldErrors<SignupField>;
  /** Both passwords filled in and different: the spec's 'Erreur de validation' toast. */
  mismatch: boolean;
}

/** Signup: name, email, password required; e-mail format; at least 6 characters; both passwords equal. */
export function validateSignup(values: SignupValues): SignupValidation {
  const mismatch = Boolean(values.password && values.confirmPassword && values.password !== values.confirmPassword);
  const errors = compact<SignupField>({
    name: nameError(values.name),
    email: emailError(values.email),
    password: newPasswordError(values.password, FORM_MESSAGES.passwordRequired),
    confirmPassword: !values.confirmPassword ? FORM_MESSAGES.confirmRequired : mismatch ? FORM_MESSAGES.passwordMismatch : undefined,
  });
  return { errors, mismatch };
}

// --- Password change and reset -----------------------------------------------------

function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return FORM_MESSAGES.confirmNewRequired;
  if (password !== confirmation) return FORM_MESSAGES.passwordMismatch;
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
    currentPassword: values.currentPassword ? undefined : FORM_MESSAGES.currentPasswordRequired,
    newPassword: newPasswordError(values.newPassword, FORM_MESSAGES.newPasswordRequired),
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
    newPassword: newPasswordError(values.newPassword, FORM_MESSAGES.newPasswordRequired),
    confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
  });
}
