import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { Customer } from '#src/api/auth.ts';
import { isApiError } from '#src/api/http.ts';
import { Button } from '#src/components/button.tsx';
import { useAuth } from '#src/features/auth/use-auth.ts';
import { formatLongDate } from '#src/utils/format-date.ts';
import { TextAreaField, TextField } from './account-field.tsx';
import { actions, form } from './account-form.css.ts';
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
  errorMessage,
  firstInvalid,
  MAX_ADDRESS_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  PROFILE_FIELDS,
  profileChanges,
  profileValuesOf,
  validateProfile,
  type FieldErrors,
  type ProfileField,
  type ProfileValues,
} from './account-validation.ts';

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
  /** Leaves the edit mode (after a save or a cancel). */
  onDone: () => void;
}

function ProfileForm({ customer, onDone }: ProfileFormProps) {
  const { updateProfile } = useAuth();
  // The values the form opened with: only what differs from them is sent.
  const [initial] = useState<ProfileValues>(() => profileValuesOf(customer));
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  // Asked only when the login address changes (the API requires it then).
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const emailChanging = changesEmail(initial, values);
  const name = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const phone = useRef<HTMLInputElement>(null);
  const address = useRef<HTMLTextAreaElement>(null);
  const refs = { name, email, phone, address };

  useEffect(() => {
    name.current?.focus();
  }, []);

  function update(field: ProfileField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateProfile(values);
    setErrors(found);
    const first = firstInvalid(PROFILE_FIELDS, found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (emailChanging && !currentPassword) {
      setPasswordError(EMAIL_CHANGE_PASSWORD_REQUIRED);
      password.current?.focus();
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
        setErrors((e) => ({ ...e, email: message }));
        email.current?.focus();
      } else if (isApiError(error) && error.status === 400 && changes.email) {
        setPasswordError(message);
        password.current?.focus();
      }
      toast.error(PROFILE_TOASTS.error, { description: message });
      return;
    }
    toast.success(PROFILE_TOASTS.updated, {
      description: changes.email ? `Un e-mail de confirmation a été envoyé à ${updated.email}.` : undefined,
    });
    onDone();
  }

  return (
    <form className={form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Modifier mes informations">
      <TextField
        ref={name}
        label="Nom complet"
        name="name"
        autoComplete="name"
        required
        maxLength={MAX_NAME_LENGTH}
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        ref={email}
        label="Adresse e-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={MAX_EMAIL_LENGTH}
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
        hint="Une nouvelle adresse devra être confirmée par e-mail."
      />
      {emailChanging ? (
        <TextField
          ref={password}
          label="Mot de passe actuel"
          type="password"
          name="current-password"
          autoComplete="current-password"
          revealable
          required
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setPasswordError(undefined);
          }}
          error={passwordError}
          hint="Pour changer l’adresse de connexion. L’ancienne adresse en sera avertie."
        />
      ) : null}
      <TextField
        ref={phone}
        label="Téléphone"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MAX_PHONE_LENGTH}
        value={values.phone}
        onChange={(event) => update('phone', event.target.value)}
        error={errors.phone}
      />
      <TextAreaField
        ref={address}
        label="Adresse"
        name="address"
        autoComplete="street-address"
        rows={3}
        maxLength={MAX_ADDRESS_LENGTH}
        value={values.address}
        onChange={(event) => update('address', event.target.value)}
        error={errors.address}
      />
      <div className={actions}>
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

/** Tab Profil, first card: the real profile (GET profile at start-up), editable (PUT profile). */
export function ProfileSection({ customer }: { customer: Customer }) {
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
