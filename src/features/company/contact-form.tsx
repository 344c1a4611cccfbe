import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { Button } from '#src/components/button.tsx';
import { AlertIcon } from '#src/components/icons.tsx';
import {
  CONTACT_FIELDS,
  CONTACT_SENT,
  EMPTY_CONTACT,
  simulateSend,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-rules.ts';
import { error as errorClass, field, form, input, label as labelClass, note, required, textarea } from './contact-form.css.ts';

interface FieldProps {
  name: ContactField;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange: (name: ContactField, value: string) => void;
}

function Field({ name, label, value, error, multiline = false, type = 'text', autoComplete, inputRef, onChange }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  } as const;
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <span className={required} aria-hidden="true">
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...common} ref={inputRef} className={textarea} rows={5} />
      ) : (
        <input {...common} ref={inputRef} className={input} type={type} autoComplete={autoComplete} />
      )}
      {error ? (
        <p id={errorId} className={errorClass}>
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form (spec section 4): validated on submit with inline French
 * errors, then a simulated sending of about 1 second (nothing leaves the
 * device), the toast 'Message envoyé !' and an empty form.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    subject: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    message: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  };
  // Leaving the page mid-sending cancels it: no toast for a form no longer on screen.
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  function update(name: ContactField, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    const first = CONTACT_FIELDS.find((name) => found[name]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setSending(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      await simulateSend(controller.signal);
    } catch {
      return;
    }
    setSending(false);
    setValues(EMPTY_CONTACT);
    toast.success(CONTACT_SENT.title, { description: CONTACT_SENT.description });
  }

  return (
    <form method="post" className={form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p id="contact-form-note" className={note}>
        Tous les champs marqués d’un astérisque (*) sont obligatoires.
      </p>
      <Field name="name" label="Nom complet" value={values.name} error={errors.name} autoComplete="name" inputRef={refs.name} onChange={update} />
      <Field
        name="email"
        label="Adresse e-mail"
        type="email"
        value={values.email}
        error={errors.email}
        autoComplete="email"
        inputRef={refs.email}
        onChange={update}
      />
      <Field name="subject" label="Sujet" value={values.subject} error={errors.subject} autoComplete="off" inputRef={refs.subject} onChange={update} />
      <Field name="message" label="Message" multiline value={values.message} error={errors.message} inputRef={refs.message} onChange={update} />
      <Button type="submit" size="lg" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
        {sending ? 'Envoi en cours...' : 'Envoyer le message'}
      </Button>
    </form>
  );
}
