/**
 * The profile form's rules (spec sections 5 and 9) as pure functions, so
 * every branch is unit-tested. The shared rules (e-mail, name, the server's
 * limits) are in utils/form-rules.ts; the server has the last word.
 */
import { compact, emailError, MAX_EMAIL_LENGTH, nameError, type FieldErrors } from '#src/utils/form-rules.ts';

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
    name: nameError(values.name),
    email: emailError(values.email, MAX_EMAIL_LENGTH),
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
