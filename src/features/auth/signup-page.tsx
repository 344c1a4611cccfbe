import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { Button } from '#src/components/button.tsx';
import { EMAIL_INPUT, TextField } from '#src/components/form-field.tsx';
import { form } from '#src/components/form-field.css.ts';
import { NewPasswordFields } from '#src/components/new-password-fields.tsx';
import { errorMessage } from '#src/ui-logic/request-error.ts';
import { useForm } from '#src/ui-logic/use-form.ts';
import { paths } from '#src/lib/paths.ts';
import { SIGNUP_FIELDS, validateSignup, type SignupField, type SignupValues } from '#src/utils/form-rules.ts';
import { AuthBackLink } from './auth-back-link.tsx';
import { AuthCard, AuthIntro } from './auth-card.tsx';
import { switchLine } from './auth-page.css.ts';
import { AUTH_TOASTS, REVEAL_PASSWORD } from './auth-texts.ts';
import { useAuth } from './use-auth.ts';

const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '' };

/** /signup (spec sections 2, 4, 5, 8): on success the shopper is signed in and goes home. */
export function SignupPage() {
  const navigate = useNavigate();
  const { register } = useAuth();
  const fields = useForm<SignupField>(EMPTY, SIGNUP_FIELDS);
  const { values, busy, setBusy } = fields;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { errors: found, mismatch } = validateSignup(values);
    if (mismatch) toast.error(AUTH_TOASTS.validationError, { description: found.confirmPassword });
    if (!fields.check(found)) return;
    setBusy(true);
    try {
      await register({ name: values.name.trim(), email: values.email.trim(), password: values.password });
    } catch (error) {
      setBusy(false);
      toast.error(AUTH_TOASTS.signupError, { description: errorMessage(error, AUTH_TOASTS.signupErrorFallback) });
      return;
    }
    toast.success(AUTH_TOASTS.signupSuccess, { description: AUTH_TOASTS.signedIn });
    await navigate({ to: paths.home, replace: true });
  }

  return (
    <AuthCard titleId="signup-title">
      <AuthBackLink to={paths.home} />
      <AuthIntro
        titleId="signup-title"
        title="Créer un compte"
        subtitle="Inscrivez-vous pour suivre vos commandes et garder vos produits favoris."
      />
      <form method="post" className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField {...fields.bind('name')} label="Nom complet" name="name" autoComplete="name" required />
        <TextField {...fields.bind('email')} {...EMAIL_INPUT} label="Adresse e-mail" required />
        <NewPasswordFields
          password={{ ...fields.bind('password'), label: 'Mot de passe', name: 'password' }}
          confirmation={fields.bind('confirmPassword')}
          revealLabel={REVEAL_PASSWORD}
        />
        <Button type="submit" size="lg" block aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Création du compte...' : 'Créer mon compte'}
        </Button>
      </form>
      <p className={switchLine}>
        Déjà un compte ? <Link to={paths.login}>Se connecter</Link>
      </p>
    </AuthCard>
  );
}
