import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import type { Customer, ProfileUpdateRequest } from '#src/api/auth.ts';
import { isApiError } from '#src/api/http.ts';
import { Button } from '#src/components/button.tsx';
import { CURRENT_PASSWORD_INPUT, EMAIL_INPUT, TextAreaField, TextField } from '#src/components/form-field.tsx';
import { form, formActions } from '#src/components/form-field.css.ts';
import { errorMessage } from '#src/ui-logic/request-error.ts';
import { useForm } from '#src/ui-logic/use-form.ts';
import { formatLongDate } from '#src/utils/format-date.ts';
import { MAX_ADDRESS_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '#src/utils/form-rules.ts';
import {
  badgeSuccess,
  badgeWarning,
  card,
  cardDescription,
  cardHeader,
  cardTitle,
  cardTitleGroup,
  detailEmpty,
  detailLabel,
  detailRow,
  details,
  detailValue,
} from './account-page.css.ts';
import {
  changesEmail,
  EMAIL_CHANGE_PASSWORD_REQUIRED,
  PROFILE_FIELDS,
  profileChanges,
  profileValuesOf,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from './profile-rules.ts';

/** Saves the profile; the response replaces the customer (the auth state, given by the route). */
export type UpdateProfile = (body: ProfileUpdateRequest) => Promise<Customer>;

export const PROFILE_TOASTS = {
  updated: 'Profil mis à jour',
  error: 'Erreur lors de la mise à jour du profil',
  nothingChanged: 'Aucune modification à enregistrer',
} as const;

function Detail({ label, value, empty, children }: { label: string; value: string | null; empty: string; children?: ReactNode }) {
  return (
    <div className={detailRow}>
      <dt className={detailLabel}>{label}</dt>
      <dd className={detailValue}>
        {value ? value : <span className={detailEmpty}>{empty}</span>}
        {children}
      </dd>
    </div>
  );
}

function ProfileDetails({ customer }: { customer: Customer }) {
  return (
    <dl className={details}>
      <Detail label="Nom complet" value={customer.name} empty="Non renseigné" />
      <Detail label="Adresse e-mail" value={customer.email} empty="Non renseignée">
        {customer.email_verified ? (
          <span className={badgeSuccess}>Confirmée</span>
        ) : (
          <span className={badgeWarning}>Non confirmée</span>
        )}
      </Detail>
      <Detail label="Téléphone" value={customer.phone} empty="Non renseigné" />
      <Detail label="Adresse" value={customer.address} empty="Non renseignée" />
      <Detail label="Membre depuis" value={formatLongDate(customer.created_at)} empty="—" />
    </dl>
  );
}

interface ProfileFormProps {
  customer: Customer;
  updateProfile: UpdateProfile;
  /** Leaves the edit mode (after a save or a cancel). */
  onDone: () => void;
}

function ProfileForm({ customer, updateProfile, onDone }: ProfileFormProps) {
  const { fields, busy, emailChanging, currentPassword, password, onSubmit } = useProfileForm({ customer, updateProfile, onDone });
  return (
    <form method="post" className={form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Modifier mes informations">
      <TextField {...fields.bind('name')} label="Nom complet" name="name" autoComplete="name" required maxLength={MAX_NAME_LENGTH} />
      <TextField
        {...fields.bind('email')}
        {...EMAIL_INPUT}
        label="Adresse e-mail"
        required
        maxLength={MAX_EMAIL_LENGTH}
        hint="Une nouvelle adresse devra être confirmée par e-mail."
      />
      {emailChanging ? (
        <TextField
          ref={password}
          {...CURRENT_PASSWORD_INPUT}
          label="Mot de passe actuel"
          name="current-password"
          value={currentPassword.value}
          onChange={(event) => currentPassword.change(event.target.value)}
          error={currentPassword.error}
          hint="Pour changer l’adresse de connexion. L’ancienne adresse en sera avertie."
        />
      ) : null}
      <TextField
        {...fields.bind('phone')}
        label="Téléphone"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MAX_PHONE_LENGTH}
      />
      <TextAreaField
        {...fields.bind('address')}
        label="Adresse"
        name="address"
        autoComplete="street-address"
        rows={3}
        maxLength={MAX_ADDRESS_LENGTH}
      />
      <div className={formActions}>
        <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

/**
 * The edit form's state and its save: only what differs from the opening
 * values is sent, with the current password when the login address changes.
 */
function useProfileForm({ customer, updateProfile, onDone }: ProfileFormProps) {
  // The values the form opened with: only what differs from them is sent.
  const [initial] = useState<ProfileValues>(() => profileValuesOf(customer));
  const fields = useForm<ProfileField>(initial, PROFILE_FIELDS);
  const { values, busy, setBusy } = fields;
  // Asked only when the login address changes (the API requires it then).
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const emailChanging = changesEmail(initial, values);
  const password = useRef<HTMLInputElement>(null);

  const { focus } = fields;
  useEffect(() => {
    focus('name');
  }, [focus]);

  function refusePassword(message: string) {
    setPasswordError(message);
    password.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !fields.check(validateProfile(values))) return;
    if (emailChanging && !currentPassword) {
      refusePassword(EMAIL_CHANGE_PASSWORD_REQUIRED);
      return;
    }
    const changes = profileChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      toast.info(PROFILE_TOASTS.nothingChanged);
      onDone();
      return;
    }
    setBusy(true);
    let updated: Customer;
    try {
      updated = await updateProfile(changes.email ? { ...changes, current_password: currentPassword } : changes);
    } catch (error) {
      setBusy(false);
      const message = errorMessage(error, "Une erreur s'est produite");
      // 409: the e-mail belongs to another account; 400 on an e-mail change:
      // the password was refused. Each is said next to its field.
      if (isApiError(error) && error.status === 409) {
        fields.setErrors((e) => ({ ...e, email: message }));
        fields.focus('email');
      } else if (isApiError(error) && error.status === 400 && changes.email) refusePassword(message);
      toast.error(PROFILE_TOASTS.error, { description: message });
      return;
    }
    toast.success(PROFILE_TOASTS.updated, {
      description: changes.email ? `Un e-mail de confirmation a été envoyé à ${updated.email}.` : undefined,
    });
    onDone();
  }

  function changePassword(value: string) {
    setCurrentPassword(value);
    setPasswordError(undefined);
  }

  return {
    fields,
    busy,
    emailChanging,
    currentPassword: { value: currentPassword, error: passwordError, change: changePassword },
    password,
    onSubmit,
  };
}

/** Tab Profil, first card: the real profile (GET profile at start-up), editable (PUT profile). */
export function ProfileSection({ customer, updateProfile }: { customer: Customer; updateProfile: UpdateProfile }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to 'Modifier' after a save or a cancel, not on first render.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <div className={cardTitleGroup}>
          <h2 id={headingId} className={cardTitle}>
            Informations personnelles
          </h2>
          <p className={cardDescription}>Votre nom, vos coordonnées et l’adresse associée à votre compte.</p>
        </div>
        {editing ? null : (
          <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
            Modifier mes informations
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileForm
          customer={customer}
          updateProfile={updateProfile}
          onDone={() => {
            returnFocus.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <ProfileDetails customer={customer} />
      )}
    </section>
  );
}
