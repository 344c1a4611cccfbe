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
