import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#src/components/button.tsx';
import { paths } from '#src/lib/paths.ts';
import { AuthBackLink } from './login-back-link.tsx';
import { FormField } from './login-form-field.tsx';
import { card, form, intro, page, subtitle, switchLine, title } from './login-page.css.ts';
import { useAuth } from './use-auth.ts';
import {
  AUTH_TOASTS,
  authErrorMessage,
  firstInvalid,
  MIN_PASSWORD_LENGTH,
  validateSignup,
  type FieldErrors,
  type SignupField,
  type SignupValues,
} from './validation.ts';

const FIELD_ORDER: readonly SignupField[] = ['name', 'email', 'password', 'confirmPassword'];
const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '' };

/** /signup (spec sections 2, 4, 5, 8): on success the shopper is signed in and goes home. */
export function SignupPage() {
  const navigate = useNavigate();
  const { register } = useAuth();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [busy, setBusy] = useState(false);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  function update(field: SignupField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { errors: found, mismatch } = validateSignup(values);
    setErrors(found);
    if (mismatch) toast.error(AUTH_TOASTS.validationError, { description: found.confirmPassword });
    const first = firstInvalid(FIELD_ORDER, found);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await register({ name: values.name.trim(), email: values.email.trim(), password: values.password });
    } catch (error) {
      setBusy(false);
      toast.error(AUTH_TOASTS.signupError, { description: authErrorMessage(error, AUTH_TOASTS.signupErrorFallback) });
      return;
    }
    toast.success(AUTH_TOASTS.signupSuccess, { description: AUTH_TOASTS.signedIn });
    await navigate({ to: paths.home, replace: true });
  }

  return (
    <div className={page}>
      <section className={card} aria-labelledby="signup-title">
        <AuthBackLink to={paths.home} />
        <div className={intro}>
          <h1 id="signup-title" className={title}>
            Créer un compte
          </h1>
          <p className={subtitle}>Inscrivez-vous pour suivre vos commandes et garder vos produits favoris.</p>
        </div>
        <form className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField
            ref={inputs.name}
            label="Nom complet"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            error={errors.name}
          />
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
            autoComplete="new-password"
            required
            revealable
            minLength={MIN_PASSWORD_LENGTH}
            hint={`Au moins ${MIN_PASSWORD_LENGTH} caractères.`}
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            error={errors.password}
          />
          <FormField
            ref={inputs.confirmPassword}
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
          <Button type="submit" size="lg" block aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? 'Création du compte...' : 'Créer mon compte'}
          </Button>
        </form>
        <p className={switchLine}>
          Déjà un compte ? <Link to={paths.login}>Se connecter</Link>
        </p>
      </section>
    </div>
  );
}
