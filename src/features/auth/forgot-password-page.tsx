import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useRequestPasswordReset } from '#src/api/auth.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { EMAIL_INPUT, FormAlert, TextField } from '#src/components/form-field.tsx';
import { form } from '#src/components/form-field.css.ts';
import { errorMessage } from '#src/ui-logic/request-error.ts';
import { paths } from '#src/lib/paths.ts';
import { emailError, MAX_EMAIL_LENGTH } from '#src/utils/form-rules.ts';
import { AuthCard, AuthIntro } from './auth-card.tsx';
import { KeyIcon, MailIcon } from './auth-icons.tsx';
import { focusTarget, footer, outcome, outcomeTitle, stackedActions, wrapText } from './auth-page.css.ts';

/**
 * The one confirmation, whether or not an account exists for the address
 * (no account enumeration): the server's answer is the same either way.
 */
export const RESET_REQUESTED = "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.";
/** The reset link's lifetime (server: TOKEN_TTL_MS.reset). */
export const RESET_LINK_VALIDITY = 'Le lien est valable une heure. Pensez à vérifier vos courriers indésirables.';

/** /forgot-password: POST /customer-auth/password {email}. */
export function ForgotPasswordPage() {
  const reset = useForgotPassword();
  const { sentTo } = reset;
  return (
    <AuthCard>
      <AuthIntro
        titleId="forgot-title"
        title="Mot de passe oublié"
        icon={sentTo ? <MailIcon size={28} /> : <KeyIcon size={28} />}
        subtitle={
          sentTo ? null : 'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.'
        }
      />

      {sentTo ? <ResetRequested confirmation={reset.confirmation} another={reset.another} /> : <ForgotPasswordForm reset={reset} />}

      {sentTo ? null : (
        <p className={footer}>
          Vous vous souvenez de votre mot de passe ? <Link to={paths.login}>Se connecter</Link>
        </p>
      )}
    </AuthCard>
  );
}

/** The request's state: the address typed, its error, the failure, and the address the link was sent to (null: not yet). */
function useForgotPassword() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const requestReset = useRequestPasswordReset();

  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const error = emailError(email, MAX_EMAIL_LENGTH);
    setFieldError(error);
    setFailure(undefined);
    if (error) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestReset.mutateAsync({ email: email.trim() });
    } catch (err) {
      // 429 (too many requests) and the like: the server's French message.
      setFailure(errorMessage(err, "Une erreur s'est produite"));
      setBusy(false);
      return;
    }
    setBusy(false);
    setSentTo(email.trim());
  }

  function changeEmail(value: string) {
    setEmail(value);
    setFieldError(undefined);
  }

  function another() {
    setSentTo(null);
    setEmail('');
    // The form is back: focus its field once it renders.
    requestAnimationFrame(() => input.current?.focus());
  }

  return { email, fieldError, failure, busy, sentTo, input, confirmation, onSubmit, changeEmail, another };
}

/** The confirmation (focused when it appears) and what to do next. */
function ResetRequested({ confirmation, another }: { confirmation: RefObject<HTMLDivElement | null>; another: () => void }) {
  return (
    <>
      <div ref={confirmation} className={`${outcome} ${focusTarget}`} role="status" tabIndex={-1}>
        <p className={outcomeTitle}>{RESET_REQUESTED}</p>
        <p>{RESET_LINK_VALIDITY}</p>
      </div>
      <div className={stackedActions}>
        <Link to={paths.login} className={buttonClass({ block: true })}>
          Retour à la connexion
        </Link>
        <Button variant="outline" block onClick={another}>
          Utiliser une autre adresse
        </Button>
      </div>
    </>
  );
}

function ForgotPasswordForm({ reset }: { reset: ReturnType<typeof useForgotPassword> }) {
  const { busy, failure } = reset;
  return (
    <form method="post" className={form} noValidate onSubmit={(event) => void reset.onSubmit(event)}>
      <TextField
        ref={reset.input}
        {...EMAIL_INPUT}
        label="Adresse e-mail"
        required
        maxLength={MAX_EMAIL_LENGTH}
        value={reset.email}
        onChange={(event) => reset.changeEmail(event.target.value)}
        error={reset.fieldError}
      />
      {failure ? (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" block className={wrapText} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? 'Envoi...' : 'Envoyer le lien'}
      </Button>
    </form>
  );
}
