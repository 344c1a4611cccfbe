import { useId, type FormEvent } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { useChangePassword } from '#src/api/auth.ts';
import { Button } from '#src/components/button.tsx';
import { CURRENT_PASSWORD_INPUT, TextField } from '#src/components/form-field.tsx';
import { form, formActions } from '#src/components/form-field.css.ts';
import { NewPasswordFields } from '#src/components/new-password-fields.tsx';
import { errorMessage, isRefusal } from '#src/ui-logic/request-error.ts';
import { useForm } from '#src/ui-logic/use-form.ts';
import {
  FORM_MESSAGES,
  PASSWORD_CHANGE_FIELDS,
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '#src/utils/form-rules.ts';
import { card, cardDescription, cardTitle, cardTitleGroup } from './account-page.css.ts';

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
  const changePassword = useChangePassword();
  const fields = useForm<PasswordChangeField>(EMPTY, PASSWORD_CHANGE_FIELDS);
  const { values, busy, setBusy } = fields;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !fields.check(validatePasswordChange(values))) return;
    setBusy(true);
    try {
      await changePassword.mutateAsync({ current_password: values.currentPassword, new_password: values.newPassword });
    } catch (error) {
      setBusy(false);
      const message = errorMessage(error, "Une erreur s'est produite");
      if (isRefusal(error)) {
        // The server's 400s: the length rule (the form checks it first) or a wrong current password.
        const field: PasswordChangeField = message === FORM_MESSAGES.passwordTooShort ? 'newPassword' : 'currentPassword';
        fields.setErrors({ [field]: message });
        fields.focus(field);
      }
      toast.error(PASSWORD_TOASTS.error, { description: message });
      return;
    }
    setBusy(false);
    fields.setValues(EMPTY);
    fields.setErrors({});
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
      <form method="post" className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          {...fields.bind('currentPassword')}
          {...CURRENT_PASSWORD_INPUT}
          label="Mot de passe actuel"
          name="current-password"
        />
        <NewPasswordFields
          password={fields.bind('newPassword')}
          confirmation={{ ...fields.bind('confirmPassword'), label: 'Confirmer le nouveau mot de passe' }}
        />
        <div className={formActions}>
          <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? 'Modification...' : 'Modifier le mot de passe'}
          </Button>
        </div>
      </form>
    </section>
  );
}
