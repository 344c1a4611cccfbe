import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authApi } from '#src/api/auth.ts';
import { Button } from '#src/components/button.tsx';
import { TextField } from './account-field.tsx';
import { actions, form } from './account-form.css.ts';
import { card, cardDescription, cardTitle, cardTitleGroup } from './account-page.css.ts';
import {
  ACCOUNT_MESSAGES,
  errorMessage,
  firstInvalid,
  isRefusal,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGE_FIELDS,
  validatePasswordChange,
  type FieldErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
} from './account-validation.ts';

export const PASSWORD_TOASTS = {
  changed: 'Mot de passe modifié',
  changedDescription: 'Vos autres sessions ont été déconnectées.',
  error: 'Erreur lors du changement de mot de passe',
} as const;

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Tab Profil, second card: PUT /customer-auth/password. The server ends every
 * other session and keeps this one; a wrong current password comes back as
 * its French message, shown next to the field.
 */
export function PasswordSection({ email }: { email: string }) {
  const headingId = useId();
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordChangeField>>({});
  const [busy, setBusy] = useState(false);
  const currentPassword = useRef<HTMLInputElement>(null);
  const newPassword = useRef<HTMLInputElement>(null);
  const confirmPassword = useRef<HTMLInputElement>(null);
  const refs = { currentPassword, newPassword, confirmPassword };

  function update(field: PasswordChangeField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    const first = firstInvalid(PASSWORD_CHANGE_FIELDS, found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await authApi.changePassword({ current_password: values.currentPassword, new_password: values.newPassword });
    } catch (error) {
      setBusy(false);
      const message = errorMessage(error, "Une erreur s'est produite");
      if (isRefusal(error)) {
        // The server's 400s: the length rule (the form checks it first) or a wrong current password.
        const field: PasswordChangeField = message === ACCOUNT_MESSAGES.passwordTooShort ? 'newPassword' : 'currentPassword';
        setErrors({ [field]: message });
        refs[field].current?.focus();
      }
      toast.error(PASSWORD_TOASTS.error, { description: message });
      return;
    }
    setBusy(false);
    setValues(EMPTY);
    setErrors({});
    toast.success(PASSWORD_TOASTS.changed, { description: PASSWORD_TOASTS.changedDescription });
  }

  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardTitleGroup}>
        <h2 id={headingId} className={cardTitle}>
          Mot de passe
        </h2>
        <p className={cardDescription}>Changez votre mot de passe. Les autres appareils connectés à votre compte seront déconnectés.</p>
      </div>
      <form className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          ref={currentPassword}
          label="Mot de passe actuel"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          revealable
          value={values.currentPassword}
          onChange={(event) => update('currentPassword', event.target.value)}
          error={errors.currentPassword}
        />
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
          label="Confirmer le nouveau mot de passe"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          revealable
          value={values.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
          error={errors.confirmPassword}
        />
        <div className={actions}>
          <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? 'Modification...' : 'Modifier le mot de passe'}
          </Button>
        </div>
      </form>
    </section>
  );
}
