import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authApi } from '#src/api/auth.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { AlertIcon } from '#src/components/icons.tsx';
import { paths } from '#src/lib/paths.ts';
import { TextField } from './account-field.tsx';
import { form, formAlert, formAlertBody, wrapText } from './account-form.css.ts';
import { CheckCircleIcon, LockIcon } from './account-icons.tsx';
import {
  errorMessage,
  firstInvalid,
  isRefusal,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_FIELDS,
  validatePasswordReset,
  type FieldErrors,
  type PasswordResetField,
  type PasswordResetValues,
} from './account-validation.ts';
import {
  authActions,
  authCard,
  authFooter,
  authIcon,
  authIconError,
  authIntro,
  authPage,
  authSubtitle,
  authTitle,
  outcome,
  outcomeTitle,
  focusTarget,
} from './auth-card.css.ts';

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
    <div className={authPage}>
      <section className={authCard} aria-labelledby="reset-title">
        <div className={authIntro}>
          <span className={authIconError}>
            <AlertIcon size={28} />
          </span>
          <h1 id="reset-title" className={authTitle}>
            {RESET_TEXTS.missingTitle}
          </h1>
          <p className={authSubtitle}>{RESET_TEXTS.missingText}</p>
        </div>
        <div className={authActions}>
          <Link to={paths.forgotPassword} className={buttonClass({ block: true })}>
            {RESET_TEXTS.requestNew}
          </Link>
          <Link to={paths.login} className={buttonClass({ variant: 'outline', block: true })}>
            Retour à la connexion
          </Link>
        </div>
      </section>
    </div>
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
  const [values, setValues] = useState<PasswordResetValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordResetField>>({});
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const newPassword = useRef<HTMLInputElement>(null);
  const confirmPassword = useRef<HTMLInputElement>(null);
  const refs = { newPassword, confirmPassword };
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);

  if (!token) return <MissingToken />;
  const resetToken = token;

  function update(field: PasswordResetField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordReset(values);
    setErrors(found);
    setFailure(undefined);
    const first = firstInvalid(PASSWORD_RESET_FIELDS, found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    let message: string;
    try {
      const res = await authApi.confirmPasswordReset({ token: resetToken, new_password: values.newPassword });
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
      <div className={authPage}>
        <section className={authCard} aria-labelledby="reset-title">
          <div className={authIntro}>
            <span className={authIcon}>
              <CheckCircleIcon size={28} />
            </span>
            <h1 id="reset-title" className={authTitle}>
              {RESET_TEXTS.success}
            </h1>
          </div>
          <div ref={outcomeRef} className={`${outcome} ${focusTarget}`} role="status" tabIndex={-1}>
            <p className={outcomeTitle}>{done}</p>
          </div>
          <Link to={paths.login} className={buttonClass({ block: true, size: 'lg' })}>
            Se connecter
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className={authPage}>
      <section className={authCard} aria-labelledby="reset-title">
        <div className={authIntro}>
          <span className={authIcon}>
            <LockIcon size={28} />
          </span>
          <h1 id="reset-title" className={authTitle}>
            {RESET_TEXTS.title}
          </h1>
          <p className={authSubtitle}>Choisissez le nouveau mot de passe de votre compte.</p>
        </div>
        <form className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            ref={newPassword}
            label="Nouveau mot de passe"
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            revealable
            minLength={MIN_PASSWORD_LENGTH}
            value={values.newPassword}
            onChange={(event) => update('newPassword', event.target.value)}
            error={errors.newPassword}
            hint={`Au moins ${MIN_PASSWORD_LENGTH} caractères.`}
          />
          <TextField
            ref={confirmPassword}
            label="Confirmer le mot de passe"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            revealable
            value={values.confirmPassword}
            onChange={(event) => update('confirmPassword', event.target.value)}
            error={errors.confirmPassword}
          />
          {failure ? (
            <div className={formAlert} role="alert">
              <AlertIcon size={18} />
              <div className={formAlertBody}>
                <p>{failure.message}</p>
                {failure.badLink ? <Link to={paths.forgotPassword}>{RESET_TEXTS.requestNew}</Link> : null}
              </div>
            </div>
          ) : null}
          <Button type="submit" block className={wrapText} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? 'Réinitialisation...' : 'Réinitialiser le mot de passe'}
          </Button>
        </form>
        <p className={authFooter}>
          <Link to={paths.login}>Retour à la connexion</Link>
        </p>
      </section>
    </div>
  );
}
