import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import {
  aside as asideClass,
  error as errorClass,
  field,
  formAlert,
  formAlertBody,
  hint as hintClass,
  input,
  inputWithToggle,
  inputWrap,
  label as labelClass,
  labelRow,
  required as requiredClass,
  textarea,
  toggle,
} from './form-field.css.ts';

interface FieldFrameProps {
  label: string;
  /** Shown under the control and read with it (aria-describedby). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Something on the label's line, e.g. 'Mot de passe oublié ?'. */
  aside?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, error, hint, required, aside, children }: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={field}>
      {/* The asterisk stays outside the label: the field's name is exactly its label. */}
      <div className={labelRow}>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {required ? (
          <span className={requiredClass} aria-hidden="true">
            *
          </span>
        ) : null}
        {aside ? <span className={asideClass}>{aside}</span> : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

export interface TextFieldProps extends FieldFrameProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'required'> {
  /** A password field with a show/hide toggle. */
  revealable?: boolean;
  /** The toggle's name; by default it names its field (a form may hold several password fields). */
  revealLabel?: string;
}

/** A labelled input; its hint and inline error are tied to it, `aria-invalid` marks it while the error shows. */
export function TextField({ label, error, hint, required, aside, revealable = false, revealLabel, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} aside={aside}>
      <div className={inputWrap}>
        <input
          {...inputProps}
          id={id}
          type={revealable && revealed ? 'text' : type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={revealable ? `${input} ${inputWithToggle}` : input}
        />
        {revealable ? (
          <button type="button" className={toggle} aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
            <EyeIcon off={revealed} />
            <span className={srOnly}>{revealLabel ?? `Afficher « ${label} »`}</span>
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<FieldFrameProps, 'aside'>, Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'required'> {}

export function TextAreaField({ label, error, hint, required, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...props}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={textarea}
      />
    </FieldFrame>
  );
}

/** A message about the whole form (a refusal, an unreachable server), read at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={formAlert} role="alert">
      <AlertIcon size={18} />
      <div className={formAlertBody}>{children}</div>
    </div>
  );
}

/** The attributes of an e-mail input: the right keyboard, no capital, no spell check, the browser's autofill. */
export const EMAIL_INPUT = {
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const satisfies Partial<TextFieldProps>;

/** A password the shopper already has (sign-in, confirming a change): revealable, filled by the browser's saved password. */
export const CURRENT_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'current-password',
  required: true,
  revealable: true,
} as const satisfies Partial<TextFieldProps>;
