import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { useConfirmPasswordReset } from '#src/api/auth.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { FormAlert } from '#src/components/form-field.tsx';
import { form } from '#src/components/form-field.css.ts';
import { AlertIcon, CheckCircleIcon } from '#src/components/icons.tsx';
import { NewPasswordFields } from '#src/components/new-password-fields.tsx';
import { errorMessage, isRefusal } from '#src/ui-logic/request-error.ts';
import { useForm } from '#src/ui-logic/use-form.ts';
import { paths } from '#src/lib/paths.ts';
import { PASSWORD_RESET_FIELDS, validatePasswordReset, type PasswordResetField } from '#src/utils/form-rules.ts';
import { AuthCard, AuthIntro } from './auth-card.tsx';
import { LockIcon } from './auth-icons.tsx';
import { focusTarget, footer, outcome, outcomeTitle, stackedActions, wrapText } from './auth-page.css.ts';

export const RESET_TEXTS = {
  title: 'Choisir un nouveau mot de passe',
  missingTitle: 'Lien de réinitialisation incomplet',
  missingText:
    'Ce lien ne contient pas de code de réinitialisation. Ouvrez le lien reçu par e-mail en entier, ou demandez-en un nouveau.',
  requestNew: 'Demander un nouveau lien',
  success: 'Mot de passe réinitialisé',
  successFallback: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
} as const;

function MissingToken() {
  return (
    <AuthCard titleId="reset-title">
      <AuthIntro
        titleId="reset-title"
        title={RESET_TEXTS.missingTitle}
        subtitle={RESET_TEXTS.missingText}
        icon={<AlertIcon size={28} />}
        error
      />
      <div className={stackedActions}>
        <Link to={paths.forgotPassword} className={buttonClass({ block: true })}>
          {RESET_TEXTS.requestNew}
        </Link>
        <Link to={paths.login} className={buttonClass({ variant: 'outline', block: true })}>
          Retour à la connexion
        </Link>
      </div>
    </AuthCard>
  );
}

interface Failure {
  message: string;
  /** The server refused the link itself (invalid, used or expired): offer a new one. */
  badLink: boolean;
}

/**
 * /reset-password?token=…: POST /customer-auth/password {token, new_password}.
 * The token is single use; an invalid or expired one comes back as the
 * server's French message with a way to ask for a new link.
 */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const fields = useForm<PasswordResetField>({ newPassword: '', confirmPassword: '' }, PASSWORD_RESET_FIELDS);
  const { values, busy, setBusy } = fields;
  const [failure, setFailure] = useState<Failure>();
  const [done, setDone] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const confirmReset = useConfirmPasswordReset();

  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);

  if (!token) return <MissingToken />;
  const resetToken = token;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    if (!fields.check(validatePasswordReset(values))) return;
    setBusy(true);
    let message: string;
    try {
      const res = await confirmReset.mutateAsync({ token: resetToken, new_password: values.newPassword });
      message = res.message || RESET_TEXTS.successFallback;
    } catch (error) {
      setBusy(false);
      setFailure({ message: errorMessage(error, "Une erreur s'est produite"), badLink: isRefusal(error) });
      return;
    }
    setBusy(false);
    setDone(message);
    toast.success(RESET_TEXTS.success, { description: message });
  }

  if (done) {
    return (
      <AuthCard titleId="reset-title">
        <AuthIntro titleId="reset-title" title={RESET_TEXTS.success} icon={<CheckCircleIcon size={28} />} />
        <div ref={outcomeRef} className={`${outcome} ${focusTarget}`} role="status" tabIndex={-1}>
          <p className={outcomeTitle}>{done}</p>
        </div>
        <Link to={paths.login} className={buttonClass({ block: true, size: 'lg' })}>
          Se connecter
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard titleId="reset-title">
      <AuthIntro
        titleId="reset-title"
        title={RESET_TEXTS.title}
        subtitle="Choisissez le nouveau mot de passe de votre compte."
        icon={<LockIcon size={28} />}
      />
      <form method="post" className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <NewPasswordFields password={fields.bind('newPassword')} confirmation={fields.bind('confirmPassword')} />
        {failure ? (
          <FormAlert>
            <p>{failure.message}</p>
            {failure.badLink ? <Link to={paths.forgotPassword}>{RESET_TEXTS.requestNew}</Link> : null}
          </FormAlert>
        ) : null}
        <Button type="submit" block className={wrapText} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Réinitialisation...' : 'Réinitialiser le mot de passe'}
        </Button>
      </form>
      <p className={footer}>
        <Link to={paths.login}>Retour à la connexion</Link>
      </p>
    </AuthCard>
  );
}
