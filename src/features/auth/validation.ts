/**
 * The sign-in and sign-up rules of spec section 5, as pure functions so every
 * branch is unit-tested, and the `redirect` search parameter of /login made
 * safe: only a same-origin path is ever followed (never an open redirect).
 */
import { isNetworkError, TimeoutError } from '#src/api/http.ts';

/** Spec section 9 (the server checks it too and answers the same French text). */
export const MIN_PASSWORD_LENGTH = 6;

export const AUTH_MESSAGES = {
  nameRequired: 'Veuillez saisir votre nom complet',
  emailRequired: 'Veuillez saisir votre adresse e-mail',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  confirmRequired: 'Veuillez confirmer votre mot de passe',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
} as const;

/** Toasts of spec sections 4, 5 and 8. */
export const AUTH_TOASTS = {
  loginSuccess: 'Connexion réussie',
  signupSuccess: 'Compte créé avec succès',
  signedIn: 'Vous êtes maintenant connecté',
  loginError: 'Erreur de connexion',
  loginErrorFallback: 'Email ou mot de passe incorrect',
  signupError: "Erreur d'inscription",
  signupErrorFallback: 'Une erreur est survenue lors de la création du compte',
  validationError: 'Erreur de validation',
  /** A request that never reached the server: the client's own message is English ('Failed to fetch'). */
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion internet puis réessayez.',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type LoginField = keyof LoginValues;
export type SignupField = keyof SignupValues;

// Deliberately loose (one @, a dot in the domain, no spaces): the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function emailError(value: string): string | undefined {
  if (!value.trim()) return AUTH_MESSAGES.emailRequired;
  if (!isEmail(value)) return AUTH_MESSAGES.emailInvalid;
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

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/** Login: email and password required (and the e-mail must look like one). */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return compact<LoginField>({
    email: emailError(values.email),
    // A password is never trimmed: spaces may be part of it.
    password: values.password ? undefined : AUTH_MESSAGES.passwordRequired,
  });
}

export interface SignupValidation {
  errors: FieldErrors<SignupField>;
  /** Both passwords filled in and different: the spec's 'Erreur de validation' toast. */
  mismatch: boolean;
}

/** Signup: name, email, password required; e-mail format; at least 6 characters; both passwords equal. */
export function validateSignup(values: SignupValues): SignupValidation {
  const mismatch = Boolean(values.password && values.confirmPassword && values.password !== values.confirmPassword);
  const errors = compact<SignupField>({
    name: values.name.trim() ? undefined : AUTH_MESSAGES.nameRequired,
    email: emailError(values.email),
    password: !values.password
      ? AUTH_MESSAGES.passwordRequired
      : values.password.length < MIN_PASSWORD_LENGTH
        ? AUTH_MESSAGES.passwordTooShort
        : undefined,
    confirmPassword: !values.confirmPassword ? AUTH_MESSAGES.confirmRequired : mismatch ? AUTH_MESSAGES.passwordMismatch : undefined,
  });
  return { errors, mismatch };
}

/** The first field in screen order that has an error, to move focus there. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((field) => errors[field]);
}

export const DEFAULT_REDIRECT = '/';

/** Signing in must not land on a sign-in screen again. */
const AUTH_SCREENS = new Set(['/login', '/signup']);

// Any host name works: it only serves to detect a path that escapes the origin.
const PROBE_ORIGIN = 'https://storefront.invalid';

/**
 * The `redirect` search parameter of /login, made safe: a path of this site
 * (with its query and hash), else '/'. Refuses absolute and protocol-relative
 * URLs ('https://x', '//x', '/\x'), backslashes and control characters (which
 * browsers may read as '/'), and the sign-in screens themselves.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_REDIRECT;
  const raw = value.trim();
  if (!raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_REDIRECT;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_REDIRECT;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_REDIRECT;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise '/.//x' into '//x', which a browser reads as another host.
  if (path.startsWith('//')) return DEFAULT_REDIRECT;
  if (AUTH_SCREENS.has(url.pathname.replace(/\/+$/, '') || '/')) return DEFAULT_REDIRECT;
  return path;
}

/**
 * The description of a failed sign-in or sign-up toast: the error's message
 * (the server's French `detail`, e.g. the 429 text), else the screen's
 * fallback. A request that never reached the server gets a French
 * explanation instead of the browser's English one.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error) && !(error instanceof TimeoutError)) return AUTH_TOASTS.unreachable;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
