import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { CURRENT_PASSWORD_INPUT, EMAIL_INPUT, TextField } from '#src/components/form-field.tsx';
import { form } from '#src/components/form-field.css.ts';
import { errorMessage } from '#src/ui-logic/request-error.ts';
import { useForm } from '#src/ui-logic/use-form.ts';
import { paths } from '#src/lib/paths.ts';
import { LOGIN_FIELDS, validateLogin, type LoginField } from '#src/utils/form-rules.ts';
import { AuthBackLink, HrefLink } from './auth-back-link.tsx';
import { AuthCard, AuthIntro } from './auth-card.tsx';
import { actions, inlineLink, switchLine } from './auth-page.css.ts';
import { AUTH_TOASTS, REVEAL_PASSWORD } from './auth-texts.ts';
import { signInFormAttributes } from './held-sign-in.ts';
import { DEFAULT_REDIRECT } from './safe-redirect.ts';
import { useAuth } from './use-auth.ts';

export interface LoginPageProps {
  /** Where to go once signed in: a same-origin path already made safe by the route. */
  redirect?: string;
}

/** /login (spec sections 2, 4, 5, 8). */
export function LoginPage({ redirect = DEFAULT_REDIRECT }: LoginPageProps) {
  const navigate = useNavigate();
  const { login, isAuthenticated, customer } = useAuth();
  const fields = useForm<LoginField>({ email: '', password: '' }, LOGIN_FIELDS);
  const { values, busy, setBusy } = fields;
  // Set while this form signs in, so the "already signed in" card does not flash before leaving.
  const signingIn = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !fields.check(validateLogin(values))) return;
    setBusy(true);
    signingIn.current = true;
    try {
      await login({ email: values.email.trim(), password: values.password });
    } catch (error) {
      signingIn.current = false;
      setBusy(false);
      toast.error(AUTH_TOASTS.loginError, { description: errorMessage(error, AUTH_TOASTS.loginErrorFallback) });
      fields.focus('password');
      return;
    }
    toast.success(AUTH_TOASTS.loginSuccess, { description: AUTH_TOASTS.signedIn });
    // Back where the shopper came from; the sign-in screen leaves the history.
    await navigate({ href: redirect, replace: true });
  }

  if (isAuthenticated && !signingIn.current) {
    return (
      <AuthCard titleId="login-title">
        <AuthIntro titleId="login-title" title="Vous êtes déjà connecté" subtitle={customer ? `Connecté en tant que ${customer.name}.` : null} />
        <div className={actions}>
          <HrefLink href={redirect} className={buttonClass()}>
            Continuer
          </HrefLink>
          <Link to={paths.account} className={buttonClass({ variant: 'outline' })}>
            Mon compte
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard titleId="login-title">
      <AuthBackLink to={redirect} />
      <AuthIntro
        titleId="login-title"
        title="Connexion"
        subtitle="Connectez-vous pour retrouver votre panier, votre wishlist et vos commandes."
      />
      <form method="post" className={form} noValidate onSubmit={(event) => void onSubmit(event)} {...signInFormAttributes()}>
        <TextField {...fields.bind('email')} {...EMAIL_INPUT} label="Adresse e-mail" required />
        <TextField
          {...fields.bind('password')}
          {...CURRENT_PASSWORD_INPUT}
          label="Mot de passe"
          name="password"
          revealLabel={REVEAL_PASSWORD}
          aside={
            <Link to={paths.forgotPassword} className={inlineLink}>
              Mot de passe oublié ?
            </Link>
          }
        />
        <Button type="submit" size="lg" block aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Connexion...' : 'Se connecter'}
        </Button>
      </form>
      <p className={switchLine}>
        Pas encore de compte ? <Link to={paths.signup}>S&apos;inscrire</Link>
      </p>
    </AuthCard>
  );
}
