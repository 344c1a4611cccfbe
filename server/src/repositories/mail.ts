/**
 * Outgoing mail. The reference API has no mail server: mails land in
 * mail_outbox, links included. The log only says that a mail was queued:
 * a reset or verification link carries a credential.
 */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  link?: string | null;
}

export async function queueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.body, link: mail.link ?? null });
}

export async function mailsTo(db: Executor, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

export function verificationMail(to: string, name: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirmez votre adresse e-mail',
    body: `Bonjour ${name},\n\nBienvenue ! Pour confirmer votre adresse e-mail, ouvrez ce lien (valable 7 jours) :\n${link}\n`,
    link,
  };
}

export function resetMail(to: string, name: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    body: `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n`,
    link,
  };
}

/** Sent to the previous address: if the change was not the owner's, this is how they learn of it. */
export function emailChangedMail(to: string, name: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: 'Votre adresse e-mail a été modifiée',
    body: `Bonjour ${name},\n\nL'adresse e-mail de connexion de votre compte vient d'être remplacée par ${maskEmail(newEmail)}. Toutes vos autres sessions ont été fermées.\n\nSi vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement en répondant à ce message.\n`,
  };
}

export function passwordChangedMail(to: string, name: string): OutgoingMail {
  return {
    to,
    subject: 'Votre mot de passe a été modifié',
    body: `Bonjour ${name},\n\nLe mot de passe de votre compte vient d'être modifié. Toutes vos autres sessions ont été fermées.\n\nSi vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe depuis la page « Mot de passe oublié » et contactez-nous.\n`,
  };
}

/** 'yacine.haddad@exemple.dz' → 'ya…@exemple.dz': enough for the owner to recognise, not a full address for whoever reads the old mailbox. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}
