import { MIN_PASSWORD_LENGTH } from '#src/utils/form-rules.ts';
import { TextField } from './form-field.tsx';
import type { BoundField } from '#src/ui-logic/use-form.ts';

export interface NewPasswordFieldsProps {
  /** The password being chosen; 'Nouveau mot de passe' (name new-password) unless told. */
  password: BoundField & { label?: string; name?: string };
  /** Its confirmation; 'Confirmer le mot de passe' unless told. */
  confirmation: BoundField & { label?: string };
  /** The toggles' name, when not named after their field. */
  revealLabel?: string;
}

/** A new password (with the length rule as its hint) and its confirmation, both revealable (sign-up, reset, change). */
export function NewPasswordFields({ password, confirmation, revealLabel }: NewPasswordFieldsProps) {
  const { label = 'Nouveau mot de passe', name = 'new-password', ...passwordField } = password;
  const { label: confirmationLabel = 'Confirmer le mot de passe', ...confirmationField } = confirmation;
  return (
    <>
      <TextField
        {...passwordField}
        label={label}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        revealable
        revealLabel={revealLabel}
        minLength={MIN_PASSWORD_LENGTH}
        hint={`Au moins ${MIN_PASSWORD_LENGTH} caractères.`}
      />
      <TextField
        {...confirmationField}
        label={confirmationLabel}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        revealable
        revealLabel={revealLabel}
      />
    </>
  );
}
