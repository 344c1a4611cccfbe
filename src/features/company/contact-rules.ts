/**
 * The contact form (spec sections 3, 4, 5): name, email, subject and message
 * are required; the submission is simulated (about 1 s, never sent anywhere).
 */

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export const CONTACT_MESSAGES = {
  nameRequired: 'Veuillez saisir votre nom',
  emailRequired: 'Veuillez saisir votre adresse e-mail',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  subjectRequired: 'Veuillez indiquer le sujet de votre message',
  messageRequired: 'Veuillez écrire votre message',
} as const;

export const CONTACT_SENT = {
  title: 'Message envoyé !',
  description: 'Nous vous répondrons dans les plus brefs délais.',
} as const;

/** "About 1 second" of spec section 4. */
export const CONTACT_SEND_DELAY_MS = 1000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  const email = values.email.trim();
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!values.subject.trim()) errors.subject = CONTACT_MESSAGES.subjectRequired;
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.messageRequired;
  return errors;
}

/** The simulated sending: resolves after the delay; an abort (the page left) rejects. */
export function simulateSend(signal?: AbortSignal, delayMs = CONTACT_SEND_DELAY_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, delayMs);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
