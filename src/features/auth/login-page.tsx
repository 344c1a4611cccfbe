import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button, buttonClass } from '#src/components/button.tsx';
import { paths } from '#src/lib/paths.ts';
import { FormField } from './login-form-field.tsx';
import { AuthBackLink, HrefLink } from './login-back-link.tsx';
import { actions, card, form, inlineLink, intro, page, subtitle, switchLine, title } from './login-page.css.ts';
import { useAuth } from './use-auth.ts';
import {
  AUTH_TOASTS,
  DEFAULT_REDIRECT,
  authErrorMessage,
  firstInvalid,
  validateLogin,
  type FieldErrors,
  type LoginField,
  type LoginValues,
} from './validation.ts';

const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];

export interface LoginPageProps {
  /** Where to go once signed in: a same-origin path already made safe by the route. */
  redirect?: string;
}

/** /login (spec sections 2, 4, 5, 8). */
export function LoginPage({ redirect = DEFAULT_REDIRECT }: LoginPageProps) {
  const navigate = useNavigate();
  const { login, isAuthenticated, customer } = useAuth();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // Set while this form signs in, so the "already signed in" card does not flash before leaving.
  const signingIn = useRef(false);

  function update(field: LoginField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    const first = firstInvalid(FIELD_ORDER, found);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    setBusy(true);
    signingIn.current = true;
    try {
      await login({ email: values.email.trim(), password: values.password });
    } catch (error) {
      signingIn.current = false;
      setBusy(false);
      toast.error(AUTH_TOASTS.loginError, { description: authErrorMessage(error, AUTH_TOASTS.loginErrorFallback) });
      inputs.password.current?.focus();
      return;
    }
    toast.success(AUTH_TOASTS.loginSuccess, { description: AUTH_TOASTS.signedIn });
    // Back where the shopper came from; the sign-in screen leaves the history.
    await navigate({ href: redirect, replace: true });
  }

  if (isAuthenticated && !signingIn.current) {
    return (
      <div className={page}>
        <section className={card} aria-labelledby="login-title">
          <div className={intro}>
            <h1 id="login-title" className={title}>
              Vous êtes déjà connecté
            </h1>
            {customer ? <p className={subtitle}>Connecté en tant que {customer.name}.</p> : null}
          </div>
          <div className={actions}>
            <HrefLink href={redirect} className={buttonClass()}>
              Continuer
            </HrefLink>
            <Link to={paths.account} className={buttonClass({ variant: 'outline' })}>
              Mon compte
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={page}>
      <section className={card} aria-labelledby="login-title">
        <AuthBackLink to={redirect} />
        <div className={intro}>
          <h1 id="login-title" className={title}>
            Connexion
          </h1>
          <p className={subtitle}>Connectez-vous pour retrouver votre panier, votre wishlist et vos commandes.</p>
        </div>
        <form className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField
            ref={inputs.email}
            label="Adresse e-mail"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            error={errors.email}
          />
          <FormField
            ref={inputs.password}
            label="Mot de passe"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            revealable
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            error={errors.password}
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
      </section>
    </div>
  );
}
